/**
 * The login throttle against both sides of OWASP's trade-off (api/auth/login-throttle.ts): guessing
 * stays bounded (per address and account pair, per address, per account), and an attacker elsewhere
 * cannot lock the owner out (other addresses keep their own budget; past the account-wide ceiling,
 * a known address or a device cookie still gets in). Addresses are set per request with inject's
 * `remoteAddress`; delays are off except in the test of delays, which shortens them.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'chai';
import type { LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE, deviceToken, isDeviceTokenValid } from '../../../api/auth/login-device-cookie.js';
import { LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from '../../../api/auth/login-throttle.js';
import { PASSWORD, signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

const WRONG = 'wrong password 123';
const NO_DELAYS: LoginThrottlePolicy = { ...LOGIN_THROTTLE_POLICY, firstDelayMs: 0 };

forEachDatabase('login throttle: bounded guessing, no lock-out of the owner', (database) => {
  let t: TestApp;
  let n = 0;
  // A new client address for each use (documentation range; inject never connects anywhere).
  const address = () => {
    n = (n % 250) + 1;
    return `198.51.100.${n}`;
  };

  afterEach(async () => {
    await t?.close();
  });

  const start = async (policy: LoginThrottlePolicy) => {
    t = await buildTestApp(database, {}, [], { loginThrottlePolicy: policy });
    // The request-rate limits (20 per 10 s per address on public routes) would answer first.
    t.app.rateLimits.enabled = false;
  };
  const attempt = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  const detail = (response: LightMyRequestResponse) => response.json().detail as string;

  it('refuses one address after 10 failures for an account, while the owner elsewhere logs in', async () => {
    await start(NO_DELAYS);
    const owner = await signUp(t.app);
    const attacker = address();
    for (let i = 0; i < 10; i += 1) expect((await attempt(owner.email, WRONG, attacker)).statusCode).to.equal(401);
    const blocked = await attempt(owner.email, PASSWORD, attacker);
    expect(blocked.statusCode).to.equal(429);
    expect(detail(blocked)).to.equal(
      'Too many failed logins for this e-mail address from this IP address. Limit: 10 per 15 minutes',
    );
    expect(blocked.json().retry_after).to.be.within(1, 900);
    expect(blocked.headers['retry-after']).to.equal(String(blocked.json().retry_after));
    expect((await attempt(owner.email, PASSWORD, address())).statusCode).to.equal(200);
  });

  it('answers an unknown e-mail address exactly like a known one at every step', async () => {
    await start(NO_DELAYS);
    const owner = await signUp(t.app);
    const [a, b] = [address(), address()];
    for (let i = 0; i < 11; i += 1) {
      const known = await attempt(owner.email, WRONG, a);
      const unknown = await attempt('ghost-never-signed-up@example.com', WRONG, b);
      expect([unknown.statusCode, detail(unknown)]).to.deep.equal([known.statusCode, detail(known)]);
    }
  });

  it('refuses an address that fails 50 times across accounts, and only that address', async () => {
    await start(NO_DELAYS);
    const owner = await signUp(t.app);
    const sprayer = address();
    for (let i = 0; i < 50; i += 1) {
      expect((await attempt(`sprayed-${i}@example.com`, WRONG, sprayer)).statusCode).to.equal(401);
    }
    const blocked = await attempt(owner.email, PASSWORD, sprayer);
    expect(blocked.statusCode).to.equal(429);
    expect(detail(blocked)).to.equal('Too many failed logins for this IP address. Limit: 50 per 15 minutes');
    expect((await attempt(owner.email, PASSWORD, address())).statusCode).to.equal(200);
  });

  it('past the account-wide ceiling refuses unknown clients but lets in a known address and a device cookie', async () => {
    await start({ ...NO_DELAYS, perPair: 5, perAccount: 10 });
    const owner = await signUp(t.app);
    const home = address();
    const laptop = await attempt(owner.email, PASSWORD, address());
    expect(laptop.statusCode).to.equal(200);
    const cookie = laptop.cookies.find((each) => each.name === DEVICE_COOKIE);
    expect(cookie).to.include({ path: '/v1/auth/login', httpOnly: true, sameSite: 'Strict' });
    expect((await attempt(owner.email, PASSWORD, home)).statusCode).to.equal(200);

    // A botnet: 2 addresses x 5 failures reach the ceiling of 10.
    for (let bot = 0; bot < 2; bot += 1) {
      const from = address();
      for (let i = 0; i < 5; i += 1) expect((await attempt(owner.email, WRONG, from)).statusCode).to.equal(401);
    }
    const stranger = await attempt(owner.email, PASSWORD, address());
    expect(stranger.statusCode).to.equal(429);
    expect(detail(stranger)).to.equal('Too many failed logins for this e-mail address. Limit: 10 per 15 minutes');
    // The owner: from the address that logged in before, and from a new address with the cookie.
    const fromHome = await attempt(owner.email, PASSWORD, home);
    expect(fromHome.statusCode, fromHome.body).to.equal(200);
    expect((await attempt(owner.email, PASSWORD, address(), `${DEVICE_COOKIE}=${cookie?.value}`)).statusCode).to.equal(
      200,
    );
    // A cookie of another account does not open this one.
    const other = await signUp(t.app);
    const otherLogin = await attempt(other.email, PASSWORD, address());
    const otherCookie = otherLogin.cookies.find((each) => each.name === DEVICE_COOKIE)?.value;
    expect((await attempt(owner.email, PASSWORD, address(), `${DEVICE_COOKIE}=${otherCookie}`)).statusCode).to.equal(
      429,
    );
  });

  it('holds a pair for growing delays after its free failures, and a success clears them', async () => {
    await start({ ...LOGIN_THROTTLE_POLICY, firstDelayMs: 300, freeFailures: 2 });
    const owner = await signUp(t.app);
    const from = address();
    expect((await attempt(owner.email, WRONG, from)).statusCode).to.equal(401);
    expect((await attempt(owner.email, WRONG, from)).statusCode).to.equal(401); // 2nd: held 300 ms
    const held = await attempt(owner.email, PASSWORD, from);
    expect(held.statusCode).to.equal(429);
    expect(detail(held)).to.equal(
      'Too many failed logins for this e-mail address from this IP address. Wait before trying again',
    );
    expect(held.json().retry_after).to.equal(1);
    // Another address is not held.
    expect((await attempt(owner.email, WRONG, address())).statusCode).to.equal(401);
    await delay(350);
    expect((await attempt(owner.email, WRONG, from)).statusCode).to.equal(401); // 3rd: held 600 ms
    await delay(350);
    expect((await attempt(owner.email, PASSWORD, from)).statusCode, 'still held').to.equal(429);
    await delay(300);
    expect((await attempt(owner.email, PASSWORD, from)).statusCode).to.equal(200);
    // The success cleared the pair: the next failure is a free one again.
    expect((await attempt(owner.email, WRONG, from)).statusCode).to.equal(401);
    expect((await attempt(owner.email, PASSWORD, from)).statusCode).to.equal(200);
  });
});

describe('login throttle policy and device tokens (pure)', () => {
  it('doubles the delay after the free failures, up to the cap', async () => {
    const { LoginThrottle } = await import('../../../api/auth/login-throttle.js');
    const { memoryCounterStores } = await import('../../../api/rate-limit/counter-stores.js');
    const throttle = new LoginThrottle(memoryCounterStores());
    const delays = Array.from({ length: 12 }, (_, i) => throttle.delayAfter(i + 1));
    expect(delays).to.deep.equal([0, 0, 1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000]);
  });

  it('accepts a device token only for its e-mail, this secret and 180 days', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const token = deviceToken('secret', 'a@example.com', now);
    expect(isDeviceTokenValid('secret', 'a@example.com', token, now)).to.equal(true);
    expect(isDeviceTokenValid('secret', 'b@example.com', token, now)).to.equal(false);
    expect(isDeviceTokenValid('other secret', 'a@example.com', token, now)).to.equal(false);
    const later = new Date(now.getTime() + 181 * 86_400_000);
    expect(isDeviceTokenValid('secret', 'a@example.com', token, later)).to.equal(false);
    const [issued, mac] = token.split('.') as [string, string];
    expect(isDeviceTokenValid('secret', 'a@example.com', `${Number(issued) + 1}.${mac}`, now)).to.equal(false);
    for (const bad of [undefined, '', 'x', `${issued}.`, `${issued}.${mac}x`, `-1.${mac}`]) {
      expect(isDeviceTokenValid('secret', 'a@example.com', bad, now), String(bad)).to.equal(false);
    }
  });
});
