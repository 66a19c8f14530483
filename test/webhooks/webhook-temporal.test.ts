/**
 * The delivery workflow on a real Temporal server (the dev server of scripts/temporal-dev.ts), on
 * SQLite and MariaDB: the API starts `webhook-delivery-<id>` through @temporalio/client, a worker
 * built as `npm run worker` builds it runs the same workflow code with durable timers between
 * attempts. Records the histories test/workflows/temporal-replay.test.ts replays.
 */
import { expect } from 'chai';
import { webhookDeliveryWorkflowId } from '../../core/workflow-ids.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { JOB_KIND_ATTRIBUTE } from '../../workflows/temporal/search-attributes.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { recordHistory } from '../helpers/temporal.js';
import { useTemporalWebhookRig } from './temporal-webhook-rig.js';
import { call, createEndpoint, deliveriesDone, emitEvent, scanData } from './webhook-kit.js';

forEachDatabase('webhook delivery on Temporal', (database) => {
  const rig = useTemporalWebhookRig(database, 'webhooks', '1,1,1,1');
  const { sink } = rig;

  it('retries on durable timers until the receiver answers, as webhook-delivery-<id> searchable by kind', async function () {
    this.timeout(60_000);
    const app = rig.t();
    const client = rig.worker().client;
    expect(app.app.orchestrator.kind).to.equal('temporal');
    const owner = await signUp(app.app);
    sink.answer = (index) => (index < 2 ? { status: 503 } : { status: 200, body: 'thanks' });
    const endpoint = await createEndpoint(app.app, owner.apiKey, rig.url(), ['scan.completed']);
    const eventId = await emitEvent(app.app, owner.id, 'scan.completed', scanData('temporal.example'));
    const [delivery] = await deliveriesDone(app.db, { eventId }, 1, 30_000);
    expect(delivery).to.include({ status: 'succeeded', attemptCount: 3, endpointId: endpoint.id });
    const workflowId = webhookDeliveryWorkflowId(delivery?.id ?? 0, eventId);
    const handle = client.workflow.getHandle(workflowId);
    expect(await handle.result()).to.deep.equal({ deliveryId: delivery?.id, outcome: 'succeeded', attempts: 3 });
    const description = await handle.describe();
    expect(description.type).to.equal('webhookDeliveryWorkflow');
    expect(description.typedSearchAttributes.get(JOB_KIND_ATTRIBUTE)).to.equal('webhook_delivery');
    // The waits are Temporal timers (durable), one between each two attempts.
    const history = await handle.fetchHistory();
    const timers = (history.events ?? []).filter((event) => event.timerStartedEventAttributes);
    expect(timers).to.have.length(2);
    const gaps = sink.requests.slice(1).map((each, index) => each.at - (sink.requests[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).to.be.at.least(900);
    await recordHistory(client, workflowId, 'webhook-delivery-retried');
  });

  it('makes five attempts then a dead letter, and the test route and redelivery run on Temporal too', async function () {
    this.timeout(60_000);
    const app = rig.t();
    const client = rig.worker().client;
    const owner = await signUp(app.app);
    const before = sink.requests.length;
    sink.answer = () => ({ status: 500 });
    const endpoint = await createEndpoint(app.app, owner.apiKey, rig.url(), ['alert.triggered']);
    const test = await call(app.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`, {
      event_type: 'alert.triggered',
    });
    expect(test.statusCode, test.body).to.equal(200);
    expect(test.json()).to.include({ status: 'retrying', attempt_count: 1 });
    const [dead] = await deliveriesDone(app.db, { endpointId: endpoint.id }, 1, 30_000);
    expect(dead?.status).to.equal('failed');
    expect(sink.requests.length - before).to.equal(5);
    const deadId = webhookDeliveryWorkflowId(dead?.id ?? 0, dead?.eventId ?? '');
    const handle = client.workflow.getHandle(deadId);
    expect(await handle.result()).to.deep.equal({ deliveryId: dead?.id, outcome: 'failed', attempts: 5 });
    await recordHistory(client, deadId, 'webhook-delivery-dead-letter');

    sink.answer = () => ({ status: 200 });
    const retry = await call(app.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/deliveries/${dead?.id}/retry`);
    expect(retry.statusCode, retry.body).to.equal(202);
    const redelivery = retry.json();
    expect(
      await client.workflow.getHandle(webhookDeliveryWorkflowId(redelivery.id, redelivery.event_id)).result(),
    ).to.deep.include({
      outcome: 'succeeded',
      attempts: 1,
    });
    const row = await app.db.manager.findOneByOrFail(WebhookDelivery, { id: redelivery.id });
    expect([row.eventId, row.status]).to.deep.equal([dead?.eventId, 'succeeded']);
  });
});
