/**
 * One webhook delivery (`webhook-delivery-<delivery id>`), the same code on the embedded engine and on
 * Temporal: attempt 1 at once, then after each wait of the schedule (docs/api-contract.md "Delivery rules": 1 min, 5 min,
 * 15 min, 1 h; WEBHOOK_RETRY_SCHEDULE for tests), five attempts in all. The waits are durable sleeps,
 * so a process that dies between two attempts resumes the wait after its restart. The attempt
 * activity records every outcome; after the fifth failure the delivery is a dead letter and nothing
 * retries it again (a manual redelivery is a new delivery and a new workflow). A delivery whose run
 * is gone before its end (failed by an older release after a rollback) is started again by the
 * delivery sweep (event-dispatch.workflow.ts) from its next attempt (`fromAttempt`).
 */
import type { WebhookActivities, WebhookAttemptResult } from '../activities/contracts.js';
import { WEBHOOK_MAX_ATTEMPTS, type WebhookDeliveryInput } from '../core/webhooks/delivery-rules.js';
import { WEBHOOK_ATTEMPT_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface WebhookDeliveryOutput {
  deliveryId: number;
  outcome: Exclude<WebhookAttemptResult['outcome'], 'retry'>;
  attempts: number;
}

export async function webhookDeliveryWorkflow(
  runtime: WorkflowRuntime,
  input: WebhookDeliveryInput,
): Promise<WebhookDeliveryOutput> {
  const webhooks = runtime.activities<WebhookActivities>(WEBHOOK_ATTEMPT_POLICY);
  for (let attempt = input.fromAttempt ?? 1; ; attempt++) {
    const wait = input.retryDelaysMs[attempt - 1] ?? 0;
    const result = await webhooks.attemptWebhookDelivery(input.deliveryId, attempt, wait, input.endpointId);
    if (result.outcome !== 'retry' || attempt >= WEBHOOK_MAX_ATTEMPTS) {
      const outcome = result.outcome === 'retry' ? 'failed' : result.outcome;
      if (outcome === 'failed') {
        runtime.log.warn('webhook delivery failed for good (dead letter)', {
          deliveryId: input.deliveryId,
          attempts: attempt,
          error: result.error,
        });
      }
      return { deliveryId: input.deliveryId, outcome, attempts: attempt };
    }
    await runtime.sleep(wait);
  }
}
