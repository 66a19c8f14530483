/**
 * Who reacts to events: each consumer (webhook deliveries, alert evaluation, the badge cache, as
 * those features land) says which events it takes and handles one. The dispatcher workflow calls every
 * consumer that accepts an event, each as its own activity with its own retries, at least once: a
 * consumer must be idempotent (an event may come again after a crash or a retry; dedupe on `id`).
 */
import type { EventEnvelope, OutboxEventType } from '../../core/events/event-types.js';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { type AlertsConsumerDeps, createAlertsConsumer } from '../monitoring/alerts-consumer.js';
import { hookEventConsumer } from '../webhooks/hook-consumer.js';
import { type WebhookConsumerDeps, webhookEventConsumer } from '../webhooks/webhook-consumer.js';

export interface EventConsumer {
  /** Stable: it names the activity call in workflow histories and in Temporal UI. */
  readonly name: string;
  accepts(type: OutboxEventType): boolean;
  /**
   * Handles one event; may return workflows to start once it has committed (one delivery per
   * webhook endpoint, the dispatch of an event it wrote). Their ids must derive from the event, so
   * a second call asks for the same starts (the dispatcher's start is idempotent).
   */
  handle(event: EventEnvelope, userId: number | null): Promise<WorkflowStartRequest[] | undefined>;
}

/** The consumers of this build. Features register theirs here. */
export function defaultEventConsumers(deps: AlertsConsumerDeps & WebhookConsumerDeps): EventConsumer[] {
  // Alerts first: the alert.triggered events it writes are dispatched (to the webhooks) on their own.
  return [createAlertsConsumer(deps), webhookEventConsumer(deps), hookEventConsumer(deps)];
}
