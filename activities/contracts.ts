/**
 * The contract between workflows and activities: the activity interfaces the workflows call and the
 * plain-JSON shapes that cross the boundary (a Temporal payload, or a row of the embedded engine's
 * step table). Type-only imports keep this file free of anything the workflow bundle cannot hold.
 * It lives with the activities, which implement it; the workflows import it as types only, so
 * imports point down (docs/ARCHITECTURE.md, "Layers").
 */

import type { RetentionStep } from '../core/retention/retention-policy.js';
import type { ModuleName } from '../core/scan-model/module-names.js';
import type { ModuleResult, ModuleStatus } from '../core/scan-model/report.js';
import type { ScanSummary } from '../core/scan-model/scan-summary.js';
import type { WorkflowStartRequest } from '../core/workflow-meta.js';
import type { ScanTarget } from '../scanner/scan-target.js';
import type { ClientReportActivities } from './client-reports/client-report.activities.js';
import type { DomainImportActivities } from './monitoring/domain-import.activities.js';
import type { MonitorActivities } from './monitoring/monitor.activities.js';

/** A module to run and the bound its own runner puts on it (the activity timeout adds a margin). */
export interface PlannedModule {
  name: ModuleName;
  timeoutMs: number;
}

/** The target (resolved and guarded once) and the modules to run, or why it cannot be scanned. */
export type ScanPlan = { ok: true; target: ScanTarget; modules: PlannedModule[] } | { ok: false; reason: string };

/**
 * What `beginScan` found: the job withdrawn before its run began (nothing to do), its target no
 * longer scannable (the job is already failed with `reason`), or the plan to run.
 */
export type ScanStart =
  | { status: 'withdrawn' }
  | { status: 'unscannable'; reason: string }
  | { status: 'planned'; plan: Extract<ScanPlan, { ok: true }> };

/**
 * What `handEventToConsumers` did: the workflows the consumers asked for (the run starts them, then
 * marks the event dispatched), or none, in which case the event is already marked dispatched.
 */
export interface EventHandOff {
  starts: WorkflowStartRequest[];
  dispatched: boolean;
}

/**
 * What the grouped module activity (`scanModules`) did: each module's status, and the modules whose
 * result an earlier attempt had already stored (a retry after a lost worker), which it did not run again.
 */
export interface ModulesOutcome {
  statuses: Partial<Record<ModuleName, ModuleStatus>>;
  reused: ModuleName[];
}

/** A grouped module activity's heartbeat details: what operators see while it runs. */
export interface ModulesProgress {
  done: ModuleName[];
  running: ModuleName[];
}

export type QuickAssessment =
  | { domain: string; status: 'completed'; summary: ScanSummary }
  | { domain: string; status: 'failed'; error: string };

/** What a finished full-scan workflow reports (the job row holds the rest). */
export interface ScanOutcome {
  /**
   * Events the completion wrote (outbox), for the workflow to dispatch; absent when there are none.
   * The same ids again when the activity runs twice.
   */
  events?: string[];
  jobId: number;
  status: 'completed' | 'failed';
}

/** Activities that move a scan job through its states (DB writes; idempotent). */
export interface JobActivities {
  /**
   * queued -> running; returns the job's started_at, or null when the job was failed before its
   * workflow ran (the submission was withdrawn: the engine answered too late), so the run ends there.
   */
  markScanRunning(jobId: number): Promise<string | null>;
  /**
   * markScanRunning, planScan and, for a target that no longer resolves to a public address,
   * markScanFailed, in one step: the scan workflow's first local activity (one activation, one
   * marker in the history, where it took two or three).
   */
  beginScan(jobId: number, domain: string, modules: ModuleName[]): Promise<ScanStart>;
  /** -> failed with the reason shown to the user. A job already finished is left as it is. */
  markScanFailed(jobId: number, reason: string): Promise<void>;
  /**
   * Assembles the report from the stored module results (modules in `failures` become error
   * modules), stores report and summary, -> completed (or failed when no module produced a result).
   */
  completeScan(jobId: number, failures: Partial<Record<ModuleName, string>>): Promise<ScanOutcome>;
  /**
   * The scan start sweeper: queued jobs at least `olderThanMs` old whose workflow start was never
   * confirmed (the API stopped between its commit and the start), oldest first, at most `limit`.
   */
  unstartedScanJobs(olderThanMs: number, limit: number): Promise<WorkflowStartRequest[]>;
  /** Their workflows are started (or were already): the rows leave the outbox. */
  markScanJobsStarted(jobIds: number[]): Promise<void>;
}

