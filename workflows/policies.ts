/**
 * Timeouts and retry policies of every activity, as data: the one place an operator looks to see how
 * long a step may take and how often it is tried again (Temporal UI shows the same numbers).
 */
import type { ActivityOptions, LocalActivityOptions, RetryPolicy } from './runtime.js';

/**
 * Every activity heartbeats (workers/heartbeats.ts); this long without a heartbeat and Temporal hands
 * the attempt to another worker. Workers beat every couple of seconds, so only a dead or frozen
 * worker misses it.
 */
export const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * Job-state writes are cheap and must eventually land: many attempts, backing off to 10 s. They
 * carry the heartbeat bound too, so a worker killed while holding one (markScanRunning, say) hands
 * it over within HEARTBEAT_TIMEOUT_MS rather than the 30 s start-to-close bound. Activity options
 * are not part of what a replay compares (only each command's type, id and activity type), so the
 * recorded histories replay unchanged.
 */
export const JOB_STATE_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 30_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 10, initialIntervalMs: 500, backoffCoefficient: 2, maximumIntervalMs: 10_000 },
};

/** Resolving the target: DNS with its own per-query timeouts; a couple of retries for a lost worker. */
export const PLAN_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 30_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 3, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 5_000 },
};

/** Assembling and storing the report: a few DB statements over results already stored. */
export const REPORT_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 60_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 5, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 10_000 },
};

/**
 * The short steps of a full scan run as local activities (runtime.ts LocalActivityOptions): marking
 * the job running or failed, resolving the target, storing the report, handing its event to the
 * consumers. Each is a few statements (or a DNS lookup) and idempotent. A lost worker is noticed by
 * its workflow task timing out (10 s), not a heartbeat, and another worker runs the step again.
 */
export const LOCAL_JOB_STATE_POLICY: LocalActivityOptions = {
  startToCloseTimeoutMs: 30_000,
  retry: JOB_STATE_POLICY.retry,
};
export const LOCAL_PLAN_POLICY: LocalActivityOptions = {
  startToCloseTimeoutMs: 30_000,
  retry: PLAN_POLICY.retry,
};
/**
 * beginScan: the job-state write's many attempts (it must land); the target's resolution inside it
 * answers a bad target as a result, not a failure, so only our own breakage is tried again.
 */
export const LOCAL_BEGIN_POLICY: LocalActivityOptions = {
  startToCloseTimeoutMs: 30_000,
  retry: JOB_STATE_POLICY.retry,
};
export const LOCAL_REPORT_POLICY: LocalActivityOptions = {
  startToCloseTimeoutMs: 60_000,
  retry: REPORT_POLICY.retry,
};
/**
 * Handing a scan's event to its consumers inside the scan's run: a few attempts, then the run
 * leaves it to the event sweeper (the event row is the durable record; EVENT_SWEEP_AGE_MS).
 */
export const LOCAL_EVENT_POLICY: LocalActivityOptions = {
  startToCloseTimeoutMs: 30_000,
  retry: { maximumAttempts: 3, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 4_000 },
};

/** Scoring a quick assessment: pure computation in an activity; retried only if its worker is lost. */
export const SUMMARY_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 10_000,
  retry: { maximumAttempts: 3, initialIntervalMs: 500, backoffCoefficient: 2, maximumIntervalMs: 2_000 },
};

/**
 * The module runner already bounds each module by its own timeoutMs and turns a slow or broken
 * module into a `timeout`/`error` result; the activity timeout sits this far above it so it only
 * fires when the worker itself is stuck or gone.
 */
export const MODULE_TIMEOUT_MARGIN_MS = 5_000;

const MODULE_RETRY: RetryPolicy = {
  maximumAttempts: 2,
  initialIntervalMs: 1_000,
  backoffCoefficient: 2,
  maximumIntervalMs: 5_000,
};

/** Each module's activity gets its own bound, derived from the module's declared timeout. */
export function modulePolicy(moduleTimeoutMs: number): ActivityOptions {
  return {
    startToCloseTimeoutMs: moduleTimeoutMs + MODULE_TIMEOUT_MARGIN_MS,
    heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
    retry: MODULE_RETRY,
  };
}

