/**
 * The error catalogue (api/errors/error-catalogue.ts) is the contract's wording: these are the exact
 * bytes clients see, written out here as literals so a change to one is a deliberate change to this
 * test too. The helpers accept only catalogue entries; the @ts-expect-error lines fail the typecheck
 * the day an arbitrary string is accepted again.
 */
import { expect } from 'chai';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  invalidField,
  methodNotAllowed,
  notFound,
  otherClientError,
  quotaExceeded,
  rateLimited,
  serviceUnavailable,
  unauthorized,
} from '../../../api/errors/api-error.js';
import { ERRORS, FIELD_MESSAGES, STATUS_OF } from '../../../api/errors/error-catalogue.js';
import { DOMAIN_NAME_REASONS, SCAN_EXECUTION_FAILED, SCAN_TARGET_REFUSALS } from '../../../core/errors.js';

describe('error catalogue: the wording on the wire', () => {
  it('keeps every fixed detail string byte for byte', () => {
    const fixed: [string, string][] = [
      [ERRORS.badRequest.emailTaken, 'An account with this e-mail already exists'],
      [ERRORS.badRequest.invalidResetToken, 'Invalid or expired reset token'],
      [ERRORS.badRequest.wrongCurrentPassword, 'Current password is incorrect'],
      [ERRORS.badRequest.invalidVerificationToken, 'Invalid or expired verification token'],
      [
        ERRORS.badRequest.expiredVerificationToken,
        'Verification token has expired: sign in and request a new verification e-mail',
      ],
      [ERRORS.badRequest.emailAlreadyVerified, 'E-mail address is already verified'],
      [
        ERRORS.badRequest.googleEmailUnverified,
        'Google has not verified the e-mail address of this Google account, so it cannot be used to sign in',
      ],
      [
        ERRORS.badRequest.googleAccountEmailUnverified,
        'An account with this e-mail exists but its address is not verified yet: sign in with your password and verify the e-mail, then use Google sign-in',
      ],
      [ERRORS.badRequest.googleLinkedElsewhere, 'The account with this e-mail is linked to a different Google account'],
      [ERRORS.badRequest.googleNoUsableEmail, 'Google did not provide a usable e-mail address'],
      [
        ERRORS.badRequest.googleStateMissing,
        'Google sign-in state is missing or expired: start again at /v1/auth/google/login',
      ],
      [
        ERRORS.badRequest.googleStateMismatch,
        "Google sign-in state does not match this browser's sign-in: start again at /v1/auth/google/login",
      ],
      [ERRORS.badRequest.googleNoCode, 'Google sign-in response carried no authorization code'],
      [
        ERRORS.badRequest.googleExchangeFailed,
        'Google sign-in failed: the authorization code could not be exchanged (start again at /v1/auth/google/login)',
      ],
      [ERRORS.badRequest.invalidSortBy, 'Invalid sort_by: use risk, score or domain'],
      [ERRORS.badRequest.contentLengthMismatch, 'Content-Length does not match the body'],
      [ERRORS.unauthorized.invalid, 'Invalid or missing authentication'],
      [ERRORS.unauthorized.required, 'Authentication required'],
      [ERRORS.forbidden.accountDisabled, 'Account is disabled'],
      [ERRORS.forbidden.subscriptionInactive, 'Subscription is not active'],
      [
        ERRORS.forbidden.csrf,
        'CSRF token missing or invalid: send the csrf_token from login in the X-CSRF-Token header',
      ],
      [
        ERRORS.forbidden.freeScanAttestation,
        'Free scans require an authorization attestation: send authorization.attested = true and a basis ' +
          '(owner, written_authorization or authorized_agent) confirming you may scan this domain',
      ],
      [ERRORS.notFound.path, 'Not Found'],
      [ERRORS.notFound.scanJob, 'Scan job not found'],
      [ERRORS.notFound.monitoredDomain, 'Monitored domain not found'],
      [ERRORS.notFound.alert, 'Alert not found'],
      [ERRORS.notFound.badge, 'Badge not found'],
      [ERRORS.badRequest.invalidScanFrequency, 'Invalid scan frequency'],
      [ERRORS.methodNotAllowed.method, 'Method Not Allowed'],
      [ERRORS.conflict.scanJobIncomplete, 'Scan job is not complete yet'],
      [ERRORS.payloadTooLarge.body, 'Request body is too large'],
      [ERRORS.serviceUnavailable.database, 'Database unavailable'],
      [
        ERRORS.serviceUnavailable.storageFull,
        'Database storage is full: changes cannot be saved until space is freed; reading still works',
      ],
      [ERRORS.serviceUnavailable.googleNotConfigured, 'Google sign-in is not configured'],
      [
        ERRORS.serviceUnavailable.googleUnreachable,
        'Google sign-in is temporarily unavailable: the identity provider could not be reached',
      ],
      [ERRORS.serviceUnavailable.scanFailed, 'Scan execution failed. Please try again shortly.'],
      [
        ERRORS.serviceUnavailable.scanEngine,
        'The scan engine is unavailable: the scan was not queued and no quota was spent. Please try again shortly.',
      ],
      [
        ERRORS.serviceUnavailable.exportEngine,
        'The export could not be started: the workflow engine is unavailable. Please try again shortly.',
      ],
      [
        ERRORS.serviceUnavailable.databaseBusy,
        'Database busy: the request waited too long for a lock. Please try again shortly.',
      ],
      [ERRORS.internal.scanFailed, 'Scan execution failed. Please try again shortly.'],
      [SCAN_EXECUTION_FAILED, 'Scan execution failed. Please try again shortly.'],
      // Framework errors (api/http/framework-errors.ts): new with the catalogue, pinned the same way.
      [ERRORS.badRequest.malformedUrl, 'Malformed URL: the path is not valid percent-encoded UTF-8'],
      [ERRORS.badRequest.hostRequired, 'Host header is required'],
      [
        ERRORS.badRequest.malformedFraming,
        'Malformed request: conflicting, repeated or invalid Content-Length, Transfer-Encoding or chunk sizes',
      ],
      [ERRORS.badRequest.malformedRequest, 'Malformed HTTP request'],
      [ERRORS.requestTimeout.timeout, 'Request timeout: the request was not received in time'],
      [ERRORS.expectationFailed.expect, 'Expectation Failed: only Expect: 100-continue is supported'],
      [ERRORS.serviceUnavailable.shuttingDown, 'Service is shutting down: retry shortly'],
      [
        ERRORS.serviceUnavailable.dashboardNotBuilt,
        'The dashboard is not built: run `npm run build:web` (npm start does it) and restart',
      ],
      [FIELD_MESSAGES.required, 'Field required'],
      [FIELD_MESSAGES.unknown, 'Unknown field'],
      [FIELD_MESSAGES.invalidEmail, 'Must be a valid email'],
      [FIELD_MESSAGES.malformedJson, 'Malformed JSON'],
      [FIELD_MESSAGES.emptyJsonBody, 'Body is empty but Content-Type is application/json'],
      [FIELD_MESSAGES.notJson, 'Content-Type must be application/json'],
      // Pricing, usage and billing.
      [ERRORS.notFound.plan, 'Plan not found'],
      [ERRORS.forbidden.adminOnly, 'This endpoint is for administrators only'],
      [ERRORS.badRequest.processorSignatureMissing, 'Missing Processor-Signature header'],
      [
        ERRORS.badRequest.processorSignatureInvalid,
        'Invalid Processor-Signature: the signature does not match the body',
      ],
      [
        ERRORS.badRequest.processorSignatureStale,
        'Invalid Processor-Signature: the timestamp is outside the 300-second tolerance',
      ],
      [ERRORS.badRequest.processorEventMalformed, 'Processor event is not a JSON object with an id and a type'],
      [
        ERRORS.badRequest.noBillingCustomer,
        'This account has no billing customer yet: buy a plan through POST /v1/billing/checkout first',
      ],
      [
        ERRORS.serviceUnavailable.billingNotConfigured,
        'Billing is not configured on this server (STRIPE_SECRET_KEY is not set)',
      ],
      [
        ERRORS.serviceUnavailable.processorUnreachable,
        'The payment processor could not be reached or refused the request: retry shortly',
      ],
      [
        ERRORS.serviceUnavailable.processorPriceMissing,
        'This plan has no price at the payment processor yet: contact support',
      ],
      [
        ERRORS.serviceUnavailable.processorWebhookNotConfigured,
        'Processor webhooks are not configured on this server (PROCESSOR_WEBHOOK_SECRET is not set)',
      ],
      [FIELD_MESSAGES.invalidDate, 'Must be a date in YYYY-MM-DD format'],
      [FIELD_MESSAGES.startAfterEnd, 'Must not be after end_date'],
      [FIELD_MESSAGES.httpUrl, 'Must be an absolute http or https URL'],
      [FIELD_MESSAGES.returnUrlOrigin, "Must be on this service's origin or one of BILLING_RETURN_ORIGINS"],
      [FIELD_MESSAGES.notYourClient, 'Must be the id of one of your clients, or null'],
      [FIELD_MESSAGES.notYourClientFilter, 'Must be the id of one of your clients'],
    ];
    for (const [entry, wording] of fixed) expect(entry).to.equal(wording);
  });

  it('keeps every wording with parameters byte for byte', () => {
    const { badRequest: bad, tooManyRequests: many } = ERRORS;
    expect(bad.googleProviderError('access_denied')).to.equal(
      'Google sign-in was not completed: the provider answered access_denied',
    );
    expect(bad.invalidAuthorizationBasis('friend', ['owner', 'written_authorization', 'authorized_agent'])).to.equal(
      'Invalid authorization basis "friend": must be one of owner, written_authorization, authorized_agent',
    );
    expect(bad.duplicateDomain('example.com')).to.equal('Duplicate domain in request: example.com');
    expect(bad.domainAlreadyMonitored('example.com')).to.equal('Domain example.com is already monitored');
    expect(bad.domainLimitReached('Free', 1)).to.equal(
      'Domain limit reached: the Free plan monitors at most 1 domain; remove one or upgrade your plan',
    );
    expect(bad.domainLimitReached('Starter', 5)).to.equal(
      'Domain limit reached: the Starter plan monitors at most 5 domains; remove one or upgrade your plan',
    );
    expect(ERRORS.forbidden.frequencyNotInPlan('hourly', 'Free')).to.equal(
      'The Free plan does not include hourly monitoring; upgrade your plan or choose another frequency',
    );
    expect(many.rateLimit('free', 120, 'per minute')).to.equal(
      'Rate limit exceeded for free plan. Limit: 120 per minute',
    );
    expect(bad.planNotPurchasable('Free')).to.equal(
      'The Free plan cannot be bought through checkout: it has no price to pay',
    );
    expect(many.freeScan(5, 'per hour')).to.equal('Rate limit exceeded for free scan. Limit: 5 per hour');
    expect(many.verificationResend(60)).to.equal('Verification e-mail already sent. Limit: 1 per 60 seconds');
    expect(many.failedLogins('e-mail address', 10)).to.equal(
      'Too many failed logins for this e-mail address. Limit: 10 per 15 minutes',
    );
    expect(many.failedLogins('e-mail address from this IP address', 10)).to.equal(
      'Too many failed logins for this e-mail address from this IP address. Limit: 10 per 15 minutes',
    );
    expect(many.loginDelay).to.equal(
      'Too many failed logins for this e-mail address from this IP address. Wait before trying again',
    );
    expect(many.quota(10, 10, '2026-12-01')).to.equal(
      'Quota exceeded. Used 10/10 scans this period. Upgrade your plan or wait until 2026-12-01.',
    );
    expect(ERRORS.internal.unexpected('abc')).to.equal('Internal server error (request id abc)');
    expect(ERRORS.requestHeaderFieldsTooLarge.headers(16_384)).to.equal(
      'Request line and headers are too large: at most 16 KB together',
    );
    expect(ERRORS.uriTooLong.pathParameter(300)).to.equal('URI Too Long: a path segment may be at most 300 characters');
  });

  it('keeps the scan-target refusals (core/errors.ts) byte for byte', () => {
    expect(SCAN_TARGET_REFUSALS.couldNotResolve('nowhere.test')).to.equal('Could not resolve nowhere.test');
    expect(SCAN_TARGET_REFUSALS.invalidDomain('a_b.com', DOMAIN_NAME_REASONS.labelCharacters('a_b'))).to.equal(
      '"a_b.com" is not a valid domain name: the label "a_b" may hold only letters, digits and hyphens',
    );
    expect(SCAN_TARGET_REFUSALS.nonPublicAddress('evil.test', '10.0.0.1', 'private')).to.equal(
      'evil.test resolves to 10.0.0.1, which is in non-public address space (private); only public internet hosts can be scanned',
    );
    expect(ERRORS.badRequest.couldNotResolve).to.equal(SCAN_TARGET_REFUSALS.couldNotResolve);
  });

  it('keeps the webhook wordings byte for byte', () => {
    expect(ERRORS.badRequest.webhookEndpointLimit('Free', 1)).to.equal(
      'Webhook endpoint limit reached: the Free plan allows 1 active endpoint',
    );
    expect(ERRORS.badRequest.webhookEndpointLimit('Pro', 5)).to.equal(
      'Webhook endpoint limit reached: the Pro plan allows 5 active endpoints',
    );
    expect(ERRORS.badRequest.unknownWebhookEventType('scan.started')).to.equal('Unrecognized event type: scan.started');
    expect(ERRORS.badRequest.webhookEndpointDisabled).to.equal(
      'Webhook endpoint is disabled: re-enable it (PATCH is_active true) before redelivering',
    );
    expect(ERRORS.notFound.webhookEndpoint).to.equal('Webhook endpoint not found');
    expect(ERRORS.notFound.webhookDelivery).to.equal('Webhook delivery not found');
    expect(ERRORS.conflict.webhookDeliveryNotFailed).to.equal(
      'Only failed deliveries (dead letters) can be redelivered',
    );
    expect(FIELD_MESSAGES.webhookUrl).to.equal('Must be an HTTPS URL, or http://localhost for local development');
    expect(FIELD_MESSAGES.webhookUrlCredentials).to.equal('Must not contain a user name or password');
    expect(FIELD_MESSAGES.webhookUrlFragment).to.equal('Must not contain a fragment');
    expect(FIELD_MESSAGES.webhookUrlLength).to.equal('Must be at most 2048 characters');
  });

  it('gives each kind its status, and the helpers build it', () => {
    const cases: [ApiError, number, unknown][] = [
      [badRequest(ERRORS.badRequest.invalidSortBy), 400, ERRORS.badRequest.invalidSortBy],
      [unauthorized(), 401, 'Invalid or missing authentication'],
      [forbidden(ERRORS.forbidden.accountDisabled), 403, 'Account is disabled'],
      [notFound(), 404, 'Not Found'],
      [methodNotAllowed(['GET', 'HEAD']), 405, 'Method Not Allowed'],
      [conflict(ERRORS.conflict.scanJobIncomplete), 409, 'Scan job is not complete yet'],
      [invalidField('email', FIELD_MESSAGES.invalidEmail), 422, [{ field: 'email', message: 'Must be a valid email' }]],
      [
        quotaExceeded(ERRORS.tooManyRequests.quota(1, 1, '2026-01-01')),
        429,
        ERRORS.tooManyRequests.quota(1, 1, '2026-01-01'),
      ],
      [serviceUnavailable(ERRORS.serviceUnavailable.database), 503, 'Database unavailable'],
      [otherClientError(416), 416, 'Range Not Satisfiable'],
      [otherClientError(499), 400, 'Bad Request'],
    ];
    for (const [error, status, detail] of cases) {
      expect(error.statusCode).to.equal(status);
      expect(error.detail).to.deep.equal(detail);
    }
    expect(methodNotAllowed(['GET', 'HEAD']).headers).to.deep.equal({ allow: 'GET, HEAD' });
    expect(STATUS_OF.requestHeaderFieldsTooLarge).to.equal(431);
    const limited = rateLimited(ERRORS.tooManyRequests.rateLimit('free', 120, 'per minute'), 1.2, '/docs');
    expect(limited.extraBody).to.deep.equal({
      error: 'Rate limit exceeded for free plan. Limit: 120 per minute',
      message: 'Rate limit exceeded for free plan. Limit: 120 per minute',
      retry_after: 2,
      upgrade_url: '/docs',
    });
  });

  it('accepts no wording outside the catalogue (checked by the typecheck)', () => {
    const attempt = () => {
      // @ts-expect-error a detail that is not a catalogue entry does not compile
      badRequest('Something went wrong');
      // @ts-expect-error an entry of another kind does not compile either
      notFound(ERRORS.forbidden.accountDisabled);
      // @ts-expect-error nor a field message outside FIELD_MESSAGES
      invalidField('email', 'Looks wrong');
    };
    expect(attempt).to.be.a('function');
  });

  it('keeps the PDF report wordings byte for byte', () => {
    expect(ERRORS.forbidden.whiteLabelPlanGate('Free', ['Professional', 'MSP'])).to.equal(
      'White-label PDF branding is not included in the Free plan: it comes with Professional, MSP',
    );
    expect(ERRORS.notFound.report).to.equal('Report not found');
    expect(ERRORS.tooManyRequests.reportVerification(20, 'per minute')).to.equal(
      'Rate limit exceeded for report verification. Limit: 20 per minute',
    );
    expect(ERRORS.serviceUnavailable.reportRender).to.equal(
      'The PDF report could not be generated. Please try again shortly.',
    );
    expect(FIELD_MESSAGES.logoNotBase64).to.equal('Must be base64-encoded image data');
    expect(FIELD_MESSAGES.logoTooLarge).to.equal('Logo must be at most 256 KB');
    expect(FIELD_MESSAGES.logoNotPng).to.equal('Not a PNG image (or larger than 4096x4096 pixels)');
    expect(FIELD_MESSAGES.logoNotSvg).to.equal('Not an SVG image');
  });
});
