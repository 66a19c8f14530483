/** Every entity, for the DataSource. Add new entities here. */
import { ApiUsage } from './api-usage.entity.js';
import { BillingCustomer } from './billing-customer.entity.js';
import { EngineLease } from './engine-lease.entity.js';
import { OutboxEvent } from './event.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';
import { ProcessorEvent } from './processor-event.entity.js';
import { ScanJob } from './scan-job.entity.js';
import { ScanModuleResult } from './scan-module-result.entity.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
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
  ApiUsage,
  ProcessorEvent,
  BillingCustomer,
];
export {
  ApiUsage,
  BillingCustomer,
  EngineLease,
  OneTimeToken,
  OutboxEvent,
  ProcessorEvent,
  ScanJob,
  ScanModuleResult,
  Session,
  User,
  WorkflowRun,
  WorkflowSchedule,
  WorkflowStep,
};
