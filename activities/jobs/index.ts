/**
 * Every activity the workflows call, built once per process from its dependencies. The Temporal
 * worker (workers/temporal-worker.ts) registers this object; the embedded engine calls it directly.
 */
import { createAccountActivityActivities } from '../account-activity/account-activity.activities.js';
import { createAccountDataActivities } from '../accounts/account-data.activities.js';
import type { ActivityDeps } from '../activity-deps.js';
import { createBillingActivities } from '../billing/billing.activities.js';
import { createClientReportActivities } from '../client-reports/client-report.activities.js';
import type { RampartActivities } from '../contracts.js';
import { createEventActivities } from '../events/event.activities.js';
import { createIdempotencyActivities } from '../idempotency/purge-idempotency-keys.js';
import { createDomainImportActivities } from '../monitoring/domain-import.activities.js';
import { createMonitorActivities } from '../monitoring/monitor.activities.js';
import { createReportActivities } from '../reports/report.activities.js';
import { createRetentionActivities } from '../retention/retention.activities.js';
import { createWebhookActivities } from '../webhooks/delivery.activities.js';
import { createJobActivities } from './scan-job.activities.js';
import { createScannerActivities } from './scanner.activities.js';

export function createActivities(deps: ActivityDeps): RampartActivities {
  return {
    ...createJobActivities(deps),
    ...createScannerActivities(deps),
    ...createEventActivities(deps),
    ...createReportActivities(deps),
    ...createMonitorActivities(deps),
    ...createBillingActivities(deps),
    ...createWebhookActivities(deps),
    ...createAccountActivityActivities(deps),
    ...createAccountDataActivities(deps),
    ...createIdempotencyActivities(deps),
    ...createRetentionActivities(deps),
    ...createClientReportActivities(deps),
    ...createDomainImportActivities(deps),
  };
}
