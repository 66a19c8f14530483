/**
 * The PDF report of a completed scan (docs/api-contract.md "Reports, verification, badges"), workflow `report-<job_id>-<8 hex>` (core/workflow-ids.ts): one
 * activity renders, signs and stores it, so on Temporal Chromium runs on the workers, never in the
 * API process. The API waits for the result, then serves the stored PDF; the activity is
 * idempotent, so a second run for the same job returns the report already issued.
 */
import type { ReportActivities, ReportOutcome } from '../activities/contracts.js';
import { REPORT_RENDER_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface ReportWorkflowInput {
  jobId: number;
}

export async function reportWorkflow(runtime: WorkflowRuntime, input: ReportWorkflowInput): Promise<ReportOutcome> {
  const renderer = runtime.activities<ReportActivities>({
    ...REPORT_RENDER_POLICY,
    summary: `PDF report of scan job ${input.jobId}`,
  });
  return renderer.renderReport(input.jobId);
}
