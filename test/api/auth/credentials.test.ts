/**
 * Credentials (docs/api-contract.md "Credentials"): the three header forms for API keys, JWTs wherever a key goes, the
 * session cookie with its CSRF token, the order in which they are read, and the 401 bodies.
 */
import { expect } from 'chai';
import { SignJWT } from 'jose';
import { logIn, signUp } from '../../helpers/accounts.js';
import { AUTH_INVALID, AUTH_REQUIRED, authFlows } from '../../helpers/auth-flows.js';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

forEachDatabase('credentials', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  const { me } = authFlows(() => t);

  describe('credentials', () => {
    let account: { id: number; email: string; apiKey: string };
    before(async () => {
      account = await signUp(t.app);
    });

    it('accepts Authorization: Bearer <key>, X-API-Key and bare Authorization', async () => {
      for (const headers of [
        { authorization: `Bearer ${account.apiKey}` },
        { authorization: `bearer ${account.apiKey}` },
        { 'x-api-key': account.apiKey },
        { authorization: account.apiKey },
      ]) {
        const response = await me(headers);
        expect(response.statusCode, JSON.stringify(headers)).to.equal(200);
        expect(response.json()).to.include({ id: account.id, api_key: account.apiKey });
      }
    });

    it('accepts the JWT from login wherever a key is accepted, and the session cookie', async () => {
      const login = await logIn(t.app, account.email);
      for (const headers of [
        { authorization: `Bearer ${login.accessToken}` },
        { 'x-api-key': login.accessToken },
        { authorization: login.accessToken },
        { cookie: `service_session=${login.sessionCookie}` },
      ]) {
        const response = await me(headers);
        expect(response.statusCode, JSON.stringify(headers)).to.equal(200);
        expect(response.json().id).to.equal(account.id);
      }
    });

    it('gives the same 401 for a missing and an invalid credential', async () => {
      const missing = await me({});
      const invalid = await me({ authorization: 'Bearer rp_0000000000000000000000000000000000000000' });
      const garbage = await me({ 'x-api-key': 'nonsense' });
      const badCookie = await me({ cookie: 'service_session=nonsense' });
      for (const response of [missing, invalid, garbage, badCookie]) {
        expect(response.statusCode).to.equal(401);
        expect(response.json()).to.deep.equal(AUTH_INVALID);
      }
    });

    it('says "Authentication required" on state-changing requests without credentials', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/api-key/regenerate' });
      expect(response.statusCode).to.equal(401);
      expect(response.json()).to.deep.equal(AUTH_REQUIRED);
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/api-key/regenerate',
        headers: { 'x-api-key': 'rp_0000000000000000000000000000000000000000' },
      });
      expect(invalid.json()).to.deep.equal(AUTH_INVALID);
    });

    it('lets the first credential present decide (Bearer before X-API-Key before cookie)', async () => {
      const login = await logIn(t.app, account.email);
      const bad = 'rp_0000000000000000000000000000000000000000';
      expect((await me({ authorization: `Bearer ${account.apiKey}`, 'x-api-key': bad })).statusCode).to.equal(200);
      expect((await me({ authorization: `Bearer ${bad}`, 'x-api-key': account.apiKey })).statusCode).to.equal(401);
      expect((await me({ 'x-api-key': bad, cookie: `service_session=${login.sessionCookie}` })).statusCode).to.equal(
        401,
      );
    });

    it('refuses JWTs with alg none, a wrong key, a forged subject or past expiry', async () => {
      const login = await logIn(t.app, account.email);
      const [header, payload] = login.accessToken.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const wrongKey = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000000'));
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '999999' })).toString('base64url')}.${
        login.accessToken.split('.')[2]
      }`;
      const hs512 = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(TEST_SECRET));
      for (const token of [none, wrongKey, forged, hs512]) {
        const response = await me({ authorization: `Bearer ${token}` });
        expect(response.statusCode).to.equal(401);
        expect(response.json()).to.deep.equal(AUTH_INVALID);
      }
      t.clock.advance(86_401_000);
      try {
        expect((await me({ authorization: `Bearer ${login.accessToken}` })).statusCode).to.equal(401);
        expect((await me({ cookie: `service_session=${login.sessionCookie}` })).statusCode).to.equal(401);
      } finally {
        t.clock.advance(-86_401_000);
      }
    });
  });

  describe('CSRF on cookie sessions', () => {
    it('refuses state-changing cookie requests without the right X-CSRF-Token', async () => {
      const account = await signUp(t.app);
      const login = await logIn(t.app, account.email);
      const cookie = `service_session=${login.sessionCookie}`;
      const without = await t.app.inject({ method: 'POST', url: '/v1/auth/api-key/regenerate', headers: { cookie } });
      expect(without.statusCode).to.equal(403);
      expect(without.json().detail).to.match(/CSRF/);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/api-key/regenerate',
        headers: { cookie, 'x-csrf-token': 'x'.repeat(43) },
      });
      expect(wrong.statusCode).to.equal(403);
      const right = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/api-key/regenerate',
        headers: { cookie, 'x-csrf-token': login.csrfToken },
      });
      expect(right.statusCode).to.equal(200);
      // Reads need no CSRF token; header credentials never do.
      expect((await me({ cookie })).statusCode).to.equal(200);
    });
  });
});
