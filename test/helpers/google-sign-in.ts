/**
 * The pieces every Google sign-in test shares: Rampart built against a local OpenID provider,
 * the first leg (`/v1/auth/google/login`), the callback with or without the state cookie, and
 * the check that a callback answer cleared that cookie.
 */
import { expect } from 'chai';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STATE_COOKIE } from '../../api/auth/google/google-state.js';
import { buildTestApp, type TestApp } from './build-app.js';
import type { TestDatabase } from './databases.js';
import { TestIssuer } from './oidc-issuer.js';

export interface GoogleTestApp {
  issuer: TestIssuer;
  t: TestApp;
  close(): Promise<void>;
}

export async function startGoogleTestApp(database: TestDatabase): Promise<GoogleTestApp> {
  const issuer = await TestIssuer.start();
  const t = await buildTestApp(database, issuer.env());
  return {
    issuer,
    t,
    async close() {
      await t.close();
      await issuer.stop();
    },
  };
}

/** Rampart's redirect to the provider, with the state cookie it sets. */
export async function startLogin(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/v1/auth/google/login' });
  expect(response.statusCode, response.body).to.equal(302);
  const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
  expect(cookie, 'state cookie').to.exist;
  return { response, location: String(response.headers.location), stateCookie: cookie?.value ?? '' };
}

/** The provider's redirect back to Rampart, carrying the state cookie when given. */
export function callback(app: FastifyInstance, url: URL, stateCookie?: string) {
  const headers: Record<string, string> = stateCookie === undefined ? {} : { cookie: `${STATE_COOKIE}=${stateCookie}` };
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
}

/** Every callback answer ends the attempt in the browser by expiring the state cookie. */
export function expectStateCookieCleared(response: LightMyRequestResponse): void {
  const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
  expect(cookie, 'state cookie cleared').to.exist;
  expect(cookie?.value).to.equal('');
  expect(cookie?.path).to.equal('/v1/auth/google');
  expect((cookie?.expires as Date | undefined)?.getTime()).to.equal(0);
}
