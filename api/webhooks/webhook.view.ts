/**
 * What the webhook routes answer (docs/api-contract.md "Webhook endpoint", "Webhook delivery"), as TypeBox
 * schemas for the OpenAPI document and the functions that shape rows into them. The signing secret
 * appears only in the create response.
 */
import { type Static, Type } from '@sinclair/typebox';
import { EVENT_TYPES, isEventType } from '../../core/events/event-types.js';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  type WebhookDisabledReason,
} from '../../core/webhooks/delivery-rules.js';
import type { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import type { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';

const timestamp = Type.String({ format: 'date-time' });
const nullableTimestamp = Type.Union([timestamp, Type.Null()]);
export const eventTypeSchema = Type.Unsafe<(typeof EVENT_TYPES)[number]>({ type: 'string', enum: [...EVENT_TYPES] });
export const deliveryStatusSchema = Type.Unsafe<(typeof WEBHOOK_DELIVERY_STATUSES)[number]>({
  type: 'string',
  enum: [...WEBHOOK_DELIVERY_STATUSES],
});

const disabledReasonSchema = Type.Unsafe<WebhookDisabledReason>({
  type: 'string',
  enum: [...WEBHOOK_DISABLED_REASONS],
});

export const endpointSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  enabled_events: Type.Array(eventTypeSchema),
  client_id: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'The client whose domains alone this endpoint hears about (docs/portfolio.md); null: every event of the account',
  }),
  is_active: Type.Boolean(),
  consecutive_failures: Type.Integer(),
  created_at: timestamp,
  updated_at: timestamp,
  last_attempt_at: nullableTimestamp,
  last_success_at: nullableTimestamp,
  last_failure_at: nullableTimestamp,
  disabled_at: Type.Union([timestamp, Type.Null()], {
    description: 'When consecutive failures or an account recovery disabled it',
  }),
  disabled_reason: Type.Union([disabledReasonSchema, Type.Null()], {
    description:
      '`consecutive_failures` (fix the receiver, then re-enable), `account_recovery` (a password reset proved ' +
      'the address for the first time: review the endpoint, then re-enable), `account_deleted`, `client_removed` ' +
      '(its client was removed: re-enable with a new client_id, or null for the whole account), or null ' +
      '(active, or disabled by hand)',
  }),
});

export const createdEndpointSchema = Type.Intersect([
  endpointSchema,
  Type.Object({
    secret: Type.String({ description: 'The signing secret (whsec_...): shown only in this response' }),
  }),
]);

export const attemptSchema = Type.Object({
  attempt: Type.Integer(),
  attempted_at: timestamp,
  succeeded: Type.Boolean(),
  response_status: Type.Union([Type.Integer(), Type.Null()]),
  duration_ms: Type.Integer(),
  response_body: Type.Union([Type.String(), Type.Null()], { description: 'The first 1,024 bytes of the answer' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the attempt failed' }),
});

export const deliverySchema = Type.Object({
  id: Type.Integer(),
  endpoint_id: Type.Integer(),
  event_id: Type.String({ description: "Equals the delivered payload's id" }),
  event_type: eventTypeSchema,
  status: deliveryStatusSchema,
  attempt_count: Type.Integer(),
  is_test: Type.Boolean(),
  redelivery_of: Type.Union([Type.Integer(), Type.Null()]),
  failure_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: timestamp,
  next_attempt_at: nullableTimestamp,
  completed_at: nullableTimestamp,
  attempts: Type.Array(attemptSchema),
});

export const eventTypesSchema = Type.Array(
  Type.Object({ type: eventTypeSchema, description: Type.String(), emitted: Type.Boolean() }),
);

export const statsSchema = Type.Object({
  hours: Type.Integer(),
  since: timestamp,
  total_deliveries: Type.Integer(),
  successful_deliveries: Type.Integer(),
  failed_deliveries: Type.Integer(),
  pending_deliveries: Type.Integer(),
  success_rate: Type.Union([Type.Number(), Type.Null()], {
    description: 'Successful / finished; null when none finished',
  }),
  total_attempts: Type.Integer(),
  successful_attempts: Type.Integer(),
  failed_attempts: Type.Integer(),
});

export type EndpointView = Static<typeof endpointSchema>;
export type DeliveryView = Static<typeof deliverySchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function endpointDisabledReason(reason: WebhookEndpoint['disabledReason']): WebhookDisabledReason | null {
  return (WEBHOOK_DISABLED_REASONS as readonly (string | null)[]).includes(reason)
    ? (reason as WebhookDisabledReason)
    : null;
}

/** A delivery's type as the endpoint views list it (an endpoint's deliveries carry only the types of docs/api-contract.md "Event types"). */
type EventView = DeliveryView['event_type'];

export function toEndpointView(endpoint: WebhookEndpoint): EndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    // Only endpoints (kind `endpoint`) are shown here, and they hold only the types docs/api-contract.md "Event types" lists.
    enabled_events: endpoint.enabledEvents.filter(isEventType),
    client_id: endpoint.clientId,
    is_active: endpoint.isActive,
    consecutive_failures: endpoint.consecutiveFailures,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
    last_attempt_at: iso(endpoint.lastAttemptAt),
    last_success_at: iso(endpoint.lastSuccessAt),
    last_failure_at: iso(endpoint.lastFailureAt),
    disabled_at: iso(endpoint.disabledAt),
    disabled_reason: endpointDisabledReason(endpoint.disabledReason),
  };
}

export function toDeliveryView(delivery: WebhookDelivery, attempts: readonly WebhookAttempt[]): DeliveryView {
  return {
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: delivery.eventType as EventView,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    is_test: delivery.isTest,
    redelivery_of: delivery.redeliveryOf,
    failure_reason: delivery.failureReason,
    created_at: delivery.createdAt.toISOString(),
    next_attempt_at: iso(delivery.nextAttemptAt),
    completed_at: iso(delivery.completedAt),
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      attempted_at: attempt.attemptedAt.toISOString(),
      succeeded: attempt.succeeded,
      response_status: attempt.responseStatus,
      duration_ms: attempt.durationMs,
      response_body: attempt.responseBody,
      error: attempt.error,
    })),
  };
}
