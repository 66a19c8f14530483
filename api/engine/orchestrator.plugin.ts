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
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
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
  const activities = createActivities(deps);
  return new EmbeddedOrchestrator(new EmbeddedEngine({ db: ctx.db, activities, clock: ctx.clock, log: app.log }));
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
