/**
 * The WorkflowRuntime on Temporal: activities through proxyActivities with the policy turned into
 * Temporal's options, durable timers, and the sandbox's deterministic clock. Runs only inside the
 * workflow sandbox (it is part of the bundle).
 */

import {
  ActivityFailure,
  ApplicationFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
} from '@temporalio/common';
import {
  log,
  ParentClosePolicy,
  patched,
  proxyActivities,
  proxyLocalActivities,
  sleep,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import { DATABASE_FAULT_FAILURE_TYPE, DATABASE_FAULT_RETRY } from '../policies.js';
import {
  type ActivityOptions,
  type ActivityProxy,
  type LocalActivityOptions,
  type RetryPolicy,
  retryDelayMs,
  type WorkflowRuntime,
} from '../runtime.js';
import { searchAttributePairs, workflowMemo, workflowSummary } from './search-attributes.js';

const temporalRetry = (retry: RetryPolicy) => ({
  maximumAttempts: retry.maximumAttempts,
  initialInterval: retry.initialIntervalMs,
  backoffCoefficient: retry.backoffCoefficient,
  maximumInterval: retry.maximumIntervalMs,
});

function temporalOptions(options: ActivityOptions) {
  return {
    startToCloseTimeout: options.startToCloseTimeoutMs,
    ...(options.heartbeatTimeoutMs ? { heartbeatTimeout: options.heartbeatTimeoutMs } : {}),
    ...(options.summary ? { summary: options.summary } : {}),
    retry: temporalRetry(options.retry),
  };
}

type Activity = (...args: unknown[]) => Promise<unknown>;

/** An activity's attempts all ended because the database was down or full (workers/database-faults.ts). */
function isDatabaseFault(error: unknown): error is ActivityFailure {
  return (
    error instanceof ActivityFailure &&
    error.cause instanceof ApplicationFailure &&
    error.cause.type === DATABASE_FAULT_FAILURE_TYPE
  );
}

/**
 * Activities (proxyActivities or proxyLocalActivities); a call whose attempts were all spent on the database being down
 * (or its disk full) is made again after a durable wait, as often as it takes, instead of failing the
 * workflow's step: the outage says nothing about the step. Without this, a 25-s MariaDB outage under a
 * worker left a scan `failed` ("Scan execution failed") and a webhook delivery `retrying` with no
 * workflow behind it (test/faults/mariadb-outage-worker.test.ts). Replay-safe without a patch marker:
 * histories recorded before this change hold no failure of this type, so they take the old path.
 */
function withDatabaseRetry(proxy: Record<string, Activity>): Record<string, Activity> {
  return new Proxy({} as Record<string, Activity>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      return async (...args: unknown[]) => {
        for (let round = 1; ; round += 1) {
          try {
            return await (proxy[name] as Activity)(...args);
          } catch (error) {
            if (!isDatabaseFault(error)) throw error;
            const waitMs = retryDelayMs(DATABASE_FAULT_RETRY, round);
            log.warn('activity met the database down or full; calling it again after a wait', {
              activity: name,
              round,
              waitMs,
              cause: error.cause?.message,
            });
            await sleep(waitMs);
          }
        }
      };
    },
  });
}

export function temporalRuntime(): WorkflowRuntime {
  return {
    workflowId: workflowInfo().workflowId,
    activities: <T>(options: ActivityOptions) =>
      withDatabaseRetry(
        proxyActivities<Record<string, Activity>>(temporalOptions(options)),
      ) as unknown as ActivityProxy<T>,
    localActivities: <T>(options: LocalActivityOptions) =>
      withDatabaseRetry(
        proxyLocalActivities<Record<string, Activity>>({
          startToCloseTimeout: options.startToCloseTimeoutMs,
          retry: temporalRetry(options.retry),
        }),
      ) as unknown as ActivityProxy<T>,
    patched: (patchId) => patched(patchId),
    sleep: (ms) => sleep(ms),
    // Inside the sandbox Date is the workflow task's time, the same on every replay.
    now: () => new Date(),
    log: {
      warn: (message, details) => log.warn(message, details),
      error: (message, details) => log.error(message, details),
    },
    startWorkflow: async (name, workflowId, input, meta) => {
      try {
        await startChild(name, {
          workflowId,
          args: [input],
          parentClosePolicy: ParentClosePolicy.ABANDON,
          // The runtime's rule (runtime.ts StartOutcome): a failed run may be started again, a
          // running or completed one is left alone.
          workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
          typedSearchAttributes: searchAttributePairs(meta),
          memo: workflowMemo(meta),
          staticSummary: workflowSummary(meta),
        });
        return 'started';
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError) return 'exists';
        throw error;
      }
    },
  };
}
