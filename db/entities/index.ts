/** Every entity, for the DataSource. Add new entities here. */
import { EngineLease } from './engine-lease.entity.js';
import { OutboxEvent } from './event.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';
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
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
];
export {
  EngineLease,
  OneTimeToken,
  OutboxEvent,
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
