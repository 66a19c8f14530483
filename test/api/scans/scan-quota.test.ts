import { expect } from 'chai';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, setQuota, submitOk, submitScan, useScanApp, waitForJob } from './scan-kit.js';

forEachDatabase('scan jobs: monthly quota', (database) => {
  const t = useScanApp(database);

  const me = async (apiKey: string) => (await t.app.inject({ url: '/v1/auth/me', headers: bearer(apiKey) })).json();
  const resetDate = () => {
    const now = t.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  };

  it('consumes one scan per accepted submission, shown by /v1/auth/me, and does not refund a failed job', async () => {
    const account = await signUp(t.app);
    await waitForJob(t, await submitOk(t.app, bearer(account.apiKey), 'web-core.test'));
    const principal = { user: { id: account.id }, method: 'api_key' } as never;
    const failed = await t.app.scans.service.enqueue({ kind: 'account', principal }, 'empty-name.test');
    expect((await waitForJob(t, failed.id)).status).to.equal('failed');
    expect(await me(account.apiKey)).to.include({ scans_this_month: 2, scan_limit: 10, scans_remaining: 8 });
  });

  it('answers the quota 429 (detail only, no Retry-After) once the plan is used up, and queues nothing', async () => {
    const account = await signUp(t.app);
    await setQuota(t, account.id, 'free', 10);
    const response = await submitScan(t.app, bearer(account.apiKey), 'web-core.test');
    expect(response.statusCode).to.equal(429);
    expect(response.json()).to.deep.equal({
      detail: `Quota exceeded. Used 10/10 scans this period. Upgrade your plan or wait until ${resetDate()}.`,
    });
    expect(response.headers['retry-after']).to.equal(undefined);
    expect(await t.db.manager.countBy(ScanJob, { userId: account.id })).to.equal(0);
    expect(await me(account.apiKey)).to.include({ scans_this_month: 10, scans_remaining: 0 });
  });

  it('admits exactly 5 of 20 concurrent submissions against the last 5 scans', async () => {
    const account = await signUp(t.app);
    // Enterprise: its rate tier (50 concurrent, burst 100) lets all 20 reach the quota check at once.
    await setQuota(t, account.id, 'enterprise', 4995);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submitScan(t.app, bearer(account.apiKey), 'web-core.test')),
    );
    const accepted = responses.filter((r) => r.statusCode === 202);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect([accepted.length, refused.length]).to.deep.equal([5, 15]);
    for (const response of refused) {
      expect(Object.keys(response.json())).to.deep.equal(['detail']);
      expect(response.json().detail).to.match(/^Quota exceeded\. Used \d+\/5000 scans this period\./);
    }
    expect(await t.db.manager.countBy(ScanJob, { userId: account.id })).to.equal(5);
    expect(await me(account.apiKey)).to.include({ scans_this_month: 5000, scans_remaining: 0 });
    for (const response of accepted) await waitForJob(t, response.json().job_id);
  });
});
