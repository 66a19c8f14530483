/**
 * The full scan (docs/api-contract.md "Scan job states"): queued -> running -> completed or failed. The target is resolved
 * and guarded once; the requested modules then run in parallel and store their results beside the
 * job; the report is assembled from those and stored, and its event handed to the consumers. A
 * module that fails for good becomes an `error` module in the report, not a failed scan: only an
 * unscannable target or our own breakage fails the job.
 *
 * Three shapes, chosen per run by the `scan-lean-steps` and `scan-coarse-steps` patches
 * (runtime.patched), so runs begun before a deploy replay on the path they took:
 * - lean (every run started since): the coarse shape with fewer local activities, each one an
 *   activation of the workflow and a marker in its history: `beginScan` (job marked running, target
 *   planned, a bad target failed), the modules, `completeScan`, and `handEventToConsumers` (every
 *   consumer and the mark), three where the coarse shape took six to eight.
 * - coarse (runs started before the lean shape): the short database steps and the target's resolution are
 *   local activities, the modules one activity (`scanModules`: stores each result as it finishes,
 *   skips stored ones on a retry, reports progress in its heartbeat details), and the event is handed
 *   to the consumers in this run. On Temporal that is one activity task and two workflow tasks per
 *   scan, where the step-by-step shape took 18 activity tasks, about 7 workflow tasks and a second
 *   workflow (`eventDispatchWorkflow`) with 4 more activities: most of the server's work per scan.
 * - step by step (older runs): each step an activity, each module its own activity, the event
 *   dispatched by a workflow of its own.
 */

import type { JobActivities, ScannerActivities, ScanOutcome, ScanPlan } from '../activities/contracts.js';
import { SCAN_EXECUTION_FAILED } from '../core/errors.js';
import type { ModuleName } from '../core/scan-model/module-names.js';
import { dispatchEventInline, handEventOn, startEventDispatch } from './event-dispatch.workflow.js';
import {
  JOB_STATE_POLICY,
  LOCAL_BEGIN_POLICY,
  LOCAL_JOB_STATE_POLICY,
  LOCAL_PLAN_POLICY,
  LOCAL_REPORT_POLICY,
  modulePolicy,
  PLAN_POLICY,
  REPORT_POLICY,
  scanModulesPolicy,
} from './policies.js';
import { failureMessage, type WorkflowRuntime } from './runtime.js';

export interface ScanWorkflowInput {
  jobId: number;
  /** The account the job belongs to (null: the public scanner key); for operators' search and events. */
  accountId?: number | null;
  domain: string;
  modules: ModuleName[];
  dkimSelectors: string[];
}

/** The patches that chose the lean and the coarse shape; a run begun under older code has no marker. */
export const LEAN_SCAN_PATCH = 'scan-lean-steps';
export const COARSE_SCAN_PATCH = 'scan-coarse-steps';

export async function scanWorkflow(runtime: WorkflowRuntime, input: ScanWorkflowInput): Promise<ScanOutcome> {
  if (runtime.patched(LEAN_SCAN_PATCH)) return leanScan(runtime, input);
  if (runtime.patched(COARSE_SCAN_PATCH)) return coarseScan(runtime, input);
  return stepByStepScan(runtime, input);
}

async function leanScan(runtime: WorkflowRuntime, input: ScanWorkflowInput): Promise<ScanOutcome> {
  const jobs = runtime.localActivities<JobActivities>(LOCAL_BEGIN_POLICY);
  const reports = runtime.localActivities<JobActivities>(LOCAL_REPORT_POLICY);
  try {
    const begun = await jobs.beginScan(input.jobId, input.domain, input.modules);
    // Withdrawn by the submission (the engine answered too late), or a target no longer scannable
    // (the job is failed with the reason already): either way the run ends here.
    if (begun.status !== 'planned') return { jobId: input.jobId, status: 'failed' };
    const { plan } = begun;
    const failures = await scanAllModules(runtime, input, plan);
    const outcome = await reports.completeScan(input.jobId, failures);
    await handOnEvents(runtime, input, outcome.events ?? [], handEventOn);
    return { jobId: outcome.jobId, status: outcome.status };
  } catch (error) {
    return scanBroke(runtime, input, error);
  }
}

/** The grouped module activity; when it fails for good, every module without a stored result is an error module. */
async function scanAllModules(
  runtime: WorkflowRuntime,
  input: ScanWorkflowInput,
  plan: Extract<ScanPlan, { ok: true }>,
): Promise<Partial<Record<ModuleName, string>>> {
  const failures: Partial<Record<ModuleName, string>> = {};
  const scanner = runtime.activities<ScannerActivities>({
    ...scanModulesPolicy(plan.modules.map((module) => module.timeoutMs)),
    summary: `${plan.modules.length} modules of ${input.domain}`,
  });
  const names = plan.modules.map((module) => module.name);
  try {
    await scanner.scanModules(input.jobId, names, plan.target, input.dkimSelectors);
  } catch (error) {
    // Whatever is stored counts (completeScan reads the stored results first); the rest are errors.
    for (const name of names) failures[name] = `module activity failed: ${failureMessage(error)}`;
    runtime.log.warn('module activity failed for good; modules without a stored result are error modules', {
      jobId: input.jobId,
      cause: failureMessage(error),
    });
  }
  return failures;
}

