/**
 * Scan submissions on Temporal while Temporal cannot be reached: the job row commits first, the start
 * fails within the detached start deadline, and the submission is withdrawn (the job failed, its scan
 * given back, one transaction) and answered 503 with the scan engine's sentence. The account's quota
 * row is never locked across the attempt, so its other submissions are not queued behind it.
 */
import { expect } from 'chai';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { SCAN_ENGINE_UNAVAILABLE } from '../../../core/errors.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, submitScan, useScanApp } from './scan-kit.js';

forEachDatabase('scan jobs on Temporal while Temporal is unreachable', (database) => {
  // Port 1 on loopback: nothing listens, so every connection is refused at once.
  const t = useScanApp(database, { TEMPORAL_ADDRESS: '127.0.0.1:1' });

  it('answers 503 within 2 s with the engine unavailable, the job withdrawn and no quota spent', async function () {
    this.timeout(30_000);
    expect(t.app.orchestrator.kind).to.equal('temporal');
    const account = await signUp(t.app);
    const began = Date.now();
    const response = await submitScan(t.app, bearer(account.apiKey), 'web-core.test');
    const tookMs = Date.now() - began;
    expect([response.statusCode, response.json()]).to.deep.equal([503, { detail: SCAN_ENGINE_UNAVAILABLE }]);
    expect(tookMs, 'answered within the detached start deadline').to.be.below(2_500);
    const jobs = await t.db.manager.findBy(ScanJob, { userId: account.id });
    expect(jobs.map((job) => [job.status, job.failureReason, job.workflowStartedAt])).to.deep.equal([
      ['failed', SCAN_ENGINE_UNAVAILABLE, null],
    ]);
    const me = await t.app.inject({ url: '/v1/auth/me', headers: bearer(account.apiKey) });
    expect(me.json().scans_this_month).to.equal(0);
  });

  it('refuses ten submissions of one account at once in parallel, not one after another, and /health answers 503 at once', async function () {
    this.timeout(30_000);
    const account = await signUp(t.app);
    // A plan that allows ten requests in flight (Free allows five).
    await t.db.manager.update(User, { email: account.email }, { plan: 'professional' });
    const began = Date.now();
    const health = t.app.inject({ url: '/health' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submitScan(t.app, bearer(account.apiKey), 'web-core.test')),
    );
    const tookMs = Date.now() - began;
    expect(answers.map((answer) => answer.statusCode)).to.deep.equal(Array(10).fill(503));
    // /health answers at once, and as a readiness check it says why this instance cannot take scans.
    const ready = await health;
    expect([ready.statusCode, ready.json()]).to.deep.equal([
      503,
      { detail: ERRORS.serviceUnavailable.temporalUnreachable },
    ]);
    // Serialised on the quota row (the old way) ten refusals took ten start deadlines.
    expect(tookMs, 'ten refusals together').to.be.below(4_000);
    const user = await t.db.manager.findOneByOrFail(User, { email: account.email });
    expect(user.scansThisMonth).to.equal(0);
    expect(await t.db.manager.countBy(ScanJob, { userId: account.id, status: 'failed' })).to.equal(10);
  });
});
