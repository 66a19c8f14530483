import { expect } from 'chai';
import type { WindowName } from '../../../api/rate-limit/rate-windows.js';
import type { PlanId } from '../../../core/plans/plan-catalogue.js';
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
  const preload = (window: WindowName, points: number) =>
    t.app.rateLimits.windows.counter(window).penalty(key(), points);
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
    const before = Math.floor(Date.now() / 1000);
    const first = await post();
    expect(first.statusCode).to.equal(200);
    // Free: burst 20 per 10 s is the tightest after one request (19 left).
    expect(first.headers['x-ratelimit-limit']).to.equal('20');
    expect(first.headers['x-ratelimit-remaining']).to.equal('19');
    expect(Number(first.headers['x-ratelimit-reset'])).to.be.within(before + 9, before + 11);
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
      expect(Number(first.headers['x-ratelimit-reset'])).to.be.within(at + 9, at + 11);
      for (let i = 0; i < 19; i += 1) expect((await post()).statusCode).to.equal(200);
      const refused = await post();
      expect(refused.statusCode).to.equal(429);
      expect(refused.json().retry_after).to.be.within(1, 10);
      expect(Number(refused.headers['x-ratelimit-reset'])).to.be.within(at + 9, at + 11);
    } finally {
      t.clock.set(start);
    }
  });

  it('the 21st request within 10 seconds is refused by the burst window', async () => {
    for (let i = 0; i < 20; i += 1) expect((await post()).statusCode).to.equal(200);
    const refused = await post();
    const body = expectRateLimited(refused, 'Rate limit exceeded for free plan. Limit: 20 per 10 seconds', 10);
    expect(body.upgrade_url).to.equal('http://rampart.test/docs');
    // It leads somewhere that exists and lists the plans (GET /v1/pricing/plans is a later feature).
    const upgrade = await t.app.inject({ method: 'GET', url: new URL(String(body.upgrade_url)).pathname });
    expect(upgrade.statusCode).to.equal(200);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.info.description).to.include('## Plans and upgrades').and.include('| Free | $0/month | 10 |');
    expect(refused.headers['x-ratelimit-limit']).to.equal('20');
    expect(refused.headers['x-ratelimit-remaining']).to.equal('0');
  });

  const windows: [WindowName, number, string, number][] = [
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
    await preload('burst', 20);
    const refused = await get('/v1/auth/me');
    expectRateLimited(refused, 'Rate limit exceeded for free plan. Limit: 20 per 10 seconds', 10);
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
    await preload('burst', 20);
    expect((await post()).statusCode).to.equal(429);
    await setPlan('professional');
    expect((await post()).statusCode).to.equal(200);
    await setPlan('custom');
    await preload('burst', 200);
    const body = expectRateLimited(await post(), 'Rate limit exceeded for custom plan. Limit: 200 per 10 seconds', 10);
    expect(body.upgrade_url).to.equal(null);
  });

  it('one budget per account, whichever credential it uses', async () => {
    await preload('burst', 20);
    const { accessToken } = await logIn(t.app, account.email);
    const withJwt = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expectRateLimited(withJwt, 'Rate limit exceeded for free plan. Limit: 20 per 10 seconds', 10);
  });
});
