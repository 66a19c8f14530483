/**
 * Every workflow by the name both engines know it by. The Temporal entry point
 * (workflows/temporal/workflows.ts) exports functions of exactly these names, so a workflow type in
 * Temporal UI and a `workflow_type` row of the embedded engine read the same.
 */
import { accountDeletionWorkflow } from './account-deletion.workflow.js';
import { accountExportWorkflow } from './account-export.workflow.js';
import { batchWorkflow } from './batch.workflow.js';
import { clientReportSweepWorkflow, clientReportWorkflow } from './client-report.workflow.js';
import { domainImportWorkflow } from './domain-import.workflow.js';
import { eventDispatchWorkflow, eventSweepWorkflow } from './event-dispatch.workflow.js';
import { monitorWorkflow } from './monitor.workflow.js';
import { processorEventWorkflow } from './processor-event.workflow.js';
import { quickAssessmentWorkflow } from './quick-assessment.workflow.js';
import { reportWorkflow } from './report.workflow.js';
import { scanWorkflow } from './scan.workflow.js';
import { webhookDeliveryWorkflow } from './webhook-delivery.workflow.js';

export const WORKFLOWS = {
  scanWorkflow,
  quickAssessmentWorkflow,
  batchWorkflow,
  eventDispatchWorkflow,
  eventSweepWorkflow,
  reportWorkflow,
  monitorWorkflow,
  processorEventWorkflow,
  webhookDeliveryWorkflow,
  accountExportWorkflow,
  accountDeletionWorkflow,
  clientReportWorkflow,
  clientReportSweepWorkflow,
  domainImportWorkflow,
} as const;

export type WorkflowName = keyof typeof WORKFLOWS;
export type WorkflowInput<N extends WorkflowName> = Parameters<(typeof WORKFLOWS)[N]>[1];
export type WorkflowOutput<N extends WorkflowName> = Awaited<ReturnType<(typeof WORKFLOWS)[N]>>;

export function isWorkflowName(value: string): value is WorkflowName {
  return Object.hasOwn(WORKFLOWS, value);
}
