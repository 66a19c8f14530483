/**
 * The `webhooks` event consumer (activities/events/event-consumers.ts): fans an event out to every
 * active endpoint of its account subscribed to its type; an endpoint scoped to a client only when the
 * event is about that client (event-clients.ts, docs/portfolio.md). In one transaction it creates one delivery
 * per endpoint (unique per endpoint and event, so a repeated call creates nothing new), then asks the
 * dispatcher to start `webhook-delivery-<id>` for each: the same ids on every call for the event.
 *
 * It does not name the EventConsumer interface (event-consumers.ts imports this file; the interface
 * is met structurally), so the two files do not import each other.
 */
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { EventEnvelope, EventType } from '../../core/events/event-types.js';
import { retryDelaysMs, type WebhookDeliveryInput } from '../../core/webhooks/delivery-rules.js';
import { DISPATCHED_EVENT_TYPES } from '../../core/webhooks/event-catalogue.js';
import { webhookDeliveryWorkflowId } from '../../core/workflow-ids.js';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { clientsOfEvent } from './event-clients.js';
import { DEFAULT_WEBHOOK_SCHEDULE, type WebhookSettings } from './webhook-settings.js';

export interface WebhookConsumerDeps {
  db: DataSource;
  clock: { now(): Date };
  webhooks?: WebhookSettings;
}

export function webhookDeliveryStart(
  delivery: Pick<WebhookDelivery, 'id' | 'endpointId' | 'eventId' | 'payload'>,
  accountId: number,
  retryScheduleSeconds: readonly number[],
): WorkflowStartRequest {
  const domain = delivery.payload.data.domain;
  const input: WebhookDeliveryInput = {
    deliveryId: delivery.id,
    endpointId: delivery.endpointId,
    retryDelaysMs: retryDelaysMs(retryScheduleSeconds),
  };
  return {
    workflow: 'webhookDeliveryWorkflow',
    workflowId: webhookDeliveryWorkflowId(delivery.id, delivery.eventId),
    input,
    meta: { kind: 'webhook_delivery', domains: typeof domain === 'string' ? [domain] : [], accountId },
  };
}

/**
 * In the caller's transaction: one delivery (series 1) of `event` for each of `targets` that is active
 * and has none yet, then every series-1 delivery of the event among `all` (the ones made before too),
 * so a repeated call asks for the same starts. A concurrent dispatch of the same event that made a row
 * first is fine: the unique index refuses the second, and the read below names it anyway.
 */
export async function insertDeliveries(
  manager: EntityManager,
  all: readonly WebhookEndpoint[],
  targets: readonly WebhookEndpoint[],
  event: EventEnvelope,
  now: Date,
): Promise<WebhookDelivery[]> {
  const ids = all.map((endpoint) => endpoint.id);
  if (ids.length === 0) return [];
  // By (endpoint, event, series): the unique index answers it.
  const existing = await manager.find(WebhookDelivery, {
    where: { endpointId: In(ids), eventId: event.id, series: 1 },
  });
  const have = new Set(existing.map((delivery) => delivery.endpointId));
  for (const endpoint of targets) {
    if (have.has(endpoint.id) || !endpoint.isActive) continue;
    try {
      await manager.insert(WebhookDelivery, {
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        series: 1,
        redeliveryOf: null,
        isTest: false,
        payload: event as never,
        status: 'pending',
        attemptCount: 0,
        failureReason: null,
        createdAt: now,
        nextAttemptAt: null,
        completedAt: null,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return manager.find(WebhookDelivery, {
    select: { id: true, endpointId: true, eventId: true, payload: true },
    where: { endpointId: In(ids), eventId: event.id, series: 1 },
    order: { id: 'ASC' },
  });
}

export function webhookEventConsumer(deps: WebhookConsumerDeps) {
  const schedule = deps.webhooks?.retryScheduleSeconds ?? DEFAULT_WEBHOOK_SCHEDULE.retryScheduleSeconds;
  return {
    name: 'webhooks',
    accepts: (type: EventType) => DISPATCHED_EVENT_TYPES.has(type),
    async handle(event: EventEnvelope, userId: number | null): Promise<WorkflowStartRequest[]> {
      if (userId === null) return [];
      const deliveries = await deps.db.transaction(async (manager) => {
        // The user's own endpoints; REST Hook subscriptions have their own consumer (hook-consumer.ts).
        const endpoints = await manager.find(WebhookEndpoint, {
          where: { userId, kind: 'endpoint' },
          order: { id: 'ASC' },
        });
        let subscribed = endpoints.filter((endpoint) => endpoint.enabledEvents.includes(event.type));
        if (subscribed.some((endpoint) => endpoint.clientId !== null)) {
          const clients = await clientsOfEvent(manager, userId, event);
          subscribed = subscribed.filter((endpoint) => endpoint.clientId === null || clients.has(endpoint.clientId));
        }
        return insertDeliveries(manager, endpoints, subscribed, event, deps.clock.now());
      });
      return deliveries.map((delivery) => webhookDeliveryStart(delivery, userId, schedule));
    },
  };
}
