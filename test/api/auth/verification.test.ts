/**
 * E-mail verification (docs/api-contract.md "Account and authentication", "Other limits"; DESIGN.md section 4): the 24-hour token
 * from the sign-up e-mail, and resending no sooner than 60 seconds after the previous e-mail, which
 * is refused with the rate-limit 429 body.
 */
import { expect } from 'chai';
import { PASSWORD, signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { TestMailbox } from '../../helpers/mailbox.js';

const VERIFY_SUBJECT = /^Subject: Verify your Rampart e-mail address\r?$/m;
const RESET_SUBJECT = /^Subject: Reset your Rampart password\r?$/m;
const INVALID_TOKEN = { detail: 'Invalid or expired verification token' };
const RESEND_LIMIT = 'Verification e-mail already sent. Limit: 1 per 60 seconds';
const DAY_MS = 24 * 60 * 60 * 1000;

forEachDatabase('e-mail verification', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: `/v1/auth/verify-email?token=${encodeURIComponent(token)}` });

  const resend = (apiKey: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/resend-verification', headers: bearer(apiKey) });

  async function emailVerified(apiKey: string): Promise<boolean> {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(apiKey) });
    expect(response.statusCode, response.body).to.equal(200);
    return response.json().email_verified;
  }

  const verificationMailsTo = (email: string) =>
    t.mailbox.messages.filter((mail) => mail.to.includes(email) && VERIFY_SUBJECT.test(mail.raw));

  /** Signs up and returns the account with the token of its sign-up e-mail. */
  async function signUpWithToken() {
    const account = await signUp(t.app);
    const mail = await t.mailbox.waitFor(account.email, VERIFY_SUBJECT);
    return { ...account, token: TestMailbox.tokenFrom(mail) };
  }

  describe('GET /v1/auth/verify-email', () => {
    it('the token from the sign-up e-mail verifies the address', async () => {
      const account = await signUpWithToken();
      expect(account.token).to.match(/^[A-Za-z0-9_-]{43}$/);
      const [mail] = verificationMailsTo(account.email);
      const decoded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(decoded).to.include(`http://rampart.test/app/verify-email?token=${account.token}`);
      expect(await emailVerified(account.apiKey)).to.equal(false);

      const response = await verify(account.token);
      expect(response.statusCode, response.body).to.equal(200);
      expect(response.json()).to.deep.equal({ message: 'E-mail address verified', email: account.email });
      expect(await emailVerified(account.apiKey)).to.equal(true);
    });

    it('a used token is 400', async () => {
      const account = await signUpWithToken();
      expect((await verify(account.token)).statusCode).to.equal(200);
      const again = await verify(account.token);
      expect(again.statusCode).to.equal(400);
      expect(again.json()).to.deep.equal(INVALID_TOKEN);
      expect(await emailVerified(account.apiKey)).to.equal(true);
    });

    it('the token still works just before 24 hours have passed', async () => {
      const account = await signUpWithToken();
      t.clock.advance(DAY_MS - 1000);
      expect((await verify(account.token)).statusCode).to.equal(200);
      expect(await emailVerified(account.apiKey)).to.equal(true);
    });

    it('the token expires after 24 hours, and the answer says it expired', async () => {
      const account = await signUpWithToken();
      t.clock.advance(DAY_MS + 1000);
      const response = await verify(account.token);
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal({
        detail: 'Verification token has expired: sign in and request a new verification e-mail',
      });
      expect(await emailVerified(account.apiKey)).to.equal(false);
    });

    it('a missing token is 422 with field token; an empty one 422; a garbage one 400', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/v1/auth/verify-email' });
      expect(missing.statusCode).to.equal(422);
      expect(missing.json()).to.deep.equal({ detail: [{ field: 'token', message: 'Field required' }] });
      const empty = await t.app.inject({ method: 'GET', url: '/v1/auth/verify-email?token=' });
      expect(empty.statusCode).to.equal(422);
      expect(empty.json()).to.deep.equal({ detail: [{ field: 'token', message: 'Must be at least 1 characters' }] });
      const garbage = await verify('never-issued-token-0123456789');
      expect(garbage.statusCode).to.equal(400);
      expect(garbage.json()).to.deep.equal(INVALID_TOKEN);
    });

    it('a password reset token does not verify the address', async () => {
      const account = await signUpWithToken();
      await t.app.inject({ method: 'POST', url: '/v1/auth/password/reset-request', payload: { email: account.email } });
      const resetToken = TestMailbox.tokenFrom(await t.mailbox.waitFor(account.email, RESET_SUBJECT));
      const response = await verify(resetToken);
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal(INVALID_TOKEN);
      expect(await emailVerified(account.apiKey)).to.equal(false);
    });
  });

  describe('POST /v1/auth/resend-verification', () => {
    it('needs credentials', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/resend-verification' });
      expect(response.statusCode).to.equal(401);
      expect(response.json()).to.deep.equal({ detail: 'Authentication required' });
    });

    it('within 60 s of sign-up: 429 with the rate-limit body, retry_after and Retry-After, and no e-mail', async () => {
      const account = await signUpWithToken();
      for (const [elapsedSeconds, expectedRetryAfter] of [
        [0, 60],
        [15, 45],
        [44.5, 16], // 15.5 s left: rounded up, never down to a retry that is still refused
        [59, 1],
      ] as const) {
        t.clock.advance(elapsedSeconds * 1000);
        const response = await resend(account.apiKey);
        t.clock.advance(-elapsedSeconds * 1000); // back to the sign-up instant
        expect(response.statusCode, `${elapsedSeconds} s`).to.equal(429);
        const body = response.json();
        expect(Object.keys(body).sort()).to.deep.equal(['detail', 'error', 'message', 'retry_after', 'upgrade_url']);
        expect(body.detail).to.equal(RESEND_LIMIT);
        expect(body.error).to.equal(body.detail);
        expect(body.message).to.equal(body.detail);
        expect(Number.isInteger(body.retry_after)).to.equal(true);
        expect(body.retry_after, `${elapsedSeconds} s`).to.equal(expectedRetryAfter);
        expect(body.upgrade_url).to.equal(null);
        expect(response.headers['retry-after']).to.equal(String(body.retry_after));
      }
      await t.app.backgroundMail.drain();
      expect(verificationMailsTo(account.email)).to.have.length(1);
    });

    it('after 61 s: 200, a new e-mail whose token works, and the 60 s window starts again', async () => {
      const account = await signUpWithToken();
      t.clock.advance(61_000);
      const response = await resend(account.apiKey);
      expect(response.statusCode, response.body).to.equal(200);
      expect(response.json()).to.deep.equal({ message: `Verification e-mail sent to ${account.email}` });

      await t.app.backgroundMail.drain();
      const mails = verificationMailsTo(account.email);
      expect(mails).to.have.length(2);
      const fresh = TestMailbox.tokenFrom(mails[1]!);
      expect(fresh).to.not.equal(account.token);

      const refused = await resend(account.apiKey);
      expect(refused.statusCode).to.equal(429);
      expect(refused.json().retry_after).to.equal(60);

      expect((await verify(fresh)).statusCode).to.equal(200);
      expect(await emailVerified(account.apiKey)).to.equal(true);
    });

    it('exactly 60 s after the previous e-mail a resend is allowed', async () => {
      const account = await signUpWithToken();
      t.clock.advance(60_000);
      const response = await resend(account.apiKey);
      expect(response.statusCode, response.body).to.equal(200);
      await t.app.backgroundMail.drain();
      expect(verificationMailsTo(account.email)).to.have.length(2);
    });

    it('an already verified address is 400 and gets no e-mail', async () => {
      const account = await signUpWithToken();
      expect((await verify(account.token)).statusCode).to.equal(200);
      t.clock.advance(61_000);
      const response = await resend(account.apiKey);
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal({ detail: 'E-mail address is already verified' });
      await t.app.backgroundMail.drain();
      expect(verificationMailsTo(account.email)).to.have.length(1);
    });

    it('five simultaneous requests after the window opens admit exactly one', async () => {
      const account = await signUpWithToken();
      t.clock.advance(61_000);
      const responses = await Promise.all(Array.from({ length: 5 }, () => resend(account.apiKey)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).to.deep.equal([200, 429, 429, 429, 429]);
      for (const refused of responses.filter((r) => r.statusCode === 429)) {
        expect(refused.json().retry_after).to.equal(60);
      }
      await t.app.backgroundMail.drain();
      expect(verificationMailsTo(account.email)).to.have.length(2);
    });

    it('works with a login JWT as well as the API key', async () => {
      const account = await signUpWithToken();
      t.clock.advance(61_000);
      const login = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: PASSWORD },
      });
      const response = await resend(login.json().access_token);
      expect(response.statusCode, response.body).to.equal(200);
    });
  });
});
