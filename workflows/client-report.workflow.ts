/**
 * Scheduled client reports (docs/portfolio.md, "Client reports"), on both engines:
 * - `clientReportSweepWorkflow`, the `system-client-reports` schedule's run: asks which clients'
 *   last complete week or month has no report mailed yet and starts one `clientReportWorkflow` for
 *   each, under an id named by the client and the period, so a client's period is started once
 *   (running or done: left alone) and one that failed is started again by the next sweep;
 * - `clientReportWorkflow` (also "send now", with a period of its own): renders, signs and stores
 *   the PDF once (on Temporal, Chromium runs on the workers), then mails it to each recipient.
 */
import type { ClientReportActivities } from '../activities/contracts.js';
import {
  CLIENT_REPORT_MAIL_POLICY,
  CLIENT_REPORT_SWEEP_BATCH,
  JOB_STATE_POLICY,
  REPORT_RENDER_POLICY,
} from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface ClientReportWorkflowInput {
  clientId: number;
  /** A period key of core/monitoring/client-reports.ts. */
  period: string;
}

export interface ClientReportWorkflowOutput {
  /** Null when the client was removed before its report was made. */
  reportId: string | null;
  mailed: number;
}

export async function clientReportWorkflow(
  runtime: WorkflowRuntime,
  input: ClientReportWorkflowInput,
): Promise<ClientReportWorkflowOutput> {
  const renderer = runtime.activities<ClientReportActivities>({
    ...REPORT_RENDER_POLICY,
    summary: `report of client ${input.clientId} for ${input.period}`,
  });
  const mail = runtime.activities<ClientReportActivities>(CLIENT_REPORT_MAIL_POLICY);
  const report = await renderer.renderClientReport(input.clientId, input.period);
  if (!report) return { reportId: null, mailed: 0 };
  const { mailed } = await mail.mailClientReport(report.reportId);
  return { reportId: report.reportId, mailed };
}

export async function clientReportSweepWorkflow(
  runtime: WorkflowRuntime,
  _input: Record<string, never>,
): Promise<{ started: number }> {
  const reports = runtime.activities<ClientReportActivities>(JOB_STATE_POLICY);
  const due = await reports.dueClientReports(CLIENT_REPORT_SWEEP_BATCH);
  let started = 0;
  for (const start of due) {
    if ((await runtime.startWorkflow(start.workflow, start.workflowId, start.input, start.meta)) === 'started')
      started += 1;
  }
  return { started };
}
