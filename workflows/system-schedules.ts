/**
 * Schedules every deployment has, whatever its customers do: the events sweeper, the webhook
 * delivery sweeper and the purge of expired Idempotency-Key rows. Ensured at
 * start by the embedded engine's orchestrator and by every Temporal worker (upsert is idempotent, so
 * several workers starting at once agree).
 */
import { DELIVERY_SWEEP_EVERY_MS, EVENT_SWEEP_EVERY_MS, IDEMPOTENCY_PURGE_EVERY_MS } from './policies.js';
import type { Scheduler, ScheduleSpec } from './schedules.js';

export const SYSTEM_SCHEDULES: readonly ScheduleSpec[] = [
  {
    id: 'system-event-sweep',
    workflow: 'eventSweepWorkflow',
    input: {},
    everyMs: EVENT_SWEEP_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Webhook deliveries whose run is gone (after a rollback): activities/webhooks/stranded-deliveries.ts.
    id: 'system-delivery-sweep',
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'webhook_deliveries' },
    everyMs: DELIVERY_SWEEP_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Idempotency-Key rows past their 24 hours: activities/idempotency/purge-idempotency-keys.ts.
    id: 'system-idempotency-purge',
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'idempotency_keys' },
    everyMs: IDEMPOTENCY_PURGE_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
];

export async function ensureSystemSchedules(scheduler: Scheduler): Promise<void> {
  for (const spec of SYSTEM_SCHEDULES) await scheduler.upsert(spec);
}
