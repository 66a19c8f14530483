/**
 * Schedules every deployment has, whatever its customers do: the events sweeper, the webhook
 * delivery sweeper, the scan start sweeper, the activity log's purge, the purge of expired
 * Idempotency-Key rows, the retention purge of stored scans and the client reports' sweep. Ensured at start by the embedded engine's orchestrator and by every Temporal
 * worker (upsert is idempotent, so several workers starting at once agree). On the embedded engine
 * the scan start sweeper finds nothing (its runs are recorded with the job), but it runs there too:
 * one rule on both engines.
 */
import { SYSTEM_SCHEDULE_IDS } from '../core/workflow-ids.js';
import {
  ACTIVITY_PURGE_EVERY_MS,
  CLIENT_REPORTS_SWEEP_EVERY_MS,
  DELIVERY_SWEEP_EVERY_MS,
  EVENT_SWEEP_EVERY_MS,
  IDEMPOTENCY_PURGE_EVERY_MS,
  RETENTION_PURGE_EVERY_MS,
  SCAN_START_SWEEP_EVERY_MS,
} from './policies.js';
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
  {
    // Account activity past its 90 days: activities/account-activity/activity-purge.ts.
    id: SYSTEM_SCHEDULE_IDS.activityPurge,
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'account_activity' },
    everyMs: ACTIVITY_PURGE_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Scan jobs committed without their workflow started (workflows/scan-submission.ts): the outbox's sweeper.
    id: SYSTEM_SCHEDULE_IDS.scanStartSweep,
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'scan_starts' },
    everyMs: SCAN_START_SWEEP_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Idempotency-Key rows past their 24 hours: activities/idempotency/purge-idempotency-keys.ts.
    id: SYSTEM_SCHEDULE_IDS.idempotencyPurge,
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'idempotency_keys' },
    everyMs: IDEMPOTENCY_PURGE_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Stored scans past the retention policy's windows: activities/retention/retention-purge.ts.
    id: SYSTEM_SCHEDULE_IDS.retentionPurge,
    workflow: 'eventSweepWorkflow',
    input: { sweep: 'retention' },
    everyMs: RETENTION_PURGE_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
  {
    // Clients whose weekly or monthly report is due: workflows/client-report.workflow.ts.
    id: SYSTEM_SCHEDULE_IDS.clientReports,
    workflow: 'clientReportSweepWorkflow',
    input: {},
    everyMs: CLIENT_REPORTS_SWEEP_EVERY_MS,
    meta: { kind: 'event_sweep', domains: [], accountId: null },
  },
];

export async function ensureSystemSchedules(scheduler: Scheduler): Promise<void> {
  for (const spec of SYSTEM_SCHEDULES) await scheduler.upsert(spec);
}
