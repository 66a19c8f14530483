/**
 * Scans in the API: picks the orchestrator (Temporal when TEMPORAL_ADDRESS is set, else the embedded
 * engine running the same workflows and activities in this process), resumes unfinished embedded
 * runs once the app is ready, stops them cleanly on close, and registers the scan and batch routes.
 * `app.scans` exposes the service and the orchestrator to tests and later features.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountDataSettingsFromConfig } from '../../activities/accounts/account-data-settings.js';
import { createActivities } from '../../activities/jobs/index.js';
import { reportDepsFromConfig } from '../../activities/reports/report-deps.js';
import { webhookSettingsFromConfig } from '../../activities/webhooks/webhook-settings.js';
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import { EmbeddedOrchestrator, type Orchestrator } from '../../workflows/orchestrator.js';
import { TemporalOrchestrator } from '../../workflows/temporal/temporal-orchestrator.js';
import { trackEngineReadiness } from '../system/engine-metrics.js';
import { batchRoutes } from './batch.routes.js';
import { scanJobRoutes } from './scan-jobs.routes.js';
import { ScanJobService } from './scan-jobs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    scans: { service: ScanJobService; orchestrator: Orchestrator };
  }
}

function createOrchestrator(app: FastifyInstance): Orchestrator {
  const { ctx } = app;
  const { address } = ctx.config.temporal;
  if (address) return new TemporalOrchestrator({ ...ctx.config.temporal, address }, app.log);
  // The embedded engine runs the PDF render in this process: its browser closes with the app.
  const reports = reportDepsFromConfig(ctx.config, ctx.secrets.reportSigningKey, app.log);
  app.addHook('onClose', () => reports.renderer.close());
  const activities = createActivities({
    db: ctx.db,
    scanDeps: ctx.scanDeps,
    clock: ctx.clock,
    reports,
    mailer: ctx.mailer,
    webhooks: { ...webhookSettingsFromConfig(ctx.config, ctx.secrets), resolve: ctx.webhookResolve },
    accountData: accountDataSettingsFromConfig(ctx.config, ctx.secrets),
    retention: ctx.config.retention,
  });
  return new EmbeddedOrchestrator(new EmbeddedEngine({ db: ctx.db, activities, clock: ctx.clock, log: app.log }));
}

async function scansPluginBody(app: FastifyInstance): Promise<void> {
  const orchestrator = createOrchestrator(app);
  const service = new ScanJobService(app.ctx, orchestrator, app.log);
  app.decorate('scans', { service, orchestrator });
  if (app.ctx.config.metrics.enabled) {
    const untrack = trackEngineReadiness(() => orchestrator.readiness());
    app.addHook('onClose', async () => untrack());
  }
  app.addHook('onReady', () => orchestrator.start());
  app.addHook('onClose', () => orchestrator.close());
  await app.register(scanJobRoutes, { service });
  await app.register(batchRoutes, { orchestrator });
}

/** Not encapsulated (fastify-plugin), so `app.scans` is visible on the root instance. */
export const scansPlugin = fp(scansPluginBody, { name: 'rampart-scans' });
