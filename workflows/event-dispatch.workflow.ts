/**
 * Event dispatch (DESIGN.md section 2, "Events"): every event of the outbox reaches each consumer that
 * takes it at least once. `eventDispatchWorkflow` (id `event-<event id>`) hands one event to its
 * consumers, each as its own activity with its own retries, then marks it dispatched. It is started
 * right after the change that wrote the event (the scan workflow starts it once completeScan has
 * committed); `eventSweepWorkflow`, on a schedule (system-schedules.ts), starts it for any event
 * left undispatched: a process that died between the commit and the start, or a dispatch that failed.
 * With `{ sweep: 'webhook_deliveries' }` (its own schedule) the same workflow starts again webhook
 * deliveries whose run is gone (activities/webhooks/stranded-deliveries.ts), and with
 * `{ sweep: 'account_activity' }` it purges the activity log's entries past their 90 days
 * (activities/account-activity/activity-purge.ts), with `{ sweep: 'scan_starts' }` it starts the
 * workflow of every scan job left queued without one (an API process that stopped between its commit
 * and the start: workflows/scan-submission.ts), then of every bulk import left running without one
 * (Temporal unreachable at the upload, or the same stop: workflows/outbox-start.ts; behind the
 * IMPORT_START_SWEEP_PATCH patch, so sweeps recorded before it replay), and with `{ sweep: 'idempotency_keys' }` it purges
 * expired Idempotency-Key rows in batches, and with `{ sweep: 'retention' }` it takes each step of the
 * retention policy in turn (activities/retention/retention-purge.ts). One workflow type with several inputs rather than new
 * types: the runs recorded before had input {} and replay as before.
 */
import type {
  AccountActivityActivities,
  DomainImportActivities,
  EventActivities,
  IdempotencyActivities,
  JobActivities,
  RetentionActivities,
  WebhookActivities,
} from '../activities/contracts.js';
import { RETENTION_STEPS } from '../core/retention/retention-policy.js';
import { eventDispatchWorkflowId } from '../core/workflow-ids.js';
import type { WorkflowMeta, WorkflowStartRequest } from '../core/workflow-meta.js';
import {
  ACTIVITY_PURGE_BATCH,
  ACTIVITY_PURGE_MAX_BATCHES,
  DELIVERY_SWEEP_AGE_MS,
  DELIVERY_SWEEP_BATCH,
  EVENT_CONSUMER_POLICY,
  EVENT_SWEEP_AGE_MS,
  EVENT_SWEEP_BATCH,
  IDEMPOTENCY_PURGE_BATCH,
  IDEMPOTENCY_PURGE_MAX_BATCHES,
  IMPORT_START_SWEEP_AGE_MS,
  IMPORT_START_SWEEP_BATCH,
  JOB_STATE_POLICY,
  LOCAL_EVENT_POLICY,
  RETENTION_PURGE_BATCH,
  RETENTION_PURGE_MAX_BATCHES,
  RETENTION_PURGE_POLICY,
  SCAN_START_SWEEP_AGE_MS,
  SCAN_START_SWEEP_BATCH,
} from './policies.js';
import type { ActivityProxy, WorkflowRuntime } from './runtime.js';

export interface EventDispatchInput {
  eventId: string;
}

export interface EventDispatchOutput {
  eventId: string;
  consumers: string[];
  /** Workflows the consumers asked for and this dispatch started (absent when none). */
  started?: string[];
}

/** Starts the dispatch of `eventId` (idempotent: a dispatch running or done is left alone). */
export function startEventDispatch(runtime: WorkflowRuntime, eventId: string, meta: Omit<WorkflowMeta, 'kind'>) {
  return runtime.startWorkflow(
    'eventDispatchWorkflow',
    eventDispatchWorkflowId(eventId),
    { eventId },
    {
      ...meta,
      kind: 'event_dispatch',
    },
  );
}

export async function eventDispatchWorkflow(
  runtime: WorkflowRuntime,
  input: EventDispatchInput,
): Promise<EventDispatchOutput> {
  return handToConsumers(
    runtime,
    runtime.activities<EventActivities>(JOB_STATE_POLICY),
    runtime.activities<EventActivities>(EVENT_CONSUMER_POLICY),
    input.eventId,
  );
}

/**
 * The dispatch inside the run that wrote the event (the scan workflow, after completeScan), as local
 * activities: no second workflow, no activity tasks. It costs no durability: the event row is
 * already committed, a lost worker's workflow task is run again by another (which hands it to the
 * consumers again: they are idempotent), and a dispatch that fails is left to the sweeper.
 */
export function dispatchEventInline(runtime: WorkflowRuntime, eventId: string): Promise<EventDispatchOutput> {
  const events = runtime.localActivities<EventActivities>(LOCAL_EVENT_POLICY);
  return handToConsumers(runtime, events, events, eventId);
}

