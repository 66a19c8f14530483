/**
 * The closed set of errors a handler may raise. Handlers throw these; api/errors/error-handler.ts
 * is the one place that turns them (and everything else) into `{"detail": ...}` responses (docs/api-contract.md "Errors").
 * Each helper takes only its kind's entries of the catalogue (error-catalogue.ts).
 */
import {
  type AnyDetail,
  type Detail,
  ERRORS,
  type FieldMessage,
  REASON_PHRASES,
  STATUS_OF,
} from './error-catalogue.js';

export interface FieldError {
  field: string;
  /** Written by hand: a FIELD_MESSAGES entry; from a schema: validation-errors.ts's wording. */
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: AnyDetail | FieldError[],
    /** Extra body fields: the rate-limit 429's (docs/api-contract.md "The two kinds of 429") and the plan gate's `upgrade_url`. */
    readonly extraBody: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
    this.name = 'ApiError';
  }
}

/** The two 401 wordings (docs/api-contract.md "Credentials"). */
export const AUTH_INVALID = ERRORS.unauthorized.invalid;
export const AUTH_REQUIRED = ERRORS.unauthorized.required;

export const badRequest = (detail: Detail<'badRequest'>) => new ApiError(STATUS_OF.badRequest, detail);
export const unauthorized = (detail: Detail<'unauthorized'> = AUTH_INVALID) =>
  new ApiError(STATUS_OF.unauthorized, detail);
export const forbidden = (detail: Detail<'forbidden'>) => new ApiError(STATUS_OF.forbidden, detail);
/** A feature gated to a higher plan: `detail` plus `upgrade_url`, where the plans are compared. */
export const planGated = (detail: Detail<'forbidden'>, upgradeUrl: string) =>
  new ApiError(STATUS_OF.forbidden, detail, { upgrade_url: upgradeUrl });
export const notFound = (detail: Detail<'notFound'> = ERRORS.notFound.path) => new ApiError(STATUS_OF.notFound, detail);
export const methodNotAllowed = (allow: readonly string[]) =>
  new ApiError(STATUS_OF.methodNotAllowed, ERRORS.methodNotAllowed.method, {}, { allow: allow.join(', ') });
export const conflict = (detail: Detail<'conflict'>) => new ApiError(STATUS_OF.conflict, detail);
export const payloadTooLarge = () => new ApiError(STATUS_OF.payloadTooLarge, ERRORS.payloadTooLarge.body);
export const unprocessable = (errors: FieldError[]) => new ApiError(422, errors);
export const invalidField = (field: string, message: FieldMessage) => unprocessable([{ field, message }]);
/** The 422 for a body that is not a JSON object at all. */
export const invalidBody = (message: FieldMessage) => invalidField('body', message);
export const internalError = (detail: Detail<'internal'>) => new ApiError(STATUS_OF.internal, detail);
export const serviceUnavailable = (detail: Detail<'serviceUnavailable'>) =>
  new ApiError(STATUS_OF.serviceUnavailable, detail);

/** A plugin's client error with no entry of its own: its status (400 if unknown) and reason phrase. */
export function otherClientError(status: number): ApiError {
  const known = (status in REASON_PHRASES ? status : 400) as keyof typeof REASON_PHRASES;
  return new ApiError(known, ERRORS.otherClientError.reasonPhrase(known));
}

/** Quota exhaustion: only `detail`, never `retry_after` (docs/api-contract.md "The two kinds of 429"). */
export const quotaExceeded = (detail: ReturnType<typeof ERRORS.tooManyRequests.quota>) =>
  new ApiError(STATUS_OF.tooManyRequests, detail);

/**
 * Rate limit: `detail`, `error` and `message` carry the same wording, plus `retry_after` and
 * `upgrade_url` (docs/api-contract.md "The two kinds of 429"). `Retry-After` is sent too when `withHeader` is set.
 */
export function rateLimited(
  wording: Exclude<Detail<'tooManyRequests'>, ReturnType<typeof ERRORS.tooManyRequests.quota>>,
  retryAfterSeconds: number,
  upgradeUrl: string | null,
  withHeader = true,
): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    STATUS_OF.tooManyRequests,
    wording,
    { error: wording, message: wording, retry_after: retryAfter, upgrade_url: upgradeUrl },
    withHeader ? { 'retry-after': String(retryAfter) } : {},
  );
}
