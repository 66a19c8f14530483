/**
 * Retries of a payment-processor event whose processing failed: `processor-event-<id>`
 * waits, tries the stored event again, and backs off (by default 1 min, 5 min, 15 min, 1 h, from
 * PROCESSOR_EVENT_RETRY_SCHEDULE), until it is processed. After the last attempt the event stays
 * `failed` with its error, for an admin (POST /v1/billing/webhook/retry) to look at and re-run.
 */
import type { BillingActivities } from '../activities/contracts.js';
import { JOB_STATE_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface ProcessorEventInput {
  eventId: string;
  /** Seconds before each retry. */
  retryScheduleSeconds: number[];
}

export interface ProcessorEventOutput {
  eventId: string;
  outcome: 'processed' | 'failed' | 'already_processed' | 'missing';
  retries: number;
  /** The last error, when every retry failed. */
  error?: string;
}

export async function processorEventWorkflow(
  runtime: WorkflowRuntime,
  input: ProcessorEventInput,
): Promise<ProcessorEventOutput> {
  const billing = runtime.activities<BillingActivities>(JOB_STATE_POLICY);
  let retries = 0;
  let lastError: string | undefined;
  for (const seconds of input.retryScheduleSeconds) {
    await runtime.sleep(seconds * 1000);
    retries += 1;
    const { outcome, error } = await billing.retryProcessorEvent(input.eventId);
    if (outcome !== 'failed') return { eventId: input.eventId, outcome, retries };
    lastError = error;
  }
  runtime.log.warn('processor event still failing after every retry; left for an admin', {
    eventId: input.eventId,
    retries,
    error: lastError,
  });
  return lastError === undefined
    ? { eventId: input.eventId, outcome: 'failed', retries }
    : { eventId: input.eventId, outcome: 'failed', retries, error: lastError };
}
