/**
 * PDF reports, their public verification and white-label branding. Needs the scans plugin (its
 * orchestrator runs the `report-<job_id>` workflow).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brandingRoutes } from './branding.routes.js';
import { reportPdfRoutes } from './report-pdf.routes.js';
import { ReportsService } from './reports.service.js';
import { verifyRoutes } from './verify.routes.js';

async function reportsPluginBody(app: FastifyInstance): Promise<void> {
  const service = new ReportsService(app.ctx, app.orchestrator, app.log);
  await app.register(reportPdfRoutes, { service });
  await app.register(verifyRoutes);
  await app.register(brandingRoutes);
}

export const reportsPlugin = fp(reportsPluginBody, { name: 'rampart-reports', dependencies: ['rampart-scans'] });
