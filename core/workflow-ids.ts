/**
 * Every workflow id and schedule id, in one scheme: `<kind>-<what it is about>`, where "what" is
 * unique across databases. A Temporal namespace outlives a database that was reset (or is shared by
 * two deployments), and a start under a taken id is left alone or refused, so an id built from a
 * number our database hands out (a job id, a delivery id) carries a tail of 8 hex digits that differs
 * between databases: SHA-256 over the row's id and its creation instant (stored to the millisecond
 * on both databases), or, for a delivery, the start of its event's UUID. An id built from something
 * unique already (a UUID, the payment processor's event id) needs no tail.
 *
 * | id                                   | workflow                 |
 * | ------------------------------------ | ------------------------ |
 * | `scan-<job id>-<8 hex>`              | scanWorkflow             |
 * | `report-<job id>-<8 hex>`            | reportWorkflow           |
 * | `batch-<uuid>`                       | batchWorkflow            |
 * | `event-<event uuid>`                 | eventDispatchWorkflow    |
 * | `webhook-delivery-<id>-<8 hex>`      | webhookDeliveryWorkflow  |
 * | `processor-event-<processor's id>`   | processorEventWorkflow   |
 * | `monitor-<domain id>` (schedule)     | monitorWorkflow          |
 * | `system-*-sweep` (schedules)         | eventSweepWorkflow       |
 * | `client-report-<client id>-<8 hex>-<period>` | clientReportWorkflow |
 * | `system-client-reports` (schedule)   | clientReportSweepWorkflow |
 * | `domain-import-<import id>-<8 hex>`  | domainImportWorkflow     |
 *
 * Pure (no `node:crypto`): workflow code names ids too, inside Temporal's sandbox. Ids matter only
 * when a workflow is started; a recorded history holds the ids it started, so changing a scheme
 * never breaks replay (a workflow that computes an id from its input must keep computing the old one
 * for old inputs: see legacyScanWorkflowId).
 */
import { sha256Hex } from './sha256-hex.js';

/** A database row as the ids see it: its id and its creation instant. */
export interface IdentifiedRow {
  id: number;
  createdAt: Date;
}

/** The 8-hex tail of a row: the same every time it is computed for the row, different for another database's row of that id. */
export function rowTail(row: IdentifiedRow): string {
  return sha256Hex(`${row.id}:${row.createdAt.getTime()}`).slice(0, 8);
}

/** A scan job's workflow, whoever submitted it (API, dashboard, public key, monitor, the sweeper). */
export function scanJobWorkflowId(job: IdentifiedRow): string {
  return `scan-${job.id}-${rowTail(job)}`;
}

/**
 * The plain id scans had before the tail: only a monitor run replaying a history recorded then
 * (its queue step's result has no id) still names it.
 */
export function legacyScanWorkflowId(jobId: number): string {
  return `scan-${jobId}`;
}

/** A scan's PDF report; the same tail as its scan. */
export function reportWorkflowId(job: IdentifiedRow): string {
  return `report-${job.id}-${rowTail(job)}`;
}

/** A render asked for again after one failed: a new run, named by when it was asked. */
export function reportRetryWorkflowId(job: IdentifiedRow, at: Date): string {
  return `${reportWorkflowId(job)}-${at.getTime()}`;
}

/** Batch and compare: `batchId` is a fresh UUID. */
export function batchWorkflowId(batchId: string): string {
  return `batch-${batchId}`;
}

/** The dispatch of one outbox event (its id is a UUID derived from what happened). */
export function eventDispatchWorkflowId(eventId: string): string {
  return `event-${eventId}`;
}

/** One webhook delivery: its row id, then the first 8 hex digits of its event's UUID. */
export function webhookDeliveryWorkflowId(deliveryId: number, eventId: string): string {
  return `webhook-delivery-${deliveryId}-${eventId.replace(/-/g, '').slice(0, 8)}`;
}

/** Retries of a payment-processor event, by the processor's own event id. */
export function processorEventWorkflowId(eventId: string): string {
  return `processor-event-${eventId}`;
}

/** A monitored domain's schedule; its runs are `<schedule id>-<slot time>` (workflows/schedules.ts). */
export function monitorScheduleId(domainId: number): string {
  return `monitor-${domainId}`;
}

/** The system schedules (workflows/system-schedules.ts). */
export const SYSTEM_SCHEDULE_IDS = {
  eventSweep: 'system-event-sweep',
  deliverySweep: 'system-delivery-sweep',
  scanStartSweep: 'system-scan-start-sweep',
  activityPurge: 'system-activity-purge',
  idempotencyPurge: 'system-idempotency-purge',
  retentionPurge: 'system-retention-purge',
  clientReports: 'system-client-reports',
} as const;

/** One client's report for one period (core/monitoring/client-reports.ts keys); the tail as for jobs. */
export function clientReportWorkflowId(client: IdentifiedRow, periodKey: string): string {
  return `client-report-${client.id}-${rowTail(client)}-${periodKey.replace(':', '-')}`;
}

/** A bulk import of monitored domains (docs/portfolio.md "Bulk import"); the tail as for jobs. */
export function domainImportWorkflowId(row: IdentifiedRow): string {
  return `domain-import-${row.id}-${rowTail(row)}`;
}
