/**
 * The activity dependencies of a process that runs activities (the API for the embedded engine,
 * every Temporal worker), built from config in one place so both send the same mail, render and sign
 * the same reports and deliver webhooks under the same settings. The caller closes `reports.renderer`
 * (the process's browser) and the mailer when it stops.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../config/env.js';
import type { Secrets } from '../config/secrets.js';
import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import { type ScanDeps, scanDepsFromConfig } from '../scanner/scan-deps.js';
import { accountDataSettingsFromConfig } from './accounts/account-data-settings.js';
import type { ActivityDeps } from './activity-deps.js';
import type { ActivityLog } from './activity-log.js';
import type { Mailer } from './mail/mailer.js';
import { mailerFromConfig } from './mail/mailer-from-config.js';
import { type ReportDeps, reportDepsFromConfig } from './reports/report-deps.js';
import type { WebhookResolve } from './webhooks/pinned-post.js';
import { webhookSettingsFromConfig } from './webhooks/webhook-settings.js';

export interface ActivityDepsOptions {
  db: DataSource;
  /** The process's logger (the API's, the worker's): the activities', the mail outbox's and the renderer's lines. */
  log: ActivityLog;
  /** Default the SMTP_URL transport or the outbox folder (mailerFromConfig). */
  mailer?: Mailer;
  /** Default built from config.scanner (tests and the demo point them at the lab). */
  scanDeps?: ScanDeps;
  clock?: Clock;
  /** How webhook deliveries resolve a URL's host; default the system resolver (tests inject one). */
  webhookResolve?: WebhookResolve;
}

/** ActivityDeps whose optional parts are all present: a process built from config has them all. */
export type ProcessActivityDeps = ActivityDeps & { reports: ReportDeps; mailer: Mailer };

export function activityDepsFromConfig(
  config: Readonly<Config>,
  secrets: Secrets,
  options: ActivityDepsOptions,
): ProcessActivityDeps {
  return {
    db: options.db,
    scanDeps: options.scanDeps ?? scanDepsFromConfig(config.scanner),
    clock: options.clock ?? systemClock,
    // PDF reports render in this process's warm Chromium, signed with the shared key.
    reports: reportDepsFromConfig(config, secrets.reportSigningKey, options.log),
    mailer: options.mailer ?? mailerFromConfig(config, (line) => options.log.info({}, line)),
    webhooks: {
      ...webhookSettingsFromConfig(config, secrets),
      ...(options.webhookResolve ? { resolve: options.webhookResolve } : {}),
    },
    accountData: accountDataSettingsFromConfig(config, secrets),
    retention: config.retention,
    log: options.log,
  };
}
