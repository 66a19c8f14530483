/**
 * Webhook deliveries end to end on the embedded engine, on SQLite and MariaDB: real receivers on
 * loopback (http://localhost:<port>), the real app and workflows, waits shortened by
 * WEBHOOK_RETRY_SCHEDULE. Every header and both signatures (and Standard Webhooks through the
 * `standardwebhooks` package), fan-out of scan.completed and alert.triggered, five attempts then a
 * dead letter, redelivery, auto-disable at 10 with the owner's e-mail, re-enabling.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { createEventActivities } from '../../activities/events/event.activities.js';
import { createWebhookActivities } from '../../activities/webhooks/delivery.activities.js';
import { webhookSettingsFromConfig } from '../../activities/webhooks/webhook-settings.js';
import { loadSecrets } from '../../config/secrets.js';
import { webhookDeliveryWorkflowId } from '../../core/workflow-ids.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { scanDepsFromConfig } from '../../scanner/scan-deps.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from './receiver.js';
import { alertData, call, createEndpoint, deliveriesDone, emitEvent, scanData, setPlan } from './webhook-kit.js';

function hex(secret: string, message: string) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

forEachDatabase('webhook deliveries', (database) => {
  let t: TestApp;
  const receivers: TestReceiver[] = [];

  async function receiver(): Promise<{ receiver: TestReceiver; url: string }> {
    const each = new TestReceiver();
    receivers.push(each);
    const port = await each.start();
    return { receiver: each, url: `http://localhost:${port}/hooks/rampart` };
  }

  before(async () => {
    t = await buildTestApp(database, { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' });
  });
  after(async () => {
    await t.close();
    for (const each of receivers) await each.stop();
  });

  it('delivers a test event with every header of the contract, both signatures and Standard Webhooks', async () => {
    const owner = await signUp(t.app);
    const { receiver: sink, url } = await receiver();
    const endpoint = await createEndpoint(t.app, owner.apiKey, url);
    // Signed with the service's clock (the test's clock here, which stands still).
    const signedAt = Math.floor(t.clock.now().getTime() / 1000);
    const response = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`);
    expect(response.statusCode, response.body).to.equal(200);
    const delivery = response.json();
    expect(delivery).to.include({ status: 'succeeded', attempt_count: 1, is_test: true, event_type: 'scan.completed' });
    expect(delivery.attempts).to.have.length(1);
    expect(delivery.attempts[0]).to.include({ attempt: 1, succeeded: true, response_status: 200, response_body: 'ok' });

    expect(sink.requests).to.have.length(1);
    const [request] = sink.requests;
    expect(request?.method).to.equal('POST');
    expect(request?.path).to.equal('/hooks/rampart');
    const headers = request?.headers ?? {};
    const body = request?.body ?? '';
    expect(headers['content-type']).to.equal('application/json');
    expect(headers['user-agent']).to.equal('Service-Webhooks/1.0');
    expect(headers['x-service-event']).to.equal('scan.completed');
    expect(headers['x-service-delivery']).to.equal(String(delivery.id));
    const timestamp = Number(headers['x-service-timestamp']);
    expect(timestamp).to.equal(signedAt);
    expect(headers['x-service-signature']).to.equal(hex(endpoint.secret, body));
    const v2 = Buffer.from(String(headers['x-service-signature-v2']), 'hex');
    expect(timingSafeEqual(v2, Buffer.from(hex(endpoint.secret, `${timestamp}.${body}`), 'hex'))).to.equal(true);

    const envelope = JSON.parse(body);
    expect(Object.keys(envelope)).to.deep.equal(['id', 'type', 'created_at', 'data']);
    expect(envelope.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(envelope.id).to.equal(delivery.event_id);
    expect(envelope.type).to.equal('scan.completed');
    expect(envelope.created_at).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(envelope.data).sort()).to.deep.equal(
      Object.keys(scanData('x')).sort(),
      'the test event has exactly the data fields of scan.completed',
    );

    // Standard Webhooks: the package itself verifies the delivery with the secret as shown at creation.
    expect(headers['webhook-id']).to.equal(envelope.id);
    expect(headers['webhook-timestamp']).to.equal(String(timestamp));
    const verified = new Webhook(endpoint.secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    expect(verified).to.deep.equal(envelope);
    expect(() =>
      new Webhook(endpoint.secret).verify(`${body} `, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }),
    ).to.throw();

    const alert = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`, {
      event_type: 'alert.triggered',
    });
    expect(alert.json()).to.include({ event_type: 'alert.triggered', status: 'succeeded' });
    expect(sink.requests[1]?.headers['x-service-event']).to.equal('alert.triggered');
    const unknown = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`, {
      event_type: 'scan.started',
    });
    expect(unknown.statusCode).to.equal(400);
    expect(unknown.json()).to.deep.equal({ detail: 'Unrecognized event type: scan.started' });
    expect(sink.requests).to.have.length(2);

    const listed = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}/deliveries`)).json();
    expect(listed.map((each: { id: number }) => each.id)).to.deep.equal([alert.json().id, delivery.id]);
    const stats = (await call(t.app, owner.apiKey, 'GET', '/v1/webhooks/stats/summary')).json();
    expect(stats).to.include({
      total_deliveries: 2,
      successful_deliveries: 2,
      failed_deliveries: 0,
      successful_attempts: 2,
    });
    const shown = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}`)).json();
    expect(shown.last_success_at).to.be.a('string');
  });

  it('fans scan.completed and alert.triggered out to every subscribed active endpoint, with one event id', async () => {
    const owner = await signUp(t.app);
    await setPlan(t.db, owner.id, 'professional');
    const both = await receiver();
    const scansOnly = await receiver();
    const alertsOnly = await receiver();
    const paused = await receiver();
    const e1 = await createEndpoint(t.app, owner.apiKey, both.url, ['scan.completed', 'alert.triggered']);
    const e2 = await createEndpoint(t.app, owner.apiKey, scansOnly.url, ['scan.completed']);
    const e3 = await createEndpoint(t.app, owner.apiKey, alertsOnly.url, ['alert.triggered', 'score.changed']);
    const e4 = await createEndpoint(t.app, owner.apiKey, paused.url, ['scan.completed']);
    await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${e4.id}`, { is_active: false });
    const stranger = await signUp(t.app);
    const theirs = await receiver();
    await createEndpoint(t.app, stranger.apiKey, theirs.url, ['scan.completed', 'alert.triggered']);

    const scanEvent = await emitEvent(t.app, owner.id, 'scan.completed', scanData('fanout.example'));
    const scanDeliveries = await deliveriesDone(t.db, { eventId: scanEvent }, 2);
    expect(scanDeliveries.map((each) => each.endpointId).sort()).to.deep.equal([e1.id, e2.id].sort());
    expect(scanDeliveries.every((each) => each.status === 'succeeded')).to.equal(true);
    for (const sink of [both.receiver, scansOnly.receiver]) {
      expect(sink.requests).to.have.length(1);
      const envelope = JSON.parse(sink.requests[0]?.body ?? '{}');
      expect(envelope.id).to.equal(scanEvent);
      expect(envelope.data).to.deep.include({ domain: 'fanout.example', score: 88, grade: 'B' });
    }
    expect(alertsOnly.receiver.requests).to.have.length(0);
    expect(paused.receiver.requests).to.have.length(0);
    expect(theirs.receiver.requests).to.have.length(0);

    const data = alertData('fanout.example');
    const alertEvent = await emitEvent(t.app, owner.id, 'alert.triggered', data);
    const alertDeliveries = await deliveriesDone(t.db, { eventId: alertEvent }, 2);
    expect(alertDeliveries.map((each) => each.endpointId).sort()).to.deep.equal([e1.id, e3.id].sort());
    const received = JSON.parse(alertsOnly.receiver.requests[0]?.body ?? '{}');
    expect(received).to.include({ id: alertEvent, type: 'alert.triggered' });
    expect(received.data).to.deep.equal(data);
    expect(alertsOnly.receiver.requests[0]?.headers['x-service-event']).to.equal('alert.triggered');

    // A repeated hand-over (a retried consumer, a second dispatch) creates nothing and asks for the same starts.
    const activities = createEventActivities({
      db: t.db,
      clock: t.clock,
      scanDeps: scanDepsFromConfig(t.config.scanner),
    });
    const again = await activities.deliverEvent('webhooks', scanEvent);
    expect(again.map((each) => each.workflowId).sort()).to.deep.equal(
      scanDeliveries.map((each) => webhookDeliveryWorkflowId(each.id, scanEvent)).sort(),
    );
    expect(again[0]).to.deep.include({ workflow: 'webhookDeliveryWorkflow' });
    expect(again[0]?.workflowId).to.match(new RegExp(`^webhook-delivery-\\d+-${scanEvent.slice(0, 8)}$`));
    expect(again[0]?.meta).to.deep.include({
      kind: 'webhook_delivery',
      accountId: owner.id,
      domains: ['fanout.example'],
    });
    expect(await t.db.manager.countBy(WebhookDelivery, { eventId: scanEvent })).to.equal(2);
  });

  it('makes five attempts against a receiver answering 500, then a dead letter that can be redelivered', async () => {
    const owner = await signUp(t.app);
    const { receiver: sink, url } = await receiver();
    sink.answer = () => ({ status: 500, body: 'receiver broke' });
    const endpoint = await createEndpoint(t.app, owner.apiKey, url, ['scan.completed']);
    const eventId = await emitEvent(t.app, owner.id, 'scan.completed', scanData('dead.example'));
    const [dead] = await deliveriesDone(t.db, { eventId }, 1);
    expect(dead?.status).to.equal('failed');
    expect(sink.requests).to.have.length(5);
    expect(new Set(sink.requests.map((each) => JSON.parse(each.body).id))).to.deep.equal(new Set([eventId]));

    const failed = (
      await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}/deliveries?status=failed`)
    ).json();
    expect(failed).to.have.length(1);
    expect(failed[0]).to.include({
      event_id: eventId,
      status: 'failed',
      attempt_count: 5,
      failure_reason: 'answered 500, not 2xx',
    });
    expect(failed[0].attempts.map((each: { attempt: number }) => each.attempt)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(failed[0].attempts[0]).to.include({
      succeeded: false,
      response_status: 500,
      response_body: 'receiver broke',
    });
    expect(failed[0].attempts[0].duration_ms).to.be.a('number');
    expect(
      (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}`)).json().consecutive_failures,
    ).to.equal(5);
    // Never retried automatically.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.requests).to.have.length(5);

    sink.answer = () => ({ status: 204 });
    const retried = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/deliveries/${dead?.id}/retry`);
    expect(retried.statusCode, retried.body).to.equal(202);
    expect(retried.json()).to.include({ event_id: eventId, redelivery_of: dead?.id, status: 'pending' });
    const redelivered = await until('the redelivery to succeed', async () => {
      const row = await t.db.manager.findOneBy(WebhookDelivery, { id: retried.json().id });
      return row?.status === 'succeeded' ? row : undefined;
    });
    expect(redelivered.series).to.equal(2);
    expect(JSON.parse(sink.requests[5]?.body ?? '{}').id).to.equal(eventId);
    expect(
      (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}`)).json().consecutive_failures,
    ).to.equal(0);

    const notDead = await call(
      t.app,
      owner.apiKey,
      'POST',
      `/v1/webhooks/${endpoint.id}/deliveries/${redelivered.id}/retry`,
    );
    expect(notDead.statusCode).to.equal(409);
    expect(notDead.json()).to.deep.equal({ detail: 'Only failed deliveries (dead letters) can be redelivered' });
    const missing = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/deliveries/999999/retry`);
    expect(missing.statusCode).to.equal(404);
    expect(missing.json()).to.deep.equal({ detail: 'Webhook delivery not found' });
    const stats = (await call(t.app, owner.apiKey, 'GET', '/v1/webhooks/stats/summary?hours=1')).json();
    expect(stats).to.include({
      successful_deliveries: 1,
      failed_deliveries: 1,
      failed_attempts: 5,
      successful_attempts: 1,
    });
  });

  it('delivers once the receiver answers again: down for four attempts, up for the fifth', async () => {
    const owner = await signUp(t.app);
    const { receiver: sink, url } = await receiver();
    sink.answer = (index) => (index < 4 ? { status: 503, body: 'down' } : { status: 200, body: 'back' });
    await createEndpoint(t.app, owner.apiKey, url, ['scan.completed']);
    const eventId = await emitEvent(t.app, owner.id, 'scan.completed', scanData('flaky.example'));
    const [delivery] = await deliveriesDone(t.db, { eventId }, 1);
    expect(delivery).to.include({ status: 'succeeded', attemptCount: 5 });
    expect(sink.requests).to.have.length(5);
  });

  it('disables an endpoint after 10 consecutive failures, mails the owner, and PATCH is_active re-enables it', async () => {
    const owner = await signUp(t.app);
    const { receiver: sink, url } = await receiver();
    sink.answer = () => ({ status: 500 });
    const endpoint = await createEndpoint(t.app, owner.apiKey, url, ['scan.completed', 'alert.triggered']);
    const first = await emitEvent(t.app, owner.id, 'scan.completed', scanData('down.example'));
    await deliveriesDone(t.db, { eventId: first }, 1);
    const second = await emitEvent(t.app, owner.id, 'alert.triggered', alertData('down.example'));
    await deliveriesDone(t.db, { eventId: second }, 1);
    expect(sink.requests).to.have.length(10);

    const disabled = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}`)).json();
    expect(disabled).to.include({
      is_active: false,
      consecutive_failures: 10,
      disabled_reason: 'consecutive_failures',
    });
    expect(disabled.disabled_at).to.be.a('string');
    const mail = await until('the auto-disable e-mail', () =>
      t.mailbox.messages.find(
        (each) => each.to.includes(owner.email) && each.raw.includes('Rampart disabled one of your webhook endpoints'),
      ),
    );
    expect(mail.raw).to.include(`webhook endpoint ${endpoint.id}`);
    // The owner's activity log names the service as the one who disabled it.
    const logged = (await call(t.app, owner.apiKey, 'GET', '/v1/account/activity?type=webhook.updated')).json();
    expect(
      logged.activity.map((entry: { actor: string; details: object }) => [entry.actor, entry.details]),
    ).to.deep.equal([
      ['system', { webhook_id: endpoint.id, url, changes: ['is_active'], reason: 'consecutive_failures' }],
    ]);

    // Disabled: the next event makes no delivery at all.
    const third = await emitEvent(t.app, owner.id, 'scan.completed', scanData('down.example'));
    expect(await t.db.manager.countBy(WebhookDelivery, { eventId: third })).to.equal(0);
    const blocked = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/deliveries/1/retry`);
    expect([400, 404]).to.include(blocked.statusCode);

    const reenabled = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${endpoint.id}`, { is_active: true });
    expect(reenabled.json()).to.include({
      is_active: true,
      consecutive_failures: 0,
      disabled_at: null,
      disabled_reason: null,
    });
    sink.answer = () => ({ status: 200 });
    const fourth = await emitEvent(t.app, owner.id, 'scan.completed', scanData('up.example'));
    const [back] = await deliveriesDone(t.db, { eventId: fourth }, 1);
    expect(back?.status).to.equal('succeeded');
  });

  it('retries an attempt whose delivery row is not visible yet, and ends one whose endpoint was deleted', async () => {
    const owner = await signUp(t.app);
    const { url } = await receiver();
    const endpoint = await createEndpoint(t.app, owner.apiKey, url, ['scan.completed']);
    const activities = createWebhookActivities({
      db: t.db,
      clock: t.clock,
      scanDeps: scanDepsFromConfig(t.config.scanner),
      webhooks: webhookSettingsFromConfig(t.config, loadSecrets(t.config)),
    });
    let failure: unknown;
    await activities.attemptWebhookDelivery(999_999, 1, 0, endpoint.id).catch((error) => {
      failure = error;
    });
    expect((failure as Error | undefined)?.message).to.equal('webhook delivery 999999 is not visible yet');
    await call(t.app, owner.apiKey, 'DELETE', `/v1/webhooks/${endpoint.id}`);
    expect(await activities.attemptWebhookDelivery(999_999, 1, 0, endpoint.id)).to.deep.equal({
      outcome: 'gone',
      status: null,
      error: null,
    });
  });

  it('fails an attempt on a redirect (never followed) and keeps only the first 1 KiB of an answer', async () => {
    const owner = await signUp(t.app);
    await setPlan(t.db, owner.id, 'professional');
    const { receiver: sink, url } = await receiver();
    const target = await receiver();
    sink.answer = () => ({ status: 302, headers: { location: target.url } });
    const redirecting = await createEndpoint(t.app, owner.apiKey, url, ['scan.completed']);
    const redirected = (await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${redirecting.id}/test`)).json();
    expect(redirected.attempts[0]).to.include({ succeeded: false, response_status: 302 });
    expect(redirected.attempts[0].error).to.include('redirects are not followed');
    expect(target.receiver.requests).to.have.length(0);

    const big = await receiver();
    big.receiver.answer = () => ({ status: 200, body: 'x'.repeat(2 * 1024 * 1024) });
    const chatty = await createEndpoint(t.app, owner.apiKey, big.url, ['scan.completed']);
    const answered = (await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${chatty.id}/test`)).json();
    expect(answered.attempts[0].succeeded).to.equal(true);
    expect(answered.attempts[0].response_body).to.equal('x'.repeat(1024));
  });
});