/**
 * The scan's event handed on in one local activity (the `scan-lean-steps` shape): the consumers and,
 * when none asks for a workflow, the mark; otherwise the workflows they asked for are started here,
 * then the event is marked. Same order as handToConsumers, in one activation where it took 3 to 5.
 */
export async function handEventOn(runtime: WorkflowRuntime, eventId: string): Promise<string[]> {
  const events = runtime.localActivities<EventActivities>(LOCAL_EVENT_POLICY);
  const handed = await events.handEventToConsumers(eventId);
  if (handed.dispatched) return [];
  return startThenMark(runtime, events, eventId, handed.starts);
}

/**
 * The workflows the consumers asked for, started after every consumer committed and before the
 * event counts as dispatched: a crash in between resumes here (or the sweeper runs the dispatch
 * again, and the consumers ask again). Returns their ids.
 */
async function startThenMark(
  runtime: WorkflowRuntime,
  events: ActivityProxy<EventActivities>,
  eventId: string,
  requests: readonly WorkflowStartRequest[],
): Promise<string[]> {
  const started: string[] = [];
  for (const request of requests) {
    await runtime.startWorkflow(request.workflow, request.workflowId, request.input, request.meta);
    started.push(request.workflowId);
  }
  await events.markEventDispatched(eventId);
  return started;
}

/** Each consumer, then the workflows they asked for, then the mark: the order a replay holds to. */
async function handToConsumers(
  runtime: WorkflowRuntime,
  events: ActivityProxy<EventActivities>,
  delivery: ActivityProxy<EventActivities>,
  eventId: string,
): Promise<EventDispatchOutput> {
  const input = { eventId };
  const consumers = await events.eventConsumersFor(input.eventId);
  // A consumer that fails for good fails the dispatch; the event stays undispatched and the sweeper
  // starts it again (consumers are idempotent, so the ones that succeeded may see it twice).
  const requested = await Promise.all(consumers.map((consumer) => delivery.deliverEvent(consumer, input.eventId)));
  // `?? []`: runs begun before consumers could ask for starts have no result recorded for the call.
  const started = await startThenMark(
    runtime,
    events,
    input.eventId,
    requested.flatMap((each) => each ?? []),
  );
  return started.length > 0 ? { eventId: input.eventId, consumers, started } : { eventId: input.eventId, consumers };
}

export interface EventSweepInput {
  /**
   * What to sweep: undispatched events (absent, the original schedule), stranded webhook
   * deliveries, activity log entries past their 90 days, unstarted scans, expired
   * Idempotency-Key rows, or stored scans past the retention policy.
   */
  sweep?: 'webhook_deliveries' | 'account_activity' | 'scan_starts' | 'idempotency_keys' | 'retention';
}

export interface EventSweepOutput {
  started: number;
  /** Rows deleted (the `account_activity`, `idempotency_keys` and `retention` sweeps only). */
  purged?: number;
  /** Rows deleted (or emptied) per step of the `retention` sweep. */
  steps?: Record<string, number>;
}

export async function eventSweepWorkflow(runtime: WorkflowRuntime, input: EventSweepInput): Promise<EventSweepOutput> {
  if (input.sweep === 'webhook_deliveries') return sweepStrandedDeliveries(runtime);
  if (input.sweep === 'account_activity') return purgeAccountActivity(runtime);
  if (input.sweep === 'scan_starts') return sweepUnstartedScans(runtime);
  if (input.sweep === 'idempotency_keys') return purgeIdempotencyKeys(runtime);
  if (input.sweep === 'retention') return purgeRetention(runtime);
  const events = runtime.activities<EventActivities>(JOB_STATE_POLICY);
  const pending = await events.pendingEventIds(EVENT_SWEEP_AGE_MS, EVENT_SWEEP_BATCH);
  let started = 0;
  for (const eventId of pending) {
    if ((await startEventDispatch(runtime, eventId, { domains: [], accountId: null })) === 'started') started += 1;
  }
  if (started > 0) runtime.log.warn('undispatched events found and dispatched', { started });
  return { started };
}

/** Starts each, one after another (the order a replay holds to); how many were not running already. */
async function startEach(
  runtime: WorkflowRuntime,
  starts: ReadonlyArray<{ workflow: string; workflowId: string; input: unknown; meta: WorkflowMeta }>,
): Promise<number> {
  let started = 0;
  for (const start of starts) {
    if ((await runtime.startWorkflow(start.workflow, start.workflowId, start.input, start.meta)) === 'started') {
      started += 1;
    }
  }
  return started;
}

