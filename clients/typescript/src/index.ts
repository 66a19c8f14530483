export {
  type Account,
  type components,
  type operations,
  type paths,
  Rampart,
  type RampartOptions,
  type ScanJob,
  type ScanReport,
  type SubmittedScan,
  unwrap,
  type WaitOptions,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from './client.js';
export {
  type FieldError,
  RampartApiError,
  RampartError,
  RampartNetworkError,
  RateLimitError,
  ScanFailedError,
  ValidationError,
  WaitTimeoutError,
} from './errors.js';
export {
  backoffMs,
  IDEMPOTENCY_HEADER,
  parseRetryAfter,
  type RetryEvent,
  type RetryOptions,
  retryingFetch,
} from './retry.js';
