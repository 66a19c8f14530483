/**
 * Every documented operation's `operationId`: the stable name client generators (openapi-typescript,
 * openapi-python-client, our own clients) give its method. Without them each generator invented its
 * own from the path. Written here, once, rather than beside each route, so the whole naming scheme
 * reads in one place: `verbNoun`, the noun in the singular for one thing and plural for a list. A
 * name, once published, never changes (clients call it); a route without one fails
 * test/api/docs/operation-ids.test.ts.
 */
import { exampleBody } from './request-examples.js';

export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /health': 'getHealth',
  'GET /health/live': 'getLiveness',
  'GET /': 'getServiceIndex',

  'POST /v1/auth/signup': 'signUp',
  'POST /v1/auth/login': 'logIn',
  'GET /v1/auth/me': 'getAccount',
  'POST /v1/auth/api-key/regenerate': 'regenerateApiKey',
  'POST /v1/auth/logout': 'logOut',
  'GET /v1/account/export': 'exportAccount',
  'GET /v1/account/export/download': 'downloadAccountExport',
  'DELETE /v1/account': 'deleteAccount',
  'POST /v1/auth/password/reset-request': 'requestPasswordReset',
  'POST /v1/auth/reset-password': 'resetPassword',
  'POST /v1/auth/password/reset-confirm': 'confirmPasswordReset',
  'POST /v1/auth/password/change': 'changePassword',
  'GET /v1/auth/verify-email': 'verifyEmail',
  'POST /v1/auth/resend-verification': 'resendVerificationEmail',
  'GET /v1/auth/google/login': 'startGoogleSignIn',
  'GET /v1/auth/google/callback': 'finishGoogleSignIn',
  'GET /v1/account/activity': 'listAccountActivity',

  'POST /v1/scan/free': 'runFreeScan',
  'GET /v1/scan/{domain}': 'scanDomainSynchronously',
  'GET /v1/scan/sample/demo-report': 'getDemoReport',
  'POST /v1/scan': 'submitScan',
  'GET /v1/scan/jobs/{job_id}': 'getScanJob',
  'GET /v1/scan/jobs/{job_id}/report': 'getScanReport',
  'GET /v1/scan/recent': 'listRecentScans',
  'GET /v1/scan/history': 'listScanHistory',
  'POST /v1/batch/scan': 'batchScan',
  'POST /v1/batch/compare': 'compareDomains',

  'GET /v1/compliance/reports/{job_id}/pdf': 'getPdfReport',
  'GET /v1/verify/signing-key': 'getReportSigningKey',
  'GET /v1/verify/{report_id}': 'verifyReport',
  'GET /v1/settings/branding': 'getBranding',
  'PUT /v1/settings/branding': 'setBranding',
  'DELETE /v1/settings/branding': 'deleteBranding',

  'GET /v1/domains/alerts': 'listAlerts',
  'GET /v1/domains/alerts/stats': 'getAlertStats',
  'POST /v1/domains/alerts/mark-all-read': 'markAllAlertsRead',
  'POST /v1/domains/alerts/{alert_id}/read': 'markAlertRead',
  'DELETE /v1/domains/alerts/{alert_id}': 'deleteAlert',
  'GET /v1/domains': 'listMonitoredDomains',
  'POST /v1/domains': 'addMonitoredDomain',
  'PATCH /v1/domains/{domain_id}': 'updateMonitoredDomain',
  'DELETE /v1/domains/{domain_id}': 'removeMonitoredDomain',
  'PATCH /v1/domains/{domain_id}/badge': 'setBadgePublished',
  'POST /v1/domains/{domain_id}/scan': 'scanMonitoredDomainNow',
  'GET /v1/domains/{domain_id}/verification': 'getDomainVerification',
  'POST /v1/domains/{domain_id}/verification/check': 'checkDomainVerification',
  'POST /v1/domains/bulk': 'importMonitoredDomains',
  'GET /v1/domains/imports/{import_id}': 'getDomainImport',
  'POST /v1/domains/bulk-actions': 'applyBulkDomainAction',
  'GET /v1/portfolio/summary': 'getPortfolioSummary',
  'GET /v1/portfolio/domains': 'listPortfolioDomains',
  'GET /v1/portfolio/domains/export': 'exportPortfolioDomains',
  'GET /v1/clients/{client_id}/findings/export': 'exportClientFindings',
  'GET /v1/clients': 'listClients',
  'POST /v1/clients': 'createClient',
  'GET /v1/clients/{client_id}': 'getClient',
  'PATCH /v1/clients/{client_id}': 'renameClient',
  'DELETE /v1/clients/{client_id}': 'removeClient',
  'GET /v1/clients/{client_id}/report-settings': 'getClientReportSettings',
  'PUT /v1/clients/{client_id}/report-settings': 'setClientReportSettings',
  'GET /v1/clients/{client_id}/alert-preferences': 'getClientAlertPreferences',
  'PUT /v1/clients/{client_id}/alert-preferences': 'setClientAlertPreferences',
  'DELETE /v1/clients/{client_id}/alert-preferences': 'resetClientAlertPreferences',
  'GET /v1/clients/{client_id}/reports': 'listClientReports',
  'POST /v1/clients/{client_id}/reports': 'sendClientReport',
  'GET /v1/clients/{client_id}/reports/{report_id}/pdf': 'getClientReportPdf',
  'GET /v1/badge/{domain}.svg': 'getBadgeSvg',
  'GET /v1/badge/{domain}.json': 'getBadgeData',
  'GET /v1/settings/alert-preferences': 'getAlertPreferences',
  'PUT /v1/settings/alert-preferences': 'setAlertPreferences',

  'GET /v1/pricing/plans': 'listPlans',
  'GET /v1/pricing/plans/{plan_id}': 'getPlan',
  'GET /v1/pricing/compare': 'comparePlans',

  'GET /v1/usage/summary': 'getUsageSummary',
  'GET /v1/usage/limits': 'getUsageLimits',
  'GET /v1/usage/history': 'getUsageHistory',
  'GET /v1/usage/by-endpoint': 'getUsageByEndpoint',

  'POST /v1/billing/checkout': 'createCheckoutSession',
  'POST /v1/billing/portal': 'createPortalSession',
  'GET /v1/billing/subscription': 'getSubscription',
  'POST /v1/billing/webhook': 'receiveProcessorEvent',
  'POST /v1/billing/webhook/retry': 'retryFailedProcessorEvents',
  'GET /v1/billing/webhook/stats': 'getProcessorEventStats',

  'POST /v1/webhooks': 'createWebhookEndpoint',
  'GET /v1/webhooks': 'listWebhookEndpoints',
  'GET /v1/webhooks/events/types': 'listWebhookEventTypes',
  'GET /v1/webhooks/stats/summary': 'getWebhookDeliveryStats',
  'GET /v1/webhooks/{endpoint_id}': 'getWebhookEndpoint',
  'PATCH /v1/webhooks/{endpoint_id}': 'updateWebhookEndpoint',
  'DELETE /v1/webhooks/{endpoint_id}': 'deleteWebhookEndpoint',
  'POST /v1/webhooks/{endpoint_id}/test': 'sendWebhookTest',
  'GET /v1/webhooks/{endpoint_id}/deliveries': 'listWebhookDeliveries',
  'POST /v1/webhooks/{endpoint_id}/deliveries/{delivery_id}/retry': 'redeliverWebhookDelivery',

  'POST /v1/hooks': 'subscribeHook',
  'GET /v1/hooks': 'listHooks',
  'DELETE /v1/hooks/{hook_id}': 'unsubscribeHook',
  'GET /v1/hooks/samples/{event}': 'listHookSamples',
  'GET /v1/hooks/searches/latest-scan': 'findLatestScan',
  'GET /v1/hooks/searches/monitored-domain': 'findMonitoredDomain',
};

