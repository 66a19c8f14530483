/**
 * A webhook receiver down through the whole retry window (docs/hardening.md "Faults"),
 * with the waits shrunk by WEBHOOK_RETRY_SCHEDULE (1 s each) and WEBHOOK_ATTEMPT_TIMEOUT_SECONDS
 * (1 s). Down twice over: first not listening (connection refused), then accepting connections and
 * never answering (a hung backend). Each event gets its 5 attempts, then is a dead letter; the
 * 10th consecutive failure disables the endpoint and mails its owner. A healthy endpoint of the same
 * account receives the same events meanwhile, promptly. When the receiver is back (and the endpoint
 * re-enabled), both dead letters are redelivered once each.
 */
import { expect } from 'chai';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import {
  alertData,
  call,
  createEndpoint,
  deliveriesDone,
  emitEvent,
  scanData,
  setPlan,
} from '../webhooks/webhook-kit.js';

/** A healthy receiver answers at once; its deliveries may not wait on the hung one's 1-s attempts (800 ms: margin for a busy CI machine, still below one hung attempt). */
const HEALTHY_LATENCY_MS = 800;

forEachDatabase('faults: a webhook receiver down through the whole retry window', (database) => {
  let t: TestApp;
  const down = new TestReceiver();
  const healthy = new TestReceiver();

  before(async () => {
    t = await buildTestApp(database, { WEBHOOK_RETRY_SCHEDULE: '1,1,1,1', WEBHOOK_ATTEMPT_TIMEOUT_SECONDS: '1' });
    await healthy.start();
  });
  after(async () => {
    await t.close();
    await down.stop();
    await healthy.stop();
  });

  it('dead-letters after 5 attempts, disables at 10 and mails the owner, spares the healthy endpoint, redelivers', async function () {
    this.timeout(60_000);
    const owner = await signUp(t.app);
    await setPlan(t.db, owner.id, 'custom');
    // The down receiver's port, reserved and then closed: nothing listens there (connection refused).
    const port = await down.start();
    await down.stop();
    // Both get the two scan events of the down series; only the healthy one also takes the alerts
    // sent meanwhile (so the broken endpoint's failures are those of the two series).
    const broken = await createEndpoint(t.app, owner.apiKey, `http://localhost:${port}/down`, ['scan.completed']);
    const fine = await createEndpoint(t.app, owner.apiKey, `http://localhost:${healthy.port()}/up`, [
      'scan.completed',
      'alert.triggered',
    ]);
    healthy.answer = () => ({ status: 204 });

    // Series 1: connection refused, 5 times.
    const startedAt = Date.now();
    const refused = await emitEvent(t.app, owner.id, 'scan.completed', scanData('refused.example'));
    const [first] = await deliveriesDone(t.db, { endpointId: broken.id, eventId: refused }, 1, 20_000);
    const refusedWindowMs = Date.now() - startedAt;
    expect(first).to.include({ status: 'failed', attemptCount: 5 });
    let view = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${broken.id}`)).json();
    expect(view).to.include({ consecutive_failures: 5, is_active: true });

    // Series 2: the receiver is back on its port but hangs; events keep coming for both endpoints.
    await down.start('127.0.0.1', port);
    down.answer = () => 'hang';
    const hungAt = Date.now();
    const hung = await emitEvent(t.app, owner.id, 'scan.completed', scanData('hung.example'));
    const latencies: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const emittedAt = Date.now();
      const eventId = await emitEvent(t.app, owner.id, 'alert.triggered', alertData(`busy${n}.example`));
      const received = await until(`the healthy receiver to get event ${n}`, () =>
        healthy.requests.find((request) => JSON.parse(request.body).id === eventId),
      );
      latencies.push(received.at - emittedAt);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const [second] = await deliveriesDone(t.db, { endpointId: broken.id, eventId: hung }, 1, 30_000);
    const hungWindowMs = Date.now() - hungAt;
    expect(second, JSON.stringify(second)).to.include({ status: 'failed', attemptCount: 5 });
    expect(down.requests).to.have.length(5); // the hung series' attempts; the refused ones never arrived
    view = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${broken.id}`)).json();
    expect(view).to.include({ consecutive_failures: 10, is_active: false });
    expect(view.disabled_at).to.be.a('string');
    const mail = await t.mailbox.waitFor(owner.email, /disabled one of your webhook endpoints/);
    expect(mail.raw).to.include(`localhost:${port}/down`);

    const healthyDeliveries = await deliveriesDone(t.db, { endpointId: fine.id }, 7);
    expect(healthyDeliveries.every((row) => row.status === 'succeeded' && row.attemptCount === 1)).to.equal(true);
    console.log(
      `      refused series ${refusedWindowMs} ms, hung series ${hungWindowMs} ms (5 attempts each); ` +
        `healthy endpoint latencies ${latencies.join(', ')} ms meanwhile`,
    );
    expect(Math.max(...latencies)).to.be.below(HEALTHY_LATENCY_MS);

    // The receiver answers again. A disabled endpoint's dead letters wait for it to be re-enabled.
    down.answer = () => ({ status: 200, body: 'back' });
    const refusedRetry = await call(
      t.app,
      owner.apiKey,
      'POST',
      `/v1/webhooks/${broken.id}/deliveries/${first?.id}/retry`,
    );
    expect(refusedRetry.statusCode).to.equal(400);
    expect(refusedRetry.json()).to.deep.equal({
      detail: 'Webhook endpoint is disabled: re-enable it (PATCH is_active true) before redelivering',
    });
    const enabled = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${broken.id}`, { is_active: true });
    expect(enabled.json()).to.include({ is_active: true, consecutive_failures: 0 });
    for (const dead of [first, second]) {
      const retried = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${broken.id}/deliveries/${dead?.id}/retry`);
      expect(retried.statusCode, retried.body).to.equal(202);
    }
    const redelivered = await until('both redeliveries to succeed', async () => {
      const rows = await t.db.manager.find(WebhookDelivery, { where: { endpointId: broken.id, series: 2 } });
      return rows.length === 2 && rows.every((row) => row.status === 'succeeded') && rows;
    });
    expect(redelivered.map((row) => row.eventId).sort()).to.deep.equal([refused, hung].sort());
    expect(down.requests).to.have.length(7);
    view = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${broken.id}`)).json();
    expect(view).to.include({ consecutive_failures: 0, is_active: true });
  });
});
