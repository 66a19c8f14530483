/**
 * What a call that did not succeed throws. Every error the API answers is `{"detail": ...}`:
 * a string, or for 422 a list of `{field, message}`, which ValidationError keeps as `fields`.
 */

export interface FieldError {
  field: string;
  message: string;
}

/** Anything this client throws. */
export class RampartError extends Error {
  override name = 'RampartError';
}

/** The API answered with an error status. */
export class RampartApiError extends RampartError {
  override name = 'RampartApiError';
  constructor(
    readonly status: number,
    /** The `detail` string (for 422, the field messages joined). */
    readonly detail: string,
    /** The parsed body, as the API sent it. */
    readonly body: unknown,
    readonly headers: Headers,
  ) {
    super(`${status}: ${detail}`);
  }
}

/** 422: the request did not validate; `fields` says which fields and why. */
export class ValidationError extends RampartApiError {
  override name = 'ValidationError';
  constructor(
    readonly fields: FieldError[],
    body: unknown,
    headers: Headers,
  ) {
    super(422, fields.map((item) => `${item.field}: ${item.message}`).join('; '), body, headers);
  }
}

/**
 * 429 once retries are spent, or a quota exhausted (no `retryAfterSeconds`: retrying cannot
 * succeed before the period rolls over).
 */
export class RateLimitError extends RampartApiError {
  override name = 'RateLimitError';
  constructor(
    detail: string,
    readonly retryAfterSeconds: number | null,
    body: unknown,
    headers: Headers,
  ) {
    super(429, detail, body, headers);
  }
}

/** No answer from the API (connection refused or reset, a timeout) after every attempt. */
export class RampartNetworkError extends RampartError {
  override name = 'RampartNetworkError';
}

/** waitForScan: the scan ended `failed`; `failureReason` is the job's `failure_reason`. */
export class ScanFailedError extends RampartError {
  override name = 'ScanFailedError';
  constructor(
    readonly jobId: number,
    readonly failureReason: string | null,
  ) {
    super(`scan job ${jobId} failed: ${failureReason ?? 'no reason given'}`);
  }
}

/** waitForScan: the scan had not finished within the time allowed. */
export class WaitTimeoutError extends RampartError {
  override name = 'WaitTimeoutError';
  constructor(
    readonly jobId: number,
    readonly lastStatus: string,
    timeoutMs: number,
  ) {
    super(`scan job ${jobId} still ${lastStatus} after ${timeoutMs} ms`);
  }
}

function isFieldErrors(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'field' in item && 'message' in item)
  );
}

/** The typed error for an error response whose body has been parsed (or is null when it was not JSON). */
export function errorFromResponse(status: number, body: unknown, headers: Headers): RampartApiError {
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
  if (status === 422 && isFieldErrors(detail)) return new ValidationError(detail, body, headers);
  const text = typeof detail === 'string' ? detail : `HTTP ${status}`;
  if (status === 429) {
    const retryAfter =
      typeof body === 'object' && body !== null && 'retry_after' in body && typeof body.retry_after === 'number'
        ? body.retry_after
        : null;
    return new RateLimitError(text, retryAfter, body, headers);
  }
  return new RampartApiError(status, text, body, headers);
}
