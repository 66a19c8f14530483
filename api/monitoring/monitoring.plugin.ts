/**
 * Domain monitoring in the API: monitored domains, alerts and badges. Registered after the scans
 * plugin, whose orchestrator (schedules) and scans service it uses.
 */
import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alerts.routes.js';
import { AlertsService } from './alerts.service.js';
import { badgeRoutes } from './badges.routes.js';
import { clientAlertPreferencesRoutes } from './client-alert-preferences.routes.js';
import { clientReportRoutes } from './client-reports.routes.js';
import { ClientReportsService } from './client-reports.service.js';
import { clientRoutes } from './clients.routes.js';
import { ClientsService } from './clients.service.js';
import { domainImportRoutes } from './domain-imports.routes.js';
import { DomainImportsService } from './domain-imports.service.js';
import { domainRoutes } from './domains.routes.js';
import { DomainsService } from './domains.service.js';

export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  const domains = new DomainsService(app.ctx, app.orchestrator, app.scans.service.submission);
  // Alerts first: their literal paths sit beside /v1/domains/{domain_id}.
  await app.register(alertRoutes, { service: new AlertsService(app.ctx) });
  await app.register(domainRoutes, { service: domains });
  // Imports run as workflows of the orchestrator (workflows/domain-import.workflow.ts).
  const imports = new DomainImportsService(app.ctx, app.orchestrator, app.log);
  await app.register(domainImportRoutes, { service: imports, domains });
  await app.register(badgeRoutes);
  const clients = new ClientsService(app.ctx);
  await app.register(clientRoutes, { service: clients });
  await app.register(clientAlertPreferencesRoutes, { clients });
  await app.register(clientReportRoutes, { service: new ClientReportsService(app.ctx, app.orchestrator) });
}
