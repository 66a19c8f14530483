/**
 * The workflow engine of the API process, `app.orchestrator`: Temporal when TEMPORAL_ADDRESS is set,
 * else the embedded engine running the same workflows and activities in this process. Resumes
 * unfinished embedded runs once the app is ready and stops them cleanly on close. Scans, monitoring,
 * reports, webhooks, billing and the owner's data all start their workflows through it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activityDepsFromConfig } from '../../activities/activity-deps-from-config.js';
import { createActivities } from '../../activities/jobs/index.js';
import type { MonitorSchedules } from '../../activities/monitoring/monitor-schedules.js';
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import { scheduleMonitoring } from '../../workflows/monitoring-schedules.js';
import { EmbeddedOrchestrator, type Orchestrator } from '../../workflows/orchestrator.js';
import { TemporalOrchestrator } from '../../workflows/temporal/temporal-orchestrator.js';
import { trackEngineReadiness } from '../system/engine-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    orchestrator: Orchestrator;
  }
}

function createOrchestrator(app: FastifyInstance): Orchestrator {
  const { ctx } = app;
  const { address } = ctx.config.temporal;
  if (address) return new TemporalOrchestrator({ ...ctx.config.temporal, address }, app.log);
  let engine: EmbeddedEngine | null = null;
  const deps = activityDepsFromConfig(ctx.config, ctx.secrets, {
    db: ctx.db,
    log: app.log,
    mailer: ctx.mailer,
    scanDeps: ctx.scanDeps,
    clock: ctx.clock,
    webhookResolve: ctx.webhookResolve,
  });
  // The embedded engine runs the PDF render in this process: its browser closes with the app.
  app.addHook('onClose', () => deps.reports.renderer.close());
  // A bulk import's activities make monitoring schedules: this engine's table (built just below).
  const monitorSchedules: MonitorSchedules = {
    upsert: (domain) => {
      if (!engine) throw new Error('the embedded engine is not built yet');
      return scheduleMonitoring(engine.schedules, domain);
    },
  };
  const activities = createActivities({ ...deps, monitorSchedules });
  engine = new EmbeddedEngine({ db: ctx.db, activities, clock: ctx.clock, log: app.log });
  return new EmbeddedOrchestrator(engine);
}

async function orchestratorPluginBody(app: FastifyInstance): Promise<void> {
  const orchestrator = createOrchestrator(app);
  app.decorate('orchestrator', orchestrator);
  if (app.ctx.config.metrics.enabled) {
    const untrack = trackEngineReadiness(() => orchestrator.readiness());
    app.addHook('onClose', async () => untrack());
  }
  app.addHook('onReady', () => orchestrator.start());
  app.addHook('onClose', () => orchestrator.close());
}

/** Not encapsulated (fastify-plugin), so `app.orchestrator` is visible on the root instance. */
export const orchestratorPlugin = fp(orchestratorPluginBody, { name: 'rampart-orchestrator' });