/** Activities that touch the network (the scanner). */
export interface ScannerActivities {
  planScan(domain: string, modules: ModuleName[]): Promise<ScanPlan>;
  /** Runs one module of a full scan and stores its result with the job; returns the module's status. */
  scanModule(jobId: number, name: ModuleName, target: ScanTarget, dkimSelectors: string[]): Promise<ModuleStatus>;
  /**
   * Runs the modules of a full scan in parallel in one activity, storing each result with the job as
   * it finishes (heartbeat details: ModulesProgress); modules whose result is already stored are not
   * run again, so a retried attempt does only what the lost one had not finished. Throws, after the
   * others are stored, when a module could not be run or stored.
   */
  scanModules(jobId: number, names: ModuleName[], target: ScanTarget, dkimSelectors: string[]): Promise<ModulesOutcome>;
  /** Runs one module of a quick assessment; the result comes back without its (bulky) evidence. */
  assessModule(name: ModuleName, target: ScanTarget): Promise<ModuleResult>;
  /**
   * Scores quick-assessment results (scoring lives with the scanner, not in workflow code); modules
   * in `failures` become error modules.
   */
  summarizeAssessment(
    domain: string,
    results: ModuleResult[],
    failures: Partial<Record<ModuleName, string>>,
  ): Promise<ScanSummary>;
}

export type RampartActivities = JobActivities &
  ScannerActivities &
  EventActivities &
  ReportActivities &
  MonitorActivities &
  BillingActivities &
  WebhookActivities &
  AccountActivityActivities &
  AccountDataActivities &
  IdempotencyActivities &
  RetentionActivities &
  ClientReportActivities &
  DomainImportActivities;

export type {
  ClientReportActivities,
  ClientReportOutcome,
} from './client-reports/client-report.activities.js';
export type {
  DomainImportActivities,
  ImportChunkOutcome,
  ImportFinish,
} from './monitoring/domain-import.activities.js';
export type { MonitorActivities, MonitorScanJob, MonitorSkip } from './monitoring/monitor.activities.js';

/** Activities behind event dispatch (activities/events/event.activities.ts). */
export interface EventActivities {
  /** The names of the consumers that take this event; empty when it is gone or already dispatched. */
  eventConsumersFor(eventId: string): Promise<string[]>;
  /**
   * Hands the event to one consumer (idempotent on the consumer's side); returns the workflows the
   * consumer asks to start (the dispatcher starts them), the same ones again on a repeat.
   */
  deliverEvent(consumer: string, eventId: string): Promise<WorkflowStartRequest[]>;
  markEventDispatched(eventId: string): Promise<void>;
  /**
   * eventConsumersFor, deliverEvent for each consumer and, when none asks for a workflow,
   * markEventDispatched, in one step: the event read once, one activation for the whole hand-off.
   * Consumers are idempotent, so a retry after one of them failed hands it to all of them again.
   */
  handEventToConsumers(eventId: string): Promise<EventHandOff>;
  /** Undispatched events at least `olderThanMs` old, oldest first: what a crash left behind. */
  pendingEventIds(olderThanMs: number, limit: number): Promise<string[]>;
}

/** A PDF report as issued: its id and the SHA-256 of its bytes (the bytes stay in the database). */
export interface ReportOutcome {
  reportId: string;
  pdfSha256: string;
}

/** The PDF report's render (activities/reports/report.activities.ts). */
export interface ReportActivities {
  /** Renders, signs and stores the job's PDF once; afterwards returns the stored one. */
  renderReport(jobId: number): Promise<ReportOutcome>;
}

