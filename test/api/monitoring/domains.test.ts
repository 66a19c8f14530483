/**
 * Monitored domains over HTTP, on each database: add (defaults, validation like a scan target, plan
 * slots and frequencies), list with slot usage, change, badge, remove (and its schedule), scan now
 * (1 quota scan), and others' domains being 404.
 */
import { expect } from 'chai';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { setQuota, waitForJob } from '../scans/scan-kit.js';
import { addDomain, bearer, setPlan, useMonitorApp } from './monitoring-kit.js';

const DAY = 24 * 3_600_000;

forEachDatabase('domain monitoring: domains', (database) => {
  const s = useMonitorApp(database);
  const schedule = (id: number) => s.t.db.manager.findOneBy(WorkflowSchedule, { id: `monitor-${id}` });
  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  it('adds a domain with the defaults, normalised, with its schedule monitor-<id>', async () => {
    const account = await signUp(s.t.app);
    const added = await addDomain(s.t.app, account.apiKey, { domain: 'MON-1.test.' });
    expect(added).to.deep.include({
      domain: 'mon-1.test',
      scan_frequency: 'daily',
      alert_on_score_drop: true,
      alert_threshold: 10,
      badge_enabled: false,
      last_scan: null,
    });
    expect(added.id).to.be.a('number');
    const row = await schedule(added.id);
    expect(row).to.include({ workflowType: 'monitorWorkflow', everyMs: DAY });
    expect(row?.input).to.deep.equal({ domainId: added.id });
  });

  it('two adds at once at the last free slot: exactly one succeeds (five rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const account = await signUp(s.t.app);
      const [one, two] = await Promise.all([
        request('POST', '/v1/domains', account.apiKey, { domain: 'mon-5.test' }),
        request('POST', '/v1/domains', account.apiKey, { domain: 'mon-6.test' }),
      ]);
      const statuses = [one.statusCode, two.statusCode].sort();
      expect(statuses, `${one.body} ${two.body}`).to.deep.equal([200, 400]);
      const refused = one.statusCode === 400 ? one : two;
      expect(refused.json().detail).to.match(/^Domain limit reached: the Free plan monitors at most 1 domain/);
      const listed = await request('GET', '/v1/domains', account.apiKey);
      expect(listed.json().domains).to.have.length(1);
    }
  });

  it('lists the domains with the slot usage and the last completed scan', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'starter');
    const added = await addDomain(s.t.app, account.apiKey, {
      domain: 'mon-2.test',
      scan_frequency: 'weekly',
      alert_threshold: 25,
    });
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-3.test', alert_on_score_drop: false });
    const scan = await request('POST', `/v1/domains/${added.id}/scan`, account.apiKey);
    await waitForJob(s.t, scan.json().job_id);
    const list = await request('GET', '/v1/domains', account.apiKey);
    expect(list.statusCode).to.equal(200);
    const body = list.json();
    expect(body).to.include({ used: 2, domain_limit: 5 });
    expect(body.domains.map((d: { domain: string }) => d.domain)).to.deep.equal(['mon-2.test', 'mon-3.test']);
    expect(body.domains[0]).to.include({ scan_frequency: 'weekly', alert_threshold: 25 });
    expect(body.domains[0].last_scan).to.include({ job_id: scan.json().job_id });
    expect(body.domains[0].last_scan.grade).to.match(/^[A-F]$/);
    expect(body.domains[1]).to.include({ alert_on_score_drop: false, last_scan: null });
    // Every record carries it, not only the list.
    const patched = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { alert_threshold: 20 });
    expect(patched.json().last_scan).to.include({ job_id: scan.json().job_id });
    // Another account sees none of them.
    const other = await signUp(s.t.app);
    expect((await request('GET', '/v1/domains', other.apiKey)).json()).to.deep.equal({
      domains: [],
      used: 0,
      domain_limit: 1,
    });
  });

  it('refuses a bad frequency (400), a frequency the plan lacks (403), a duplicate and a full plan (400)', async () => {
    const account = await signUp(s.t.app);
    const monthly = await request('POST', '/v1/domains', account.apiKey, {
      domain: 'mon-4.test',
      scan_frequency: 'monthly',
    });
    expect([monthly.statusCode, monthly.json()]).to.deep.equal([400, { detail: 'Invalid scan frequency' }]);
    const hourly = await request('POST', '/v1/domains', account.apiKey, {
      domain: 'mon-4.test',
      scan_frequency: 'hourly',
    });
    expect([hourly.statusCode, hourly.json()]).to.deep.equal([
      403,
      { detail: 'The Free plan does not include hourly monitoring; upgrade your plan or choose another frequency' },
    ]);
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-4.test' });
    const duplicate = await request('POST', '/v1/domains', account.apiKey, { domain: 'Mon-4.Test' });
    expect([duplicate.statusCode, duplicate.json()]).to.deep.equal([
      400,
      { detail: 'Domain mon-4.test is already monitored' },
    ]);
    const full = await request('POST', '/v1/domains', account.apiKey, { domain: 'mon-5.test' });
    expect([full.statusCode, full.json()]).to.deep.equal([
      400,
      { detail: 'Domain limit reached: the Free plan monitors at most 1 domain; remove one or upgrade your plan' },
    ]);
    // A paid plan has hourly and more slots.
    await setPlan(s.t, account.id, 'professional');
    const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-5.test', scan_frequency: 'hourly' });
    expect((await schedule(added.id))?.everyMs).to.equal(3_600_000);
  });

  it('refuses targets a scan would refuse, with the scan messages (400)', async () => {
    const account = await signUp(s.t.app);
    for (const [domain, detail] of [
      ['nowhere.test', 'Could not resolve nowhere.test'],
      ['private-target.test', /private-target\.test/],
      ['not a domain', /./],
    ] as const) {
      const response = await request('POST', '/v1/domains', account.apiKey, { domain });
      expect(response.statusCode, domain).to.equal(400);
      expect(response.json().detail).to.match(typeof detail === 'string' ? new RegExp(`^${detail}$`) : detail);
    }
    expect((await request('GET', '/v1/domains', account.apiKey)).json().used).to.equal(0);
  });

  it('answers 422 for missing or mistyped fields', async () => {
    const account = await signUp(s.t.app);
    const cases: [object, string][] = [
      [{}, 'domain'],
      [{ domain: 42 }, 'domain'],
      [{ domain: 'mon-6.test', alert_threshold: 0 }, 'alert_threshold'],
      [{ domain: 'mon-6.test', alert_threshold: 101 }, 'alert_threshold'],
      [{ domain: 'mon-6.test', alert_threshold: 'ten' }, 'alert_threshold'],
      [{ domain: 'mon-6.test', alert_on_score_drop: 'yes' }, 'alert_on_score_drop'],
      [{ domain: 'mon-6.test', scan_frequency: 7 }, 'scan_frequency'],
    ];
    for (const [payload, field] of cases) {
      const response = await request('POST', '/v1/domains', account.apiKey, payload);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
      expect(
        response
          .json()
          .detail.map((e: { field: string }) => e.field)
          .join(' '),
      ).to.include(field);
    }
  });

  it('changes frequency and alert settings at once; a new frequency moves the schedule', async () => {
    const account = await signUp(s.t.app);
    const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test' });
    const patched = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, {
      scan_frequency: 'weekly',
      alert_threshold: 30,
      alert_on_score_drop: false,
    });
    expect(patched.statusCode, patched.body).to.equal(200);
    expect(patched.json()).to.include({ scan_frequency: 'weekly', alert_threshold: 30, alert_on_score_drop: false });
    expect((await schedule(added.id))?.everyMs).to.equal(7 * DAY);
    const bad = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { scan_frequency: 'yearly' });
    expect([bad.statusCode, bad.json()]).to.deep.equal([400, { detail: 'Invalid scan frequency' }]);
    const gated = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { scan_frequency: 'hourly' });
    expect(gated.statusCode).to.equal(403);
    expect(
      (await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { alert_threshold: -1 })).statusCode,
    ).to.equal(422);
    expect((await schedule(added.id))?.everyMs).to.equal(7 * DAY);
  });

  it('publishes and unpublishes the badge (422 without a boolean)', async () => {
    const account = await signUp(s.t.app);
    const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test' });
    const on = await request('PATCH', `/v1/domains/${added.id}/badge`, account.apiKey, { badge_enabled: true });
    expect([on.statusCode, on.json().badge_enabled]).to.deep.equal([200, true]);
    const off = await request('PATCH', `/v1/domains/${added.id}/badge`, account.apiKey, { badge_enabled: false });
    expect(off.json().badge_enabled).to.equal(false);
    expect((await request('PATCH', `/v1/domains/${added.id}/badge`, account.apiKey, {})).statusCode).to.equal(422);
    expect(
      (await request('PATCH', `/v1/domains/${added.id}/badge`, account.apiKey, { badge_enabled: 'yes' })).statusCode,
    ).to.equal(422);
  });

  it('removes a domain and stops its schedule; then it is 404', async () => {
    const account = await signUp(s.t.app);
    const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-3.test' });
    expect(await schedule(added.id)).to.not.equal(null);
    const removed = await request('DELETE', `/v1/domains/${added.id}`, account.apiKey);
    expect([removed.statusCode, removed.json()]).to.deep.equal([200, { id: added.id, deleted: true }]);
    expect(await schedule(added.id)).to.equal(null);
    const again = await request('DELETE', `/v1/domains/${added.id}`, account.apiKey);
    expect([again.statusCode, again.json()]).to.deep.equal([404, { detail: 'Monitored domain not found' }]);
    // The slot is free again.
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-3.test' });
  });

  it("answers 404 for another account's domain on every operation, and leaves it alone", async () => {
    const owner = await signUp(s.t.app);
    const other = await signUp(s.t.app);
    const added = await addDomain(s.t.app, owner.apiKey, { domain: 'mon-6.test' });
    for (const [method, url, payload] of [
      ['PATCH', `/v1/domains/${added.id}`, { alert_threshold: 50 }],
      ['PATCH', `/v1/domains/${added.id}/badge`, { badge_enabled: true }],
      ['DELETE', `/v1/domains/${added.id}`, undefined],
      ['POST', `/v1/domains/${added.id}/scan`, undefined],
    ] as const) {
      const response = await request(method, url, other.apiKey, payload);
      expect([response.statusCode, response.json()], `${method} ${url}`).to.deep.equal([
        404,
        { detail: 'Monitored domain not found' },
      ]);
    }
    expect(await schedule(added.id)).to.not.equal(null);
    expect((await request('GET', '/v1/domains', owner.apiKey)).json().domains[0]).to.include({
      alert_threshold: 10,
      badge_enabled: false,
    });
  });

  it('scans now: 202 with a job of source monitor, 1 quota scan; the quota 429 when none is left', async () => {
    const account = await signUp(s.t.app);
    const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test' });
    const scan = await request('POST', `/v1/domains/${added.id}/scan`, account.apiKey);
    expect(scan.statusCode, scan.body).to.equal(202);
    expect(scan.json()).to.include({ status: 'queued', source: 'monitor', domain: 'mon-1.test' });
    await waitForJob(s.t, scan.json().job_id);
    const me = (await s.t.app.inject({ url: '/v1/auth/me', headers: bearer(account.apiKey) })).json();
    expect(me.scans_this_month).to.equal(1);
    await setQuota(s.t, account.id, 'free', 10);
    const refused = await request('POST', `/v1/domains/${added.id}/scan`, account.apiKey);
    expect(refused.statusCode).to.equal(429);
    expect(Object.keys(refused.json())).to.deep.equal(['detail']);
    expect(refused.json().detail).to.match(/^Quota exceeded\. Used 10\/10 scans this period\./);
    expect(await s.t.db.manager.countBy(ScanJob, { userId: account.id })).to.equal(1);
  });

  it('needs credentials (401) and validates ids (422)', async () => {
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/v1/domains' });
    expect([anonymous.statusCode, anonymous.json()]).to.deep.equal([
      401,
      { detail: 'Invalid or missing authentication' },
    ]);
    const post = await s.t.app.inject({ method: 'POST', url: '/v1/domains', payload: { domain: 'mon-1.test' } });
    expect(post.statusCode).to.equal(401);
    const account = await signUp(s.t.app);
    expect((await request('DELETE', '/v1/domains/abc', account.apiKey)).statusCode).to.equal(422);
  });

  it('lists the monitoring paths in GET / and the OpenAPI document', async () => {
    const index = (await s.t.app.inject({ url: '/' })).json();
    const paths = Object.values(index.endpoints as Record<string, string>);
    const documented = Object.keys((await s.t.app.inject({ url: '/openapi.json' })).json().paths);
    for (const path of [
      '/v1/domains',
      '/v1/domains/{domain_id}',
      '/v1/domains/{domain_id}/badge',
      '/v1/domains/{domain_id}/scan',
      '/v1/domains/alerts',
      '/v1/domains/alerts/stats',
      '/v1/domains/alerts/mark-all-read',
      '/v1/domains/alerts/{alert_id}/read',
      '/v1/domains/alerts/{alert_id}',
      '/v1/settings/alert-preferences',
      '/v1/badge/{domain}.svg',
      '/v1/badge/{domain}.json',
    ]) {
      expect(paths, path).to.include(path);
      expect(documented, path).to.include(path);
    }
  });
});
