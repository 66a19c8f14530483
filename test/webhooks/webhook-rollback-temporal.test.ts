/**
 * The delivery sweep on a real Temporal server, on SQLite and MariaDB: a delivery waits to retry
 * (attempt 1 failed, a long wait before attempt 2) when its workflow is gone (terminated here, as
 * a run lost to a rollback or an operator); once attempt 2 is overdue, the sweep (eventSweepWorkflow
 * with `sweep: 'webhook_deliveries'`) starts `webhook-delivery-<id>` again from attempt 2, and it
 * is delivered. Records the sweep's history for the replay test (RECORD_TEMPORAL_HISTORIES=1).
 * The embedded engine's case: webhook-rollback.test.ts.
 */
import { expect } from 'chai';
import { webhookDeliveryWorkflowId } from '../../core/workflow-ids.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { DELIVERY_SWEEP_AGE_MS } from '../../workflows/policies.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { recordHistory } from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { useTemporalWebhookRig } from './temporal-webhook-rig.js';
import { call, createEndpoint } from './webhook-kit.js';

forEachDatabase('webhook delivery sweep on Temporal', (database) => {
  // A wait before attempt 2 that outlasts the test: only the sweep makes attempt 2.
  const rig = useTemporalWebhookRig(database, 'delivery-sweep', '3600,1,1,1');
  const { sink } = rig;

  it('starts a delivery whose workflow is gone again from its next attempt, and delivers it', async function () {
    this.timeout(90_000);
    const app = rig.t();
    const client = rig.worker().client;
    const owner = await signUp(app.app);
    sink.answer = (index) => (index === 0 ? { status: 503 } : { status: 200, body: 'thanks' });
    const endpoint = await createEndpoint(app.app, owner.apiKey, rig.url(), ['scan.completed']);
    const test = await call(app.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).to.equal(200);
    const first = test.json() as { id: number; event_id: string; status: string; attempt_count: number };
    expect(first).to.include({ status: 'retrying', attempt_count: 1 });
    const workflowId = webhookDeliveryWorkflowId(first.id, first.event_id);

    // The run is lost (a rollback's old workers, an operator): the delivery waits for ever.
    await client.workflow.getHandle(workflowId).terminate('lost in a rollback (test)');
    // Its attempt 2 falls due, and the sweep's margin passes.
    await app.db.manager.update(
      WebhookDelivery,
      { id: first.id },
      { nextAttemptAt: new Date(Date.now() - DELIVERY_SWEEP_AGE_MS - 1_000) },
    );

    const sweepId = `delivery-sweep-${database.name}-${Date.now()}`;
    const swept = await app.app.orchestrator.execute(
      'eventSweepWorkflow',
      sweepId,
      { sweep: 'webhook_deliveries' },
      { kind: 'event_sweep', domains: [], accountId: null },
    );
    expect(swept).to.deep.equal({ started: 1 });
    await recordHistory(client, sweepId, 'delivery-sweep');

    const delivered = await until(
      'the delivery to succeed',
      async () => {
        const row = await app.db.manager.findOneBy(WebhookDelivery, { id: first.id });
        return row?.status === 'succeeded' ? row : undefined;
      },
      30_000,
      200,
    );
    expect(delivered.attemptCount).to.equal(2);
    const attempts = await app.db.manager.find(WebhookAttempt, {
      where: { deliveryId: first.id },
      order: { attempt: 'ASC' },
    });
    expect(attempts.map((each) => [each.attempt, each.responseStatus])).to.deep.equal([
      [1, 503],
      [2, 200],
    ]);
    expect(await client.workflow.getHandle(workflowId).result()).to.deep.equal({
      deliveryId: first.id,
      outcome: 'succeeded',
      attempts: 2,
    });
    // Nothing left to start.
    const again = await app.app.orchestrator.execute(
      'eventSweepWorkflow',
      `${sweepId}-again`,
      { sweep: 'webhook_deliveries' },
      { kind: 'event_sweep', domains: [], accountId: null },
    );
    expect(again).to.deep.equal({ started: 0 });
  });
});
