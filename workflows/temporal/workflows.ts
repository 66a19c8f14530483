/**
 * The Temporal workflow bundle's entry point (workers bundle this file; test/workflows bundles it
 * with bundleWorkflowCode to prove it is sandbox-safe). Each export is a workflow type, named as in
 * workflows/definitions.ts, and only hands the shared workflow function a Temporal runtime.
 */

import type { QuickAssessment, ReportOutcome, ScanOutcome } from '../../activities/contracts.js';
import type { WebhookDeliveryInput } from '../../core/webhooks/delivery-rules.js';
import {
  type AccountDeletionInput,
  type AccountDeletionOutput,
  accountDeletionWorkflow as accountDeletion,
} from '../account-deletion.workflow.js';
import {
  type AccountExportInput,
  type AccountExportOutput,
  accountExportWorkflow as accountExport,
} from '../account-export.workflow.js';
import type { BatchWorkflowInput, BatchWorkflowOutput } from '../batch.workflow.js';
import { batchWorkflow as batch } from '../batch.workflow.js';
import {
  type ClientReportWorkflowInput,
  type ClientReportWorkflowOutput,
  clientReportWorkflow as clientReport,
  clientReportSweepWorkflow as clientReportSweep,
} from '../client-report.workflow.js';
import {
  type DomainImportInput,
  type DomainImportOutput,
  domainImportWorkflow as domainImport,
} from '../domain-import.workflow.js';
import {
  type EventDispatchInput,
  type EventDispatchOutput,
  type EventSweepInput,
  type EventSweepOutput,
  eventDispatchWorkflow as eventDispatch,
  eventSweepWorkflow as eventSweep,
} from '../event-dispatch.workflow.js';
import {
  type MonitorWorkflowInput,
  type MonitorWorkflowOutput,
  monitorWorkflow as monitor,
} from '../monitor.workflow.js';
import {
  type ProcessorEventInput,
  type ProcessorEventOutput,
  processorEventWorkflow as processorEvent,
} from '../processor-event.workflow.js';
import { type QuickAssessmentInput, quickAssessmentWorkflow as quickAssessment } from '../quick-assessment.workflow.js';
import { type ReportWorkflowInput, reportWorkflow as report } from '../report.workflow.js';
import { type ScanWorkflowInput, scanWorkflow as scan } from '../scan.workflow.js';
import {
  type WebhookDeliveryOutput,
  webhookDeliveryWorkflow as webhookDelivery,
} from '../webhook-delivery.workflow.js';
import { temporalRuntime } from './temporal-runtime.js';

export async function scanWorkflow(input: ScanWorkflowInput): Promise<ScanOutcome> {
  return scan(temporalRuntime(), input);
}

export async function quickAssessmentWorkflow(input: QuickAssessmentInput): Promise<QuickAssessment> {
  return quickAssessment(temporalRuntime(), input);
}

export async function batchWorkflow(input: BatchWorkflowInput): Promise<BatchWorkflowOutput> {
  return batch(temporalRuntime(), input);
}

export async function eventDispatchWorkflow(input: EventDispatchInput): Promise<EventDispatchOutput> {
  return eventDispatch(temporalRuntime(), input);
}

export async function eventSweepWorkflow(input: EventSweepInput): Promise<EventSweepOutput> {
  return eventSweep(temporalRuntime(), input);
}

export async function reportWorkflow(input: ReportWorkflowInput): Promise<ReportOutcome> {
  return report(temporalRuntime(), input);
}

export async function monitorWorkflow(input: MonitorWorkflowInput): Promise<MonitorWorkflowOutput> {
  return monitor(temporalRuntime(), input);
}

export async function processorEventWorkflow(input: ProcessorEventInput): Promise<ProcessorEventOutput> {
  return processorEvent(temporalRuntime(), input);
}

export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<WebhookDeliveryOutput> {
  return webhookDelivery(temporalRuntime(), input);
}

export async function accountExportWorkflow(input: AccountExportInput): Promise<AccountExportOutput> {
  return accountExport(temporalRuntime(), input);
}

export async function accountDeletionWorkflow(input: AccountDeletionInput): Promise<AccountDeletionOutput> {
  return accountDeletion(temporalRuntime(), input);
}

export async function clientReportWorkflow(input: ClientReportWorkflowInput): Promise<ClientReportWorkflowOutput> {
  return clientReport(temporalRuntime(), input);
}

export async function clientReportSweepWorkflow(input: Record<string, never>): Promise<{ started: number }> {
  return clientReportSweep(temporalRuntime(), input);
}

export async function domainImportWorkflow(input: DomainImportInput): Promise<DomainImportOutput> {
  return domainImport(temporalRuntime(), input);
}
