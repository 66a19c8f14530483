/**
 * The full scan (SPEC part 3): queued -> running -> completed or failed. The target is resolved
 * and guarded once; the requested modules then run as activities in parallel, each with its own
 * timeout and retry policy, and store their results beside the job; the report is assembled from
 * those and stored. A module whose activity fails for good becomes an `error` module in the
 * report, not a failed scan: only an unscannable target or our own breakage fails the job.
 */

import type { JobActivities, ScannerActivities, ScanOutcome } from '../activities/contracts.js';
import { SCAN_EXECUTION_FAILED } from '../core/errors.js';
import type { ModuleName } from '../core/scan-model/module-names.js';
import { startEventDispatch } from './event-dispatch.workflow.js';
import { JOB_STATE_POLICY, modulePolicy, PLAN_POLICY, REPORT_POLICY } from './policies.js';
import { failureMessage, type WorkflowRuntime } from './runtime.js';

export interface ScanWorkflowInput {
  jobId: number;
  /** The account the job belongs to (null: the public scanner key); for operators' search and events. */
  accountId?: number | null;
  domain: string;
  modules: ModuleName[];
  dkimSelectors: string[];
}

export async function scanWorkflow(runtime: WorkflowRuntime, input: ScanWorkflowInput): Promise<ScanOutcome> {
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