/**
 * All of a full scan's modules in one activity (ScannerActivities.scanModules), with the heartbeat
 * bound so a lost worker's modules move to another worker in seconds; a retry runs only the modules
 * whose result is not stored yet. Three attempts: one lost worker no longer costs a module its last
 * try. Its modules may wait for the process's module slots (activities/jobs/module-slots.ts) in a
 * burst, so the attempt's bound is the modules' timeouts end to end plus the margin: only a stuck
 * worker (alive, heartbeating, not finishing) ever meets it; a dead one misses its heartbeat first.
 */
export function scanModulesPolicy(moduleTimeoutsMs: number[]): ActivityOptions {
  return {
    startToCloseTimeoutMs: moduleTimeoutsMs.reduce((sum, each) => sum + each, 0) + MODULE_TIMEOUT_MARGIN_MS,
    heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
    retry: { ...MODULE_RETRY, maximumAttempts: 3 },
  };
}

/**
 * Handing an event to one consumer (a few DB writes, or starting a delivery workflow): retried for
 * about ten minutes, backing off to a minute, before the dispatch fails and the sweeper takes over.
 */
export const EVENT_CONSUMER_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 60_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 15, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 60_000 },
};

/**
 * The sweeper looks for events this old and still undispatched: older than any normal dispatch takes,
 * so it only picks up what a crash or a failure left behind.
 */
export const EVENT_SWEEP_AGE_MS = 60_000;
/** Events one sweep starts at most; the next sweep takes the rest. */
export const EVENT_SWEEP_BATCH = 200;
/** How often the sweeper runs. */
export const EVENT_SWEEP_EVERY_MS = 60_000;

/**
 * A webhook delivery `pending`, or `retrying` with its next attempt due, this long has lost its run
 * (a live run attempts when the attempt is due; the sweep's start leaves a live one alone anyway).
 */
export const DELIVERY_SWEEP_AGE_MS = 120_000;
/** Deliveries one delivery sweep starts again at most. */
export const DELIVERY_SWEEP_BATCH = 200;
/** How often the delivery sweep runs. */
export const DELIVERY_SWEEP_EVERY_MS = 300_000;

/**
 * The activity log's purge (entries past 90 days): hourly, at most ACTIVITY_PURGE_MAX_BATCHES
 * deletes of ACTIVITY_PURGE_BATCH rows per run, so one run stays short and a backlog (a server that
 * was off for weeks) is worked off over a few runs instead of in one long delete.
 */
export const ACTIVITY_PURGE_EVERY_MS = 3_600_000;
export const ACTIVITY_PURGE_BATCH = 500;
export const ACTIVITY_PURGE_MAX_BATCHES = 20;

/**
 * The scan start sweeper: a queued job whose workflow start was not confirmed this long after its
 * commit was left by an API process that stopped in between (a live one starts or withdraws within
 * DETACHED_START_TIMINGS.patientMs, 10 s, and a database write). Starting one that did start costs an
 * `exists`.
 */
export const SCAN_START_SWEEP_AGE_MS = 15_000;
/** Jobs one sweep starts at most; the next sweep takes the rest. */
export const SCAN_START_SWEEP_BATCH = 200;
/** How often the scan start sweeper runs. */
export const SCAN_START_SWEEP_EVERY_MS = 30_000;
/**
 * The same sweep then starts bulk imports left without their workflow (activities/monitoring/
 * domain-import-outbox.ts): one whose start was not confirmed this long after its upload committed
 * (a live API process starts it within DETACHED_START_TIMINGS.patientMs, or leaves it here when
 * Temporal could not be reached). An import's start costs one workflow, so fewer per sweep.
 */
export const IMPORT_START_SWEEP_AGE_MS = SCAN_START_SWEEP_AGE_MS;
export const IMPORT_START_SWEEP_BATCH = 50;

/** Expired Idempotency-Key rows one purge batch deletes (two short statements per batch). */
export const IDEMPOTENCY_PURGE_BATCH = 500;
/** Batches one purge run deletes at most; a backlog beyond that waits for the next run. */
export const IDEMPOTENCY_PURGE_MAX_BATCHES = 20;
/** How often the purge runs: keys live 24 hours, so an expired row waits at most this much longer. */
export const IDEMPOTENCY_PURGE_EVERY_MS = 15 * 60_000;

/**
 * The retention purge (docs/retention.md): hourly; per step of the policy at most
 * RETENTION_PURGE_MAX_BATCHES batches of RETENTION_PURGE_BATCH rows, each a few short statements by
 * key, so a run stays short and a backlog is worked off over several runs.
 */
