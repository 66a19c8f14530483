/** Every migration, in order. Classes rather than a glob so tsx, tests and bundlers all see them. */
import { Accounts1763700000000 } from './1763700000000-accounts.js';
import { ScanJobsAndWorkflows1763800000000 } from './1763800000000-scan-jobs-and-workflows.js';
import { RateLimitCounters1763900000000 } from './1763900000000-rate-limit-counters.js';
import { EngineLeases1764000000000 } from './1764000000000-engine-leases.js';
import { EventsAndSchedules1764100000000 } from './1764100000000-events-and-schedules.js';
import { Webhooks1764200000000 } from './1764200000000-webhooks.js';
import { Monitoring1764300000000 } from './1764300000000-monitoring.js';
import { Reports1764400000000 } from './1764400000000-reports.js';
import { UsageAndBilling1764500000000 } from './1764500000000-usage-and-billing.js';
import { BillingEventOrder1764600000000 } from './1764600000000-billing-event-order.js';
import { Ownership1764620000000 } from './1764620000000-ownership.js';
import { AccountActivity1764700000000 } from './1764700000000-account-activity.js';
import { AccountExports1764710000000 } from './1764710000000-account-exports.js';
import { IdempotencyKeys1764720000000 } from './1764720000000-idempotency-keys.js';
import { QueueDepthIndexes1764730000000 } from './1764730000000-queue-depth-indexes.js';
import { ScanStartOutbox1764740000000 } from './1764740000000-scan-start-outbox.js';
import { Portfolio1764750000000 } from './1764750000000-portfolio.js';
import { Retention1764810000000 } from './1764810000000-retention.js';
import { WorkflowRunTraceContext1764830000000 } from './1764830000000-workflow-run-trace-context.js';
import { RestHooks1764840000000 } from './1764840000000-rest-hooks.js';
import { ClientReports1764850000000 } from './1764850000000-client-reports.js';
import { DomainImportWorkflow1764860000000 } from './1764860000000-domain-import-workflow.js';
import { ClientScopes1764870000000 } from './1764870000000-client-scopes.js';
import { DomainImportOutbox1764890000000 } from './1764890000000-domain-import-outbox.js';

export const migrations = [
  Accounts1763700000000,
  ScanJobsAndWorkflows1763800000000,
  RateLimitCounters1763900000000,
  EngineLeases1764000000000,
  EventsAndSchedules1764100000000,
  Webhooks1764200000000,
  Monitoring1764300000000,
  Reports1764400000000,
  UsageAndBilling1764500000000,
  BillingEventOrder1764600000000,
  Ownership1764620000000,
  AccountActivity1764700000000,
  AccountExports1764710000000,
  IdempotencyKeys1764720000000,
  QueueDepthIndexes1764730000000,
  ScanStartOutbox1764740000000,
  Portfolio1764750000000,
  Retention1764810000000,
  WorkflowRunTraceContext1764830000000,
  RestHooks1764840000000,
  ClientReports1764850000000,
  DomainImportWorkflow1764860000000,
  ClientScopes1764870000000,
  DomainImportOutbox1764890000000,
];