/** The document's path for a Fastify URL: `/v1/scan/jobs/:job_id` -> `/v1/scan/jobs/{job_id}`. */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

export function operationIdOf(method: string, url: string): string | undefined {
  return OPERATION_IDS[`${method.toUpperCase()} ${documentPath(url)}`];
}

interface DocsInput {
  schema: Record<string, unknown> | undefined;
  url: string;
  route: { method: string | string[] };
}

/**
 * The @fastify/swagger transform step: the operation's id, and `security: []` on an operation that
 * needs no credentials (the document declares no global requirement, so a linter cannot tell a public
 * operation from an undocumented one). Hidden routes are left alone.
 */
export function nameOperation<T extends DocsInput>(input: T): T {
  if (!input.schema || input.schema.hide) return input;
  const key = operationKey(input);
  const operationId = OPERATION_IDS[key];
  return exampleBody(
    {
      ...input,
      schema: {
        ...input.schema,
        ...(operationId ? { operationId } : {}),
        security: input.schema.security ?? [],
      },
    },
    key,
  );
}

/** `POST /v1/scan/jobs/{job_id}`: how both tables here and in request-examples.ts name an operation. */
export function operationKey(input: DocsInput): string {
  const method = [input.route.method].flat()[0] ?? 'GET';
  return `${method.toUpperCase()} ${documentPath(input.url)}`;
}
