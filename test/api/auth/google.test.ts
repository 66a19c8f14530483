/**
 * Google sign-in end to end against a real local OpenID provider (test/helpers/oidc-issuer.ts):
 * Rampart's redirect, the provider's login and redirect back, the code exchange and ID token
 * validation, and what happens to accounts.
 */
import { expect } from 'chai';
import { STATE_COOKIE } from '../../../api/auth/google/google-state.js';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { AccountActivity } from '../../../db/entities/account-activity.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import type { TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { callback, expectStateCookieCleared, startGoogleTestApp, startLogin } from '../../helpers/google-sign-in.js';
import { TestMailbox } from '../../helpers/mailbox.js';
import { TEST_CLIENT_ID, TEST_REDIRECT_URI, TestIssuer } from '../../helpers/oidc-issuer.js';

const { googleAccountEmailUnverified: ACCOUNT_EMAIL_UNVERIFIED, googleEmailUnverified: GOOGLE_EMAIL_UNVERIFIED } =
  ERRORS.badRequest;

const TEST_TIMEOUT_MS = 6000;
let counter = 0;

forEachDatabase('Google sign-in through OpenID Connect', (database) => {
  let issuer: TestIssuer;
  let t: TestApp;
  let close: () => Promise<void>;
  before(async () => {
    ({ issuer, t, close } = await startGoogleTestApp(database));
  });
  after(() => close());

  /** A provider account with fresh subject and e-mail. */
  function googleAccount(overrides: { email?: string; emailVerified?: boolean } = {}) {
    counter += 1;
    const subject = `google-subject-${counter}`;
    const account = { email: overrides.email ?? `google${counter}@example.com`, emailVerified: true, ...overrides };
    issuer.accounts.set(subject, account);
    return { subject, ...account };
  }

  async function signInWithGoogle(subject: string) {
    const login = await startLogin(t.app);
    const callbackUrl = await issuer.authorize(login.location, { signInAs: subject });
    return {
      callbackUrl,
      stateCookie: login.stateCookie,
      response: await callback(t.app, callbackUrl, login.stateCookie),
    };
  }

  const userBySubject = (subject: string) => t.db.manager.findOneBy(User, { googleSubject: subject });
  const userByEmail = (email: string) => t.db.manager.findOneBy(User, { email });

  describe('flows', function () {
    this.timeout(TEST_TIMEOUT_MS);

    it('login redirects to the discovered authorization endpoint with state, nonce and PKCE S256', async () => {
      const { response, location } = await startLogin(t.app);
      const url = new URL(location);
      expect(`${url.origin}${url.pathname}`).to.equal(`${issuer.url}/auth`);
      const params = url.searchParams;
      expect(params.get('client_id')).to.equal(TEST_CLIENT_ID);
      expect(params.get('redirect_uri')).to.equal(TEST_REDIRECT_URI);
      expect(params.get('response_type')).to.equal('code');
      expect(params.get('scope')?.split(' ')).to.include.members(['openid', 'email']);
      expect(params.get('state')).to.match(/^[A-Za-z0-9_-]{32,}$/);
      expect(params.get('nonce')).to.match(/^[A-Za-z0-9_-]{32,}$/);
      expect(params.get('code_challenge_method')).to.equal('S256');
      expect(params.get('code_challenge')).to.match(/^[A-Za-z0-9_-]{43}$/);

      const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
      expect(cookie).to.include({ path: '/v1/auth/google', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
      // Sealed: neither the state nor the nonce can be read from the cookie.
      expect(cookie?.value).not.to.include(params.get('state'));
      expect(cookie?.value).not.to.include(params.get('nonce'));

      const again = new URL((await startLogin(t.app)).location);
      expect(again.searchParams.get('state')).not.to.equal(params.get('state'));
      expect(again.searchParams.get('nonce')).not.to.equal(params.get('nonce'));
    });

    it('creates an account on first sign-in and answers the login token response with cookies', async () => {
      const google = googleAccount();
      const before = await t.db.manager.count(User);
      const { response } = await signInWithGoogle(google.subject);
      expect(response.statusCode, response.body).to.equal(200);
      const body = response.json();
      expect(Object.keys(body).sort()).to.deep.equal(['access_token', 'csrf_token', 'expires_in', 'token_type']);
      expect(body).to.include({ token_type: 'bearer', expires_in: 86400 });
      const names = response.cookies.map((c) => c.name);
      expect(names).to.include.members(['service_session', 'csrf_token']);
      expectStateCookieCleared(response);

      const me = await t.app.inject({
        method: 'GET',
        url: '/v1/auth/me',
        headers: { authorization: `Bearer ${body.access_token}` },
      });
      expect(me.statusCode).to.equal(200);
      expect(me.json()).to.include({ email: google.email, email_verified: true, plan: 'free' });

      expect(await t.db.manager.count(User)).to.equal(before + 1);
      const user = await userBySubject(google.subject);
      expect(user).to.include({ email: google.email, passwordHash: null, isActive: true });
      expect(user?.emailVerifiedAt).to.be.instanceOf(Date);
    });

    it('signs the same Google account in to the same Rampart account the next time', async () => {
      const google = googleAccount();
      const first = (await signInWithGoogle(google.subject)).response;
      expect(first.statusCode, first.body).to.equal(200);
      const count = await t.db.manager.count(User);
      // The subject is the identity: a changed e-mail at Google still reaches the same account.
      issuer.accounts.set(google.subject, { email: `changed-${google.email}`, emailVerified: true });
      const second = (await signInWithGoogle(google.subject)).response;
      expect(second.statusCode, second.body).to.equal(200);
      expect(await t.db.manager.count(User)).to.equal(count);

      const ids = await Promise.all(
        [first, second].map(async (response) => {
          const me = await t.app.inject({
            method: 'GET',
            url: '/v1/auth/me',
            headers: { authorization: `Bearer ${response.json().access_token}` },
          });
          return me.json().id as number;
        }),
      );
      expect(ids[0]).to.equal(ids[1]);
      expect((await userBySubject(google.subject))?.email).to.equal(google.email);
      // The activity log: created by Google, then two Google sign-ins.
      const entries = await t.db.manager.find(AccountActivity, { where: { userId: ids[0] }, order: { id: 'ASC' } });
      expect(entries.map((entry) => [entry.type, entry.actor, entry.details.method])).to.deep.equal([
        ['account.created', 'public', 'google'],
        ['auth.sign_in', 'public', 'google'],
        ['auth.sign_in', 'public', 'google'],
      ]);
    });

    it('links an existing password account whose e-mail both sides verified', async () => {
      const account = await signUp(t.app);
      const mail = await t.mailbox.waitFor(account.email, /verify-email/);
      const verify = await t.app.inject({
        method: 'GET',
        url: `/v1/auth/verify-email?token=${TestMailbox.tokenFrom(mail)}`,
      });
      expect(verify.statusCode, verify.body).to.equal(200);
      const google = googleAccount({ email: account.email.toUpperCase() });

      const { response } = await signInWithGoogle(google.subject);
      expect(response.statusCode, response.body).to.equal(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/v1/auth/me',
        headers: { authorization: `Bearer ${response.json().access_token}` },
      });
      expect(me.json()).to.include({ id: account.id, email: account.email, api_key: account.apiKey });
      expect((await userByEmail(account.email))?.googleSubject).to.equal(google.subject);
      await logIn(t.app, account.email); // the password still works
    });

    it('neither links nor creates when Google has not verified the e-mail', async () => {
      const account = await signUp(t.app);
      await t.db.manager.update(User, { id: account.id }, { emailVerifiedAt: new Date() });
      const count = await t.db.manager.count(User);

      const existing = googleAccount({ email: account.email, emailVerified: false });
      const linking = (await signInWithGoogle(existing.subject)).response;
      expect(linking.statusCode).to.equal(400);
      expect(linking.json()).to.deep.equal({ detail: GOOGLE_EMAIL_UNVERIFIED });
      expect((await userByEmail(account.email))?.googleSubject).to.equal(null);

      const fresh = googleAccount({ emailVerified: false });
      const creating = (await signInWithGoogle(fresh.subject)).response;
      expect(creating.statusCode).to.equal(400);
      expect(creating.json()).to.deep.equal({ detail: GOOGLE_EMAIL_UNVERIFIED });
      expect(creating.cookies.map((c) => c.name)).not.to.include('service_session');
      expect(await userByEmail(fresh.email)).to.equal(null);
      expect(await t.db.manager.count(User)).to.equal(count);
    });

    it('neither links nor creates when the profile address is not one address', async () => {
      const count = await t.db.manager.count(User);
      for (const email of ['a@x.example,b@y.example', 'Boss <boss@example.com>', 'a@x.example b@y.example']) {
        const google = googleAccount({ email });
        const response = (await signInWithGoogle(google.subject)).response;
        expect([response.statusCode, response.json()], email).to.deep.equal([
          400,
          { detail: 'Google did not provide a usable e-mail address' },
        ]);
      }
      expect(await t.db.manager.count(User)).to.equal(count);
    });

    it('does not link an account whose e-mail Rampart has not verified (pre-registration by someone else)', async () => {
      const account = await signUp(t.app);
      const google = googleAccount({ email: account.email });
      const { response } = await signInWithGoogle(google.subject);
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal({ detail: ACCOUNT_EMAIL_UNVERIFIED });
      expect(await userByEmail(account.email)).to.include({ googleSubject: null, emailVerifiedAt: null });
    });

    it('answers 403 for a disabled account, linked or about to be linked, and changes nothing', async () => {
      const google = googleAccount();
      expect((await signInWithGoogle(google.subject)).response.statusCode).to.equal(200);
      await t.db.manager.update(User, { googleSubject: google.subject }, { isActive: false });
      const linked = (await signInWithGoogle(google.subject)).response;
      expect(linked.statusCode).to.equal(403);
      expect(linked.json()).to.deep.equal({ detail: 'Account is disabled' });
      expect(linked.cookies.map((c) => c.name)).not.to.include('service_session');

      const account = await signUp(t.app);
      await t.db.manager.update(User, { id: account.id }, { isActive: false, emailVerifiedAt: new Date() });
      const unlinked = (await signInWithGoogle(googleAccount({ email: account.email }).subject)).response;
      expect(unlinked.statusCode).to.equal(403);
      expect(unlinked.json()).to.deep.equal({ detail: 'Account is disabled' });
      expect((await userByEmail(account.email))?.googleSubject).to.equal(null);
    });
  });
});
