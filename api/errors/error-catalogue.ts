/**
 * Every error the API can answer, by kind (the HTTP status), and its `detail` wording (docs/api-contract.md "Errors").
 * A closed catalogue: the helpers in api-error.ts accept only these entries' values, so a new error
 * is added here or does not compile. Wordings with parameters are functions. Entries that the
 * workflows, activities or the scanner produce too come from core/errors.ts.
 *
 * Wordings are part of the contract (clients and tests compare them byte for byte): change one only
 * on purpose.
 */
import {
  type EntryOf,
  EXPORT_ENGINE_UNAVAILABLE,
  SCAN_ENGINE_UNAVAILABLE,
  SCAN_EXECUTION_FAILED,
  SCAN_TARGET_REFUSALS,
} from '../../core/errors.js';
import { FREQUENCY_NOT_IN_PLAN, MONITORED_DOMAIN_REFUSALS } from '../../core/monitoring/monitoring-refusals.js';
import { WEBHOOK_URL_MESSAGES } from '../../core/webhooks/webhook-url.js';

const GOOGLE_LOGIN_PATH = '/v1/auth/google/login';
const GOOGLE_RESTART = `start again at ${GOOGLE_LOGIN_PATH}`;

/** The largest request line plus headers Node's HTTP parser takes (`--max-http-header-size`). */
const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KB` as const;

/** The reason phrases of the client errors a plugin may raise (RFC 9110 section 15.5). */
export const REASON_PHRASES = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  428: 'Precondition Required',
  431: 'Request Header Fields Too Large',
} as const;

export const ERRORS = {
  badRequest: {
    emailTaken: 'An account with this e-mail already exists',
    invalidResetToken: 'Invalid or expired reset token',
    wrongCurrentPassword: 'Current password is incorrect',
    invalidVerificationToken: 'Invalid or expired verification token',
    /** A known, unused verification token past its 24 hours: the page offers a new e-mail. */
    expiredVerificationToken: 'Verification token has expired: sign in and request a new verification e-mail',
    emailAlreadyVerified: 'E-mail address is already verified',
    googleEmailUnverified:
      'Google has not verified the e-mail address of this Google account, so it cannot be used to sign in',
    googleAccountEmailUnverified:
      'An account with this e-mail exists but its address is not verified yet: sign in with your password and verify the e-mail, then use Google sign-in',
    googleLinkedElsewhere: 'The account with this e-mail is linked to a different Google account',
    googleNoUsableEmail: 'Google did not provide a usable e-mail address',
    googleProviderError: (code: string) => `Google sign-in was not completed: the provider answered ${code}` as const,
    googleStateMissing: `Google sign-in state is missing or expired: ${GOOGLE_RESTART}`,
    googleStateMismatch: `Google sign-in state does not match this browser's sign-in: ${GOOGLE_RESTART}`,
    googleNoCode: 'Google sign-in response carried no authorization code',
    googleExchangeFailed: `Google sign-in failed: the authorization code could not be exchanged (${GOOGLE_RESTART})`,
    invalidAuthorizationBasis: (basis: string, allowed: readonly string[]) =>
      `Invalid authorization basis "${basis}": must be one of ${allowed.join(', ')}` as const,
    invalidSortBy: 'Invalid sort_by: use risk, score or domain',
    duplicateDomain: (domain: string) => `Duplicate domain in request: ${domain}` as const,
    /** Clients and tags (docs/portfolio.md). */
    clientNameTaken: (name: string) => `A client named ${name} already exists` as const,
    clientLimitReached: (limit: number) => `Client limit reached: an account has at most ${limit} clients` as const,
    ...MONITORED_DOMAIN_REFUSALS,
    importEmpty: 'The import has no lines',
    importTooLarge: (limit: number) => `Too many lines: an import has at most ${limit}` as const,
    importOneSource: 'Send either domains (an array) or csv (text), not both',
    bulkActionNeeds: (action: string, field: string) => `The ${action} action needs ${field}` as const,
    importCsvHeader: 'The CSV needs a header line naming a domain column (domain, client, tags, frequency)',
    /** Client reports (docs/portfolio.md). */
    invalidReportRecipient: (address: string) =>
      `Invalid report recipient "${address}": give one e-mail address per entry` as const,
    reportRecipientsNeeded: 'Weekly and monthly reports need at least one recipient',
    noReportRecipients: 'This client has no report recipients: add one in its report settings first',
    ...SCAN_TARGET_REFUSALS,
    /** Fastify's content-type parser: the body is shorter or longer than Content-Length said. */
    contentLengthMismatch: 'Content-Length does not match the body',
    /** The path is not valid percent-encoded UTF-8 (`/v1/scan/%ff`). */
    malformedUrl: 'Malformed URL: the path is not valid percent-encoded UTF-8',
    /** HTTP/1.1 requires Host (RFC 9112 section 3.2). */
    hostRequired: 'Host header is required',
    /** Content-Length and Transfer-Encoding that contradict each other, repeat, or are invalid. */
    malformedFraming:
      'Malformed request: conflicting, repeated or invalid Content-Length, Transfer-Encoding or chunk sizes',
    /** Anything else Node's HTTP parser refuses (request line, header syntax, ...). */
    malformedRequest: 'Malformed HTTP request',
    /** Billing: a plan the catalogue has but checkout does not sell. */
    planNotPurchasable: (plan: string) =>
      `The ${plan} plan cannot be bought through checkout: it has no price to pay` as const,
    processorSignatureMissing: 'Missing Processor-Signature header',
    processorSignatureInvalid: 'Invalid Processor-Signature: the signature does not match the body',
    processorSignatureStale: 'Invalid Processor-Signature: the timestamp is outside the 300-second tolerance',
    processorEventMalformed: 'Processor event is not a JSON object with an id and a type',
    noBillingCustomer: 'This account has no billing customer yet: buy a plan through POST /v1/billing/checkout first',
    webhookEndpointLimit: (planName: string, limit: number) =>
      `Webhook endpoint limit reached: the ${planName} plan allows ${limit} active endpoint${limit === 1 ? '' : 's'}` as const,
    unknownWebhookEventType: (type: string) => `Unrecognized event type: ${type}` as const,
    webhookEndpointDisabled: 'Webhook endpoint is disabled: re-enable it (PATCH is_active true) before redelivering',
    webhookClientRemoved:
      'The client this endpoint was scoped to was removed: send client_id (another client, or null for every event of the account) with is_active true',
    /** REST Hook subscriptions (api/hooks/, docs/integrations.md). */
    hookLimitReached: (limit: number) =>
      `Subscription limit reached: an account has at most ${limit} REST Hook subscriptions; delete one first` as const,
    hookFilterNotForEvent: 'The min_severity filter applies only to alert.triggered subscriptions',
  },
  unauthorized: {
    /** From the endpoint, and for any bad credential (docs/api-contract.md "Credentials"). */
    invalid: 'Invalid or missing authentication',
    /** From the middleware, for state-changing requests with no credential at all. */
    required: 'Authentication required',
  },
  forbidden: {
    accountDisabled: 'Account is disabled',
    subscriptionInactive: 'Subscription is not active',
    csrf: 'CSRF token missing or invalid: send the csrf_token from login in the X-CSRF-Token header',
    frequencyNotInPlan: FREQUENCY_NOT_IN_PLAN,
    freeScanAttestation:
      'Free scans require an authorization attestation: send authorization.attested = true and a basis ' +
      '(owner, written_authorization or authorized_agent) confirming you may scan this domain',
    /** The plan gate of white-label PDF branding (docs/api-contract.md "Plan gates"). */
    whiteLabelPlanGate: (planName: string, plans: readonly string[]) =>
      `White-label PDF branding is not included in the ${planName} plan: it comes with ${plans.join(', ')}` as const,
    /** The plan gate of the automation-platform integration (docs/api-contract.md "Plan gates"); the body adds `upgrade_url`. */
    automationPlanGate: (planName: string, plans: readonly string[]) =>
      `The automation-platform integration is not included in the ${planName} plan: it comes with ${plans.join(', ')}` as const,
    adminOnly: 'This endpoint is for administrators only',
    /** DELETE /v1/account without a password and without a recent sign-in. */
    reauthenticationRequired: (minutes: number) =>
      `Deleting the account needs re-authentication: send current_password, or sign in again and delete within ${minutes} minutes` as const,
  },
  notFound: {
    path: 'Not Found',
    scanJob: 'Scan job not found',
    /** A completed job whose full report the retention policy removed (docs/retention.md); its summary stays. */
    scanReportPurged: 'Report no longer kept: full reports are kept for a limited time after the scan',
    /** A PDF whose bytes the retention policy removed; its verification record stays. */
    reportPdfPurged: 'Report PDF no longer kept: PDFs are kept for a limited time after the scan',
    /** The same for an unknown and a malformed report id (docs/api-contract.md "Reports, verification, badges"). */
    report: 'Report not found',
    monitoredDomain: 'Monitored domain not found',
    client: 'Client not found',
    domainImport: 'Import not found',
    alert: 'Alert not found',
    badge: 'Badge not found',
    plan: 'Plan not found',
    webhookEndpoint: 'Webhook endpoint not found',
    webhookDelivery: 'Webhook delivery not found',
    hookSubscription: 'REST Hook subscription not found',
    /** The same for an unknown, expired, foreign or badly signed export link. */
    accountExport: 'Export not found or its link has expired',
  },
  methodNotAllowed: {
    method: 'Method Not Allowed',
  },
  requestTimeout: {
    timeout: 'Request timeout: the request was not received in time',
  },
  conflict: {
    scanJobIncomplete: 'Scan job is not complete yet',
    webhookDeliveryNotFailed: 'Only failed deliveries (dead letters) can be redelivered',
    /** A second request with an Idempotency-Key whose first request has not finished (api/idempotency/). */
    idempotencyInFlight:
      'A request with this Idempotency-Key is still being processed: retry after it finishes to get its response',
  },
  payloadTooLarge: {
    body: 'Request body is too large',
  },
  uriTooLong: {
    /** A path parameter longer than the router's maxParamLength. */
    pathParameter: (max: number) => `URI Too Long: a path segment may be at most ${max} characters` as const,
  },
  expectationFailed: {
    expect: 'Expectation Failed: only Expect: 100-continue is supported',
  },
  tooManyRequests: {
    /** The request-rate 429 (docs/api-contract.md "The two kinds of 429"): 'Rate limit exceeded for free plan. Limit: 120 per minute'. */
    rateLimit: (tierName: string, limit: number, per: string) =>
      `Rate limit exceeded for ${tierName} plan. Limit: ${limit} ${per}` as const,
    freeScan: (limit: number, per: string) => `Rate limit exceeded for free scan. Limit: ${limit} ${per}` as const,
    reportVerification: (limit: number, per: string) =>
      `Rate limit exceeded for report verification. Limit: ${limit} ${per}` as const,
    verificationResend: (seconds: number) =>
      `Verification e-mail already sent. Limit: 1 per ${seconds} seconds` as const,
    failedLogins: (what: 'e-mail address' | 'IP address' | 'e-mail address from this IP address', limit: number) =>
      `Too many failed logins for this ${what}. Limit: ${limit} per 15 minutes` as const,
    /** A growing wait between failed logins of one (e-mail, address) pair (api/auth/login-throttle.ts). */
    loginDelay: 'Too many failed logins for this e-mail address from this IP address. Wait before trying again',
    /** The quota 429: only `detail` (docs/api-contract.md "The two kinds of 429"). `until` is the YYYY-MM-DD the period rolls over. */
    quota: (used: number, limit: number, until: string) =>
      `Quota exceeded. Used ${used}/${limit} scans this period. Upgrade your plan or wait until ${until}.` as const,
  },
  requestHeaderFieldsTooLarge: {
    headers: (maxBytes: number) => `Request line and headers are too large: at most ${kib(maxBytes)} together` as const,
  },
  /** A client error raised by a plugin with no entry of its own: its status and reason phrase. */
  otherClientError: {
    reasonPhrase: (status: keyof typeof REASON_PHRASES) => REASON_PHRASES[status],
  },
  internal: {
    unexpected: (requestId: string) => `Internal server error (request id ${requestId})` as const,
    scanFailed: SCAN_EXECUTION_FAILED,
  },
  serviceUnavailable: {
    database: 'Database unavailable',
    /** A row lock waited past the server's innodb_lock_wait_timeout: the request was fine, a retry works. */
    databaseBusy: 'Database busy: the request waited too long for a lock. Please try again shortly.',
    /** Temporal could not be reached to start a scan (workflows/scan-submission.ts). */
    scanEngine: SCAN_ENGINE_UNAVAILABLE,
    /** Temporal could not be reached to start a large account's export (api/accounts/account-data.routes.ts). */
    exportEngine: EXPORT_ENGINE_UNAVAILABLE,
    /** SQLITE_FULL or MySQL's disk-full errors (db/errors.ts): reads still work, writes wait for space. */
    storageFull: 'Database storage is full: changes cannot be saved until space is freed; reading still works',
    scanFailed: SCAN_EXECUTION_FAILED,
    googleNotConfigured: 'Google sign-in is not configured',
    googleUnreachable: 'Google sign-in is temporarily unavailable: the identity provider could not be reached',
    shuttingDown: 'Service is shutting down: retry shortly',
    reportRender: 'The PDF report could not be generated. Please try again shortly.',
    dashboardNotBuilt: 'The dashboard is not built: run `npm run build:web` (npm start does it) and restart',
    billingNotConfigured: 'Billing is not configured on this server (STRIPE_SECRET_KEY is not set)',
    processorUnreachable: 'The payment processor could not be reached or refused the request: retry shortly',
    processorPriceMissing: 'This plan has no price at the payment processor yet: contact support',
    processorWebhookNotConfigured:
      'Processor webhooks are not configured on this server (PROCESSOR_WEBHOOK_SECRET is not set)',
    /** GET /health on Temporal: the server did not answer DescribeTaskQueue in time. */
    temporalUnreachable: 'Temporal server unreachable: workflows cannot be started',
    /** GET /health on Temporal: the server answers but no worker has polled the task queue lately. */
    noWorkerPolling: (taskQueue: string) =>
      `No worker is polling the Temporal task queue "${taskQueue}": scans and deliveries wait until one does`,
  },
} as const;

