/**
 * The webhook endpoint routes (docs/api-contract.md "Webhook endpoints") on SQLite and MariaDB: create, list,
 * read, change, delete, every validation error, the plan's active-endpoint limit, the event types,
 * the secret's form and that it is stored only encrypted.
 */
import { expect } from 'chai';
import { SecretBox } from '../../../activities/webhooks/secret-box.js';
import { loadSecrets } from '../../../config/secrets.js';
import { WebhookEndpoint } from '../../../db/entities/webhook-endpoint.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { call, createEndpoint, setPlan } from '../../webhooks/webhook-kit.js';

forEachDatabase('webhook endpoints', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('creates an endpoint (201) with a whsec_ secret shown only in that response, stored encrypted', async () => {
    const owner = await signUp(t.app);
    const response = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
      url: 'https://hooks.example.com/rampart?team=1',
      enabled_events: ['scan.completed', 'alert.triggered', 'scan.completed'],
      description: 'ops channel',
    });
    expect(response.statusCode, response.body).to.equal(201);
    const body = response.json();
    expect(body).to.include({
      url: 'https://hooks.example.com/rampart?team=1',
      description: 'ops channel',
      is_active: true,
      consecutive_failures: 0,
    });
    expect(body.enabled_events).to.deep.equal(['scan.completed', 'alert.triggered']);
    expect(body.secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(body.secret.slice(6), 'base64')).to.have.length(32);
    for (const field of ['created_at', 'updated_at']) expect(Date.parse(body[field])).to.be.a('number').and.not.NaN;
    expect(body).to.include({ last_attempt_at: null, last_success_at: null, last_failure_at: null, disabled_at: null });

    const row = await t.db.manager.findOneByOrFail(WebhookEndpoint, { id: body.id });
    expect(row.secretEncrypted).to.not.include(body.secret.slice(6, 20));
    const box = new SecretBox(
      loadSecrets({ ...t.config, webhookSecretKey: t.config.webhookSecretKey }).webhookSecretKey,
    );
    expect(box.open(row.secretEncrypted, row.id)).to.equal(body.secret);
    // Bound to its row: the same ciphertext on another endpoint id does not open.
    expect(() => box.open(row.secretEncrypted, row.id + 1)).to.throw();

    for (const url of ['/v1/webhooks', `/v1/webhooks/${body.id}`]) {
      const read = await call(t.app, owner.apiKey, 'GET', url);
      expect(read.statusCode).to.equal(200);
      expect(read.body).to.not.include('secret');
      expect(read.body).to.not.include(body.secret);
    }
  });

  it('lists newest first and hides other accounts (404 for their endpoints)', async () => {
    const owner = await signUp(t.app);
    await setPlan(t.db, owner.id, 'professional');
    const first = await createEndpoint(t.app, owner.apiKey, 'https://a.example.com/hook');
    const second = await createEndpoint(t.app, owner.apiKey, 'https://b.example.com/hook');
    const list = (await call(t.app, owner.apiKey, 'GET', '/v1/webhooks')).json();
    expect(list.map((each: { id: number }) => each.id)).to.deep.equal([second.id, first.id]);

    const stranger = await signUp(t.app);
    expect((await call(t.app, stranger.apiKey, 'GET', '/v1/webhooks')).json()).to.deep.equal([]);
    for (const [method, url, payload] of [
      ['GET', `/v1/webhooks/${first.id}`, undefined],
      ['PATCH', `/v1/webhooks/${first.id}`, { description: 'mine now' }],
      ['DELETE', `/v1/webhooks/${first.id}`, undefined],
      ['POST', `/v1/webhooks/${first.id}/test`, {}],
      ['GET', `/v1/webhooks/${first.id}/deliveries`, undefined],
      ['POST', `/v1/webhooks/${first.id}/deliveries/1/retry`, undefined],
    ] as const) {
      const response = await call(t.app, stranger.apiKey, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(404);
      expect(response.json()).to.deep.equal({ detail: 'Webhook endpoint not found' });
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/v1/webhooks' });
    expect(unauthenticated.statusCode).to.equal(401);
  });

  it('PATCH changes only the fields sent; DELETE answers 204 with an empty body', async () => {
    const owner = await signUp(t.app);
    const created = await createEndpoint(t.app, owner.apiKey, 'https://c.example.com/hook', ['scan.completed']);
    const patched = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${created.id}`, { description: 'renamed' });
    expect(patched.statusCode, patched.body).to.equal(200);
    expect(patched.json()).to.include({ url: 'https://c.example.com/hook', description: 'renamed', is_active: true });
    expect(patched.json().enabled_events).to.deep.equal(['scan.completed']);

    const events = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${created.id}`, {
      enabled_events: ['alert.triggered'],
      url: 'http://localhost:9999/in',
    });
    expect(events.json()).to.include({ url: 'http://localhost:9999/in', description: 'renamed' });
    expect(events.json().enabled_events).to.deep.equal(['alert.triggered']);

    const cleared = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${created.id}`, { description: null });
    expect(cleared.json().description).to.equal(null);

    const removed = await call(t.app, owner.apiKey, 'DELETE', `/v1/webhooks/${created.id}`);
    expect(removed.statusCode).to.equal(204);
    expect(removed.body).to.equal('');
    expect((await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${created.id}`)).statusCode).to.equal(404);
    expect((await call(t.app, owner.apiKey, 'DELETE', `/v1/webhooks/${created.id}`)).statusCode).to.equal(404);
  });

  it('answers 422 with {field, message} for a refused URL, bad events and a long description', async () => {
    const owner = await signUp(t.app);
    const refusedUrls = [
      'http://127.0.0.1:8080/hook',
      'http://example.com/hook',
      'http://[::1]/hook',
      'ftp://example.com/hook',
      'not a url',
      'https://user:pw@example.com/hook',
    ];
    for (const url of refusedUrls) {
      const response = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
        url,
        enabled_events: ['scan.completed'],
      });
      expect(response.statusCode, url).to.equal(422);
      const [item] = response.json().detail;
      expect(item.field, url).to.equal('url');
      expect(item.message, url).to.be.a('string').and.not.empty;
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'https://x.example.com', enabled_events: ['scan.started'] }, 'enabled_events.0'],
      [{ url: 'https://x.example.com', enabled_events: [] }, 'enabled_events'],
      [{ url: 'https://x.example.com' }, 'enabled_events'],
      [{ enabled_events: ['scan.completed'] }, 'url'],
      [
        { url: 'https://x.example.com', enabled_events: ['scan.completed'], description: 'd'.repeat(256) },
        'description',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', payload);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
      expect(response.json().detail.map((each: { field: string }) => each.field)).to.include(field);
    }
    const created = await createEndpoint(t.app, owner.apiKey, 'https://ok.example.com/hook');
    const badPatch = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${created.id}`, {
      url: 'http://10.0.0.1/',
    });
    expect(badPatch.statusCode).to.equal(422);
    expect(badPatch.json().detail[0]).to.deep.equal({
      field: 'url',
      message: 'Must be an HTTPS URL, or http://localhost for local development',
    });
    // 255 characters exactly is allowed.
    const long = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${created.id}`, {
      description: 'd'.repeat(255),
    });
    expect(long.statusCode).to.equal(200);
  });

  it('refuses an active endpoint past the plan limit with 400: 1 on Free, 5 on paid plans', async () => {
    const free = await signUp(t.app);
    const first = await createEndpoint(t.app, free.apiKey, 'https://one.example.com');
    const second = await call(t.app, free.apiKey, 'POST', '/v1/webhooks', {
      url: 'https://two.example.com',
      enabled_events: ['scan.completed'],
    });
    expect(second.statusCode).to.equal(400);
    expect(second.json()).to.deep.equal({
      detail: 'Webhook endpoint limit reached: the Free plan allows 1 active endpoint',
    });
    // A disabled endpoint does not count; re-enabling it past the limit is refused the same way.
    await call(t.app, free.apiKey, 'PATCH', `/v1/webhooks/${first.id}`, { is_active: false });
    const other = await createEndpoint(t.app, free.apiKey, 'https://three.example.com');
    const reenable = await call(t.app, free.apiKey, 'PATCH', `/v1/webhooks/${first.id}`, { is_active: true });
    expect(reenable.statusCode).to.equal(400);
    await call(t.app, free.apiKey, 'DELETE', `/v1/webhooks/${other.id}`);
    expect(
      (await call(t.app, free.apiKey, 'PATCH', `/v1/webhooks/${first.id}`, { is_active: true })).statusCode,
    ).to.equal(200);

    const paid = await signUp(t.app);
    await setPlan(t.db, paid.id, 'professional');
    for (let i = 0; i < 5; i++) await createEndpoint(t.app, paid.apiKey, `https://p${i}.example.com`);
    const sixth = await call(t.app, paid.apiKey, 'POST', '/v1/webhooks', {
      url: 'https://p5.example.com',
      enabled_events: ['scan.completed'],
    });
    expect(sixth.statusCode).to.equal(400);
    expect(sixth.json().detail).to.equal(
      'Webhook endpoint limit reached: the Professional plan allows 5 active endpoints',
    );
  });

  it('lists the five event types with descriptions, and never takes the literal paths for ids', async () => {
    const owner = await signUp(t.app);
    const response = await call(t.app, owner.apiKey, 'GET', '/v1/webhooks/events/types');
    expect(response.statusCode).to.equal(200);
    const types = response.json();
    expect(types.map((each: { type: string }) => each.type)).to.deep.equal([
      'scan.completed',
      'alert.triggered',
      'score.changed',
      'domain.added',
      'domain.removed',
    ]);
    for (const each of types) expect(each.description).to.be.a('string').with.length.above(10);
    expect(types.filter((each: { emitted: boolean }) => each.emitted).length).to.equal(2);

    const stats = await call(t.app, owner.apiKey, 'GET', '/v1/webhooks/stats/summary');
    expect(stats.statusCode).to.equal(200);
    expect(stats.json()).to.include({ hours: 24, total_deliveries: 0, successful_deliveries: 0, failed_deliveries: 0 });
    expect((await call(t.app, owner.apiKey, 'GET', '/v1/webhooks/stats/summary?hours=0')).statusCode).to.equal(422);
    expect((await call(t.app, owner.apiKey, 'GET', '/v1/webhooks/abc')).statusCode).to.equal(422);
  });

  it('shows every webhook route in GET / and the OpenAPI document', async () => {
    const map = (await t.app.inject({ method: 'GET', url: '/' })).body;
    for (const path of ['/v1/webhooks', '/v1/webhooks/events/types', '/v1/webhooks/stats/summary']) {
      expect(map).to.include(`"${path}"`);
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      '/v1/webhooks',
      '/v1/webhooks/{endpoint_id}',
      '/v1/webhooks/{endpoint_id}/test',
      '/v1/webhooks/{endpoint_id}/deliveries',
      '/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}/retry',
      '/v1/webhooks/events/types',
      '/v1/webhooks/stats/summary',
    ]) {
      expect(doc.paths, path).to.have.property(path);
    }
  });
});
