/**
 * Google sign-in refusals against the real local OpenID provider (test/helpers/oidc-issuer.ts):
 * state checks, code replay, provider errors, an unavailable provider, and no configuration.
 */
import { expect } from 'chai';
import type { LightMyRequestResponse } from 'fastify';
import { isLoopbackHttp } from '../../../api/auth/google/google-oidc.js';
import { STATE_COOKIE } from '../../../api/auth/google/google-state.js';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { User } from '../../../db/entities/user.entity.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { callback, expectStateCookieCleared, startGoogleTestApp, startLogin } from '../../helpers/google-sign-in.js';
import { TestIssuer } from '../../helpers/oidc-issuer.js';

const { googleNotConfigured: GOOGLE_NOT_CONFIGURED, googleUnreachable: GOOGLE_UNREACHABLE } = ERRORS.serviceUnavailable;

const TEST_TIMEOUT_MS = 6000;
const MISSING_STATE = 'Google sign-in state is missing or expired: start again at /v1/auth/google/login';
const WRONG_STATE = "Google sign-in state does not match this browser's sign-in: start again at /v1/auth/google/login";
const EXCHANGE_FAILED =
  'Google sign-in failed: the authorization code could not be exchanged (start again at /v1/auth/google/login)';
let counter = 0;

function expectRefused(response: LightMyRequestResponse, status: number, detail: string): void {
  expect(response.statusCode, response.body).to.equal(status);
  expect(response.json()).to.deep.equal({ detail });
  const names = response.cookies.map((c) => c.name);
  expect(names).not.to.include('service_session');
  expectStateCookieCleared(response);
}

forEachDatabase('Google sign-in refusals', (database) => {
  let issuer: TestIssuer;
  let t: TestApp;
  let close: () => Promise<void>;
  before(async () => {
    ({ issuer, t, close } = await startGoogleTestApp(database));
  });
  after(() => close());

  function googleAccount(): string {
    counter += 1;
    const subject = `refusal-subject-${counter}`;
    issuer.accounts.set(subject, { email: `refusal${counter}@example.com`, emailVerified: true });
    return subject;
  }

  /** Rampart's redirect, then the provider's login, up to (not including) Rampart's callback. */
  async function authorized(subject = googleAccount()) {
    const login = await startLogin(t.app);
    return { ...login, callbackUrl: await issuer.authorize(login.location, { signInAs: subject }) };
  }

  describe('the callback', function () {
    this.timeout(TEST_TIMEOUT_MS);

    it('refuses a callback without the state cookie', async () => {
      const { callbackUrl } = await authorized();
      expectRefused(await callback(t.app, callbackUrl), 400, MISSING_STATE);
    });

    it('refuses an altered state cookie', async () => {
      const { callbackUrl, stateCookie } = await authorized();
      const flipped = `${stateCookie.slice(0, 20)}${stateCookie[20] === 'A' ? 'B' : 'A'}${stateCookie.slice(21)}`;
      expectRefused(await callback(t.app, callbackUrl, flipped), 400, MISSING_STATE);
    });

    it('refuses an altered or missing state parameter', async () => {
      const { callbackUrl, stateCookie } = await authorized();
      const altered = new URL(callbackUrl);
      altered.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
      expectRefused(await callback(t.app, altered, stateCookie), 400, WRONG_STATE);
      const missing = new URL(callbackUrl);
      missing.searchParams.delete('state');
      expectRefused(await callback(t.app, missing, stateCookie), 400, WRONG_STATE);
      // The untouched callback still works: the refusals did not spend the code.
      const response = await callback(t.app, callbackUrl, stateCookie);
      expect(response.statusCode, response.body).to.equal(200);
    });

    it("refuses another sign-in attempt's cookie (login CSRF)", async () => {
      const victim = await startLogin(t.app);
      const { callbackUrl } = await authorized();
      expectRefused(await callback(t.app, callbackUrl, victim.stateCookie), 400, WRONG_STATE);
    });

    it('refuses a state cookie older than ten minutes', async () => {
      const { callbackUrl, stateCookie } = await authorized();
      t.clock.advance(10 * 60 * 1000 + 1000);
      try {
        expectRefused(await callback(t.app, callbackUrl, stateCookie), 400, MISSING_STATE);
      } finally {
        t.clock.advance(-(10 * 60 * 1000 + 1000));
      }
    });

    it('refuses a code that was already exchanged', async () => {
      const { callbackUrl, stateCookie } = await authorized();
      const first = await callback(t.app, callbackUrl, stateCookie);
      expect(first.statusCode, first.body).to.equal(200);
      const users = await t.db.manager.count(User);
      expectRefused(await callback(t.app, callbackUrl, stateCookie), 400, EXCHANGE_FAILED);
      expect(await t.db.manager.count(User)).to.equal(users);
    });

    it('refuses a code the provider never issued', async () => {
      const { callbackUrl, stateCookie } = await authorized();
      const forged = new URL(callbackUrl);
      forged.searchParams.set('code', 'not-a-code-the-provider-issued');
      expectRefused(await callback(t.app, forged, stateCookie), 400, EXCHANGE_FAILED);
    });

    it('refuses an ID token whose signature does not verify', async () => {
      const subject = googleAccount();
      const { callbackUrl, stateCookie } = await authorized(subject);
      issuer.corruptIdTokenSignatures = true;
      try {
        expectRefused(await callback(t.app, callbackUrl, stateCookie), 400, EXCHANGE_FAILED);
      } finally {
        issuer.corruptIdTokenSignatures = false;
      }
      expect(await t.db.manager.findOneBy(User, { googleSubject: subject })).to.equal(null);
    });

    it('reports the error the provider sent back', async () => {
      const login = await startLogin(t.app);
      const callbackUrl = await issuer.authorize(login.location, { deny: 'access_denied' });
      expect(callbackUrl.searchParams.get('error')).to.equal('access_denied');
      expectRefused(
        await callback(t.app, callbackUrl, login.stateCookie),
        400,
        'Google sign-in was not completed: the provider answered access_denied',
      );
    });

    it('answers 503 when the provider fails during the code exchange', async () => {
      const { callbackUrl, stateCookie } = await authorized();
      issuer.down = true;
      try {
        expectRefused(await callback(t.app, callbackUrl, stateCookie), 503, GOOGLE_UNREACHABLE);
      } finally {
        issuer.down = false;
      }
    });
  });
});

