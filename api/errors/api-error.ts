/**
 * The closed set of errors a handler may raise. Handlers throw these; api/errors/error-handler.ts
 * is the one place that turns them (and everything else) into `{"detail": ...}` responses (SPEC part 7).
 */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | FieldError[],
    /** Extra body fields; only the rate-limit 429 uses them (SPEC part 7). */
    readonly extraBody: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
    this.name = 'ApiError';
  }
}

export const AUTH_INVALID = 'Invalid or missing authentication';
export const AUTH_REQUIRED = 'Authentication required';

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail: string = AUTH_INVALID) => new ApiError(401, detail);
export const forbidden = (detail: string) => new ApiError(403, detail);
export const notFound = (detail = 'Not Found') => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const unprocessable = (errors: FieldError[]) => new ApiError(422, errors);
export const invalidField = (field: string, message: string) => unprocessable([{ field, message }]);
export const serviceUnavailable = (detail: string) => new ApiError(503, detail);

/** Quota exhaustion: only `detail`, never `retry_after` (SPEC part 7, "The two kinds of 429"). */
export const quotaExceeded = (detail: string) => new ApiError(429, detail);

/**
 * Rate limit: `detail`, `error` and `message` carry the same wording, plus `retry_after` and
 * `upgrade_url` (SPEC part 7). `Retry-After` is sent too when `withHeader` is set.
 */
export function rateLimited(
  wording: string,
  retryAfterSeconds: number,
  upgradeUrl: string | null,
  withHeader = true,
): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    wording,
    { error: wording, message: wording, retry_after: retryAfter, upgrade_url: upgradeUrl },
    withHeader ? { 'retry-after': String(retryAfter) } : {},
  );
}