export const RETENTION_PURGE_EVERY_MS = 3_600_000;
export const RETENTION_PURGE_BATCH = 500;
export const RETENTION_PURGE_MAX_BATCHES = 20;
/** One step of it: up to RETENTION_PURGE_MAX_BATCHES batches, seconds on a busy database; retried. */
export const RETENTION_PURGE_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 5 * 60_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 5, initialIntervalMs: 5_000, backoffCoefficient: 2, maximumIntervalMs: 60_000 },
};

/** At most this many domains of a batch are assessed at once (4 modules each). */
export const BATCH_CONCURRENCY = 10;

/**
 * Rendering a PDF report: Chromium prints a report in a second or two; the browser pool bounds one
 * render at 45 s. A crashed browser is replaced on the next attempt, so a few attempts suffice.
 */
export const REPORT_RENDER_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 60_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 3, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 5_000 },
};

/**
 * A webhook attempt bounds its own POST at 30 s (docs/api-contract.md "Delivery rules") and returns every HTTP outcome as a
 * result; the activity bound sits above it so it fires only for a stuck or lost worker, and the
 * activity's retries cover only such failures (or a database that was briefly away).
 */
export const WEBHOOK_ATTEMPT_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 45_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 5, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 10_000 },
};

/**
 * Temporal only: the failure type a worker gives an activity error that was the database's own fault
 * (db/errors.ts `databaseFault`: unreachable, or its storage full; workers/database-faults.ts). Such a
 * failure says nothing about the step, so it must not use up the step's retries: once an activity's
 * own policy is spent on it, the Temporal runtime (temporal-runtime.ts) waits and calls the activity
 * again, as long as it takes, with DATABASE_FAULT_RETRY between rounds. The embedded engine gets the
 * same outcome its own way (run-context.ts `fault`: the run records nothing and resumes later).
 */
export const DATABASE_FAULT_FAILURE_TYPE = 'DatabaseFault';

/** Waits between rounds of an activity that met the database down: 2 s, doubling, at most 10 s. */
export const DATABASE_FAULT_RETRY: RetryPolicy = {
  maximumAttempts: Number.POSITIVE_INFINITY,
  initialIntervalMs: 2_000,
  backoffCoefficient: 2,
  maximumIntervalMs: 10_000,
};

/**
 * Writing an account's export archive: pages of every table into chunks, minutes for a large
 * account; a lost worker is noticed by the heartbeat and the archive is written again from the top.
 */
export const ACCOUNT_EXPORT_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 30 * 60_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 3, initialIntervalMs: 5_000, backoffCoefficient: 2, maximumIntervalMs: 60_000 },
};

/**
 * One batch of an account's deletion: a short transaction that must eventually land (the database
 * may be busy or briefly away), so many attempts, backing off to a minute.
 */
export const ACCOUNT_PURGE_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 60_000,
  retry: { maximumAttempts: 20, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 60_000 },
};

/**
 * Client reports (workflows/client-report.workflow.ts): the sweep looks for due clients every 15
 * minutes, so a week's or month's report goes out within a quarter of an hour of the period's end,
 * and starts at most 200 per run (the next run takes the rest).
 */
export const CLIENT_REPORTS_SWEEP_EVERY_MS = 15 * 60_000;
export const CLIENT_REPORT_SWEEP_BATCH = 200;

/**
 * Mailing a client report: a few recipients over SMTP (each send bounded at 20 s by the transport).
 * A mail server that refuses is tried again, backing off to five minutes; those already mailed are
 * not mailed again.
 */
export const CLIENT_REPORT_MAIL_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 5 * 60_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 8, initialIntervalMs: 5_000, backoffCoefficient: 3, maximumIntervalMs: 5 * 60_000 },
};

/**
 * A bulk import's chunk (activities/monitoring/domain-import.activities.ts): up to IMPORT_CHUNK
 * lines resolved (DNS, a few at once), one transaction, then the chunk's schedules. Heartbeats, so a
 * lost worker's chunk moves in seconds; retried for minutes (a database or Temporal server that is
 * back), and idempotent by its start line, so a retry commits nothing twice.
 */
export const DOMAIN_IMPORT_CHUNK_POLICY: ActivityOptions = {
  startToCloseTimeoutMs: 120_000,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
  retry: { maximumAttempts: 20, initialIntervalMs: 1_000, backoffCoefficient: 2, maximumIntervalMs: 30_000 },
};
