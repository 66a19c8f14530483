/** What every activity needs: the database, the scanner's dependencies and a clock for timestamps. */
import type { DataSource } from 'typeorm';
import type { RetentionPolicy } from '../core/retention/retention-policy.js';
import type { ScanDeps } from '../scanner/scan-deps.js';
import type { AccountDataSettings } from './accounts/account-data-settings.js';
import type { ActivityLog } from './activity-log.js';
import type { EventConsumer } from './events/event-consumers.js';
import type { Mailer } from './mail/mailer.js';
import type { MonitorSchedules } from './monitoring/monitor-schedules.js';
import type { ReportDeps } from './reports/report-deps.js';
import type { WebhookSettings } from './webhooks/webhook-settings.js';

export interface ActivityDeps {
  db: DataSource;
  scanDeps: ScanDeps;
  clock: { now(): Date };
  /** Who reacts to events; default defaultEventConsumers() (activities/events/event-consumers.ts). */
  eventConsumers?: readonly EventConsumer[];
  /** PDF rendering (the browser pool, the signing key); absent: the report activity refuses. */
  reports?: ReportDeps;
  /** Outgoing mail from activities (the webhook auto-disable notice); absent: no mail is sent. */
  mailer?: Mailer;
  /** Webhook delivery: secret key, retry schedule, allowed CIDRs (activities/webhooks/webhook-settings.ts). */
  webhooks?: WebhookSettings;
  /** Scanner modules running at once in this process, all scans together (jobs/module-slots.ts; default 64). */
  maxConcurrentModules?: number;
  /** Export links (base URL, signing key); absent: exports are made but no link is mailed. */
  accountData?: AccountDataSettings;
  /** How long stored scans last (RETENTION_* settings); absent: DEFAULT_RETENTION. */
  retention?: RetentionPolicy;
  /**
   * The process's logger (activity-log.ts): lines written in an activity get its workflow, attempt
   * and trace ids from the scope; absent: JSON lines on stderr with the same fields.
   */
  log?: ActivityLog;
  /** Monitored domains' schedules (a bulk import makes them); absent: an import's chunk activity refuses. */
  monitorSchedules?: MonitorSchedules;
}