/** The completion's events, handed on in this run; one that fails is left to the event sweeper. */
async function handOnEvents(
  runtime: WorkflowRuntime,
  input: ScanWorkflowInput,
  eventIds: string[],
  hand: (runtime: WorkflowRuntime, eventId: string) => Promise<unknown>,
): Promise<void> {
  for (const eventId of eventIds) {
    try {
      await hand(runtime, eventId);
    } catch (error) {
      // The completion and its event are committed: the sweeper dispatches it within a minute or two.
      runtime.log.warn('event dispatch failed; the event sweeper takes it over', {
        jobId: input.jobId,
        eventId,
        cause: failureMessage(error),
      });
    }
  }
}

/** Our own breakage (not the target's): the user reads a plain sentence on the job, the operator the cause. */
async function scanBroke(runtime: WorkflowRuntime, input: ScanWorkflowInput, error: unknown): Promise<ScanOutcome> {
  runtime.log.error('scan failed; the job is marked failed', {
    jobId: input.jobId,
    domain: input.domain,
    cause: failureMessage(error),
  });
  await runtime
    .localActivities<JobActivities>(LOCAL_JOB_STATE_POLICY)
    .markScanFailed(input.jobId, SCAN_EXECUTION_FAILED);
  return { jobId: input.jobId, status: 'failed' };
}

async function coarseScan(runtime: WorkflowRuntime, input: ScanWorkflowInput): Promise<ScanOutcome> {
  const jobs = runtime.localActivities<JobActivities>(LOCAL_JOB_STATE_POLICY);
  const planner = runtime.localActivities<ScannerActivities>(LOCAL_PLAN_POLICY);
  const reports = runtime.localActivities<JobActivities>(LOCAL_REPORT_POLICY);
  try {
    // Null: the submission withdrew the job before this run began (the engine answered it too late).
    if ((await jobs.markScanRunning(input.jobId)) === null) return { jobId: input.jobId, status: 'failed' };
    const plan = await planner.planScan(input.domain, input.modules);
    if (!plan.ok) {
      // Resolved at submission, but not now (DNS changed, or turned private): the target's fault.
      await jobs.markScanFailed(input.jobId, plan.reason);
      return { jobId: input.jobId, status: 'failed' };
    }
    const failures = await scanAllModules(runtime, input, plan);
    const outcome = await reports.completeScan(input.jobId, failures);
    await handOnEvents(runtime, input, outcome.events ?? [], dispatchEventInline);
    return { jobId: outcome.jobId, status: outcome.status };
  } catch (error) {
    return scanBroke(runtime, input, error);
  }
}

async function stepByStepScan(runtime: WorkflowRuntime, input: ScanWorkflowInput): Promise<ScanOutcome> {
  const jobs = runtime.activities<JobActivities>(JOB_STATE_POLICY);
  const planner = runtime.activities<ScannerActivities>(PLAN_POLICY);
  const reports = runtime.activities<JobActivities>(REPORT_POLICY);
  try {
    // Null: the submission withdrew the job before this run began (the engine answered it too late).
    // Histories recorded before that was possible hold a date here, so they replay the same way.
    if ((await jobs.markScanRunning(input.jobId)) === null) return { jobId: input.jobId, status: 'failed' };
    const plan = await planner.planScan(input.domain, input.modules);
    if (!plan.ok) {
      // Resolved at submission, but not now (DNS changed, or turned private): the target's fault.
      await jobs.markScanFailed(input.jobId, plan.reason);
      return { jobId: input.jobId, status: 'failed' };
    }
    const failures: Partial<Record<ModuleName, string>> = {};
    await Promise.all(
      plan.modules.map(async (module) => {
        const scanner = runtime.activities<ScannerActivities>({
          ...modulePolicy(module.timeoutMs),
          summary: `${module.name} module of ${input.domain}`,
        });
        try {
          await scanner.scanModule(input.jobId, module.name, plan.target, input.dkimSelectors);
        } catch (error) {
          failures[module.name] = `module activity failed: ${failureMessage(error)}`;
          runtime.log.warn('module activity failed for good; the report shows it as an error module', {
            jobId: input.jobId,
            module: module.name,
            cause: failureMessage(error),
          });
        }
      }),
    );
    const outcome = await reports.completeScan(input.jobId, failures);
    // Committed with the completion (outbox); dispatched in a workflow of its own, so a receiver that
    // is down delays nobody. A crash before this line resumes here (or the sweeper finds the event).
    for (const eventId of outcome.events ?? []) {
      await startEventDispatch(runtime, eventId, { domains: [input.domain], accountId: input.accountId ?? null });
    }
    return { jobId: outcome.jobId, status: outcome.status };
  } catch (error) {
    // The user reads a plain sentence on the job; the operator needs the cause.
    runtime.log.error('scan failed; the job is marked failed', {
      jobId: input.jobId,
      domain: input.domain,
      cause: failureMessage(error),
    });
    await jobs.markScanFailed(input.jobId, SCAN_EXECUTION_FAILED);
    return { jobId: input.jobId, status: 'failed' };
  }
}
