/**
 * The Rampart client: openapi-fetch over the generated types (`api`, every operation of the
 * document, typed), with API-key auth and retries (retry.ts) on every call, and a few calls most
 * integrations need written out: sign-up, submit a scan, wait for it, fetch the report, register a
 * webhook endpoint. Each of those throws a typed error (errors.ts) instead of returning one.
 */
import createClient, { type Client } from 'openapi-fetch';
import { errorFromResponse, RampartApiError, ScanFailedError, WaitTimeoutError } from './errors.js';
import type { components, operations, paths } from './generated/schema.js';
import { type RetryOptions, retryingFetch } from './retry.js';

export interface RampartOptions extends RetryOptions {
  /** The service's address, e.g. `https://rampart.example.com`. */
  baseUrl: string;
  /** The account's API key (`rp_...`); sent as `Authorization: Bearer`. Not needed for sign-up. */
  apiKey?: string;
  /** The fetch underneath the retries (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Headers sent with every request (a User-Agent naming your integration, say). */
  headers?: Record<string, string>;
}

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type Account = Json<operations['signUp']['responses'][200]>;
export type ScanJob = Json<operations['getScanJob']['responses'][200]>;
export type SubmittedScan = Json<operations['submitScan']['responses'][202]>;
export type ScanReport = Json<operations['getScanReport']['responses'][200]>;
export type WebhookEndpoint = Json<operations['createWebhookEndpoint']['responses'][201]>;
export type WebhookEndpointInput = NonNullable<
  operations['createWebhookEndpoint']['requestBody']
>['content']['application/json'];

export interface WaitOptions {
  /** Give up after this long (default 300 000 ms; a scan takes 10 to 30 s). */
  timeoutMs?: number;
  /** First pause between polls (default 1 000 ms), growing by half each poll up to `maxIntervalMs`. */
  intervalMs?: number;
  /** Longest pause between polls (default 5 000 ms). */
  maxIntervalMs?: number;
  signal?: AbortSignal;
}

interface Result<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The data of a successful call, or the typed error of a failed one. */
export async function unwrap<D>(call: Promise<Result<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (response.ok) return data as D;
  throw errorFromResponse(response.status, error ?? null, response.headers);
}

export class Rampart {
  /** Every operation of the API, typed from the OpenAPI document (openapi-fetch). */
  readonly api: Client<paths>;

  constructor(readonly options: RampartOptions) {
    this.api = createClient<paths>({
      baseUrl: options.baseUrl,
      fetch: retryingFetch(options, options.fetch),
      headers: {
        ...options.headers,
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
    });
  }

  /** The same client with another API key (after sign-up or a key regeneration). */
  withApiKey(apiKey: string): Rampart {
    return new Rampart({ ...this.options, apiKey });
  }

  /** Creates an account; its `api_key` is shown this once. */
  signUp(email: string, password: string): Promise<Account> {
    return unwrap(this.api.POST('/v1/auth/signup', { body: { email, password } }));
  }

  /** Queues a full scan of `domain` (one scan of the month's quota). */
  submitScan(domain: string, options: { idempotencyKey?: string } = {}): Promise<SubmittedScan> {
    return unwrap(
      this.api.POST('/v1/scan', {
        body: { domain },
        headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
      }),
    );
  }

  getScanJob(jobId: number): Promise<ScanJob> {
    return unwrap(this.api.GET('/v1/scan/jobs/{job_id}', { params: { path: { job_id: jobId } } }));
  }

  /**
   * Polls the job until it is `completed` (and returns it), `failed` (ScanFailedError) or the
   * time is up (WaitTimeoutError). Polls are spaced out (1 s, then half again each time, up to 5 s).
   */
  async waitForScan(jobId: number, options: WaitOptions = {}): Promise<ScanJob> {
    const timeoutMs = options.timeoutMs ?? 300_000;
    const maxIntervalMs = options.maxIntervalMs ?? 5_000;
    let intervalMs = options.intervalMs ?? 1_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      options.signal?.throwIfAborted();
      const job = await this.getScanJob(jobId);
      if (job.status === 'completed') return job;
      if (job.status === 'failed') throw new ScanFailedError(jobId, job.failure_reason ?? null);
      const left = deadline - Date.now();
      if (left <= 0) throw new WaitTimeoutError(jobId, job.status, timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, left)));
      intervalMs = Math.min(maxIntervalMs, Math.ceil(intervalMs * 1.5));
    }
  }

  /** The full report of a completed scan (409, a RampartApiError, before it completes). */
  getReport(jobId: number): Promise<ScanReport> {
    return unwrap(this.api.GET('/v1/scan/jobs/{job_id}/report', { params: { path: { job_id: jobId } } }));
  }

  /** Registers an endpoint for signed deliveries; its `secret` (whsec_...) is shown this once. */
  createWebhookEndpoint(input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    return unwrap(this.api.POST('/v1/webhooks', { body: input }));
  }
}

export type { components, operations, paths };
export { RampartApiError };
