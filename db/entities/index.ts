/** Every entity, for the DataSource. Add new entities here. */
import { AccountActivity } from './account-activity.entity.js';
import { AccountExport } from './account-export.entity.js';
import { AccountExportChunk } from './account-export-chunk.entity.js';
import { Alert } from './alert.entity.js';
import { AlertPreferencesRow } from './alert-preferences.entity.js';
import { ApiUsage } from './api-usage.entity.js';
import { BillingCustomer } from './billing-customer.entity.js';
import { Client } from './client.entity.js';
import { ClientAlertPreferencesRow } from './client-alert-preferences.entity.js';
import { ClientReport } from './client-report.entity.js';
import { ClientReportPdfChunk } from './client-report-pdf-chunk.entity.js';
import { DomainFinding } from './domain-finding.entity.js';
import { DomainGradeChange } from './domain-grade-change.entity.js';
import { DomainImport } from './domain-import.entity.js';
import { DomainTag } from './domain-tag.entity.js';
import { EngineLease } from './engine-lease.entity.js';
import { OutboxEvent } from './event.entity.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { IssuedReport } from './issued-report.entity.js';
import { MonitoredDomain } from './monitored-domain.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';
import { ProcessorEvent } from './processor-event.entity.js';
import { ReportBranding } from './report-branding.entity.js';
import { ReportPdfChunk } from './report-pdf-chunk.entity.js';
import { RetentionCursor } from './retention-cursor.entity.js';
import { ScanJob } from './scan-job.entity.js';
import { ScanModuleResult } from './scan-module-result.entity.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WorkflowRun } from './workflow-run.entity.js';
import { WorkflowSchedule } from './workflow-schedule.entity.js';
import { WorkflowStep } from './workflow-step.entity.js';

export const entities = [
  User,
  Session,
  OneTimeToken,
  ScanJob,
  ScanModuleResult,
  WorkflowRun,
  WorkflowStep,
  EngineLease,
  OutboxEvent,
  WorkflowSchedule,
  IssuedReport,
  ReportPdfChunk,
  ReportBranding,
  MonitoredDomain,
  Alert,
  AlertPreferencesRow,
  ApiUsage,
  ProcessorEvent,
  BillingCustomer,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  AccountActivity,
  AccountExport,
  AccountExportChunk,
  IdempotencyKey,
  Client,
  DomainTag,
  DomainGradeChange,
  DomainImport,
  DomainFinding,
  RetentionCursor,
  ClientReport,
  ClientReportPdfChunk,
  ClientAlertPreferencesRow,
];
export {
  AccountActivity,
  AccountExport,
  AccountExportChunk,
  Alert,
  AlertPreferencesRow,
  ApiUsage,
  BillingCustomer,
  Client,
  ClientAlertPreferencesRow,
  ClientReport,
  ClientReportPdfChunk,
  DomainGradeChange,
  DomainImport,
  DomainTag,
  EngineLease,
  IdempotencyKey,
  IssuedReport,
  MonitoredDomain,
  OneTimeToken,
  OutboxEvent,
  ProcessorEvent,
  ReportBranding,
  ReportPdfChunk,
  RetentionCursor,
  ScanJob,
  ScanModuleResult,
  Session,
  User,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WorkflowRun,
  WorkflowSchedule,
  WorkflowStep,
};
