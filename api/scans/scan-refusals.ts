/**
 * How the API answers what the scans service refuses (docs/api-contract.md "Errors"): an unscannable target is a 400
 * with the scanner's sentence; a disabled account or a lapsed subscription a 403; an exhausted quota
 * the quota 429 (only `detail`, no retry_after: retrying cannot help before the period rolls over).
 */

import { ScanRefused } from '../../activities/scans/scan-admission.js';
import { quotaRefusals } from '../../core/metrics/metric-definitions.js';
import { ScanTargetError } from '../../scanner/scan-target.js';
import { OrchestratorUnavailable } from '../../workflows/scan-submission.js';
import { badRequest, forbidden, quotaExceeded, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

/** The ApiError for a refusal of the scans service; anything else is returned unchanged. */
export function apiErrorOfScanRefusal(error: unknown): unknown {
  if (error instanceof ScanTargetError) return badRequest(error.message);
  if (error instanceof OrchestratorUnavailable) return serviceUnavailable(ERRORS.serviceUnavailable.scanEngine);
  if (!(error instanceof ScanRefused)) return error;
  const refusal = error.refusal;
  switch (refusal.kind) {
    case 'account_disabled':
      return forbidden(ERRORS.forbidden.accountDisabled);
    case 'subscription_inactive':
      return forbidden(ERRORS.forbidden.subscriptionInactive);
    case 'quota_exceeded':
      quotaRefusals.inc();
      return quotaExceeded(
        ERRORS.tooManyRequests.quota(refusal.used, refusal.limit, refusal.resetsAt.toISOString().slice(0, 10)),
      );
  }
}