/** Starts again each webhook delivery whose run is gone; one alive (running late) answers 'exists'. */
async function sweepStrandedDeliveries(runtime: WorkflowRuntime): Promise<EventSweepOutput> {
  const webhooks = runtime.activities<WebhookActivities>(JOB_STATE_POLICY);
  const starts = await webhooks.strandedWebhookDeliveries(DELIVERY_SWEEP_AGE_MS, DELIVERY_SWEEP_BATCH);
  const started = await startEach(runtime, starts);
  if (started > 0) runtime.log.warn('webhook deliveries whose run was gone started again', { started });
  return { started };
}

/** Deletes activity log entries past their 90 days, a bounded number of small batches per run. */
async function purgeAccountActivity(runtime: WorkflowRuntime): Promise<EventSweepOutput> {
  const activity = runtime.activities<AccountActivityActivities>(JOB_STATE_POLICY);
  const { deleted, done } = await activity.purgeExpiredAccountActivity(
    ACTIVITY_PURGE_BATCH,
    ACTIVITY_PURGE_MAX_BATCHES,
  );
  if (!done) runtime.log.warn('activity log purge left old entries for the next run', { deleted });
  return { started: 0, purged: deleted };
}

/**
 * Whether a scan start sweep also starts the bulk imports left without their workflow (since imports
 * are started after their commit on Temporal): runs recorded before it replay without that step.
 */
export const IMPORT_START_SWEEP_PATCH = 'sweep-import-starts';

/**
 * Starts the workflow of each queued scan job whose start was never confirmed; `exists` (the API's
 * start did reach the server) counts as done too. Then the rows leave the outbox. Then the same for
 * running bulk imports (the import's row is its outbox: workflows/outbox-start.ts).
 */
async function sweepUnstartedScans(runtime: WorkflowRuntime): Promise<EventSweepOutput> {
  const scans = await sweepScanStarts(runtime);
  if (!runtime.patched(IMPORT_START_SWEEP_PATCH)) return { started: scans };
  return { started: scans + (await sweepImportStarts(runtime)) };
}

async function sweepScanStarts(runtime: WorkflowRuntime): Promise<number> {
  const jobs = runtime.activities<JobActivities>(JOB_STATE_POLICY);
  const starts = await jobs.unstartedScanJobs(SCAN_START_SWEEP_AGE_MS, SCAN_START_SWEEP_BATCH);
  const started = await startEach(runtime, starts);
  const jobIds = starts.flatMap((start) => (start.meta.jobId === undefined ? [] : [start.meta.jobId]));
  if (jobIds.length > 0) await jobs.markScanJobsStarted(jobIds);
  if (started > 0) runtime.log.warn('queued scan jobs without a workflow found and started', { started, jobIds });
  return started;
}

async function sweepImportStarts(runtime: WorkflowRuntime): Promise<number> {
  const imports = runtime.activities<DomainImportActivities>(JOB_STATE_POLICY);
  const starts = await imports.unstartedImports(IMPORT_START_SWEEP_AGE_MS, IMPORT_START_SWEEP_BATCH);
  const started = await startEach(runtime, starts);
  const importIds = starts.flatMap((start) => {
    const { importId } = start.input as { importId?: number };
    return importId === undefined ? [] : [importId];
  });
  if (importIds.length > 0) await imports.markImportsStarted(importIds);
  if (started > 0) runtime.log.warn('bulk imports without a workflow found and started', { started, importIds });
  return started;
}

/** Deletes expired Idempotency-Key rows batch by batch, until a batch comes back short or the cap. */
async function purgeIdempotencyKeys(runtime: WorkflowRuntime): Promise<EventSweepOutput> {
  const keys = runtime.activities<IdempotencyActivities>(JOB_STATE_POLICY);
  let purged = 0;
  for (let batch = 0; batch < IDEMPOTENCY_PURGE_MAX_BATCHES; batch += 1) {
    const deleted = await keys.purgeExpiredIdempotencyKeys(IDEMPOTENCY_PURGE_BATCH);
    purged += deleted;
    if (deleted < IDEMPOTENCY_PURGE_BATCH) break;
  }
  return { started: 0, purged };
}

/**
 * Takes each step of the retention policy in turn, one activity per step (each a bounded number of
 * small batches): a step that fails is retried on its own, and a crash resumes at the next step.
 */
async function purgeRetention(runtime: WorkflowRuntime): Promise<EventSweepOutput> {
  const retention = runtime.activities<RetentionActivities>(RETENTION_PURGE_POLICY);
  const steps: Record<string, number> = {};
  let purged = 0;
  for (const step of RETENTION_STEPS) {
    const { deleted, done } = await retention.purgeRetention(step, RETENTION_PURGE_BATCH, RETENTION_PURGE_MAX_BATCHES);
    steps[step] = deleted;
    purged += deleted;
    if (!done) runtime.log.warn('retention purge left rows due for the next run', { step, deleted });
  }
  return { started: 0, purged, steps };
}
