/**
 * Password resets (docs/api-contract.md "Account and authentication"): reset request, reset-password and the deprecated reset-confirm.
 * Reset tokens are read from the e-mails the service really sends over SMTP to the loopback
 * mailbox. Password change and the enumeration check are in password-change.test.ts.
 */
import { expect } from 'chai';
import { hashPassword } from '../../../api/auth/passwords.js';
import { DEPRECATED_SINCE } from '../../../api/http/deprecation.js';
import { User } from '../../../db/entities/user.entity.js';
import { logIn, PASSWORD, signUp } from '../../helpers/accounts.js';
import {
  AUTH_INVALID,
  authFlows,
  bearer,
  expectTokenResponse,
  RESET_SUBJECT,
  VERIFY_SUBJECT,
} from '../../helpers/auth-flows.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { TestMailbox } from '../../helpers/mailbox.js';

const NEW_PASSWORD = 'a brand new passphrase 42';
const RESET_REQUESTED = {
  message: 'If an account exists for that e-mail address, a password reset e-mail has been sent.',
};
const INVALID_RESET_TOKEN = { detail: 'Invalid or expired reset token' };
const ONE_HOUR_MS = 60 * 60 * 1000;

forEachDatabase('password flows', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  const { me, login, requestReset, resetPassword, resetConfirm, resetMailsTo, resetTokenFor } = authFlows(() => t);

  describe('POST /v1/auth/password/reset-request', () => {
    it('answers the same status and byte-identical body for known and unknown e-mails; only the known one gets mail', async () => {
      const account = await signUp(t.app);
      const unknownEmail = `nobody-${Date.now()}@example.com`;
      const known = await requestReset({ email: account.email });
      const unknown = await requestReset({ email: unknownEmail });

      expect(known.statusCode).to.equal(200);
      expect(unknown.statusCode).to.equal(known.statusCode);
      expect(unknown.body).to.equal(known.body);
      expect(unknown.headers['content-type']).to.equal(known.headers['content-type']);
      expect(known.json()).to.deep.equal(RESET_REQUESTED);

      const mail = await t.mailbox.waitFor(account.email, RESET_SUBJECT);
      expect(TestMailbox.tokenFrom(mail)).to.match(/^[A-Za-z0-9_-]{43}$/);
      await t.app.backgroundMail.drain();
      expect(t.mailbox.messages.filter((m) => m.to.includes(unknownEmail))).to.have.length(0);
    });

    it('the e-mail carries a token that resets the password', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      const mail = resetMailsTo(account.email)[0]!;
      expect(mail.to).to.deep.equal([account.email]);
      const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(decoded, 'the link opens the dashboard page').to.include(
        `http://rampart.test/app/reset-password?token=${token}`,
      );
      expect(decoded, 'the curl way stays').to.include('curl -X POST http://rampart.test/v1/auth/reset-password');
      expectTokenResponse(await resetPassword({ token, new_password: NEW_PASSWORD }));
    });

    it('finds the account whatever the case of the e-mail and surrounding spaces', async () => {
      const account = await signUp(t.app);
      const response = await requestReset({ email: `  ${account.email.toUpperCase()} ` });
      expect(response.json()).to.deep.equal(RESET_REQUESTED);
      const mail = await t.mailbox.waitFor(account.email, RESET_SUBJECT);
      expect(mail.to).to.deep.equal([account.email]);
    });

    it('requesting again retires the previous token', async () => {
      const account = await signUp(t.app);
      const first = await resetTokenFor(account.email);
      const second = await resetTokenFor(account.email);
      expect(second).to.not.equal(first);

      const withFirst = await resetPassword({ token: first, new_password: NEW_PASSWORD });
      expect(withFirst.statusCode).to.equal(400);
      expect(withFirst.json()).to.deep.equal(INVALID_RESET_TOKEN);
      expectTokenResponse(await resetPassword({ token: second, new_password: NEW_PASSWORD }));
    });

    it('a disabled account gets the same answer and no e-mail', async () => {
      const account = await signUp(t.app);
      await t.db.getRepository(User).update({ id: account.id }, { isActive: false });
      const response = await requestReset({ email: account.email });
      expect(response.statusCode).to.equal(200);
      expect(response.json()).to.deep.equal(RESET_REQUESTED);
      await t.app.backgroundMail.drain();
      expect(resetMailsTo(account.email)).to.have.length(0);
    });

    it('422 for a missing or mistyped email field', async () => {
      const missing = await requestReset({});
      expect(missing.statusCode).to.equal(422);
      expect(missing.json()).to.deep.equal({ detail: [{ field: 'email', message: 'Field required' }] });
      const mistyped = await requestReset({ email: 42 });
      expect(mistyped.statusCode).to.equal(422);
      expect(mistyped.json()).to.deep.equal({ detail: [{ field: 'email', message: 'Must be of type string' }] });
    });
  });

  describe('POST /v1/auth/reset-password', () => {
    it('answers exactly the token response and sets the service_session cookie', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      const response = await resetPassword({ token, new_password: NEW_PASSWORD });
      const body = expectTokenResponse(response);

      const session = response.cookies.find((c) => c.name === 'service_session');
      expect(session, 'service_session cookie').to.exist;
      expect(session?.httpOnly).to.equal(true);
      expect(session?.path).to.equal('/');
      expect(session?.maxAge).to.equal(86400);
      const csrf = response.cookies.find((c) => c.name === 'csrf_token');
      expect(csrf?.value).to.equal(body.csrf_token);

      // The user is signed in: the JWT and the cookie both name the account.
      const withJwt = await me(bearer(body.access_token));
      expect(withJwt.statusCode).to.equal(200);
      expect(withJwt.json().email).to.equal(account.email);
      const withCookie = await me({}, { service_session: session?.value ?? '' });
      expect(withCookie.statusCode).to.equal(200);
      expect(withCookie.json().id).to.equal(account.id);
    });

    it('the new password works on login and the old one does not', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      expectTokenResponse(await resetPassword({ token, new_password: NEW_PASSWORD }));

      const old = await login(account.email, PASSWORD);
      expect(old.statusCode).to.equal(401);
      expect(old.json()).to.deep.equal(AUTH_INVALID);
      expect((await logIn(t.app, account.email, NEW_PASSWORD)).accessToken).to.be.a('string');
    });

    it('the token is single use', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      expectTokenResponse(await resetPassword({ token, new_password: NEW_PASSWORD }));
      const again = await resetPassword({ token, new_password: 'yet another passphrase 7' });
      expect(again.statusCode).to.equal(400);
      expect(again.json()).to.deep.equal(INVALID_RESET_TOKEN);
      // The second attempt changed nothing.
      await logIn(t.app, account.email, NEW_PASSWORD);
    });

    it('three simultaneous uses of one token: exactly one succeeds', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      const passwords = ['first new passphrase', 'second new passphrase', 'third new passphrase'];
      const responses = await Promise.all(passwords.map((new_password) => resetPassword({ token, new_password })));
      expect(responses.map((r) => r.statusCode).sort()).to.deep.equal([200, 400, 400]);
      const winner = responses.findIndex((r) => r.statusCode === 200);
      for (const loser of responses.filter((r) => r.statusCode === 400)) {
        expect(loser.json()).to.deep.equal(INVALID_RESET_TOKEN);
      }
      await logIn(t.app, account.email, passwords[winner]!);
    });

    it('the token still works just before one hour has passed', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      t.clock.advance(ONE_HOUR_MS - 1000);
      expectTokenResponse(await resetPassword({ token, new_password: NEW_PASSWORD }));
    });

    it('a token older than one hour is 400 and the password stays', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      t.clock.advance(ONE_HOUR_MS + 1000);
      const response = await resetPassword({ token, new_password: NEW_PASSWORD });
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal(INVALID_RESET_TOKEN);
      await logIn(t.app, account.email, PASSWORD);
    });

    it('on a verified account: ends every earlier session and JWT; the API key keeps working', async () => {
      // (An unverified account's reset also replaces the key and more: account-recovery.test.ts.)
      const account = await signUp(t.app);
      const verifyMail = await t.mailbox.waitFor(account.email, VERIFY_SUBJECT);
      const verified = await t.app.inject({
        method: 'GET',
        url: `/v1/auth/verify-email?token=${TestMailbox.tokenFrom(verifyMail)}`,
      });
      expect(verified.statusCode, verified.body).to.equal(200);
      const first = await logIn(t.app, account.email);
      const second = await logIn(t.app, account.email);
      expect((await me(bearer(first.accessToken))).statusCode).to.equal(200);
      expect((await me({}, { service_session: second.sessionCookie })).statusCode).to.equal(200);

      const token = await resetTokenFor(account.email);
      const fresh = expectTokenResponse(await resetPassword({ token, new_password: NEW_PASSWORD }));

      for (const [label, response] of [
        ['first JWT', await me(bearer(first.accessToken))],
        ['second JWT', await me(bearer(second.accessToken))],
        ['first cookie', await me({}, { service_session: first.sessionCookie })],
        ['second cookie', await me({}, { service_session: second.sessionCookie })],
      ] as const) {
        expect(response.statusCode, label).to.equal(401);
        expect(response.json(), label).to.deep.equal(AUTH_INVALID);
      }
      expect((await me(bearer(account.apiKey))).statusCode).to.equal(200);
      expect((await me({ 'x-api-key': account.apiKey })).statusCode).to.equal(200);
      expect((await me(bearer(fresh.access_token))).statusCode).to.equal(200);
    });

    it('new_password under 12 characters is 422 with field new_password, and the token is not spent', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      const response = await resetPassword({ token, new_password: 'elevenchars' });
      expect(response.statusCode).to.equal(422);
      expect(response.json()).to.deep.equal({
        detail: [{ field: 'new_password', message: 'Must be at least 12 characters' }],
      });
      expectTokenResponse(await resetPassword({ token, new_password: 'twelve chars' }));
    });

    it('a garbage token is 400; a missing one is 422', async () => {
      const garbage = await resetPassword({ token: 'not-a-token-we-ever-issued', new_password: NEW_PASSWORD });
      expect(garbage.statusCode).to.equal(400);
      expect(garbage.json()).to.deep.equal(INVALID_RESET_TOKEN);
      const missing = await resetPassword({ new_password: NEW_PASSWORD });
      expect(missing.statusCode).to.equal(422);
      expect(missing.json()).to.deep.equal({ detail: [{ field: 'token', message: 'Field required' }] });
    });

    it('refuses a token that is not pending before hashing the new password (no bcrypt per guess)', async () => {
      const account = await signUp(t.app);
      await requestReset(account.email);
      const expired = await resetTokenFor(account.email);
      t.clock.advance(ONE_HOUR_MS + 1);
      // Garbage, a well-shaped unknown token, an expired one: each would cost one bcrypt hash.
      const guesses = ['x', 'A'.repeat(43), expired];
      const rounds = 5;
      const hashStarted = performance.now();
      for (let i = 0; i < rounds; i += 1) await hashPassword(NEW_PASSWORD);
      const oneHashMs = (performance.now() - hashStarted) / rounds;
      const started = performance.now();
      for (let i = 0; i < rounds; i += 1) {
        for (const token of guesses) {
          const response = await resetPassword({ token, new_password: NEW_PASSWORD });
          expect(response.json()).to.deep.equal(INVALID_RESET_TOKEN);
        }
      }
      const perGuessMs = (performance.now() - started) / (rounds * guesses.length);
      expect(perGuessMs, `${perGuessMs.toFixed(1)} ms per guess, ${oneHashMs.toFixed(1)} ms per hash`).to.be.below(
        oneHashMs / 2,
      );
    });

    it('an e-mail verification token is not a reset token', async () => {
      const account = await signUp(t.app);
      const verifyToken = TestMailbox.tokenFrom(await t.mailbox.waitFor(account.email, VERIFY_SUBJECT));
      const response = await resetPassword({ token: verifyToken, new_password: NEW_PASSWORD });
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal(INVALID_RESET_TOKEN);
      await logIn(t.app, account.email, PASSWORD);
      // Nor was it spent: it still verifies the address.
      const verified = await t.app.inject({ method: 'GET', url: `/v1/auth/verify-email?token=${verifyToken}` });
      expect(verified.statusCode).to.equal(200);
    });
  });

  describe('POST /v1/auth/password/reset-confirm (deprecated)', () => {
    const deprecatedSince = `@${Math.floor(DEPRECATED_SINCE.getTime() / 1000)}`;

    it('resets with token, e-mail and new password, and announces its successor', async () => {
      const account = await signUp(t.app);
      const token = await resetTokenFor(account.email);
      const response = await resetConfirm({ token, email: account.email, new_password: NEW_PASSWORD });
      expectTokenResponse(response);
      // RFC 9745: a structured-field date, `@` then Unix seconds.
      expect(response.headers.deprecation).to.match(/^@\d+$/);
      expect(response.headers.deprecation).to.equal(deprecatedSince);
      expect(response.headers.link).to.equal('</v1/auth/reset-password>; rel="successor-version"');
      expect(response.cookies.map((c) => c.name)).to.include('service_session');

      expect((await login(account.email, PASSWORD)).statusCode).to.equal(401);
      await logIn(t.app, account.email, NEW_PASSWORD);
    });

    it('a wrong e-mail for a valid token is 400 and does not spend the token', async () => {
      const account = await signUp(t.app);
      const other = await signUp(t.app);
      const token = await resetTokenFor(account.email);

      for (const email of [other.email, `stranger-${Date.now()}@example.com`]) {
        const response = await resetConfirm({ token, email, new_password: NEW_PASSWORD });
        expect(response.statusCode, email).to.equal(400);
        expect(response.json(), email).to.deep.equal(INVALID_RESET_TOKEN);
      }
      // Neither account's password changed.
      await logIn(t.app, account.email, PASSWORD);
      await logIn(t.app, other.email, PASSWORD);

      const response = await resetConfirm({ token, email: account.email.toUpperCase(), new_password: NEW_PASSWORD });
      expectTokenResponse(response);
      await logIn(t.app, account.email, NEW_PASSWORD);
    });

    it('422 when the e-mail is missing', async () => {
      const response = await resetConfirm({ token: 'whatever-token', new_password: NEW_PASSWORD });
      expect(response.statusCode).to.equal(422);
      expect(response.json()).to.deep.equal({ detail: [{ field: 'email', message: 'Field required' }] });
    });
  });
});
