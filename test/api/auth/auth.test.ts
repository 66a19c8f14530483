import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import { requireActiveSubscription } from '../../../api/auth/subscription-guard.js';
import { User } from '../../../db/entities/user.entity.js';
import { logIn, PASSWORD, signUp, verifyAddress } from '../../helpers/accounts.js';
import { AUTH_INVALID, authFlows } from '../../helpers/auth-flows.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

async function spendRoute(app: FastifyInstance) {
  app.post('/v1/test/spend', { preHandler: [app.auth.requireAccount, requireActiveSubscription] }, async () => ({
    ok: true,
  }));
}

forEachDatabase('accounts and authentication', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database, { ADMIN_EMAILS: 'boss@example.com' }, [spendRoute]);
  });
  after(async () => t.close());

  const { me } = authFlows(() => t);

  describe('sign-up', () => {
    it('returns the full account object with one rp_ API key, e-mail normalised', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: '  New.User@Example.COM ', password: PASSWORD },
      });
      expect(response.statusCode).to.equal(200);
      const body = response.json();
      expect(body).to.include({
        email: 'new.user@example.com',
        plan: 'free',
        scans_this_month: 0,
        scan_limit: 10,
        scans_remaining: 10,
        domain_limit: 1,
        subscription_status: 'active',
        email_verified: false,
      });
      expect(body.id).to.be.a('number');
      expect(body.api_key).to.match(/^rp_[0-9A-Za-z]{40}$/);
      expect(new Date(body.created_at).toISOString()).to.equal(body.created_at);
    });

    it('stores neither the key nor the password in clear', async () => {
      const account = await signUp(t.app);
      const row = await t.db.manager.findOneByOrFail(User, { id: account.id });
      expect(JSON.stringify(row)).not.to.include(account.apiKey);
      expect(JSON.stringify(row)).not.to.include(PASSWORD);
      expect(row.passwordHash).to.match(/^\$2[aby]\$10\$/);
    });

    it('refuses a duplicate e-mail in any case with 400', async () => {
      await signUp(t.app, 'dup@example.com');
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: 'DUP@example.com', password: PASSWORD },
      });
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal({ detail: 'An account with this e-mail already exists' });
    });

    it('admits exactly one of ten simultaneous sign-ups for one address', async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/auth/signup',
            payload: { email: 'race@example.com', password: PASSWORD },
          }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).to.have.length(1);
      expect(responses.filter((r) => r.statusCode === 400)).to.have.length(9);
      expect(await t.db.manager.countBy(User, { email: 'race@example.com' })).to.equal(1);
    });

    it('validates: password of 11 characters, bad e-mail, unknown types', async () => {
      const short = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: 'short@example.com', password: '12345678901' },
      });
      expect(short.statusCode).to.equal(422);
      expect(short.json().detail).to.deep.equal([{ field: 'password', message: 'Must be at least 12 characters' }]);
      const twelve = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: 'twelve@example.com', password: '123456789012' },
      });
      expect(twelve.statusCode).to.equal(200);
      const badEmail = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: 'not-an-email', password: PASSWORD },
      });
      expect(badEmail.statusCode).to.equal(422);
      expect(badEmail.json().detail[0].field).to.equal('email');
    });
  });

  describe('login', () => {
    it('answers exactly the token response and sets the session and CSRF cookies', async () => {
      const account = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email.toUpperCase(), password: PASSWORD },
      });
      expect(response.statusCode).to.equal(200);
      const body = response.json();
      expect(Object.keys(body).sort()).to.deep.equal(['access_token', 'csrf_token', 'expires_in', 'token_type']);
      expect(body.token_type).to.equal('bearer');
      expect(body.expires_in).to.equal(86400);
      const session = response.cookies.find((c) => c.name === 'service_session');
      expect(session).to.include({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.secure).to.not.equal(true);
      const csrf = response.cookies.find((c) => c.name === 'csrf_token');
      expect(csrf?.value).to.equal(body.csrf_token);
    });

    it('gives byte-identical answers for an unknown e-mail and a wrong password', async () => {
      const account = await signUp(t.app);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'nobody-here@example.com', password: PASSWORD },
      });
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: 'wrong password 123' },
      });
      expect(unknown.statusCode).to.equal(401);
      expect(wrong.statusCode).to.equal(401);
      expect(unknown.body).to.equal(wrong.body);
      expect(unknown.json()).to.deep.equal(AUTH_INVALID);
    });

    it('slows password guessing per e-mail and address, existing or not, with the rate-limit 429', async () => {
      const account = await signUp(t.app);
      const attempt = (email: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
      // Three free failures, then the pair waits (the limits themselves: login-abuse.test.ts).
      for (const email of [account.email, 'ghost-account@example.com']) {
        for (let i = 0; i < 3; i += 1) expect((await attempt(email, 'wrong password 123')).statusCode).to.equal(401);
        const blocked = await attempt(email, PASSWORD);
        expect(blocked.statusCode, email).to.equal(429);
        const body = blocked.json();
        expect(body.detail).to.equal(
          'Too many failed logins for this e-mail address from this IP address. Wait before trying again',
        );
        expect(body.error).to.equal(body.detail);
        expect(body.message).to.equal(body.detail);
        expect(body.retry_after).to.be.within(1, 900);
        expect(blocked.headers['retry-after']).to.equal(String(body.retry_after));
      }
      const other = await signUp(t.app);
      expect((await attempt(other.email, PASSWORD)).statusCode).to.equal(200);
    });

    it('refuses a disabled account with 403 Account is disabled, on login and on every credential', async () => {
      const account = await signUp(t.app);
      // Authenticated once before the change: a kept copy of the account must not outlive it.
      expect((await me({ 'x-api-key': account.apiKey })).statusCode).to.equal(200);
      await t.db.manager.update(User, { id: account.id }, { isActive: false });
      const login = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(login.statusCode).to.equal(403);
      expect(login.json()).to.deep.equal({ detail: 'Account is disabled' });
      const key = await me({ 'x-api-key': account.apiKey });
      expect(key.statusCode).to.equal(403);
      expect(key.json()).to.deep.equal({ detail: 'Account is disabled' });
    });
  });

  describe('API key regeneration', () => {
    it('returns a new key and created_at; the old key fails at once', async () => {
      const account = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/api-key/regenerate',
        headers: { authorization: `Bearer ${account.apiKey}` },
      });
      expect(response.statusCode).to.equal(200);
      const body = response.json();
      expect(Object.keys(body).sort()).to.deep.equal(['api_key', 'created_at']);
      expect(body.api_key).to.match(/^rp_[0-9A-Za-z]{40}$/);
      expect(body.api_key).to.not.equal(account.apiKey);
      expect(new Date(body.created_at).toISOString()).to.equal(body.created_at);
      expect((await me({ 'x-api-key': account.apiKey })).statusCode).to.equal(401);
      const fresh = await me({ 'x-api-key': body.api_key });
      expect(fresh.statusCode).to.equal(200);
      expect(fresh.json().api_key).to.equal(body.api_key);
    });
  });

  describe('logout', () => {
    it('ends the session and its JWT, clears the cookies, and leaves the API key working', async () => {
      const account = await signUp(t.app);
      const login = await logIn(t.app, account.email);
      const other = await logIn(t.app, account.email);
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/logout',
        headers: { authorization: `Bearer ${login.accessToken}` },
      });
      expect(response.statusCode).to.equal(200);
      const cleared = response.cookies.filter((c) => ['service_session', 'csrf_token'].includes(c.name));
      expect(cleared).to.have.length(2);
      for (const cookie of cleared) expect(cookie.value).to.equal('');
      expect((await me({ authorization: `Bearer ${login.accessToken}` })).statusCode).to.equal(401);
      expect((await me({ cookie: `service_session=${login.sessionCookie}` })).statusCode).to.equal(401);
      expect((await me({ authorization: `Bearer ${other.accessToken}` })).statusCode).to.equal(200);
      expect((await me({ 'x-api-key': account.apiKey })).statusCode).to.equal(200);
    });

    it('works from a cookie session with its CSRF token', async () => {
      const account = await signUp(t.app);
      const login = await logIn(t.app, account.email);
      const cookie = `service_session=${login.sessionCookie}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/logout',
        headers: { cookie, 'x-csrf-token': login.csrfToken },
      });
      expect(response.statusCode).to.equal(200);
      expect((await me({ cookie })).statusCode).to.equal(401);
    });
  });

  describe('the account object', () => {
    it('reads quota from the plan catalogue and the current period', async () => {
      const account = await signUp(t.app);
      const period = t.clock.now().toISOString().slice(0, 7);
      await t.db.manager.update(User, { id: account.id }, { scansThisMonth: 4, quotaPeriod: period });
      expect((await me({ 'x-api-key': account.apiKey })).json()).to.include({
        scans_this_month: 4,
        scans_remaining: 6,
        scan_limit: 10,
      });
      await t.db.manager.update(User, { id: account.id }, { quotaPeriod: '2000-01' });
      expect((await me({ 'x-api-key': account.apiKey })).json()).to.include({
        scans_this_month: 0,
        scans_remaining: 10,
      });
      await t.db.manager.update(User, { id: account.id }, { plan: 'custom' });
      expect((await me({ 'x-api-key': account.apiKey })).json()).to.include({
        plan: 'custom',
        scan_limit: null,
        scans_remaining: null,
        domain_limit: null,
      });
    });

    it('marks the accounts named in ADMIN_EMAILS as admins once their address is verified', async () => {
      // Case and spaces are normalised away: the same address as ADMIN_EMAILS' boss@example.com.
      const boss = await signUp(t.app, ' Boss@EXAMPLE.com ');
      const other = await signUp(t.app);
      // Anyone can sign up with an address: unverified, it gives no admin rights.
      expect((await me({ 'x-api-key': boss.apiKey })).json()).to.include({ email_verified: false, is_admin: false });
      const stats = () => t.app.inject({ url: '/v1/billing/webhook/stats', headers: { 'x-api-key': boss.apiKey } });
      const refused = await stats();
      expect([refused.statusCode, refused.json()]).to.deep.equal([
        403,
        { detail: 'This endpoint is for administrators only' },
      ]);
      await verifyAddress(t, 'boss@example.com');
      expect((await me({ 'x-api-key': boss.apiKey })).json()).to.include({ email_verified: true, is_admin: true });
      expect((await stats()).statusCode).to.equal(200);
      expect((await me({ 'x-api-key': other.apiKey })).json().is_admin).to.equal(false);
    });
  });

  describe('subscription status', () => {
    it('answers 403 Subscription is not active on guarded routes, but /me still works', async () => {
      const account = await signUp(t.app);
      const spend = () =>
        t.app.inject({ method: 'POST', url: '/v1/test/spend', headers: { 'x-api-key': account.apiKey } });
      expect((await spend()).statusCode).to.equal(200);
      // A paid plan whose renewal failed: its paid features close (past_due included).
      await t.db.manager.update(User, { id: account.id }, { plan: 'professional', subscriptionStatus: 'past_due' });
      expect((await spend()).statusCode).to.equal(403);
      await t.db.manager.update(User, { id: account.id }, { subscriptionStatus: 'canceled' });
      const refused = await spend();
      expect(refused.statusCode).to.equal(403);
      expect(refused.json()).to.deep.equal({ detail: 'Subscription is not active' });
      expect((await me({ 'x-api-key': account.apiKey })).json().subscription_status).to.equal('canceled');
    });
  });
});

forEachDatabase('cookies over HTTPS', (database) => {
  it('marks the session cookie Secure when the public base URL is https', async () => {
    const t = await buildTestApp(database, { PUBLIC_BASE_URL: 'https://rampart.example' });
    try {
      const account = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'service_session')?.secure).to.equal(true);
    } finally {
      await t.close();
    }
  });
});
