/**
 * Deliveries left waiting with no run to make their next attempt. A delivery's run makes each
 * attempt when it is due; a delivery still `pending`, or `retrying` with its next attempt due long
 * ago, has lost its run: an older release started on the migrated database after a rollback marks
 * the runs of workflow types it does not know failed ("unknown workflow type"), and nothing started
 * them again, so after rolling forward the delivery stayed `retrying` for ever. The delivery sweep
 * (workflows/event-dispatch.workflow.ts) starts each of these again from its next attempt; a start
 * for a run that is in fact alive (running late) is left alone by the engines ('exists').
 */
import { In, LessThanOrEqual } from 'typeorm';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import type { ActivityDeps } from '../activity-deps.js';
import { webhookDeliveryStart } from './webhook-consumer.js';
import { DEFAULT_WEBHOOK_SCHEDULE } from './webhook-settings.js';

export async function strandedDeliveryStarts(
  deps: Pick<ActivityDeps, 'db' | 'clock' | 'webhooks'>,
  olderThanMs: number,
  limit: number,
): Promise<WorkflowStartRequest[]> {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const deliveries = await deps.db.manager.find(WebhookDelivery, {
    select: { id: true, endpointId: true, eventId: true, payload: true, attemptCount: true },
    where: [
      { status: 'retrying', nextAttemptAt: LessThanOrEqual(cutoff) },
      { status: 'pending', createdAt: LessThanOrEqual(cutoff) },
    ],
    order: { id: 'ASC' },
    take: limit,
  });
  if (deliveries.length === 0) return [];
  const endpoints = await deps.db.manager.find(WebhookEndpoint, {
    select: { id: true, userId: true },
    where: { id: In([...new Set(deliveries.map((each) => each.endpointId))]) },
  });
  const ownerOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.userId]));
  const schedule = deps.webhooks?.retryScheduleSeconds ?? DEFAULT_WEBHOOK_SCHEDULE.retryScheduleSeconds;
  return deliveries.flatMap((delivery) => {
    const owner = ownerOf.get(delivery.endpointId);
    if (owner === undefined) return [];
    const start = webhookDeliveryStart(delivery, owner, schedule);
    return [{ ...start, input: { ...(start.input as object), fromAttempt: delivery.attemptCount + 1 } }];
  });
}
