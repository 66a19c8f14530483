/**
 * Issue 27: a rollback loses in-flight work. An older release started on the migrated database
 * marks the runs of workflow types it does not know failed ("unknown workflow type"); after rolling
 * forward, a delivery that was waiting to retry stayed `retrying` with its next attempt in the past
 * for ever, and a redelivery is refused (only dead letters are redelivered). The delivery sweep
 * (system-delivery-sweep: eventSweepWorkflow with `sweep: 'webhook_deliveries'`) starts such a
 * delivery again from its next attempt, on the embedded engine, on SQLite and MariaDB. The rows are
 * written as the rollback leaves them: attempt 1 failed and recorded, the run failed by the old engine.
 */
import { expect } from 'chai';
import { eventIdFor } from '../../activities/events/outbox.js';
import { webhookDeliveryWorkflowId } from '../../core/workflow-ids.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { DELIVERY_SWEEP_AGE_MS } from '../../workflows/policies.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from './receiver.js';
import { call, createEndpoint, scanData } from './webhook-kit.js';

forEachDatabase('webhook deliveries after a rollback and a roll forward', (database) => {
  let t: TestApp;
  const sink = new TestReceiver();
  let url: string;

  before(async () => {
    t = await buildTestApp(database, { WEBHOOK_RETRY_SCHEDULE: '60,60,60,60' });
    url = `http://localhost:${await sink.start()}/hooks`;
  });
  after(async () => {
    await t.close();
    await sink.stop();
  });

  /** A delivery whose attempt 1 failed `dueAgoMs` before its attempt 2 is due, its run failed by an old release. */
  async function strandedDelivery(endpointId: number, dueAgoMs: number, tag: string) {
    const now = t.clock.now();
    const eventId = eventIdFor('scan.completed', `rollback:${tag}:${database.name}`);
    const payload = { id: eventId, type: 'scan.completed', created_at: now.toISOString(), data: scanData('rb.test') };
    const inserted = await t.db.manager.insert(WebhookDelivery, {
      endpointId,
      eventId,
      eventType: 'scan.completed',
      series: 1,
      redeliveryOf: null,
      isTest: false,
      payload: payload as never,
      status: 'retrying',
      attemptCount: 1,
      failureReason: null,
      createdAt: new Date(now.getTime() - dueAgoMs - 60_000),
      nextAttemptAt: new Date(now.getTime() - dueAgoMs),
      completedAt: null,
    });
    const id = Number(inserted.identifiers[0]?.id);
    await t.db.manager.insert(WebhookAttempt, {
      deliveryId: id,
      attempt: 1,
      attemptedAt: new Date(now.getTime() - dueAgoMs - 60_000),
      succeeded: false,
      responseStatus: 503,
      durationMs: 4,
      responseBody: 'down',
      error: 'HTTP 503',
    });
    const runId = webhookDeliveryWorkflowId(id, eventId);
    await t.db.manager.insert(WorkflowRun, {
      id: runId,
      workflowType: 'webhookDeliveryWorkflow',
      status: 'failed',
      input: { deliveryId: id, endpointId, retryDelaysMs: [60_000, 60_000, 60_000, 60_000] },
      error: 'unknown workflow type webhookDeliveryWorkflow',
      createdAt: new Date(now.getTime() - dueAgoMs - 60_000),
      finishedAt: new Date(now.getTime() - dueAgoMs),
    });
    return { id, eventId, runId };
  }

  const sweep = (name: string) =>
    t.app.orchestrator.execute(
      'eventSweepWorkflow',
      `delivery-sweep-${name}`,
      { sweep: 'webhook_deliveries' },
      { kind: 'event_sweep', domains: [], accountId: null },
    );

  it('delivers a retrying delivery whose run an old release failed: the sweep starts it at its next attempt', async () => {
    const owner = await signUp(t.app);
    const endpoint = await createEndpoint(t.app, owner.apiKey, url);
    const stranded = await strandedDelivery(endpoint.id, DELIVERY_SWEEP_AGE_MS + 60_000, 'due');
    const recent = await strandedDelivery(endpoint.id, 1_000, 'recent');

    // Before the sweep: retrying for ever, and a redelivery is refused (only dead letters).
    const refused = await call(
      t.app,
      owner.apiKey,
      'POST',
      `/v1/webhooks/${endpoint.id}/deliveries/${stranded.id}/retry`,
    );
    expect(refused.statusCode, refused.body).to.equal(409);

    expect(await sweep('1')).to.deep.equal({ started: 1 });
    const delivered = await until(
      'the stranded delivery to be delivered',
      async () => {
        const row = await t.db.manager.findOneBy(WebhookDelivery, { id: stranded.id });
        return row?.status === 'succeeded' ? row : undefined;
      },
      20_000,
      100,
    );
    expect(delivered.attemptCount).to.equal(2);
    const attempts = await t.db.manager.find(WebhookAttempt, {
      where: { deliveryId: stranded.id },
      order: { attempt: 'ASC' },
    });
    expect(attempts.map((each) => [each.attempt, each.responseStatus])).to.deep.equal([
      [1, 503],
      [2, 200],
    ]);
    expect(sink.requests.map((each) => JSON.parse(each.body).id)).to.deep.equal([stranded.eventId]);
    expect((await t.db.manager.findOneByOrFail(WorkflowRun, { id: stranded.runId })).status).to.equal('completed');

    // The one not yet overdue by the sweep's margin is left alone; a second sweep starts nothing
    // (the delivered one is done).
    expect((await t.db.manager.findOneByOrFail(WebhookDelivery, { id: recent.id })).status).to.equal('retrying');
    expect(await sweep('2')).to.deep.equal({ started: 0 });
  });

  it('leaves a delivery whose run is alive to that run', async () => {
    const owner = await signUp(t.app);
    const endpoint = await createEndpoint(t.app, owner.apiKey, url);
    const alive = await strandedDelivery(endpoint.id, DELIVERY_SWEEP_AGE_MS + 60_000, 'alive');
    // The run is running (say a worker is late to the attempt): the sweep's start finds it taken.
    await t.db.manager.update(WorkflowRun, { id: alive.runId }, { status: 'running', error: null, finishedAt: null });
    const before = sink.requests.length;
    expect(await sweep('3')).to.deep.equal({ started: 0 });
    expect(sink.requests).to.have.length(before);
    // Not launched by this engine either: it was not running here; mark it failed again to clean up.
    await t.db.manager.update(WorkflowRun, { id: alive.runId }, { status: 'failed' });
    await t.db.manager.update(WebhookDelivery, { id: alive.id }, { status: 'failed' });
  });
});
