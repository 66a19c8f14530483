/**
 * The account activity log through the API, on each database: what sign-ins (and refused ones),
 * sign-up, key rotation, password change and reset, verification and webhook changes record, with
 * actor, address, user agent and request id; `GET /v1/account/activity` paging, filter and scope;
 * and that an entry commits with its change or not at all.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { AccountActivity } from '../../../db/entities/account-activity.entity.js';
import { WebhookEndpoint } from '../../../db/entities/webhook-endpoint.entity.js';
import { logIn, PASSWORD, signUp, verifyAddress } from '../../helpers/accounts.js';
import { AUTH_INVALID, authFlows, bearer, expectTokenResponse } from '../../helpers/auth-flows.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import { activityPage, storedTypes } from './activity-kit.js';

const NEW_SIGN_IN = /Subject: New sign-in to your Rampart account/;

forEachDatabase('account activity log', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());
  const { changePassword, resetPassword, resetTokenFor } = authFlows(() => t);

  const loginFrom = (email: string, address: string, password = PASSWORD, agent = 'activity-test/1.0') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
      remoteAddress: address,
      headers: { 'user-agent': agent },
    });

  it('records sign-up and a sign-in with its address, user agent, method and request id', async () => {
    const account = await signUp(t.app);
    const response = await loginFrom(account.email, '198.51.100.7', PASSWORD, 'Mozilla/5.0 test browser');
    expect(response.statusCode, response.body).to.equal(200);
    const page = await activityPage(t.app, account.apiKey);
    expect(page.activity.map((entry) => entry.type)).to.deep.equal(['auth.sign_in', 'account.created']);
    expect(page.total).to.equal(2);
    expect(page.next_before).to.equal(null);
    const [signIn] = page.activity;
    expect(signIn).to.include({
      actor: 'public',
      ip_address: '198.51.100.7',
      user_agent: 'Mozilla/5.0 test browser',
      request_id: response.headers['x-request-id'],
    });
    expect(signIn?.details.method).to.equal('password');
    expect(signIn?.details.session_id).to.be.a('string');
    expect(signIn?.description).to.match(/sign-in/i);
    expect(Date.parse(signIn?.created_at ?? '')).to.equal(t.clock.now().getTime());
  });

  it('records a refused sign-in on an existing account; an unknown address records nothing and answers alike', async () => {
    const account = await signUp(t.app);
    const before = await t.db.manager.count(AccountActivity);
    const wrong = await loginFrom(account.email, '203.0.113.9', 'not the password at all');
    const unknown = await loginFrom(`nobody-${Date.now()}@example.com`, '203.0.113.9', 'not the password at all');
    expect(wrong.statusCode).to.equal(401);
    expect(unknown.statusCode).to.equal(401);
    expect(wrong.json()).to.deep.equal(AUTH_INVALID);
    expect(unknown.body).to.equal(wrong.body);
    // Written after the answer went out (onResponse), so poll for it.
    const refused = await until(
      'the refused sign-in entry',
      async () =>
        (await t.db.manager.findOneBy(AccountActivity, { userId: account.id, type: 'auth.sign_in_failed' })) ?? false,
    );
    expect(refused).to.include({ actor: 'public', ipAddress: '203.0.113.9', requestId: wrong.headers['x-request-id'] });
    expect(refused.details).to.deep.equal({ method: 'password', reason: 'wrong_password' });
    // One new row in the whole table: the unknown address left none.
    expect(await t.db.manager.count(AccountActivity)).to.equal(before + 1);
  });

  it('mails the owner on a sign-in from an address the account had not signed in from, not on the first', async () => {
    const account = await signUp(t.app);
    const mailsToOwner = () =>
      t.mailbox.messages.filter((mail) => mail.to.includes(account.email) && NEW_SIGN_IN.test(mail.raw));
    expect((await loginFrom(account.email, '192.0.2.10')).statusCode).to.equal(200);
    expect((await loginFrom(account.email, '192.0.2.10')).statusCode).to.equal(200);
    await t.app.backgroundMail.drain();
    expect(mailsToOwner(), 'first address, then the same one again').to.have.length(0);

    expect((await loginFrom(account.email, '192.0.2.77', PASSWORD, 'Curious/2.0')).statusCode).to.equal(200);
    const mail = await t.mailbox.waitFor(account.email, NEW_SIGN_IN);
    expect(mail.raw).to.include('192.0.2.77');
    expect(mail.raw).to.include('Curious/2.0');
    expect(mail.raw).to.include('http://rampart.test/app/activity');
    // A refused attempt from yet another address is no sign-in: no mail, and it does not make the
    // address known.
    expect((await loginFrom(account.email, '192.0.2.99', 'wrong password here')).statusCode).to.equal(401);
    await until(
      'the refused entry',
      async () =>
        (await t.db.manager.countBy(AccountActivity, { userId: account.id, type: 'auth.sign_in_failed' })) === 1,
    );
    expect((await loginFrom(account.email, '192.0.2.77')).statusCode).to.equal(200);
    expect((await loginFrom(account.email, '192.0.2.99')).statusCode).to.equal(200);
    await t.app.backgroundMail.drain();
    expect(mailsToOwner(), 'one for .77, one for .99').to.have.length(2);
  });

  it('names the credential that rotated the key: API key, JWT, session cookie', async () => {
    const account = await signUp(t.app);
    const rotate = (headers: Record<string, string>, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/api-key/regenerate', headers, cookies });
    const byKey = await rotate(bearer(account.apiKey));
    expect(byKey.statusCode, byKey.body).to.equal(200);
    const session = await logIn(t.app, account.email);
    expect((await rotate(bearer(session.accessToken))).statusCode).to.equal(200);
    const byCookie = await rotate({ 'x-csrf-token': session.csrfToken }, { service_session: session.sessionCookie });
    expect(byCookie.statusCode, byCookie.body).to.equal(200);
    const page = await activityPage(t.app, session.accessToken, '?type=auth.api_key_rotated');
    expect(page.activity.map((entry) => entry.actor)).to.deep.equal(['session', 'jwt', 'api_key']);
    expect(page.total).to.equal(3);
    expect(page.activity[2]?.request_id).to.equal(byKey.headers['x-request-id']);
  });

  it('records password change, reset (and the reset sign-in) and e-mail verification', async () => {
    const account = await signUp(t.app);
    await verifyAddress(t, account.email);
    const session = await logIn(t.app, account.email);
    const changed = await changePassword(
      { current_password: PASSWORD, new_password: 'another long passphrase 1' },
      bearer(session.accessToken),
    );
    expect(changed.statusCode).to.equal(200);
    // A refused change records nothing.
    const refused = await changePassword(
      { current_password: 'certainly not it', new_password: 'another long passphrase 2' },
      bearer(session.accessToken),
    );
    expect(refused.statusCode).to.equal(400);
    const reset = expectTokenResponse(
      await resetPassword({ token: await resetTokenFor(account.email), new_password: 'the reset passphrase 3' }),
    );
    expect(await storedTypes(t.db, account.id)).to.deep.equal([
      'account.created',
      'auth.email_verified',
      'auth.sign_in',
      'auth.password_changed',
      'auth.password_reset',
      'auth.sign_in',
    ]);
    const page = await activityPage(t.app, reset.access_token);
    expect(page.activity[0]?.details).to.include({ method: 'password_reset' });
    expect(page.activity[1]).to.include({ type: 'auth.password_reset', actor: 'public' });
    expect(page.activity[1]?.details).to.deep.equal({ account_recovery: false });
    expect(page.activity[2]).to.include({ type: 'auth.password_changed', actor: 'jwt' });
    expect(page.activity[4]?.details).to.deep.equal({ via: 'verification_link' });
  });

  it('a reset that recovers an unverified account records the verification and the key it replaced', async () => {
    const account = await signUp(t.app);
    expectTokenResponse(
      await resetPassword({ token: await resetTokenFor(account.email), new_password: 'the owner takes it back' }),
    );
    expect(await storedTypes(t.db, account.id)).to.deep.equal([
      'account.created',
      'auth.password_reset',
      'auth.email_verified',
      'auth.api_key_rotated',
      'auth.sign_in',
    ]);
  });

  it('records webhook create, update and delete with what changed', async () => {
    const account = await signUp(t.app);
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(account.apiKey), payload });
    const created = await call('POST', '/v1/webhooks', {
      url: 'https://hooks.example.com/in',
      enabled_events: ['scan.completed'],
    });
    expect(created.statusCode, created.body).to.equal(201);
    const id = created.json().id as number;
    expect((await call('PATCH', `/v1/webhooks/${id}`, { description: 'ops', is_active: false })).statusCode).to.equal(
      200,
    );
    expect((await call('DELETE', `/v1/webhooks/${id}`)).statusCode).to.equal(204);
    expect((await call('DELETE', `/v1/webhooks/${id}`)).statusCode, 'gone: 404 and no entry').to.equal(404);
    const page = await activityPage(t.app, account.apiKey, '?limit=3');
    expect(page.activity.map((entry) => [entry.type, entry.actor, entry.details])).to.deep.equal([
      ['webhook.deleted', 'api_key', { webhook_id: id, url: 'https://hooks.example.com/in' }],
      [
        'webhook.updated',
        'api_key',
        { webhook_id: id, url: 'https://hooks.example.com/in', changes: ['description', 'is_active'] },
      ],
      [
        'webhook.created',
        'api_key',
        // An account-wide endpoint: no client (docs/portfolio.md, "Scoped to a client").
        { webhook_id: id, url: 'https://hooks.example.com/in', enabled_events: ['scan.completed'], client_id: null },
      ],
    ]);
  });

  describe('same transaction as the change', () => {
    const refuseEntries = async (type: string) => {
      if (database.name === 'sqlite') {
        await t.db.query(
          `CREATE TRIGGER refuse_activity BEFORE INSERT ON account_activity WHEN NEW.type = '${type}' BEGIN SELECT RAISE(ABORT, 'activity refused'); END`,
        );
      } else {
        await t.db.query(
          `CREATE TRIGGER refuse_activity BEFORE INSERT ON account_activity FOR EACH ROW BEGIN IF NEW.type = '${type}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'activity refused'; END IF; END`,
        );
      }
    };
    afterEach(async () => t.db.query('DROP TRIGGER IF EXISTS refuse_activity'));

    it('a change whose entry cannot be written does not happen (no change without its entry)', async () => {
      const account = await signUp(t.app);
      await refuseEntries('webhook.created');
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: bearer(account.apiKey),
        payload: { url: 'https://hooks.example.com/lost', enabled_events: ['scan.completed'] },
      });
      expect(created.statusCode).to.equal(500);
      expect(await t.db.manager.countBy(WebhookEndpoint, { userId: account.id }), 'the endpoint rolled back').to.equal(
        0,
      );

      await t.db.query('DROP TRIGGER IF EXISTS refuse_activity');
      await refuseEntries('auth.api_key_rotated');
      const rotated = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/api-key/regenerate',
        headers: bearer(account.apiKey),
      });
      expect(rotated.statusCode).to.equal(500);
      const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(account.apiKey) });
      expect(me.statusCode, 'the old key still works: the rotation rolled back').to.equal(200);
    });

    it('a change that fails leaves no entry', async () => {
      const account = await signUp(t.app);
      const add = () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/webhooks',
          headers: bearer(account.apiKey),
          payload: { url: 'https://hooks.example.com/one', enabled_events: ['scan.completed'] },
        });
      expect((await add()).statusCode).to.equal(201);
      // Free allows one active endpoint: the second is refused inside the transaction.
      expect((await add()).statusCode).to.equal(400);
      expect(await t.db.manager.countBy(AccountActivity, { userId: account.id, type: 'webhook.created' })).to.equal(1);
    });
  });

  describe('GET /v1/account/activity', () => {
    it('pages newest first with before/next_before, never repeating or skipping an entry', async () => {
      const account = await signUp(t.app);
      let lastKey = account.apiKey;
      for (let i = 0; i < 6; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/auth/api-key/regenerate',
          headers: bearer(lastKey),
        });
        expect(response.statusCode).to.equal(200);
        lastKey = response.json().api_key;
      }
      const ids: number[] = [];
      let query = '?limit=3';
      const totals: number[] = [];
      for (;;) {
        const page = await activityPage(t.app, lastKey, query);
        totals.push(page.total);
        ids.push(...page.activity.map((entry) => entry.id));
        if (page.next_before === null) break;
        expect(page.activity).to.have.length(3);
        query = `?limit=3&before=${page.next_before}`;
      }
      expect(ids).to.have.length(7);
      expect(
        [...ids].sort((a, b) => b - a),
        'newest first',
      ).to.deep.equal(ids);
      expect(new Set(ids).size).to.equal(7);
      expect(totals).to.deep.equal([7, 7, 7]);
      // The default page size is 50: everything in one page here.
      expect((await activityPage(t.app, lastKey)).activity).to.have.length(7);
    });

    it("shows only the caller's own entries", async () => {
      const one = await signUp(t.app);
      const other = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: '/v1/auth/api-key/regenerate', headers: bearer(one.apiKey) });
      const page = await activityPage(t.app, other.apiKey);
      expect(page.activity.map((entry) => entry.type)).to.deep.equal(['account.created']);
      expect(page.total).to.equal(1);
    });

    it('is documented: operationId, the response example and real answers hold to the response schema', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const operation = doc.paths['/v1/account/activity'].get;
      expect(operation.operationId).to.equal('listAccountActivity');
      expect(operation.security).to.be.an('array').that.is.not.empty;
      const media = operation.responses['200'].content['application/json'];
      const ajv = new Ajv.default({ strict: false });
      addFormats.default(ajv, ['date-time']);
      const validate = ajv.compile(media.schema);
      const example = media.schema.examples?.[0] ?? media.example;
      expect(example, 'a response example').to.be.an('object');
      expect(validate(example), JSON.stringify(validate.errors)).to.equal(true);
      const account = await signUp(t.app);
      await logIn(t.app, account.email);
      const real = await activityPage(t.app, account.apiKey);
      expect(validate(real), JSON.stringify(validate.errors)).to.equal(true);
    });

    it('refuses a bad query with 422 and no credential with 401', async () => {
      const account = await signUp(t.app);
      for (const query of ['?type=auth.nothing', '?limit=0', '?limit=101', '?before=0', '?before=abc']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/v1/account/activity${query}`,
          headers: bearer(account.apiKey),
        });
        expect(response.statusCode, query).to.equal(422);
        expect(response.json().detail, query).to.be.an('array');
      }
      const none = await t.app.inject({ method: 'GET', url: '/v1/account/activity' });
      expect(none.statusCode).to.equal(401);
    });
  });
});
