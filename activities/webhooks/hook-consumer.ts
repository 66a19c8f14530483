/**
 * The `rest-hooks` event consumer (activities/events/event-consumers.ts): fans an event out to the
 * account's REST Hook subscriptions (core/hooks/hook-rules.ts) that listen for its type and whose
 * filters match, through the same deliveries, workflow, signing, retries and dead letters as the
 * user's webhook endpoints (webhook-consumer.ts), which it never touches.
 *
 * The plan is read at fan-out: an account whose plan does not include the integration gets no
 * delivery even if a subscription is still active (a downgrade applied by hand, or racing the
 * downgrade's own pause), so a plan change takes effect at once.
 */
import type { DataSource } from 'typeorm';
import { type EventEnvelope, HOOK_EVENT_TYPES, type OutboxEventType } from '../../core/events/event-types.js';
import { atLeastSeverity, type HookFilters } from '../../core/hooks/hook-rules.js';
import { planOf } from '../../core/plans/plan-catalogue.js';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { clientsOfEvent } from './event-clients.js';
import { insertDeliveries, webhookDeliveryStart } from './webhook-consumer.js';
import { DEFAULT_WEBHOOK_SCHEDULE, type WebhookSettings } from './webhook-settings.js';

export interface HookConsumerDeps {
  db: DataSource;
  clock: { now(): Date };
  webhooks?: WebhookSettings;
}

const HOOK_TYPES: ReadonlySet<OutboxEventType> = new Set(HOOK_EVENT_TYPES);

/** Whether `filters` let `event` through; `clients` is read only when a filter names a client. */
export async function hookFiltersMatch(
  filters: HookFilters | null,
  event: EventEnvelope,
  clients: () => Promise<Set<number>>,
): Promise<boolean> {
  if (!filters) return true;
  const domain = typeof event.data.domain === 'string' ? event.data.domain : null;
  if (filters.domain !== undefined && filters.domain !== domain) return false;
  if (filters.min_severity !== undefined && event.type === 'alert.triggered') {
    if (!atLeastSeverity(String(event.data.severity), filters.min_severity)) return false;
  }
  if (filters.client_id !== undefined && !(await clients()).has(filters.client_id)) return false;
  return true;
}

export function hookEventConsumer(deps: HookConsumerDeps) {
  const schedule = deps.webhooks?.retryScheduleSeconds ?? DEFAULT_WEBHOOK_SCHEDULE.retryScheduleSeconds;
  return {
    name: 'rest-hooks',
    accepts: (type: OutboxEventType) => HOOK_TYPES.has(type),
    async handle(event: EventEnvelope, userId: number | null): Promise<WorkflowStartRequest[]> {
      if (userId === null) return [];
      const deliveries = await deps.db.transaction(async (manager) => {
        const owner = await manager.findOneBy(User, { id: userId });
        const hooks = await manager.find(WebhookEndpoint, { where: { userId, kind: 'hook' }, order: { id: 'ASC' } });
        if (!owner || hooks.length === 0) return [];
        const allowed = planOf(owner.plan).features.automationIntegration;
        let clients: Set<number> | undefined;
        const readClients = async () => {
          clients ??= await clientsOfEvent(manager, userId, event);
          return clients;
        };
        const targets: WebhookEndpoint[] = [];
        for (const hook of hooks) {
          if (!allowed || !hook.enabledEvents.includes(event.type)) continue;
          if (await hookFiltersMatch(hook.hookFilters, event, readClients)) targets.push(hook);
        }
        return insertDeliveries(manager, hooks, targets, event, deps.clock.now());
      });
      return deliveries.map((delivery) => webhookDeliveryStart(delivery, userId, schedule));
    },
  };
}
