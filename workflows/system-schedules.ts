/**
 * Schedules every deployment has, whatever its customers do: the events sweeper and the webhook
 * delivery sweeper. Ensured at
 * start by the embedded engine's orchestrator and by every Temporal worker (upsert is idempotent, so
 * several workers starting at once agree).
 */
import { SYSTEM_SCHEDULE_IDS } from '../core/workflow-ids.js';
import { DELIVERY_SWEEP_EVERY_MS, EVENT_SWEEP_EVERY_MS } from './policies.js';
import type { Scheduler, ScheduleSpec } from './schedules.js';

export const SYSTEM_SCHEDULES: readonly ScheduleSpec[] = [
  {
    id: SYSTEM_SCHEDULE_IDS.eventSweep,
    workflow: 'eventSweepWorkflow',
    input: {},
    everyMs: EVENT_SWEEP_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Webhook deliveries whose run is gone (after a rollback): activities/webhooks/stranded-deliveries.ts.
    id: SYSTEM_SCHEDULE_IDS.deliverySweep,
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'webhook_deliveries' },
    everyMs: DELIVERY_SWEEP_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
];

export async function ensureSystemSchedules(scheduler: Scheduler): Promise<void> {
  for (const spec of SYSTEM_SCHEDULES) await scheduler.upsert(spec);
}
