/**
 * The API's answers as the dashboard reads them, named once and derived from the OpenAPI document:
 * `clients/typescript/src/generated/schema.ts` is what `npm run clients:generate` writes from the
 * routes' own schemas, and `test/clients/generated-fresh.test.ts` (in `npm test`) fails while it is
 * stale, so a response changed in api/ changes these types and `tsc -p web` shows every page it
 * breaks. Nothing here is written by hand but the names and the few narrowings below, each where the
 * document leaves a field open. The import is type-only: the bundle never loads the generated file,
 * and this is the one dashboard file allowed to import it (.dependency-cruiser-web.cjs).
 *
 * Dashboard-only shapes (view models, form state, labels) live beside the pieces that use them and
 * are not API shapes.
 */
import type { operations } from '../../../clients/typescript/src/generated/schema.js';
import type { Assessment, Grade, Issue, ScanReport, Severity } from '../../../core/scan-model/report.js';
import type { ScanSummary } from '../../../core/scan-model/scan-summary.js';

/** The JSON body `operationId` answers with `status` (200 unless given). */
export type ApiAnswer<
  Op extends keyof operations,
  Status extends keyof operations[Op]['responses'] = 200 & keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * The scan report's shape is core/scan-model's (the model the API serializes; the document leaves its
 * modules, coverage and compliance open), so the report pages read those types directly.
 */
export type { Assessment, Grade, Issue, ScanReport, Severity };

/** One item of a 422's `detail`: the validation body every route that takes input shares (named here from sign-up's). */
export type FieldError = ApiAnswer<'signUp', 422>['detail'][number];

// Accounts and activity.
export type Account = ApiAnswer<'getAccount'>;
export type SignUpAnswer = ApiAnswer<'signUp'>;
export type IssuedApiKey = ApiAnswer<'regenerateApiKey'>;
export type ActivityPage = ApiAnswer<'listAccountActivity'>;
export type ActivityEntry = ActivityPage['activity'][number];
/** `GET /v1/account/export`: the archive itself (200), or a link by e-mail for a large account (202). */
export type AccountArchive = ApiAnswer<'exportAccount', 200>;
export type ExportQueued = ApiAnswer<'exportAccount', 202>;
export type VerifiedEmail = ApiAnswer<'verifyEmail'>;
export type ResentVerification = ApiAnswer<'resendVerificationEmail'>;
export type PasswordResetRequested = ApiAnswer<'requestPasswordReset'>;

// Scans.
/** `result` is the document's open object; the API answers a ScanSummary there (api/scans/scan-job.view.ts). */
export type ScanJob = Omit<ApiAnswer<'getScanJob'>, 'result'> & { result: ScanSummary | null };
export type ScanStatus = ScanJob['status'];
export type ScanList = Omit<ApiAnswer<'listScanHistory'>, 'scans'> & { scans: ScanJob[] };
export type FreeScanResult = ApiAnswer<'runFreeScan'>;

// Monitoring.
type ApiDomainList = ApiAnswer<'listMonitoredDomains'>;
type ApiMonitoredDomain = ApiDomainList['domains'][number];
/** `last_scan.assessment` is a string in the document; the API answers a report's Assessment there (api/monitoring/domain.view.ts). */
export type MonitoredDomain = Omit<ApiMonitoredDomain, 'last_scan'> & {
  last_scan: (Omit<NonNullable<ApiMonitoredDomain['last_scan']>, 'assessment'> & { assessment?: Assessment }) | null;
};
export type DomainList = Omit<ApiDomainList, 'domains'> & { domains: MonitoredDomain[] };
export type ScanFrequency = MonitoredDomain['scan_frequency'];
export type DomainVerification = ApiAnswer<'getDomainVerification'>;
export type Alert = ApiAnswer<'listAlerts'>[number];
export type AlertStats = ApiAnswer<'getAlertStats'>;
export type AlertType = keyof AlertStats['by_type'];
export type AlertPreferences = ApiAnswer<'getAlertPreferences'>;
export type AlertsMarkedRead = ApiAnswer<'markAllAlertsRead'>;
export type DomainImport = ApiAnswer<'getDomainImport'>;

// Portfolio and client reports.
export type PortfolioSummary = ApiAnswer<'getPortfolioSummary'>;
export type PortfolioPage = ApiAnswer<'listPortfolioDomains'>;
export type PortfolioRow = PortfolioPage['domains'][number];
export type GradeCounts = PortfolioSummary['by_grade'];
export type ClientList = ApiAnswer<'listClients'>;
/** A client's alert preferences: the four booleans with `client_id` and whose they are (`source`). */
export type ClientAlertPreferences = ApiAnswer<'getClientAlertPreferences'>;
export type ClientReportSettings = ApiAnswer<'getClientReportSettings'>;
export type ClientReportList = ApiAnswer<'listClientReports'>;
export type ClientReportItem = ClientReportList['reports'][number];

// Usage, plans and billing.
export type UsageLimits = ApiAnswer<'getUsageLimits'>;
export type UsageHistory = ApiAnswer<'getUsageHistory'>;
export type MonthUsage = UsageHistory['months'][number];
export type UsageByEndpoint = ApiAnswer<'getUsageByEndpoint'>;
export type EndpointUsage = UsageByEndpoint['endpoints'][number];
export type PlanInfo = ApiAnswer<'listPlans'>[number];
export type Subscription = ApiAnswer<'getSubscription'>;
export type CheckoutSession = ApiAnswer<'createCheckoutSession'>;
export type PortalSession = ApiAnswer<'createPortalSession'>;

// Webhooks.
export type WebhookEndpoint = ApiAnswer<'getWebhookEndpoint'>;
/** Only the create answer carries the signing secret; it is never returned again. */
export type CreatedEndpoint = ApiAnswer<'createWebhookEndpoint', 201>;
export type Delivery = ApiAnswer<'listWebhookDeliveries'>[number];
export type DeliveryAttempt = Delivery['attempts'][number];
export type DeliveryStatus = Delivery['status'];
export type EventTypeInfo = ApiAnswer<'listWebhookEventTypes'>[number];
export type DeliveryStats = ApiAnswer<'getWebhookDeliveryStats'>;
