/**
 * Admission of scans (activities/scans/scan-admission.ts): the account, subscription and quota rules
 * every path that spends scans goes through, and the API's answers to its refusals.
 */
import { expect } from 'chai';
import { admitScans, consumeScans, ScanRefused } from '../../activities/scans/scan-admission.js';
import type { ApiError } from '../../api/errors/api-error.js';
import { apiErrorOfScanRefusal } from '../../api/scans/scan-refusals.js';
import { User } from '../../db/entities/user.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';

forEachDatabase('scan admission: account, subscription and monthly quota, atomically', (database) => {
  let t: TestApp;
  let userId: number;
  const now = new Date('2026-11-21T12:00:00Z');
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());
  beforeEach(async () => {
    const account = await signUp(t.app);
    userId = (await t.db.manager.findOneByOrFail(User, { email: account.email })).id;
  });

  it('admits exactly the scans that remain when 20 requests race for the last 5', async () => {
    await t.db.manager.update(User, { id: userId }, { plan: 'free', scansThisMonth: 5, quotaPeriod: '2026-11' });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => consumeScans(t.db, userId, 1, now)));
    expect(outcomes.filter((o) => o.ok)).to.have.length(5);
    expect((await t.db.manager.findOneByOrFail(User, { id: userId })).scansThisMonth).to.equal(10);
  });

  it('is all or nothing for a batch, and names used, limit and reset date in the 429', async () => {
    await t.db.manager.update(User, { id: userId }, { plan: 'free', scansThisMonth: 8, quotaPeriod: '2026-11' });
    const outcome = await consumeScans(t.db, userId, 3, now);
    expect(outcome).to.deep.include({ ok: false, used: 8, limit: 10 });
    expect((await t.db.manager.findOneByOrFail(User, { id: userId })).scansThisMonth).to.equal(8);
    if (outcome.ok) throw new Error('unreachable');
    const error = apiErrorOfScanRefusal(new ScanRefused({ kind: 'quota_exceeded', ...outcome })) as ApiError;
    expect(error.statusCode).to.equal(429);
    expect(error.detail).to.equal(
      'Quota exceeded. Used 8/10 scans this period. Upgrade your plan or wait until 2026-12-01.',
    );
  });

  it('starts a new period from zero when the stored period is an old one', async () => {
    await t.db.manager.update(User, { id: userId }, { plan: 'free', scansThisMonth: 10, quotaPeriod: '2026-10' });
    expect(await consumeScans(t.db, userId, 4, now)).to.deep.equal({ ok: true });
    const user = await t.db.manager.findOneByOrFail(User, { id: userId });
    expect([user.scansThisMonth, user.quotaPeriod]).to.deep.equal([4, '2026-11']);
  });

  it('never limits an unlimited plan', async () => {
    await t.db.manager.update(User, { id: userId }, { plan: 'custom', scansThisMonth: 100000, quotaPeriod: '2026-11' });
    expect(await consumeScans(t.db, userId, 50, now)).to.deep.equal({ ok: true });
  });

  const refusalOf = async (count: number) => {
    try {
      await admitScans(t.db, 'api', userId, count, now);
      return null;
    } catch (error) {
      if (!(error instanceof ScanRefused)) throw error;
      return error.refusal;
    }
  };

  it('admits only an active account with a live subscription, and takes nothing when it refuses', async () => {
    await t.db.manager.update(User, { id: userId }, { plan: 'starter', scansThisMonth: 0, quotaPeriod: '2026-11' });
    expect(await refusalOf(2)).to.equal(null);
    await t.db.manager.update(User, { id: userId }, { subscriptionStatus: 'trialing' });
    expect(await refusalOf(1)).to.equal(null);
    // A paid plan whose subscription lapsed (past_due included) spends nothing.
    for (const status of ['past_due', 'unpaid', 'canceled'] as const) {
      await t.db.manager.update(User, { id: userId }, { subscriptionStatus: status });
      expect(await refusalOf(1), status).to.deep.equal({ kind: 'subscription_inactive' });
    }
    // A subscription that ended leaves the account on Free: it scans again, at the free limits.
    await t.db.manager.update(User, { id: userId }, { plan: 'free' });
    expect(await refusalOf(1)).to.equal(null);
    await t.db.manager.update(User, { id: userId }, { subscriptionStatus: 'active', isActive: false });
    expect(await refusalOf(1)).to.deep.equal({ kind: 'account_disabled' });
    await t.db.manager.update(User, { id: userId }, { isActive: true, scansThisMonth: 9 });
    // Free allows 10 a month: 9 used leave 1.
    expect(await refusalOf(2)).to.deep.include({ kind: 'quota_exceeded', used: 9, limit: 10 });
    expect((await t.db.manager.findOneByOrFail(User, { id: userId })).scansThisMonth).to.equal(9);
    const answers = [{ kind: 'subscription_inactive' as const }, { kind: 'account_disabled' as const }].map(
      (refusal) => apiErrorOfScanRefusal(new ScanRefused(refusal)) as ApiError,
    );
    expect(answers.map((error) => [error.statusCode, error.detail])).to.deep.equal([
      [403, 'Subscription is not active'],
      [403, 'Account is disabled'],
    ]);
  });
});
