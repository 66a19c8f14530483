import { expect } from 'chai';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, buildScanApp, submitOk, useScanApp, waitForJob } from './scan-kit.js';

const PUBLIC_KEY = 'public-scanner-key-for-tests-0123456789';

forEachDatabase('scan jobs: the public scanner key', (database) => {
  const t = useScanApp(database, { PUBLIC_SCANNER_KEY: PUBLIC_KEY });

  it('submits (in each header form), polls and fetches reports of its own jobs, consuming no quota', async () => {
    const forms = [bearer(PUBLIC_KEY), { 'x-api-key': PUBLIC_KEY }, { authorization: PUBLIC_KEY }];
    for (const headers of forms) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers,
        payload: { domain: 'web-core.test' },
      });
      expect(response.statusCode, JSON.stringify(headers)).to.equal(202);
      expect(response.json()).to.include({ status: 'queued', source: 'public' });
      const jobId = response.json().job_id;
      await waitForJob(t, jobId);
      const polled = await t.app.inject({ url: `/v1/scan/jobs/${jobId}`, headers });
      expect(polled.json()).to.include({ job_id: jobId, status: 'completed' });
      const report = await t.app.inject({ url: `/v1/scan/jobs/${jobId}/report`, headers });
      expect([report.statusCode, report.json().domain]).to.deep.equal([200, 'web-core.test']);
    }
    // Its submissions still get the same 400s as anyone's.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/scan',
      headers: bearer(PUBLIC_KEY),
      payload: { domain: 'nowhere.test' },
    });
    expect([bad.statusCode, bad.json()]).to.deep.equal([400, { detail: 'Could not resolve nowhere.test' }]);
  });

  it("sees no account's jobs, and accounts do not see its jobs", async () => {
    const account = await signUp(t.app);
    const accountJob = await submitOk(t.app, bearer(account.apiKey), 'web-core.test');
    const publicJob = await submitOk(t.app, bearer(PUBLIC_KEY), 'web-core.test');
    await waitForJob(t, accountJob);
    await waitForJob(t, publicJob);
    const asPublic = await t.app.inject({ url: `/v1/scan/jobs/${accountJob}`, headers: bearer(PUBLIC_KEY) });
    expect([asPublic.statusCode, asPublic.json()]).to.deep.equal([404, { detail: 'Scan job not found' }]);
    const asAccount = await t.app.inject({ url: `/v1/scan/jobs/${publicJob}/report`, headers: bearer(account.apiKey) });
    expect(asAccount.statusCode).to.equal(404);
    const me = await t.app.inject({ url: '/v1/auth/me', headers: bearer(account.apiKey) });
    expect(me.json().scans_this_month).to.equal(1);
  });

  it('is an unknown credential everywhere else: 401 on lists, batch and the account', async () => {
    const paths: Array<['GET' | 'POST', string, object | undefined]> = [
      ['GET', '/v1/scan/recent', undefined],
      ['GET', '/v1/scan/history', undefined],
      ['GET', '/v1/auth/me', undefined],
      ['POST', '/v1/batch/scan', { domains: ['web-core.test'] }],
      ['POST', '/v1/batch/compare', { domains: ['web-core.test', 'mail-good.test'] }],
    ];
    for (const [method, url, payload] of paths) {
      const response = await t.app.inject({ method, url, headers: bearer(PUBLIC_KEY), payload });
      expect([response.statusCode, response.json()], url).to.deep.equal([
        401,
        { detail: 'Invalid or missing authentication' },
      ]);
    }
  });

  it('is not accepted when PUBLIC_SCANNER_KEY is unset, nor as a near miss', async () => {
    const unset = await buildScanApp(database, t.lab);
    try {
      const response = await unset.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers: bearer(PUBLIC_KEY),
        payload: { domain: 'web-core.test' },
      });
      expect(response.statusCode).to.equal(401);
    } finally {
      await unset.close();
    }
    const nearMiss = await t.app.inject({
      method: 'POST',
      url: '/v1/scan',
      headers: bearer(`${PUBLIC_KEY}x`),
      payload: { domain: 'web-core.test' },
    });
    expect(nearMiss.statusCode).to.equal(401);
  });
});
