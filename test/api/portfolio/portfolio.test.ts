/**
 * The portfolio over HTTP, on each database, from real scans of lab domains: each scan's standing
 * reaches the domain row through the alerts consumer, the lab breaks one domain between two scans
 * (a grade move, a critical finding), and the table, the summary (account and client) and the
 * exports read it back: sorted worst first with unscanned last, filtered by client, tag and grade,
 * paged, CSV with formula-looking names defused.
 */
import { expect } from 'chai';
import { Alert } from '../../../db/entities/alert.entity.js';
import { DomainFinding } from '../../../db/entities/domain-finding.entity.js';
import { MonitoredDomain } from '../../../db/entities/monitored-domain.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import {
  addDomain,
  bearer,
  SWITCH_DOMAIN,
  setPlan,
  switchToBad,
  switchToGood,
  useMonitorApp,
} from '../monitoring/monitoring-kit.js';
import { waitForJob } from '../scans/scan-kit.js';

interface Row {
  domain: string;
  grade: string | null;
  score: number | null;
  trend: number | null;
  client_name: string | null;
  tags: string[];
  open_alerts: number;
  critical_issues: number | null;
  last_scan_at: string | null;
}

forEachDatabase('portfolio', (database) => {
  const s = useMonitorApp(database);
  after(() => switchToGood(s.lab));
  const get = (url: string, key: string) => s.t.app.inject({ method: 'GET', url, headers: bearer(key) });
  let key = '';
  let ownerId = 0;
  let acmeId = 0;
  const ids = new Map<string, number>();

  /** "Scan now", then wait for the alerts consumer to have evaluated it (which writes the standing). */
  async function scanAndEvaluate(domainId: number): Promise<void> {
    const response = await s.t.app.inject({
      method: 'POST',
      url: `/v1/domains/${domainId}/scan`,
      headers: bearer(key),
    });
    expect(response.statusCode, response.body).to.equal(202);
    const jobId = response.json().job_id;
    const job = await waitForJob(s.t, jobId, ['completed', 'failed'], 30_000);
    expect(job.status).to.equal('completed');
    await until(
      'the scan to be evaluated',
      async () => {
        const row = await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId });
        return row.lastJobId === jobId;
      },
      15_000,
    );
  }

  before(async function () {
    this.timeout(120_000);
    const account = await signUp(s.t.app);
    key = account.apiKey;
    ownerId = account.id;
    await setPlan(s.t, account.id, 'professional');
    const client = async (name: string) =>
      (await s.t.app.inject({ method: 'POST', url: '/v1/clients', headers: bearer(key), payload: { name } })).json().id;
    acmeId = await client('Acme');
    const formula = await client('=HYPERLINK("http://evil")');
    for (const [domain, payload] of [
      ['mon-1.test', { client_id: acmeId, tags: ['prod'] }],
      ['mon-2.test', { client_id: acmeId }],
      [SWITCH_DOMAIN, { tags: ['prod'] }],
      ['mon-3.test', { client_id: formula }],
    ] as const) {
      ids.set(domain, (await addDomain(s.t.app, key, { domain, ...payload })).id);
    }
    for (const domain of ['mon-1.test', 'mon-2.test', SWITCH_DOMAIN]) await scanAndEvaluate(ids.get(domain) ?? 0);
    switchToBad(s.lab);
    await scanAndEvaluate(ids.get(SWITCH_DOMAIN) ?? 0);
  });

  it('lists one row per domain, worst first, unscanned last, with trend, client, tags and unread alerts', async () => {
    const response = await get('/v1/portfolio/domains', key);
    expect(response.statusCode, response.body).to.equal(200);
    const body = response.json();
    expect(body).to.include({ total: 4, limit: 100, offset: 0 });
    const rows: Row[] = body.domains;
    expect(rows.map((r) => r.domain)).to.deep.equal([
      SWITCH_DOMAIN,
      ...rows.slice(1, 3).map((r) => r.domain),
      'mon-3.test',
    ]);
    const [broken, , , unscanned] = rows;
    expect(broken?.trend).to.be.below(0);
    expect(broken?.open_alerts).to.be.above(0);
    expect(broken?.critical_issues).to.be.above(0);
    expect(broken?.tags).to.deep.equal(['prod']);
    expect(unscanned).to.deep.include({ grade: null, score: null, trend: null, last_scan_at: null, open_alerts: 0 });
    expect(rows[1]?.client_name).to.equal('Acme');
    expect(rows[1]?.score).to.be.at.least(rows[0]?.score ?? 0);
    // The row agrees with the scan it stands on.
    const stored = await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: ids.get(SWITCH_DOMAIN) ?? 0 });
    expect([broken?.grade, broken?.score]).to.deep.equal([stored.lastGrade, stored.lastScore]);
    expect(broken?.last_scan_at).to.equal(stored.lastScannedAt?.toISOString());
  });

  it('filters by client, tag and grade, sorts either way and pages', async () => {
    const names = async (query: string) => {
      const response = await get(`/v1/portfolio/domains${query}`, key);
      expect(response.statusCode, response.body).to.equal(200);
      return response.json().domains.map((r: Row) => r.domain);
    };
    expect(await names(`?client_id=${acmeId}&sort=domain`)).to.deep.equal(['mon-1.test', 'mon-2.test']);
    expect(await names('?tag=prod&sort=domain&order=desc')).to.deep.equal([SWITCH_DOMAIN, 'mon-1.test']);
    expect(await names('?grade=unscanned')).to.deep.equal(['mon-3.test']);
    const worst = (await get('/v1/portfolio/domains', key)).json().domains[0];
    expect(await names(`?grade=${worst.grade}`)).to.include(SWITCH_DOMAIN);
    expect(await names('?sort=score&order=desc&limit=1')).to.have.length(1);
    expect((await names('?sort=score&order=desc'))[3]).to.equal('mon-3.test');
    const page = (await get('/v1/portfolio/domains?sort=domain&limit=2&offset=2', key)).json();
    expect([page.total, page.domains.map((r: Row) => r.domain)]).to.deep.equal([4, ['mon-3.test', SWITCH_DOMAIN]]);
    expect((await names('?sort=open_alerts&order=desc'))[0]).to.equal(SWITCH_DOMAIN);
    expect((await names('?sort=trend'))[0]).to.equal(SWITCH_DOMAIN);
    for (const bad of ['?sort=risk', '?limit=0', '?limit=501', '?grade=E', '?order=up', '?offset=-1']) {
      expect((await get(`/v1/portfolio/domains${bad}`, key)).statusCode, bad).to.equal(422);
    }
  });

  it('summarises the account and one client: grades, coverage, worst, alerts, changes, clients', async () => {
    const response = await get('/v1/portfolio/summary', key);
    expect(response.statusCode, response.body).to.equal(200);
    const summary = response.json();
    expect(summary).to.include({ client_id: null, domains: 4, scanned: 3, coverage: 0.75 });
    expect(Object.values(summary.by_grade as Record<string, number>).reduce((a, b) => a + b, 0)).to.equal(4);
    expect(summary.by_grade.unscanned).to.equal(1);
    expect(summary.worst[0].domain).to.equal(SWITCH_DOMAIN);
    expect(summary.worst).to.have.length(4);
    expect(summary.open_alerts.total).to.be.above(0);
    expect(summary.open_alerts.by_severity).to.have.keys(['critical', 'high', 'medium', 'low']);
    const [week, month] = summary.changes;
    expect([week.days, month.days]).to.deep.equal([7, 30]);
    expect(week.grade_moves).to.deep.equal({ up: 0, down: 1 });
    expect(week.moves[0]).to.include({ domain: SWITCH_DOMAIN });
    expect(week.moves[0].to > week.moves[0].from).to.equal(true);
    expect(week.new_critical_findings).to.be.above(0);
    expect(month.grade_moves.down).to.equal(1);
    const clients = summary.clients.map((c: { name: string | null; domains: number }) => [c.name, c.domains]);
    expect(clients).to.deep.equal([
      ['=HYPERLINK("http://evil")', 1],
      ['Acme', 2],
      [null, 1],
    ]);
    const acme = (await get(`/v1/portfolio/summary?client_id=${acmeId}`, key)).json();
    expect(acme).to.include({ client_id: acmeId, domains: 2, scanned: 2, coverage: 1 });
    expect(acme).to.not.have.property('clients');
    expect(acme.changes[0].grade_moves).to.deep.equal({ up: 0, down: 0 });
    // Another account: empty, and our client is 404 to it.
    const other = await signUp(s.t.app);
    const empty = (await get('/v1/portfolio/summary', other.apiKey)).json();
    expect(empty).to.deep.include({ domains: 0, scanned: 0, coverage: 0, average_score: null, worst: [], clients: [] });
    for (const url of [`/v1/portfolio/summary?client_id=${acmeId}`, `/v1/portfolio/domains?client_id=${acmeId}`]) {
      const refused = await get(url, other.apiKey);
      expect([refused.statusCode, refused.json()], url).to.deep.equal([404, { detail: 'Client not found' }]);
    }
    expect((await s.t.app.inject({ method: 'GET', url: '/v1/portfolio/summary' })).statusCode).to.equal(401);
  });

  it('exports every row as CSV (formulas defused) and JSON', async () => {
    const csv = await get('/v1/portfolio/domains/export', key);
    expect(csv.statusCode, csv.body).to.equal(200);
    expect(csv.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).to.match(/^attachment; filename="portfolio-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).to.equal(
      'domain,client,tags,grade,score,trend,last_scan_at,critical_issues,open_alerts,scan_frequency',
    );
    expect(lines).to.have.length(6);
    expect(lines.at(-1)).to.equal('');
    expect(lines[1]).to.match(/^mon-1\.test,Acme,prod,[A-F],\d+,/);
    expect(lines.find((line) => line.startsWith('mon-3.test'))).to.equal(
      'mon-3.test,"\'=HYPERLINK(""http://evil"")",,,,,,,0,daily',
    );
    const json = await get(`/v1/portfolio/domains/export?format=json&client_id=${acmeId}`, key);
    expect(json.headers['content-type']).to.match(/^application\/json/);
    expect(json.json().domains.map((r: Row) => r.domain)).to.deep.equal(['mon-1.test', 'mon-2.test']);
    expect((await get('/v1/portfolio/domains/export?format=xml', key)).statusCode).to.equal(422);
  });

  it("exports a client's open findings with check code, severity, domain and first-seen date", async () => {
    const open = await s.t.db.manager.find(DomainFinding, { where: { userId: ownerId } });
    const acmeDomains = [ids.get('mon-1.test'), ids.get('mon-2.test')];
    const acmeFindings = open.filter((row) => acmeDomains.includes(row.domainId));
    // The broken domain (no client): a finding is first seen at the scan that found it, and keeps that date.
    const domainOf = () => s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: ids.get(SWITCH_DOMAIN) ?? 0 });
    const spfOf = async () =>
      (await s.t.db.manager.find(DomainFinding, { where: { domainId: ids.get(SWITCH_DOMAIN) ?? 0 } })).find((row) =>
        row.code.startsWith('dns_email.spf'),
      );
    const firstSeen = (await spfOf())?.firstSeenAt.getTime();
    expect(firstSeen).to.equal((await domainOf()).lastScannedAt?.getTime());
    // Still broken at the next scan: the finding stays open with the date it was first seen.
    s.t.clock.advance(61_000);
    await scanAndEvaluate(ids.get(SWITCH_DOMAIN) ?? 0);
    expect((await domainOf()).lastScannedAt?.getTime()).to.be.greaterThan(firstSeen ?? 0);
    expect((await spfOf())?.firstSeenAt.getTime()).to.equal(firstSeen);
    const json = await get(`/v1/clients/${acmeId}/findings/export?format=json`, key);
    expect(json.statusCode, json.body).to.equal(200);
    const findings = json.json().findings;
    expect(findings).to.have.length(acmeFindings.length);
    for (const finding of findings) {
      expect(finding.domain).to.be.oneOf(['mon-1.test', 'mon-2.test']);
      expect(finding.code).to.match(/^[a-z_]+\.[a-z_0-9]+\./);
      expect(finding.severity).to.be.oneOf(['critical', 'high', 'medium', 'low']);
      expect(Date.parse(finding.first_seen_at)).to.be.greaterThan(0);
    }
    const csv = await get(`/v1/clients/${acmeId}/findings/export`, key);
    expect(csv.headers['content-type']).to.equal('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).to.equal('domain,code,severity,finding,first_seen_at');
    expect(lines).to.have.length(acmeFindings.length + 2);
    const other = await signUp(s.t.app);
    expect((await get(`/v1/clients/${acmeId}/findings/export`, other.apiKey)).statusCode).to.equal(404);
  });

  // Last: it marks alerts read, which the rows above count.
  it('filters the alert list and mark-all-read by client and tag', async () => {
    const all = await s.t.db.manager.find(Alert, { where: { userId: ownerId }, order: { id: 'DESC' } });
    const idsOf = (domains: string[]) => all.filter((a) => domains.includes(a.domain)).map((a) => a.id);
    const listed = async (query: string) => {
      const response = await get(`/v1/domains/alerts${query}`, key);
      expect(response.statusCode, response.body).to.equal(200);
      return response.json().map((a: { id: number }) => a.id);
    };
    expect(idsOf([SWITCH_DOMAIN])).to.not.deep.equal([]);
    expect(await listed('?tag=prod')).to.deep.equal(idsOf([SWITCH_DOMAIN, 'mon-1.test']));
    expect(await listed(`?client_id=${acmeId}`)).to.deep.equal(idsOf(['mon-1.test', 'mon-2.test']));
    expect(await listed(`?tag=prod&domain_id=${ids.get('mon-1.test')}`)).to.deep.equal(idsOf(['mon-1.test']));
    expect(await listed(`?client_id=${acmeId}&tag=PROD`)).to.deep.equal(idsOf(['mon-1.test']));
    expect((await get('/v1/domains/alerts?client_id=zero', key)).statusCode).to.equal(422);
    const unreadOf = (domain: string) => all.filter((a) => a.domain === domain && !a.read).length;
    const marked = await s.t.app.inject({
      method: 'POST',
      url: `/v1/domains/alerts/mark-all-read?client_id=${acmeId}`,
      headers: bearer(key),
    });
    expect(marked.json().marked).to.equal(unreadOf('mon-1.test') + unreadOf('mon-2.test'));
    const stillUnread = await s.t.db.manager.countBy(Alert, { userId: ownerId, domain: SWITCH_DOMAIN, read: false });
    expect(stillUnread).to.equal(unreadOf(SWITCH_DOMAIN));
  });
});
