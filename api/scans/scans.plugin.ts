/**
 * Scans in the API: the scan job service on the process's engine (`app.orchestrator`,
 * api/engine/orchestrator.plugin.ts) and the scan and batch routes. `app.scans` exposes the service
 * to tests and later features.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { batchRoutes } from './batch.routes.js';
import { scanJobRoutes } from './scan-jobs.routes.js';
import { ScanJobService } from './scan-jobs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    scans: { service: ScanJobService };
  }
}

async function scansPluginBody(app: FastifyInstance): Promise<void> {
  const { orchestrator } = app;
  const service = new ScanJobService(app.ctx, orchestrator, app.log);
  app.decorate('scans', { service });
  await app.register(scanJobRoutes, { service });
  await app.register(batchRoutes, { orchestrator });
}

/** Not encapsulated (fastify-plugin), so `app.scans` is visible on the root instance. */
export const scansPlugin = fp(scansPluginBody, { name: 'rampart-scans', dependencies: ['rampart-orchestrator'] });
