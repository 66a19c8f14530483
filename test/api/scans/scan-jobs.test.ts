import { expect } from 'chai';
import { MODULE_NAMES } from '../../../core/scan-model/module-names.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, SLOW_SCAN_DOMAIN, submitOk, submitScan, useScanApp, waitForJob } from './scan-kit.js';

forEachDatabase('scan jobs: submit, poll, report', (database) => {
  const t = useScanApp(database);

  it('queues a full scan (202), which completes with a summary, and serves the full report', async () => {
    const { apiKey } = await signUp(t.app);
    const response = await submitScan(t.app, bearer(apiKey), 'Web-Core.test.');
    expect(response.statusCode, response.body).to.equal(202);
    const queued = response.json();
    expect(queued).to.include({ status: 'queued', source: 'api', domain: 'web-core.test', failure_reason: null });
    expect(queued.result).to.equal(null);
    expect(queued.job_id).to.be.a('number').and.satisfy(Number.isInteger);
    expect(queued.requested_modules).to.deep.equal([...MODULE_NAMES]);

    await waitForJob(t, queued.job_id);
    const polled = await t.app.inject({ url: `/v1/scan/jobs/${queued.job_id}`, headers: bearer(apiKey) });
    expect(polled.statusCode).to.equal(200);
    const job = polled.json();
    expect(job).to.include({ job_id: queued.job_id, status: 'completed', failure_reason: null });
    expect(job.result.grade).to.be.oneOf(['A', 'B', 'C', 'D', 'F']);
    expect(job.result.score).to.be.within(0, 100);
    expect(Object.keys(job.result.modules)).to.deep.equal([...MODULE_NAMES]);
    const counts = job.result.issue_counts;
    expect(counts.total).to.equal(counts.critical + counts.high + counts.medium + counts.low);
    expect(job.result.top_issues.length).to.equal(Math.min(3, counts.total));

    const report = await t.app.inject({ url: `/v1/scan/jobs/${queued.job_id}/report`, headers: bearer(apiKey) });
    expect(report.statusCode).to.equal(200);
    const body = report.json();
    expect(body).to.include({ job_id: queued.job_id, domain: 'web-core.test', score: job.result.score });
    expect(body.modules.map((m: { name: string }) => m.name)).to.deep.equal([...MODULE_NAMES]);
    expect(body.issues).to.have.length(counts.total);
    for (const issue of body.issues) expect(issue).to.have.all.keys('severity', 'finding', 'remediation');
    // dns_email is registered in every build, and web-core.test publishes no SPF: a finding, not an error.
    const dnsEmail = body.modules.find((m: { name: string }) => m.name === 'dns_email');
    expect(dnsEmail.status).to.equal('completed');
  });

  it('moves through queued and running, and answers 409 for the report until completed', async () => {
    const { apiKey } = await signUp(t.app);
    const jobId = await submitOk(t.app, bearer(apiKey), SLOW_SCAN_DOMAIN);
    await waitForJob(t, jobId, ['running']);
    const running = await t.app.inject({ url: `/v1/scan/jobs/${jobId}`, headers: bearer(apiKey) });
    expect(running.json()).to.include({ status: 'running', result: null, failure_reason: null });
    expect(running.json().started_at).to.be.a('string');
    const early = await t.app.inject({ url: `/v1/scan/jobs/${jobId}/report`, headers: bearer(apiKey) });
    expect([early.statusCode, early.json()]).to.deep.equal([409, { detail: 'Scan job is not complete yet' }]);
    expect((await waitForJob(t, jobId)).status).to.equal('completed');
  });

  it('serves the trailing-slash form, and names the source: dashboard for a session, api for a JWT', async () => {
    const account = await signUp(t.app);
    const login = await logIn(t.app, account.email);
    const dashboard = await t.app.inject({
      method: 'POST',
      url: '/v1/scan/',
      cookies: { service_session: login.sessionCookie },
      headers: { 'x-csrf-token': login.csrfToken },
      payload: { domain: 'web-core.test' },
    });
    expect([dashboard.statusCode, dashboard.json().source]).to.deep.equal([202, 'dashboard']);
    const jwt = await submitScan(t.app, bearer(login.accessToken), 'web-core.test');
    expect([jwt.statusCode, jwt.json().source]).to.deep.equal([202, 'api']);
    await waitForJob(t, dashboard.json().job_id);
    await waitForJob(t, jwt.json().job_id);
  });

  it('refuses invalid, unresolvable and private domains with 400 at submission, consuming nothing', async () => {
    const { apiKey } = await signUp(t.app);
    const cases: Array<[string, string | RegExp]> = [
      ['nowhere.test', 'Could not resolve nowhere.test'],
      ['empty-name.test', 'Could not resolve empty-name.test'],
      ['private-target.test', /private-target\.test/],
      ['not a domain!', /./],
    ];
    for (const [domain, detail] of cases) {
      const response = await submitScan(t.app, bearer(apiKey), domain);
      expect(response.statusCode, domain).to.equal(400);
      if (typeof detail === 'string') expect(response.json().detail).to.equal(detail);
      else expect(response.json().detail).to.match(detail);
    }
    const me = await t.app.inject({ url: '/v1/auth/me', headers: bearer(apiKey) });
    expect(me.json().scans_this_month).to.equal(0);
  });

  it('fails a job whose domain stopped resolving after submission, with failure_reason and no result', async () => {
    const account = await signUp(t.app);
    const me = await t.app.inject({ url: '/v1/auth/me', headers: bearer(account.apiKey) });
    // Submitted through the service (as the route does after its own check), run when DNS says NXDOMAIN.
    const principal = { user: { id: me.json().id }, method: 'api_key' } as never;
    const job = await t.app.scans.service.enqueue({ kind: 'account', principal }, 'empty-name.test');
    expect((await waitForJob(t, job.id)).status).to.equal('failed');
    const polled = (await t.app.inject({ url: `/v1/scan/jobs/${job.id}`, headers: bearer(account.apiKey) })).json();
    expect(polled).to.include({ status: 'failed', failure_reason: 'Could not resolve empty-name.test', result: null });
    const report = await t.app.inject({ url: `/v1/scan/jobs/${job.id}/report`, headers: bearer(account.apiKey) });
    expect(report.statusCode).to.equal(409);
  });

  it("answers 404 for another account's job and report, and for ids that do not exist", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const jobId = await submitOk(t.app, bearer(owner.apiKey), 'web-core.test');
    await waitForJob(t, jobId);
    for (const url of [`/v1/scan/jobs/${jobId}`, `/v1/scan/jobs/${jobId}/report`, '/v1/scan/jobs/999999']) {
      const response = await t.app.inject({ url, headers: bearer(other.apiKey) });
      expect([response.statusCode, response.json()], url).to.deep.equal([404, { detail: 'Scan job not found' }]);
    }
  });

  it('needs credentials (401), a domain (422), an integer job id (422) and an active subscription (403)', async () => {
    const anonymous = await submitScan(t.app, {}, 'web-core.test');
    expect([anonymous.statusCode, anonymous.json()]).to.deep.equal([401, { detail: 'Authentication required' }]);
    const poll = await t.app.inject({ url: '/v1/scan/jobs/1' });
    expect([poll.statusCode, poll.json()]).to.deep.equal([401, { detail: 'Invalid or missing authentication' }]);
    const { apiKey, email } = await signUp(t.app);
    const missing = await t.app.inject({ method: 'POST', url: '/v1/scan', headers: bearer(apiKey), payload: {} });
    expect(missing.statusCode).to.equal(422);
    expect(missing.json().detail[0].field).to.equal('domain');
    const badId = await t.app.inject({ url: '/v1/scan/jobs/abc', headers: bearer(apiKey) });
    expect(badId.statusCode).to.equal(422);
    // A paid plan whose subscription lapsed (Free never lapses: docs/billing.md).
    await t.db.query(`UPDATE users SET plan = 'starter', subscription_status = 'canceled' WHERE email = ?`, [email]);
    const lapsed = await submitScan(t.app, bearer(apiKey), 'web-core.test');
    expect([lapsed.statusCode, lapsed.json()]).to.deep.equal([403, { detail: 'Subscription is not active' }]);
  });
});
