/**
 * Batch and compare (docs/api-contract.md "Batch"): the quick assessment over 1-50 domains, at most
 * BATCH_CONCURRENCY at a time so a 50-domain batch cannot open 200 module runs at once. Results come
 * back in input order; ranking, the winner and the per-module comparison are presentation, done by
 * the API (api/scans/batch.view.ts).
 */
import type { QuickAssessment } from '../activities/contracts.js';
import { BATCH_CONCURRENCY } from './policies.js';
import { quickAssessmentWorkflow } from './quick-assessment.workflow.js';
import type { WorkflowRuntime } from './runtime.js';

export interface BatchWorkflowInput {
  domains: string[];
  /** Domains assessed at once; default BATCH_CONCURRENCY. */
  concurrency?: number;
}

export interface BatchWorkflowOutput {
  assessments: QuickAssessment[];
}

export async function batchWorkflow(runtime: WorkflowRuntime, input: BatchWorkflowInput): Promise<BatchWorkflowOutput> {
  const total = input.domains.length;
  const lanes = Math.max(1, Math.min(input.concurrency ?? BATCH_CONCURRENCY, total));
  const assessments: QuickAssessment[] = new Array(total);
  let next = 0;
  // A fixed number of lanes, each taking the next domain when it finishes one: bounded fan-out.
  const lane = async (): Promise<void> => {
    while (next < total) {
      const index = next++;
      const domain = input.domains[index] as string;
      assessments[index] = await quickAssessmentWorkflow(runtime, { domain });
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { assessments };
}
