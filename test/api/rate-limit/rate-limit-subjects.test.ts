import { expect } from 'chai';
import { PUBLIC_SCANNER_TIER } from '../../../api/rate-limit/rate-windows.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { expectRateLimited } from './expect-rate-limited.js';
import { Gate, limitTestRoutes } from './limit-test-routes.js';

const PUBLIC_KEY = 'public-scanner-key-for-rate-limit-tests-0123';

forEachDatabase('rate limit: who is counted', (database) => {
  let t: TestApp;
  let gate: Gate;
  // Addresses from RFC 5737's documentation ranges: inject() only pretends to be them.
  let nextIp = 1;
  const freshIp = () => `203.0.113.${nextIp++}`;

  before(async () => {
    gate = new Gate();
    t = await buildTestApp(database, { PUBLIC_SCANNER_KEY: PUBLIC_KEY }, [limitTestRoutes(gate)]);
  });
  after(async () => {
    gate.open();
    await t.close();
  });

  it('counts anonymous requests per IP address at the Free tier', async () => {
    const [ip, other] = [freshIp(), freshIp()];
    const call = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/v1/test/public', remoteAddress });
    for (let i = 0; i < 20; i += 1) expect((await call(ip)).statusCode).to.equal(200);
    const refused = await call(ip);
    const body = expectRateLimited(refused, 'Rate limit exceeded for free plan. Limit: 120 per minute', 1);
    expect(body.upgrade_url).to.equal('http://rampart.test/v1/pricing/plans');
    expect((await call(other)).statusCode).to.equal(200);
  });

  it('does not count loopback callers by address (the host itself: probes, a local proxy)', async () => {
    for (let i = 0; i < 25; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/test/public', remoteAddress: '127.0.0.1' });
      expect(response.statusCode).to.equal(200);
    }
    const mapped = await t.app.inject({ method: 'POST', url: '/v1/test/public', remoteAddress: '::ffff:127.0.0.1' });
    expect(mapped.statusCode).to.equal(200);
  });

  it('never limits the unversioned system paths or a route that opts out', async () => {
    const ip = freshIp();
    for (let i = 0; i < 25; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/health/live', remoteAddress: ip })).statusCode).to.equal(200);
      const optedOut = await t.app.inject({ method: 'POST', url: '/v1/test/unlimited', remoteAddress: ip });
      expect(optedOut.statusCode).to.equal(200);
      expect(optedOut.headers).to.not.have.property('x-ratelimit-limit');
    }
  });

  it('counts nothing while switched off (load benchmarks of the API itself)', async () => {
    const ip = freshIp();
    t.app.rateLimits.enabled = false;
    try {
      for (let i = 0; i < 25; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/v1/test/public', remoteAddress: ip });
        expect(response.statusCode).to.equal(200);
        expect(response.headers).to.not.have.property('x-ratelimit-limit');
      }
    } finally {
      t.app.rateLimits.enabled = true;
    }
    expect((await t.app.inject({ method: 'POST', url: '/v1/test/public', remoteAddress: ip })).statusCode).to.equal(
      200,
    );
  });

  it('limits each account to its plan’s concurrent requests; a slot frees when a request ends', async () => {
    const account = await signUp(t.app);
    const slow = () => t.app.inject({ method: 'POST', url: '/v1/test/slow', headers: { 'x-api-key': account.apiKey } });
    const inFlight = Array.from({ length: 5 }, () => slow());
    await gate.arrived(5);
    expect(t.app.rateLimits.slots.inFlightFor(`account:${account.id}`)).to.equal(5);
    const sixth = await slow();
    const body = expectRateLimited(sixth, 'Rate limit exceeded for free plan. Limit: 5 concurrent requests', 1);
    expect(body.retry_after).to.equal(1);
    gate.open();
    expect((await Promise.all(inFlight)).map((r) => r.statusCode)).to.deep.equal([200, 200, 200, 200, 200]);
    expect(t.app.rateLimits.slots.inFlightFor(`account:${account.id}`)).to.equal(0);
    expect((await slow()).statusCode).to.equal(200);
  });

  it('counts the public scanner key as one subject on its own tier, always with Retry-After', async () => {
    const poll = () =>
      t.app.inject({ url: '/v1/scan/jobs/987654', headers: { 'x-api-key': PUBLIC_KEY }, remoteAddress: freshIp() });
    const call = (method: 'GET' | 'POST') =>
      t.app.inject({ method, url: '/v1/test/scanner', remoteAddress: freshIp() });
    // The real key, polling a job (404: no such job), and the stand-in route share one budget.
    expect((await poll()).statusCode).to.equal(404);
    expect((await t.app.rateLimits.windows.counter('day').get('public_scanner'))?.consumedPoints).to.equal(1);
    const post = await call('POST');
    expect(post.statusCode).to.equal(200);
    expect([post.headers['x-ratelimit-limit'], post.headers['x-ratelimit-remaining']]).to.deep.equal(['50', '48']);
    // Callers from any address spend it: 48 more empty its burst bucket.
    const { windows } = t.app.rateLimits;
    await windows.buckets.drain(windows.bucketKey('public_scanner'), PUBLIC_SCANNER_TIER, 48, t.clock.now().getTime());
    const wording = 'Rate limit exceeded for public scanner plan. Limit: 300 per minute';
    const refusedPoll = await poll();
    expectRateLimited(refusedPoll, wording, 1);
    expect(refusedPoll.headers).to.not.have.property('x-ratelimit-limit');
    const refusedPost = await call('POST');
    const body = expectRateLimited(refusedPost, wording, 1);
    expect(body.upgrade_url).to.equal('http://rampart.test/v1/pricing/plans');
    expect(refusedPost.headers['x-ratelimit-remaining']).to.equal('0');
  });
});