/** The activity behind processor-event retries (activities/billing/billing.activities.ts). */
export interface BillingActivities {
  /**
   * One more attempt at a stored processor event: `processed`, `failed` (with the error, kept on the
   * row), `already_processed` (another attempt got there first) or `missing` (no such event).
   */
  retryProcessorEvent(
    eventId: string,
  ): Promise<{ outcome: 'processed' | 'failed' | 'already_processed' | 'missing'; error?: string }>;
}

/** What one webhook delivery attempt came to (activities/webhooks/delivery.activities.ts). */
export interface WebhookAttemptResult {
  /** `retry`: failed, more attempts to come; `failed`: a dead letter; `gone`: its endpoint was deleted. */
  outcome: 'succeeded' | 'retry' | 'failed' | 'gone';
  /** The receiver's status, null when none came. */
  status: number | null;
  error: string | null;
}

/** Activities of the webhook delivery workflow (workflows/webhook-delivery.workflow.ts). */
export interface WebhookActivities {
  /**
   * Attempt `attempt` (1-5) of a delivery: sends, records the attempt, the delivery's state and the
   * endpoint's failure count. `nextDelayMs` is the wait before the next attempt (for next_attempt_at).
   * Throws (and is retried) while the delivery row is not visible yet but its endpoint exists.
   */
  attemptWebhookDelivery(
    deliveryId: number,
    attempt: number,
    nextDelayMs: number,
    endpointId?: number,
  ): Promise<WebhookAttemptResult>;
  /**
   * Starts for deliveries whose run is gone (activities/webhooks/stranded-deliveries.ts): `pending`,
   * or `retrying` with the next attempt due, for at least `olderThanMs`; each from its next attempt.
   */
  strandedWebhookDeliveries(olderThanMs: number, limit: number): Promise<WorkflowStartRequest[]>;
}

/** The activity log's purge (activities/account-activity/account-activity.activities.ts). */
export interface AccountActivityActivities {
  /**
   * Deletes entries past the 90 days kept, at most `maxBatches` batches of `batchSize`; `done` is
   * false when old entries remain (the next run takes them).
   */
  purgeExpiredAccountActivity(batchSize: number, maxBatches: number): Promise<{ deleted: number; done: boolean }>;
}

/** What one batch of an account's deletion did (activities/accounts/account-purge.ts). */
export interface PurgeBatchResult {
  deleted: number;
  /** Where the step's next batch starts; null when it starts from the top. */
  cursor: number | null;
  /** The step has nothing left. */
  done: boolean;
}

/** Activities of the account export and deletion workflows (activities/accounts/account-data.activities.ts). */
export interface AccountDataActivities {
  /** Writes the export's archive (chunks) and marks it ready; `missing` when the row is gone. */
  buildAccountExport(exportId: string): Promise<{ status: 'ready' | 'missing'; sizeBytes: number }>;
  /** Mails the owner the signed, expiring download link of a ready export. */
  mailAccountExport(exportId: string): Promise<{ mailed: boolean }>;
  /** The names of the deletion's steps, in order (recorded once, so a replay takes the same steps). */
  accountPurgeSteps(): Promise<string[]>;
  /** One bounded batch of one step of an account's deletion, in its own transaction. */
  purgeAccountBatch(userId: number, step: string, cursor: number): Promise<PurgeBatchResult>;
}

/** The retention purge (activities/retention/retention.activities.ts, docs/retention.md). */
export interface RetentionActivities {
  /**
   * One step of the retention policy, at most `maxBatches` batches of `batchSize` rows; `done` is
   * false when more is due (the next run takes it).
   */
  purgeRetention(
    step: RetentionStep,
    batchSize: number,
    maxBatches: number,
  ): Promise<{ deleted: number; done: boolean }>;
}

/** Housekeeping of the API's Idempotency-Key rows (activities/idempotency/purge-idempotency-keys.ts). */
export interface IdempotencyActivities {
  /** Deletes up to `limit` rows past their expiry, oldest first; returns how many went. */
  purgeExpiredIdempotencyKeys(limit: number): Promise<number>;
}
