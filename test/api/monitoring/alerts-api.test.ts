/**
 * Alerts, alert preferences and badges over HTTP, on each database. Alerts are written through the
 * engine's consumer shape (rows as the consumer writes them) so each filter has something to find.
 */
import { expect } from 'chai';
import { summarizeReport } from '../../../activities/jobs/scan-summary.js';
import { errorModuleResult } from '../../../activities/scanner/modules/error-result.js';
import { assembleReport } from '../../../activities/scanner/scan-domain.js';
import type { AlertType } from '../../../core/monitoring/monitoring-model.js';
import { MODULE_NAMES } from '../../../core/scan-model/module-names.js';
import type { Severity } from '../../../core/scan-model/report.js';
import { Alert } from '../../../db/entities/alert.entity.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { waitForJob } from '../scans/scan-kit.js';
import { addDomain, bearer, setPlan, useMonitorApp } from './monitoring-kit.js';
import { checkNow, publishTxt, verificationOf } from './ownership-kit.js';

forEachDatabase('domain monitoring: alerts, preferences and badges', (database) => {
  const s = useMonitorApp(database);
  const get = (url: string, key?: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'GET', url, headers: { ...(key ? bearer(key) : {}), ...headers } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  let seq = 0;
  async function alertRow(userId: number, domainId: number, domain: string, type: AlertType, severity: Severity) {
    seq += 1;
    return s.t.db.manager.save(
      s.t.db.manager.create(Alert, {
        userId,
        domainId,
        domain,
        jobId: 1_000_000 + seq,
        condition: `test:${seq}`,
        alertType: type,
        severity,
        title: `${type} on <${domain}>`,
        message: `Something about ${domain} changed.`,
        oldValue: 'before',
        newValue: 'after',
        score: 70,
        grade: 'C',
        read: false,
        createdAt: new Date(Date.UTC(2026, 10, 23, 10, 0, seq)),
      }),
    );
  }

  /** An account on Professional with two domains and five alerts across them. */
  async function seeded() {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const one = await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test' });
    const two = await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test' });
    const alerts = [
      await alertRow(account.id, one.id, 'mon-1.test', 'score_drop', 'medium'),
      await alertRow(account.id, one.id, 'mon-1.test', 'critical_issue', 'critical'),
      await alertRow(account.id, two.id, 'mon-2.test', 'config_change', 'high'),
      await alertRow(account.id, two.id, 'mon-2.test', 'cert_expiring_soon', 'high'),
      await alertRow(account.id, two.id, 'mon-2.test', 'cert_expired', 'critical'),
    ];
    return { account, one, two, alerts };
  }

  describe('alerts', () => {
    it('lists a bare array, newest first, with every field of an alert record', async () => {
      const { account, one, alerts } = await seeded();
      const response = await get('/v1/domains/alerts', account.apiKey);
      expect(response.statusCode).to.equal(200);
      const body = response.json();
      expect(body).to.be.an('array').with.length(5);
      expect(body.map((a: { id: number }) => a.id)).to.deep.equal(alerts.map((a) => a.id).reverse());
      expect(body[4]).to.deep.equal({
        id: alerts[0]?.id,
        domain_id: one.id,
        domain: 'mon-1.test',
        alert_type: 'score_drop',
        severity: 'medium',
        title: 'score_drop on <mon-1.test>',
        message: 'Something about mon-1.test changed.',
        old_value: 'before',
        new_value: 'after',
        score: 70,
        grade: 'C',
        read: false,
        created_at: alerts[0]?.createdAt.toISOString(),
      });
    });

    it('filters by severity, type, domain, unread, and limits', async () => {
      const { account, two, alerts } = await seeded();
      const ids = async (query: string) =>
        (await get(`/v1/domains/alerts?${query}`, account.apiKey)).json().map((a: { id: number }) => a.id);
      const id = (i: number) => alerts[i]?.id;
      expect(await ids('severity=critical')).to.deep.equal([id(4), id(1)]);
      expect(await ids('alert_type=config_change')).to.deep.equal([id(2)]);
      expect(await ids(`domain_id=${two.id}`)).to.deep.equal([id(4), id(3), id(2)]);
      expect(await ids(`domain_id=${two.id}&severity=high`)).to.deep.equal([id(3), id(2)]);
      expect(await ids('limit=2')).to.deep.equal([id(4), id(3)]);
      await send('POST', `/v1/domains/alerts/${id(4)}/read`, account.apiKey);
      expect(await ids('unread_only=true')).to.deep.equal([id(3), id(2), id(1), id(0)]);
      expect(await ids('unread_only=false')).to.have.length(5);
    });

    it('answers 422 for bad filter values', async () => {
      const { account } = await seeded();
      for (const query of [
        'limit=0',
        'limit=201',
        'limit=ten',
        'severity=urgent',
        'alert_type=everything',
        'domain_id=x',
        'unread_only=maybe',
      ]) {
        const response = await get(`/v1/domains/alerts?${query}`, account.apiKey);
        expect(response.statusCode, query).to.equal(422);
        expect(response.json().detail[0]).to.have.keys(['field', 'message']);
      }
      expect((await get('/v1/domains/alerts?limit=200', account.apiKey)).statusCode).to.equal(200);
    });

    it('marks one read, all matching read, deletes one; statistics follow', async () => {
      const { account, one, alerts } = await seeded();
      const stats = async () => (await get('/v1/domains/alerts/stats', account.apiKey)).json();
      expect(await stats()).to.deep.equal({
        total: 5,
        unread: 5,
        by_severity: { critical: 2, high: 2, medium: 1, low: 0 },
        by_type: { score_drop: 1, critical_issue: 1, cert_expired: 1, cert_expiring_soon: 1, config_change: 1 },
      });
      const read = await send('POST', `/v1/domains/alerts/${alerts[0]?.id}/read`, account.apiKey);
      expect([read.statusCode, read.json().read]).to.deep.equal([200, true]);
      expect((await stats()).unread).to.equal(4);
      const marked = await send('POST', '/v1/domains/alerts/mark-all-read?severity=high', account.apiKey);
      expect(marked.json()).to.deep.equal({ marked: 2 });
      const byDomain = await send('POST', `/v1/domains/alerts/mark-all-read?domain_id=${one.id}`, account.apiKey);
      expect(byDomain.json()).to.deep.equal({ marked: 1 });
      expect((await stats()).unread).to.equal(1);
      expect(
        (await send('POST', '/v1/domains/alerts/mark-all-read?alert_type=bogus', account.apiKey)).statusCode,
      ).to.equal(422);
      const all = await send('POST', '/v1/domains/alerts/mark-all-read', account.apiKey);
      expect(all.json()).to.deep.equal({ marked: 1 });
      const removed = await send('DELETE', `/v1/domains/alerts/${alerts[4]?.id}`, account.apiKey);
      expect([removed.statusCode, removed.json()]).to.deep.equal([200, { id: alerts[4]?.id, deleted: true }]);
      expect(await stats()).to.deep.include({ total: 4, unread: 0 });
      const again = await send('DELETE', `/v1/domains/alerts/${alerts[4]?.id}`, account.apiKey);
      expect([again.statusCode, again.json()]).to.deep.equal([404, { detail: 'Alert not found' }]);
    });

    it("keeps others' alerts out of reach: 404, and no effect on them", async () => {
      const { alerts } = await seeded();
      const other = await signUp(s.t.app);
      const id = alerts[0]?.id;
      expect((await get('/v1/domains/alerts', other.apiKey)).json()).to.deep.equal([]);
      for (const [method, url] of [
        ['POST', `/v1/domains/alerts/${id}/read`],
        ['DELETE', `/v1/domains/alerts/${id}`],
      ] as const) {
        const response = await send(method, url, other.apiKey);
        expect([response.statusCode, response.json()]).to.deep.equal([404, { detail: 'Alert not found' }]);
      }
      expect((await send('POST', '/v1/domains/alerts/mark-all-read', other.apiKey)).json()).to.deep.equal({
        marked: 0,
      });
      const row = await s.t.db.manager.findOneByOrFail(Alert, { id });
      expect(row.read).to.equal(false);
      expect((await get('/v1/domains/alerts/stats', other.apiKey)).json()).to.include({ total: 0, unread: 0 });
    });

    it('goes with its domain when the domain is removed', async () => {
      const { account, one } = await seeded();
      await send('DELETE', `/v1/domains/${one.id}`, account.apiKey);
      expect((await get('/v1/domains/alerts/stats', account.apiKey)).json().total).to.equal(3);
    });

    it('needs credentials', async () => {
      expect((await get('/v1/domains/alerts')).statusCode).to.equal(401);
      expect((await get('/v1/domains/alerts/stats')).statusCode).to.equal(401);
    });
  });

  describe('alert preferences', () => {
    it('are all true by default; a PUT replaces them and a field left out becomes true', async () => {
      const account = await signUp(s.t.app);
      const all = { score_drop: true, critical_issue: true, cert_expiry: true, config_change: true };
      expect((await get('/v1/settings/alert-preferences', account.apiKey)).json()).to.deep.equal(all);
      const put = await send('PUT', '/v1/settings/alert-preferences', account.apiKey, {
        score_drop: false,
        config_change: false,
      });
      expect([put.statusCode, put.json()]).to.deep.equal([200, { ...all, score_drop: false, config_change: false }]);
      expect((await get('/v1/settings/alert-preferences', account.apiKey)).json()).to.deep.equal({
        ...all,
        score_drop: false,
        config_change: false,
      });
      const again = await send('PUT', '/v1/settings/alert-preferences', account.apiKey, { cert_expiry: false });
      expect(again.json()).to.deep.equal({ ...all, cert_expiry: false });
      // Another account still has the defaults.
      const other = await signUp(s.t.app);
      expect((await get('/v1/settings/alert-preferences', other.apiKey)).json()).to.deep.equal(all);
    });

    it('answers 422 for non-booleans and 401 without credentials', async () => {
      const account = await signUp(s.t.app);
      for (const payload of [{ score_drop: 'no' }, { cert_expiry: 0 }, { config_change: null }]) {
        const response = await send('PUT', '/v1/settings/alert-preferences', account.apiKey, payload);
        expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
        expect(response.json().detail[0].field).to.equal(Object.keys(payload)[0]);
      }
      expect((await get('/v1/settings/alert-preferences')).statusCode).to.equal(401);
    });

    it('needs the CSRF token for a PUT through a cookie session', async () => {
      const account = await signUp(s.t.app);
      const session = await logIn(s.t.app, account.email);
      const cookie = { cookie: `service_session=${session.sessionCookie}` };
      const without = await s.t.app.inject({
        method: 'PUT',
        url: '/v1/settings/alert-preferences',
        headers: cookie,
        payload: { score_drop: false },
      });
      expect(without.statusCode).to.equal(403);
      const withToken = await s.t.app.inject({
        method: 'PUT',
        url: '/v1/settings/alert-preferences',
        headers: { ...cookie, 'x-csrf-token': session.csrfToken },
        payload: { score_drop: false },
      });
      expect([withToken.statusCode, withToken.json().score_drop]).to.deep.equal([200, false]);
    });
  });

  describe('badges', () => {
    async function publishedWithScan(domain: string) {
      const account = await signUp(s.t.app);
      await setPlan(s.t, account.id, 'professional');
      const added = await addDomain(s.t.app, account.apiKey, { domain });
      await verifyByTxt(account.apiKey, added.id, domain);
      await send('POST', `/v1/domains/${added.id}/scan`, account.apiKey).then((r) => waitForJob(s.t, r.json().job_id));
      return { account, added };
    }
    /** Only verified owners' badges are public (domain-ownership.test.ts): publish the TXT record and check. */
    async function verifyByTxt(key: string, domainId: number, domain: string) {
      publishTxt(s.lab, domain, [(await verificationOf(s.t.app, key, domainId)).record.value]);
      expect((await checkNow(s.t.app, key, domainId)).status).to.equal('verified');
    }

    it('is 404 until published, then an SVG card cached an hour with an ETag (304 on a match)', async () => {
      const { account, added } = await publishedWithScan('mon-3.test');
      const hidden = await get('/v1/badge/mon-3.test.svg');
      expect([hidden.statusCode, hidden.json()]).to.deep.equal([404, { detail: 'Badge not found' }]);
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: true },
      });
      const card = await get('/v1/badge/mon-3.test.svg');
      expect(card.statusCode).to.equal(200);
      expect(card.headers['content-type']).to.match(/^image\/svg\+xml/);
      expect(card.headers['cache-control']).to.equal('public, max-age=3600');
      // Opened on its own (a link to it), the SVG is a document: it may load and run nothing (issue 29).
      expect(card.headers['content-security-policy']).to.equal("default-src 'none'");
      expect(card.headers['x-content-type-options']).to.equal('nosniff');
      for (const style of ['flat', 'plastic']) {
        const shield = await get(`/v1/badge/mon-3.test.svg?style=${style}`);
        expect(shield.headers['content-security-policy'], style).to.equal("default-src 'none'");
        expect(shield.headers['x-content-type-options'], style).to.equal('nosniff');
        // Nothing in it needs more: no inline style, no script, no outside reference.
        expect(shield.body, style).not.to.match(/<style|style=|<script|href="http/);
      }
      const job = await s.t.db.manager.findOneOrFail(ScanJob, {
        where: { userId: account.id, status: 'completed' },
        order: { id: 'DESC' },
      });
      expect(card.body).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(card.body).to.include('mon-3.test');
      expect(card.body).to.include(`>${job.result?.grade}</text>`);
      expect(card.body).to.include(`Score ${job.result?.score}/100`);
      const etag = card.headers.etag as string;
      expect(etag).to.match(/^"[A-Za-z0-9_-]+"$/);
      const cached = await get('/v1/badge/mon-3.test.svg', undefined, { 'if-none-match': etag });
      expect([cached.statusCode, cached.body]).to.deep.equal([304, '']);
      expect(cached.headers.etag).to.equal(etag);
      const changed = await get('/v1/badge/mon-3.test.svg', undefined, { 'if-none-match': '"stale"' });
      expect(changed.statusCode).to.equal(200);
      // Unpublished again: 404.
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: false },
      });
      expect((await get('/v1/badge/mon-3.test.svg')).statusCode).to.equal(404);
    });

    it('renders the shields styles with badge-maker, and a grey pending badge before any scan', async () => {
      const account = await signUp(s.t.app);
      const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-4.test' });
      await verifyByTxt(account.apiKey, added.id, 'mon-4.test');
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: true },
      });
      const pending = await get('/v1/badge/mon-4.test.svg');
      expect(pending.body).to.include('Security scan pending').and.include('#9e9e9e');
      // Cached a minute while pending (an hour once graded), so an embed shows the first grade soon.
      expect(pending.headers['cache-control']).to.equal('public, max-age=60');
      const flat = await get('/v1/badge/mon-4.test.svg?style=flat');
      expect(flat.body).to.include('aria-label="security: pending"').and.include('fill="#9e9e9e"');
      const plastic = await get('/v1/badge/mon-4.test.svg?style=plastic');
      expect(plastic.body).to.include('aria-label="security: pending"').and.include('linearGradient');
      expect(plastic.headers.etag).to.not.equal(flat.headers.etag);
      const shiny = await get('/v1/badge/mon-4.test.svg?style=shiny');
      expect([shiny.statusCode, shiny.json()]).to.deep.equal([
        422,
        { detail: [{ field: 'style', message: 'Must be one of: flat, plastic' }] },
      ]);
      expect((await get('/v1/badge/unknown.test.svg')).statusCode).to.equal(404);
    });

    it('shows no letter for a scan that assessed nothing, and marks a partial assessment provisional (issue 26)', async () => {
      const account = await signUp(s.t.app);
      const added = await addDomain(s.t.app, account.apiKey, { domain: 'monitor-switch.test' });
      // Only a verified owner's badge is public (issue 29, finding 5).
      await verifyByTxt(account.apiKey, added.id, 'monitor-switch.test');
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: true },
      });
      // Every module failed, as scan-job.activities.ts assembles such a scan: score 0, F, assessment none.
      const now = s.t.clock.now();
      const nothing = assembleReport(
        { domain: 'monitor-switch.test' },
        MODULE_NAMES.map((name) => errorModuleResult(name, 'the module reported no result')),
        now,
        now,
      );
      await s.t.db.manager.save(
        s.t.db.manager.create(ScanJob, {
          userId: account.id,
          source: 'monitor',
          domain: 'monitor-switch.test',
          status: 'completed',
          requestedModules: [...MODULE_NAMES],
          failureReason: null,
          result: summarizeReport(nothing),
          report: nothing,
          createdAt: now,
          startedAt: now,
          finishedAt: now,
        }),
      );
      const card = await get('/v1/badge/monitor-switch.test.svg');
      expect(card.body).to.include('security grade not assessed').and.include('Not assessed ·');
      expect(card.body).to.not.include('>F</text>');
      const flat = await get('/v1/badge/monitor-switch.test.svg?style=flat');
      expect(flat.body).to.include('aria-label="security: not assessed"');
      const data = await get('/v1/badge/monitor-switch.test.json', account.apiKey);
      expect(data.json()).to.include({ grade: 'F', score: 0, assessment: 'none' });

      const { renderBadge } = await import('../../../api/monitoring/badge-svg.js');
      const facts = { domain: 'x.test', grade: 'B', score: 80, scannedAt: now };
      expect(renderBadge({ ...facts, assessment: 'partial' }, 'card')).to.include('Provisional · Score 80/100');
      expect(renderBadge({ ...facts, assessment: 'partial' }, 'flat')).to.include('security: B provisional (80)');
      expect(renderBadge({ ...facts, assessment: 'insufficient' }, 'flat')).to.include('security: not assessed');
      expect(renderBadge({ ...facts, assessment: 'full' }, 'flat')).to.include('security: B (80)');
    });

    it('escapes every text of the card', async () => {
      const { renderBadge } = await import('../../../api/monitoring/badge-svg.js');
      const svg = renderBadge({ domain: 'a<b>&"c\'.test', grade: 'A', score: 90, scannedAt: new Date() }, 'card');
      expect(svg).to.not.match(/<b>|&"|"c'/);
      expect(svg).to.include('a&lt;b&gt;&amp;&quot;c&apos;.test');
    });

    // Two accounts publishing one name, verified or not: domain-ownership.test.ts.

    it("gives badge data as JSON only for the caller's monitored domains", async () => {
      const { account } = await publishedWithScan('mon-6.test');
      const job = await s.t.db.manager.findOneOrFail(ScanJob, {
        where: { userId: account.id, status: 'completed' },
        order: { id: 'DESC' },
      });
      const data = await get('/v1/badge/mon-6.test.json', account.apiKey);
      expect(data.statusCode).to.equal(200);
      expect(data.json()).to.deep.include({
        domain: 'mon-6.test',
        grade: job.result?.grade,
        score: job.result?.score,
        source: 'monitor',
      });
      const other = await signUp(s.t.app);
      const refused = await get('/v1/badge/mon-6.test.json', other.apiKey);
      expect([refused.statusCode, refused.json()]).to.deep.equal([404, { detail: 'Badge not found' }]);
      expect((await get('/v1/badge/mon-6.test.json')).statusCode).to.equal(401);
    });
  });
});
