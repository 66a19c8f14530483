/**
 * The WorkflowRuntime on Temporal: activities through proxyActivities with the policy turned into
 * Temporal's options, durable timers, and the sandbox's deterministic clock. Runs only inside the
 * workflow sandbox (it is part of the bundle).
 */

import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import { log, ParentClosePolicy, proxyActivities, sleep, startChild, workflowInfo } from '@temporalio/workflow';
import type { ActivityOptions, ActivityProxy, WorkflowRuntime } from '../runtime.js';
import { searchAttributePairs, workflowMemo, workflowSummary } from './search-attributes.js';

function temporalOptions(options: ActivityOptions) {
  return {
    startToCloseTimeout: options.startToCloseTimeoutMs,
    ...(options.heartbeatTimeoutMs ? { heartbeatTimeout: options.heartbeatTimeoutMs } : {}),
    ...(options.summary ? { summary: options.summary } : {}),
    retry: {
      maximumAttempts: options.retry.maximumAttempts,
      initialInterval: options.retry.initialIntervalMs,
      backoffCoefficient: options.retry.backoffCoefficient,
      maximumInterval: options.retry.maximumIntervalMs,
    },
  };
}

export function temporalRuntime(): WorkflowRuntime {
  return {
    workflowId: workflowInfo().workflowId,
    activities: <T>(options: ActivityOptions) =>
      proxyActivities<Record<string, (...args: unknown[]) => Promise<unknown>>>(
        temporalOptions(options),
      ) as unknown as ActivityProxy<T>,
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
