import { expect } from 'chai';
import type { WindowName } from '../../../api/rate-limit/rate-windows.js';
import { type PlanId, planOf } from '../../../core/plans/plan-catalogue.js';
import { User } from '../../../db/entities/user.entity.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { expectRateLimited } from './expect-rate-limited.js';
import { Gate, limitTestRoutes } from './limit-test-routes.js';

forEachDatabase('rate limit: plan windows over HTTP', (database) => {
  let t: TestApp;
  let account: { id: number; email: string; apiKey: string };
  const key = () => `account:${account.id}`;
  const preload = (window: Exclude<WindowName, 'burst'>, points: number) =>
    t.app.rateLimits.windows.counter(window).penalty(key(), points);
  /** Takes `tokens` from the account's burst bucket, as that many requests at once would. */
  const drainBucket = (plan: PlanId, tokens: number) =>
    t.app.rateLimits.windows.buckets.drain(
      t.app.rateLimits.windows.bucketKey(key()),
      planOf(plan).rate,
      tokens,
      t.clock.now().getTime(),
    );
  const post = () => t.app.inject({ method: 'POST', url: '/v1/test/keyed', headers: { 'x-api-key': account.apiKey } });
  const get = (url = '/v1/test/keyed') =>
    t.app.inject({ method: 'GET', url, headers: { 'x-api-key': account.apiKey } });
  const setPlan = (plan: PlanId) => t.db.manager.update(User, { id: account.id }, { plan });

  before(async () => {
    t = await buildTestApp(database, {}, [limitTestRoutes(new Gate())]);
  });
  after(async () => t.close());
  beforeEach(async () => {
    account = await signUp(t.app);
  });

  it('uses the store of the deployment: memory with SQLite, MySQL with MySQL', () => {
    expect(t.app.rateLimits.stores.kind).to.equal(database.name === 'mysql' ? 'mysql' : 'memory');
  });

  it('POST responses carry x-ratelimit-* for the tightest window; GET responses none', async () => {
    const before = Math.floor(t.clock.now().getTime() / 1000);
    const first = await post();
    expect(first.statusCode).to.equal(200);
    // Free: the burst bucket of 20 is the tightest after one request (19 tokens left), full again
    // half a second later (one token per 0.5 s at 120 per minute).
    expect(first.headers['x-ratelimit-limit']).to.equal('20');
    expect(first.headers['x-ratelimit-remaining']).to.equal('19');
    expect(Number(first.headers['x-ratelimit-reset'])).to.be.within(before, before + 2);
    const read = await get();
    expect(read.statusCode).to.equal(200);
    expect(Object.keys(read.headers).filter((name) => name.startsWith('x-ratelimit'))).to.deep.equal([]);
  });

  it('shows the hour window once it has fewer requests left than the others', async () => {
    await setPlan('professional');
    await preload('hour', 9990);
    const before = Math.floor(Date.now() / 1000);
    const response = await post();
    expect([response.headers['x-ratelimit-limit'], response.headers['x-ratelimit-remaining']]).to.deep.equal([
      '10000',
      '9',
    ]);
    expect(Number(response.headers['x-ratelimit-reset'])).to.be.within(before + 3590, before + 3601);
  });

  it('reset times and retry_after come from the app clock, not the host clock', async () => {
    const start = t.clock.now();
    t.clock.set(new Date('2031-05-01T12:00:00Z'));
    try {
      const at = Math.floor(t.clock.now().getTime() / 1000);
      const first = await post();
      expect(Number(first.headers['x-ratelimit-reset'])).to.be.within(at, at + 1);
      for (let i = 0; i < 19; i += 1) expect((await post()).statusCode).to.equal(200);
      const refused = await post();
      expect(refused.statusCode).to.equal(429);
      expect(refused.json().retry_after).to.equal(1);
      // The next token arrives 0.5 s after the 2031 instant the bucket ran dry.
      expect(Number(refused.headers['x-ratelimit-reset'])).to.be.within(at, at + 1);
    } finally {
      t.clock.set(start);
    }
  });

  it('burst: 20 requests at once pass, the 21st is refused as "120 per minute" with retry_after 1', async () => {
    for (let i = 0; i < 20; i += 1) expect((await post()).statusCode).to.equal(200);
    const refused = await post();
    const body = expectRateLimited(refused, 'Rate limit exceeded for free plan. Limit: 120 per minute', 1);
    expect(body.retry_after).to.equal(1);
    expect(body.upgrade_url).to.equal('http://rampart.test/v1/pricing/plans');
    // It leads to the plans.
    const upgrade = await t.app.inject({ method: 'GET', url: new URL(String(body.upgrade_url)).pathname });
    expect(upgrade.statusCode).to.equal(200);
    expect((upgrade.json() as { id: string }[]).map((plan) => plan.id)).to.include('professional');
    expect(refused.headers['x-ratelimit-limit']).to.equal('20');
    expect(refused.headers['x-ratelimit-remaining']).to.equal('0');
  });

  it('burst: the bucket refills at the per-minute rate, one token every 0.5 s on Free', async () => {
    const start = t.clock.now();
    t.clock.set(new Date('2032-01-01T00:00:00Z'));
    try {
      for (let i = 0; i < 20; i += 1) expect((await post()).statusCode).to.equal(200);
      expect((await post()).statusCode).to.equal(429);
      t.clock.advance(499);
      expect((await post()).statusCode).to.equal(429);
      t.clock.advance(1);
      // One token came back: one request, then refused again.
      expect((await post()).statusCode).to.equal(200);
      expect((await post()).statusCode).to.equal(429);
      // Held to the rate: a request every 0.5 s keeps passing.
      for (let i = 0; i < 5; i += 1) {
        t.clock.advance(500);
        expect((await post()).statusCode).to.equal(200);
      }
      // 10 s later the bucket is full again: 20 more at once (the minute window has 120).
      t.clock.advance(10_000);
      for (let i = 0; i < 20; i += 1) expect((await post()).statusCode, `request ${i}`).to.equal(200);
      expect((await post()).statusCode).to.equal(429);
    } finally {
      t.clock.set(start);
    }
  });

  const windows: [Exclude<WindowName, 'burst'>, number, string, number][] = [
    ['minute', 120, 'per minute', 60],
    ['hour', 1200, 'per hour', 3600],
    ['day', 5000, 'per day', 86_400],
  ];
  for (const [window, limit, per, seconds] of windows) {
    it(`past ${limit} ${per} the 429 names that window (counts preloaded in the store)`, async () => {
      await preload(window, limit - 1);
      const last = await post();
      expect(last.statusCode).to.equal(200);
      expect(last.headers['x-ratelimit-remaining']).to.equal('0');
      expectRateLimited(await post(), `Rate limit exceeded for free plan. Limit: ${limit} ${per}`, seconds);
    });
  }

  it('GET requests are counted and refused too, with the body but no x-ratelimit headers', async () => {
    await drainBucket('free', 20);
    const refused = await get('/v1/auth/me');
    expectRateLimited(refused, 'Rate limit exceeded for free plan. Limit: 120 per minute', 1);
    expect(Object.keys(refused.headers).filter((name) => name.startsWith('x-ratelimit'))).to.deep.equal([]);
  });

  it('when several windows are exceeded, names the one that resets last', async () => {
    await preload('minute', 120);
    await preload('hour', 1200);
    const body = expectRateLimited(await post(), 'Rate limit exceeded for free plan. Limit: 1200 per hour', 3600);
    expect(body.retry_after).to.be.above(60);
  });

  it('a refused request does not count against the windows that had room', async () => {
    await preload('minute', 120);
    expect((await post()).statusCode).to.equal(429);
    expect((await t.app.rateLimits.windows.counter('hour').get(key()))?.consumedPoints ?? 0).to.equal(0);
    expect((await t.app.rateLimits.windows.counter('day').get(key()))?.consumedPoints ?? 0).to.equal(0);
  });

  it('an upgrade lifts the limit at once; the top plan gets upgrade_url null', async () => {
    await drainBucket('free', 20);
    expect((await post()).statusCode).to.equal(429);
    // Judged afresh under Professional (not the remembered Free refusal): the 20 requests took
    // 10 s of bucket, as much as Professional's 50 at 300 per minute hold, and its next token
    // comes 0.2 s later instead of Free's 0.5 s.
    await setPlan('professional');
    expectRateLimited(await post(), 'Rate limit exceeded for pro plan. Limit: 300 per minute', 1);
    t.clock.advance(200);
    expect((await post()).statusCode).to.equal(200);
    await setPlan('custom');
    await drainBucket('custom', 200);
    // The bucket still owed the Free and Pro requests above: its next token is some 10 s away.
    const body = expectRateLimited(await post(), 'Rate limit exceeded for custom plan. Limit: 1000 per minute', 12);
    expect(body.upgrade_url).to.equal(null);
  });

  it('one budget per account, whichever credential it uses', async () => {
    await drainBucket('free', 20);
    const { accessToken } = await logIn(t.app, account.email);
    const withJwt = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expectRateLimited(withJwt, 'Rate limit exceeded for free plan. Limit: 120 per minute', 1);
  });
});
