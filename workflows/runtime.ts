/**
 * The one door between workflow code and the world. A workflow is a plain async function of
 * (runtime, input); everything that is not pure computation (calling an activity, waiting, reading
 * the clock, knowing its own id) goes through this interface. It is implemented twice: with
 * @temporalio/workflow (workflows/temporal/temporal-runtime.ts) and in-process by the embedded
 * engine (workflows/embedded/run-context.ts). Workflow code therefore never imports node:* modules
 * and never calls Date.now() or setTimeout itself: that is what keeps it replayable and bundleable.
 */

import type { WorkflowMeta } from '../core/workflow-meta.js';

/** How an activity is retried after a failed attempt (a thrown error or a timed-out attempt). */
export interface RetryPolicy {
  /** Total attempts, the first included; 1 means never retry. */
  maximumAttempts: number;
  initialIntervalMs: number;
  backoffCoefficient: number;
  maximumIntervalMs: number;
}

export interface ActivityOptions {
  /** Bound on one attempt; an attempt that runs longer counts as failed (and may be retried). */
  startToCloseTimeoutMs: number;
  /**
   * Temporal only: an attempt whose worker has not sent a heartbeat for this long is given up and
   * retried on another worker, long before its start-to-close bound (a worker killed mid-scan costs
   * seconds, not the module's whole timeout). Workers heartbeat for every activity
   * (workers/heartbeats.ts). The embedded engine runs attempts in its own process, where a lost
   * worker is a lost process and the restart resumes the run.
   */
  heartbeatTimeoutMs?: number;
  retry: RetryPolicy;
  /** Temporal only: the line Temporal UI shows for these calls ("ssl module of example.com"). */
  summary?: string;
}

/**
 * A local activity: a short step (a few database statements, a DNS lookup) that Temporal runs on the
 * worker that runs the workflow task, inside that task, and records as a marker in the history
 * instead of scheduling an activity task for the server to hand out. It costs the server nothing
 * beyond the workflow task it rides on. A worker lost while running one loses the workflow task,
 * which the server gives to another worker after its workflow task timeout (10 s), and that worker
 * runs the step again: local activities must be idempotent (every one we use is). No heartbeats and
 * no summary. The embedded engine runs them as it runs any activity (a recorded step).
 */
export interface LocalActivityOptions {
  startToCloseTimeoutMs: number;
  retry: RetryPolicy;
}

/** An activity interface as the workflow sees it: every function returns a promise of plain JSON. */
export type ActivityProxy<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/** What a workflow tells the operator: failure causes the job row does not keep (it shows users a plain sentence). */
export interface WorkflowLog {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * What `startWorkflow` did. The one rule for an id that is taken: a run with that id that is running
 * or has completed is left alone (`exists`), so starting is idempotent; a run that failed is started
 * again (`started`), so a sweeper can retry what failed.
 */
export type StartOutcome = 'started' | 'exists';

export interface WorkflowRuntime {
  /** `scan-<job_id>-<8 hex>`, `batch-<id>`: meaningful to an operator (DESIGN.md section 2). */
  readonly workflowId: string;
  /** Activities called through the returned proxy use these options (one proxy per policy). */
  activities<T>(options: ActivityOptions): ActivityProxy<T>;
  /** The same as local activities (LocalActivityOptions): short idempotent steps, no task of their own. */
  localActivities<T>(options: LocalActivityOptions): ActivityProxy<T>;
  /**
   * Whether this run takes the code path named `patchId` (Temporal's `patched()`): true for a run
   * that reaches it first under code that has the patch, false for a run that got past this point
   * under older code, so a deploy never changes the path of a workflow in flight. Recorded (a marker
   * on Temporal, a step in the embedded engine), so every later execution of the run answers the same.
   */
  patched(patchId: string): boolean;
  /** Durable: survives a restart of whatever runs the workflow. */
  sleep(ms: number): Promise<void>;
  /** The workflow's notion of now: recorded, so a replay sees the same instant. */
  now(): Date;
  /** Temporal's workflow logger (silent while replaying), or the embedded engine's log with the run id. */
  readonly log: WorkflowLog;
  /**
   * Starts another workflow (a name of workflows/definitions.ts) under the caller's id, detached: it
   * runs on its own and outlives the caller (Temporal: a child with ParentClosePolicy ABANDON). The
   * start is a recorded step, so a resumed or replayed caller does not start it twice.
   */
  startWorkflow(name: string, workflowId: string, input: unknown, meta: WorkflowMeta): Promise<StartOutcome>;
}

export type WorkflowFunction<I, O> = (runtime: WorkflowRuntime, input: I) => Promise<O>;

/** Delay before attempt `attempt + 1` (attempt counts from 1), per the policy. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  const delay = policy.initialIntervalMs * policy.backoffCoefficient ** Math.max(0, attempt - 1);
  return Math.min(delay, policy.maximumIntervalMs);
}

/**
 * The innermost message of a failure. Temporal wraps an activity's error as ActivityFailure
 * ("Activity task failed") with the real ApplicationFailure as its cause; the embedded engine does
 * the same, so workflows read failures one way on both.
 */
export function failureMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (cause === undefined || cause === null) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}
