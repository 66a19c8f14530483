/**
 * The automation integration's API (api/hooks/) on SQLite and MariaDB with the embedded engine and
 * the lab: the plan gate (403 with upgrade_url), a REST Hook subscribed and fed by a real scan
 * (signed like a webhook, apart from the webhook endpoints), the polling feed with the same ids, the
 * searches, a 410 that unsubscribes, unsubscribing, validation, and a downgrade through a processor
 * event that pauses the subscriptions and mails the owner (an upgrade resumes them); each subscribe,
 * unsubscribe, 410 and pause written to the account's activity log.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { In } from 'typeorm';
import { processStoredEvent, recordProcessorEvent } from '../../activities/billing/processor-event-store.js';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { bearer, submitOk, useScanApp, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { call, createEndpoint, setPlan } from '../webhooks/webhook-kit.js';

forEachDatabase('REST Hooks API (automation integration)', (database) => {
  const t = useScanApp(database, { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' });
  const sink = new TestReceiver();
  before(async () => {
    await sink.start();
  });
  after(() => sink.stop());
  beforeEach(() => {
    sink.requests.length = 0;
    sink.answer = () => ({ status: 200, body: 'ok' });
  });

  /** The account's `hook.*` activity entries, oldest first: type, actor and details. */
  async function hookActivity(userId: number) {
    const rows = await t.db.manager.find(AccountActivity, {
      where: { userId, type: In(['hook.subscribed', 'hook.unsubscribed', 'hook.paused', 'hook.resumed'] as const) },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({ type: row.type, actor: row.actor, details: row.details }));
  }

  async function proAccount() {
    const account = await signUp(t.app);
    await setPlan(t.db, account.id, 'professional');
    return account;
  }

  it('answers a Free account the plan-gate 403 with upgrade_url on every gated route, but lets it unsubscribe', async () => {
    const free = await signUp(t.app);
    const subscribe = await call(t.app, free.apiKey, 'POST', '/v1/hooks', {
      target_url: `http://localhost:${sink.port()}/h`,
      event: 'scan.completed',
    });
    expect(subscribe.statusCode).to.equal(403);
    expect(subscribe.json()).to.deep.equal({
      detail:
        'The automation-platform integration is not included in the Free plan: it comes with Professional, Enterprise',
      upgrade_url: 'http://rampart.test/v1/pricing/plans',
    });
    for (const url of [
      '/v1/hooks',
      '/v1/hooks/samples/scan.completed',
      '/v1/hooks/searches/latest-scan?domain=web-core.test',
      '/v1/hooks/searches/monitored-domain?domain=web-core.test',
    ]) {
      const response = await call(t.app, free.apiKey, 'GET', url);
      expect(response.statusCode, url).to.equal(403);
      expect(response.json().upgrade_url).to.equal('http://rampart.test/v1/pricing/plans');
    }
    expect((await call(t.app, free.apiKey, 'DELETE', '/v1/hooks/999999')).statusCode).to.equal(404);
  });

  it('validates a subscription: event enum (422), URL rule (422), min_severity only on alerts (400), own clients only (422)', async () => {
    const owner = await proAccount();
    const url = `http://localhost:${sink.port()}/h`;
    const bad = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', { target_url: url, event: 'domain.added' });
    expect(bad.statusCode).to.equal(422);
    expect(bad.json().detail[0].field).to.equal('event');
    const plainHttp = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
      target_url: 'http://203.0.113.9/h',
      event: 'scan.completed',
    });
    expect(plainHttp.statusCode).to.equal(422);
    expect(plainHttp.json().detail).to.deep.equal([
      { field: 'target_url', message: 'Must be an HTTPS URL, or http://localhost for local development' },
    ]);
    const severity = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
      target_url: url,
      event: 'scan.completed',
      filters: { min_severity: 'high' },
    });
    expect(severity.statusCode).to.equal(400);
    expect(severity.json().detail).to.equal('The min_severity filter applies only to alert.triggered subscriptions');
    const client = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
      target_url: url,
      event: 'alert.triggered',
      filters: { client_id: 424242 },
    });
    expect([client.statusCode, client.json()]).to.deep.equal([
      422,
      { detail: [{ field: 'filters.client_id', message: 'Must be the id of one of your clients' }] },
    ]);
    const domain = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
      target_url: url,
      event: 'alert.triggered',
      filters: { domain: 'Web-Core.TEST.', min_severity: 'high' },
    });
    expect(domain.statusCode, domain.body).to.equal(201);
    expect(domain.json().filters).to.deep.equal({ domain: 'web-core.test', min_severity: 'high' });
  });

  it('delivers a real scan to the subscription, signed, apart from the webhook endpoints; the feed and searches agree', async function () {
    this.timeout(90_000);
    const owner = await proAccount();
    // The account's one Free-sized endpoint slot stays free: a hook takes none.
    await setPlan(t.db, owner.id, 'professional');
    const endpoint = await createEndpoint(t.app, owner.apiKey, `http://localhost:${sink.port()}/endpoint`, [
      'scan.completed',
    ]);
    const created = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
      target_url: `http://localhost:${sink.port()}/zap`,
      event: 'scan.completed',
      filters: { domain: 'web-core.test' },
    });
    expect(created.statusCode, created.body).to.equal(201);
    const hook = created.json();
    expect(hook).to.include({ event: 'scan.completed', is_active: true, disabled_reason: null });
    expect(hook.secret).to.be.a('string');
    const other = await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
      target_url: `http://localhost:${sink.port()}/other-domain`,
      event: 'scan.completed',
      filters: { domain: 'elsewhere.test' },
    });
    expect(other.statusCode).to.equal(201);

    const listedHooks = (await call(t.app, owner.apiKey, 'GET', '/v1/hooks')).json();
    expect(listedHooks.map((each: { id: number }) => each.id)).to.deep.equal([other.json().id, hook.id]);
    expect(listedHooks[1]).to.not.have.property('secret');
    const endpoints = (await call(t.app, owner.apiKey, 'GET', '/v1/webhooks')).json();
    expect(endpoints.map((each: { id: number }) => each.id)).to.deep.equal([endpoint.id]);
    expect((await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${hook.id}`)).statusCode).to.equal(404);

    const jobId = await submitOk(t.app, bearer(owner.apiKey), 'web-core.test');
    const job = await waitForJob(t, jobId, ['completed', 'failed'], 60_000);
    expect(job.status).to.equal('completed');
    const delivered = await until(
      'the hook delivery',
      () => sink.requests.find((each) => each.path === '/zap'),
      20_000,
    );
    await until('the endpoint delivery', () => sink.requests.find((each) => each.path === '/endpoint'), 20_000);
    const envelope = JSON.parse(delivered.body);
    expect(envelope.type).to.equal('scan.completed');
    expect(envelope.data).to.include({ job_id: jobId, domain: 'web-core.test', grade: job.result?.grade });
    const timestamp = String(delivered.headers['x-service-timestamp']);
    const expected = createHmac('sha256', hook.secret).update(`${timestamp}.${delivered.body}`).digest('hex');
    expect(delivered.headers['x-service-signature-v2']).to.equal(expected);
    // The subscription filtered to another domain heard nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.requests.filter((each) => each.path === '/other-domain')).to.have.length(0);

    const feed = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/samples/scan.completed?limit=5');
    expect(feed.statusCode).to.equal(200);
    expect(feed.json()[0]).to.deep.equal(envelope);
    const filtered = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/samples/scan.completed?domain=elsewhere.test');
    expect(filtered.json()).to.deep.equal([]);
    // A client filter in the query that is not the caller's: 404, as the portfolio's filters.
    const notOurs = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/samples/scan.completed?client_id=424242');
    expect([notOurs.statusCode, notOurs.json()]).to.deep.equal([404, { detail: 'Client not found' }]);

    const latest = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/searches/latest-scan?domain=WEB-CORE.test');
    expect(latest.json().map((each: { job_id: number }) => each.job_id)).to.deep.equal([jobId]);
    const none = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/searches/monitored-domain?domain=web-core.test');
    expect(none.json()).to.deep.equal([]);
    const added = await call(t.app, owner.apiKey, 'POST', '/v1/domains', { domain: 'web-core.test' });
    expect(added.statusCode, added.body).to.equal(200);
    const found = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/searches/monitored-domain?domain=web-core.test');
    expect(found.json()).to.have.length(1);
    expect(found.json()[0]).to.include({ id: added.json().id, domain: 'web-core.test' });
    expect(found.json()[0].last_scan.job_id).to.equal(jobId);
    const invalid = await call(t.app, owner.apiKey, 'GET', '/v1/hooks/searches/latest-scan?domain=not_a_domain');
    expect(invalid.statusCode).to.equal(400);
  });

  it('a target answering 410 Gone unsubscribes itself; DELETE unsubscribes (204, then 404)', async function () {
    this.timeout(90_000);
    const owner = await proAccount();
    sink.answer = (_index, request) => (request.path === '/gone' ? { status: 410, body: 'gone' } : { status: 200 });
    const gone = (
      await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
        target_url: `http://localhost:${sink.port()}/gone`,
        event: 'scan.completed',
      })
    ).json();
    const kept = (
      await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
        target_url: `http://localhost:${sink.port()}/kept`,
        event: 'scan.completed',
      })
    ).json();
    const jobId = await submitOk(t.app, bearer(owner.apiKey), 'web-core.test');
    await waitForJob(t, jobId, ['completed', 'failed'], 60_000);
    await until('the 410 to unsubscribe', async () => {
      const row = await t.db.manager.findOneBy(WebhookEndpoint, { id: gone.id });
      return row?.disabledReason === 'target_gone';
    });
    const delivery = await t.db.manager.findOneByOrFail(WebhookDelivery, { endpointId: gone.id });
    expect(delivery.status).to.equal('failed');
    expect(delivery.attemptCount).to.equal(1);
    expect(sink.requests.filter((each) => each.path === '/gone')).to.have.length(1);
    const listed = (await call(t.app, owner.apiKey, 'GET', '/v1/hooks')).json();
    expect(listed.map((each: { id: number }) => each.id)).to.deep.equal([kept.id]);

    expect((await call(t.app, owner.apiKey, 'DELETE', `/v1/hooks/${kept.id}`)).statusCode).to.equal(204);
    expect((await call(t.app, owner.apiKey, 'DELETE', `/v1/hooks/${kept.id}`)).statusCode).to.equal(404);
    const stranger = await proAccount();
    expect((await call(t.app, stranger.apiKey, 'DELETE', `/v1/hooks/${gone.id}`)).statusCode).to.equal(404);
    expect((await call(t.app, owner.apiKey, 'GET', '/v1/hooks')).json()).to.deep.equal([]);

    // The activity log: both subscribed by the API key; the 410 ended one (the service), DELETE the other.
    const gonePath = `http://localhost:${sink.port()}/gone`;
    const keptPath = `http://localhost:${sink.port()}/kept`;
    const entries = await hookActivity(owner.id);
    const subscribed = entries.filter((entry) => entry.type === 'hook.subscribed');
    expect(subscribed).to.deep.equal([
      {
        type: 'hook.subscribed',
        actor: 'api_key',
        details: { hook_id: gone.id, event: 'scan.completed', target_url: gonePath },
      },
      {
        type: 'hook.subscribed',
        actor: 'api_key',
        details: { hook_id: kept.id, event: 'scan.completed', target_url: keptPath },
      },
    ]);
    expect(entries.filter((entry) => entry.type === 'hook.unsubscribed')).to.deep.equal([
      {
        type: 'hook.unsubscribed',
        actor: 'system',
        details: { hook_id: gone.id, event: 'scan.completed', target_url: gonePath, reason: 'target_gone' },
      },
      {
        type: 'hook.unsubscribed',
        actor: 'api_key',
        details: { hook_id: kept.id, event: 'scan.completed', target_url: keptPath, reason: 'unsubscribed' },
      },
    ]);
    // A refused DELETE (another account's, or already gone) writes nothing.
    expect(await hookActivity(stranger.id)).to.deep.equal([]);
  });

  it('a downgrade by the processor pauses the subscriptions and mails the owner; an upgrade resumes them', async () => {
    const owner = await proAccount();
    const hook = (
      await call(t.app, owner.apiKey, 'POST', '/v1/hooks', {
        target_url: `http://localhost:${sink.port()}/zap`,
        event: 'alert.triggered',
      })
    ).json();
    const now = new Date();
    await t.db.manager.insert(BillingCustomer, {
      userId: owner.id,
      customerId: `cus_hooks_${owner.id}`,
      subscriptionId: `sub_hooks_${owner.id}`,
      currentPeriodEnd: null,
      lastEventCreated: null,
      updatedAt: now,
    });
    const created = Math.floor(now.getTime() / 1000);
    const cancel = {
      id: `evt_hooks_cancel_${owner.id}`,
      type: 'customer.subscription.deleted',
      created,
      data: { object: { id: `sub_hooks_${owner.id}`, customer: `cus_hooks_${owner.id}`, status: 'canceled' } },
    };
    expect(await recordProcessorEvent(t.db, cancel, now)).to.equal('new');
    const mail = { mailer: t.app.ctx.mailer, publicBaseUrl: 'http://rampart.test' };
    expect((await processStoredEvent(t.db, cancel.id, now, false, undefined, mail)).outcome).to.equal('processed');
    expect((await t.db.manager.findOneByOrFail(User, { id: owner.id })).plan).to.equal('free');
    const paused = await t.db.manager.findOneByOrFail(WebhookEndpoint, { id: hook.id });
    expect(paused).to.include({ isActive: false, disabledReason: 'plan_downgrade' });
    const notice = await t.mailbox.waitFor(owner.email, /automation subscriptions are paused/);
    expect(notice.raw).to.include(`subscription ${hook.id}: alert.triggered`);
    expect((await call(t.app, owner.apiKey, 'GET', '/v1/hooks')).statusCode).to.equal(403);

    const upgrade = {
      id: `evt_hooks_upgrade_${owner.id}`,
      type: 'checkout.session.completed',
      created: created + 1,
      data: {
        object: {
          mode: 'subscription',
          client_reference_id: String(owner.id),
          customer: `cus_hooks_${owner.id}`,
          subscription: `sub_hooks_new_${owner.id}`,
          metadata: { plan: 'professional' },
        },
      },
    };
    await recordProcessorEvent(t.db, upgrade, now);
    expect((await processStoredEvent(t.db, upgrade.id, now, false, undefined, mail)).outcome).to.equal('processed');
    const listed = (await call(t.app, owner.apiKey, 'GET', '/v1/hooks')).json();
    expect(listed).to.have.length(1);
    expect(listed[0]).to.include({ id: hook.id, is_active: true, disabled_reason: null });

    // The activity log: subscribed by the API key, paused and resumed by the processor's events.
    expect((await hookActivity(owner.id)).map((entry) => [entry.type, entry.actor, entry.details])).to.deep.equal([
      [
        'hook.subscribed',
        'api_key',
        { hook_id: hook.id, event: 'alert.triggered', target_url: `http://localhost:${sink.port()}/zap` },
      ],
      ['hook.paused', 'processor', { hook_ids: [hook.id], to_plan: 'free' }],
      ['hook.resumed', 'processor', { hook_ids: [hook.id], to_plan: 'professional' }],
    ]);
  });
});