export type ErrorKind = keyof typeof ERRORS;

/** The details one kind of error may carry. */
export type Detail<Kind extends ErrorKind> = EntryOf<(typeof ERRORS)[Kind]>;

/** Any detail string of the catalogue. */
export type AnyDetail = { [Kind in ErrorKind]: Detail<Kind> }[ErrorKind];

/** The status each kind answers with (`otherClientError` carries its own). */
export const STATUS_OF: Readonly<Record<Exclude<ErrorKind, 'otherClientError'>, number>> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  conflict: 409,
  payloadTooLarge: 413,
  uriTooLong: 414,
  expectationFailed: 417,
  tooManyRequests: 429,
  requestHeaderFieldsTooLarge: 431,
  internal: 500,
  serviceUnavailable: 503,
};

/**
 * The field messages of 422 bodies written by hand (the schema's own are shaped in
 * validation-errors.ts). Each 422 item is `{field, message}` (docs/api-contract.md "422").
 */
export const FIELD_MESSAGES = {
  required: 'Field required',
  unknown: 'Unknown field',
  invalidEmail: 'Must be a valid email',
  malformedJson: 'Malformed JSON',
  emptyJsonBody: 'Body is empty but Content-Type is application/json',
  notJson: 'Content-Type must be application/json',
  logoNotBase64: 'Must be base64-encoded image data',
  logoTooLarge: 'Logo must be at most 256 KB',
  logoNotPng: 'Not a PNG image (or larger than 4096x4096 pixels)',
  logoNotSvg: 'Not an SVG image',
  invalidDate: 'Must be a date in YYYY-MM-DD format',
  startAfterEnd: 'Must not be after end_date',
  httpUrl: 'Must be an absolute http or https URL',
  returnUrlOrigin: "Must be on this service's origin or one of BILLING_RETURN_ORIGINS",
  idempotencyKeyFormat: 'Must be 1-255 printable ASCII characters',
  /** A client id in a body that is not one of the caller's clients (docs/portfolio.md, "Scoped to a client"). */
  notYourClient: 'Must be the id of one of your clients, or null',
  /** The same, for a field that cannot be null (a REST Hook's `filters.client_id`, docs/integrations.md). */
  notYourClientFilter: 'Must be the id of one of your clients',
  idempotencyKeyReused:
    'This key was already used for a different request (another operation, path, query or body): send a new key for a new request',
  ...WEBHOOK_URL_MESSAGES,
} as const;

export type FieldMessage = EntryOf<typeof FIELD_MESSAGES>;
