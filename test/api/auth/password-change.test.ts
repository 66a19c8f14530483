/**
 * Password change (docs/api-contract.md "Account and authentication") and the login enumeration check: which sessions survive a
 * change, and that an unknown e-mail and a wrong password look the same.
 */
import { expect } from 'chai';
import { logIn, PASSWORD, signUp } from '../../helpers/accounts.js';
import { AUTH_INVALID, AUTH_REQUIRED, authFlows, bearer } from '../../helpers/auth-flows.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

const NEW_PASSWORD = 'a brand new passphrase 42';
const INVALID_RESET_TOKEN = { detail: 'Invalid or expired reset token' };

forEachDatabase('password change', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  const { me, login, resetPassword, changePassword, resetTokenFor } = authFlows(() => t);

  describe('POST /v1/auth/password/change', () => {
    it('needs credentials: 401 Authentication required without any, Invalid or missing with a bad one', async () => {
      const none = await changePassword({ current_password: PASSWORD, new_password: NEW_PASSWORD });
      expect(none.statusCode).to.equal(401);
      expect(none.body).to.equal(JSON.stringify(AUTH_REQUIRED));
      const bad = await changePassword(
        { current_password: PASSWORD, new_password: NEW_PASSWORD },
        bearer('rp_0000000000000000000000000000000000000000'),
      );
      expect(bad.statusCode).to.equal(401);
      expect(bad.json()).to.deep.equal(AUTH_INVALID);
    });

    it('a wrong current password is 400 and changes nothing', async () => {
      const account = await signUp(t.app);
      const session = await logIn(t.app, account.email);
      const response = await changePassword(
        { current_password: 'not the password at all', new_password: NEW_PASSWORD },
        bearer(session.accessToken),
      );
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal({ detail: 'Current password is incorrect' });
      await logIn(t.app, account.email, PASSWORD);
      expect((await me(bearer(session.accessToken))).statusCode).to.equal(200);
    });

    it('switches the password; other sessions end, the calling session and the API key stay', async () => {
      const account = await signUp(t.app);
      const current = await logIn(t.app, account.email);
      const other = await logIn(t.app, account.email);

      const response = await changePassword(
        { current_password: PASSWORD, new_password: NEW_PASSWORD },
        bearer(current.accessToken),
      );
      expect(response.statusCode).to.equal(200);
      expect(response.json()).to.deep.equal({ message: 'Password changed' });

      expect((await me(bearer(current.accessToken))).statusCode).to.equal(200);
      expect((await me({}, { service_session: current.sessionCookie })).statusCode).to.equal(200);
      const otherJwt = await me(bearer(other.accessToken));
      expect(otherJwt.statusCode).to.equal(401);
      expect(otherJwt.json()).to.deep.equal(AUTH_INVALID);
      expect((await me({}, { service_session: other.sessionCookie })).statusCode).to.equal(401);
      expect((await me(bearer(account.apiKey))).statusCode).to.equal(200);

      const old = await login(account.email, PASSWORD);
      expect(old.statusCode).to.equal(401);
      expect(old.json()).to.deep.equal(AUTH_INVALID);
      await logIn(t.app, account.email, NEW_PASSWORD);
    });

    it('called with the API key, it ends every session and the key stays', async () => {
      const account = await signUp(t.app);
      const session = await logIn(t.app, account.email);
      const response = await changePassword(
        { current_password: PASSWORD, new_password: NEW_PASSWORD },
        {
          'x-api-key': account.apiKey,
        },
      );
      expect(response.statusCode).to.equal(200);
      expect((await me(bearer(session.accessToken))).statusCode).to.equal(401);
      expect((await me(bearer(account.apiKey))).statusCode).to.equal(200);
    });

    it('a cookie session must send X-CSRF-Token, and keeps working after the change', async () => {
      const account = await signUp(t.app);
      const session = await logIn(t.app, account.email);
      const cookies = { service_session: session.sessionCookie };
      const payload = { current_password: PASSWORD, new_password: NEW_PASSWORD };

      const withoutCsrf = await changePassword(payload, {}, cookies);
      expect(withoutCsrf.statusCode).to.equal(403);
      expect(withoutCsrf.json().detail).to.be.a('string').and.match(/CSRF/);
      await logIn(t.app, account.email, PASSWORD);

      const withCsrf = await changePassword(payload, { 'x-csrf-token': session.csrfToken }, cookies);
      expect(withCsrf.statusCode).to.equal(200);
      expect((await me({}, cookies)).statusCode).to.equal(200);
      await logIn(t.app, account.email, NEW_PASSWORD);
    });

    it('new_password under 12 characters is 422 with field new_password', async () => {
      const account = await signUp(t.app);
      const response = await changePassword(
        { current_password: PASSWORD, new_password: 'elevenchars' },
        bearer(account.apiKey),
      );
      expect(response.statusCode).to.equal(422);
      expect(response.json()).to.deep.equal({
        detail: [{ field: 'new_password', message: 'Must be at least 12 characters' }],
      });
      await logIn(t.app, account.email, PASSWORD);
    });

    it('a pending reset token stops working once the password is changed', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      const changed = await changePassword(
        { current_password: PASSWORD, new_password: NEW_PASSWORD },
        bearer(account.apiKey),
      );
      expect(changed.statusCode).to.equal(200);
      const response = await resetPassword({ token, new_password: 'the attacker would like this' });
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal(INVALID_RESET_TOKEN);
      await logIn(t.app, account.email, NEW_PASSWORD);
    });
  });

  describe('account enumeration', () => {
    it('login with an unknown e-mail and with a wrong password: same status, byte-identical body', async () => {
      const account = await signUp(t.app);
      const unknown = await login(`nobody-${Date.now()}@example.com`, PASSWORD);
      const wrong = await login(account.email, 'definitely not the password');
      expect(unknown.statusCode).to.equal(401);
      expect(wrong.statusCode).to.equal(unknown.statusCode);
      expect(wrong.body).to.equal(unknown.body);
      expect(unknown.json()).to.deep.equal(AUTH_INVALID);
      expect(wrong.cookies).to.have.length(0);
    });
  });
});