forEachDatabase('Google sign-in discovery', (database) => {
  let issuer: TestIssuer;
  let t: TestApp;
  let close: () => Promise<void>;
  before(async () => {
    ({ issuer, t, close } = await startGoogleTestApp(database));
  });
  after(() => close());

  it('answers 503 while discovery fails, and discovers again once the provider is back', async () => {
    issuer.down = true;
    const down = await t.app.inject({ method: 'GET', url: '/v1/auth/google/login' });
    expect(down.statusCode).to.equal(503);
    expect(down.json()).to.deep.equal({ detail: GOOGLE_UNREACHABLE });
    expect(down.cookies.map((c) => c.name)).not.to.include(STATE_COOKIE);
    issuer.down = false;
    const up = await t.app.inject({ method: 'GET', url: '/v1/auth/google/login' });
    expect(up.statusCode, up.body).to.equal(302);
    expect(String(up.headers.location)).to.match(new RegExp(`^${issuer.url}/auth\\?`));
  }).timeout(TEST_TIMEOUT_MS);
});

forEachDatabase('Google sign-in without configuration', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('answers 503 on both paths', async () => {
    for (const url of ['/v1/auth/google/login', '/v1/auth/google/callback?code=abc&state=def']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).to.equal(503);
      expect(response.json()).to.deep.equal({ detail: GOOGLE_NOT_CONFIGURED });
    }
  }).timeout(TEST_TIMEOUT_MS);
});

describe('Google sign-in: plain HTTP issuers', () => {
  it('are allowed only on the loopback interface', () => {
    for (const url of [
      'http://127.0.0.1:4000',
      'http://127.9.8.7',
      'http://localhost:8080/realm',
      'http://[::1]:4000',
    ]) {
      expect(isLoopbackHttp(new URL(url)), url).to.equal(true);
    }
    for (const url of [
      'https://127.0.0.1',
      'https://accounts.google.com',
      'http://accounts.example.com',
      'http://127.0.0.1.example.com',
      'http://10.0.0.1',
      'http://[::2]',
    ]) {
      expect(isLoopbackHttp(new URL(url)), url).to.equal(false);
    }
  });
});
