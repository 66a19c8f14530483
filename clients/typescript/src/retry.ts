/**
 * Retries as a `fetch`: what openapi-fetch calls for every request, so each operation of the
 * generated client gets them. Retried, with at most `maxAttempts` attempts in all:
 * - 429 with a wait (the body's `retry_after`, which the API always sends with a rate limit, or a
 *   `Retry-After` header). A 429 without one is an exhausted quota: retrying cannot help, so not.
 * - 503, after `Retry-After` when given, else backoff.
 * - 409 with `Retry-After` on a request carrying an Idempotency-Key: the first attempt is still
 *   being processed, and its answer will be replayed.
 * - No answer at all (connection refused or reset, the per-attempt timeout).
 * Backoff is exponential with full jitter (a random wait between 0 and base * 2^n, capped), so many
 * clients refused at once do not come back at once. A wait the server asks for longer than
 * `maxRetryAfterMs` is not waited out: the error is the caller's to handle.
 *
 * Writes (POST, PUT, PATCH) get an `Idempotency-Key` (a random UUID) unless the caller set one,
 * chosen once per call and sent unchanged on each of its attempts: a write whose answer was lost
 * is replayed by the server, not done twice.
 */
import { RampartNetworkError } from './errors.js';

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  maxAttempts?: number;
  /** First backoff ceiling in ms (default 500); doubled per attempt. */
  baseDelayMs?: number;
  /** Largest backoff in ms (default 20 000). */
  maxDelayMs?: number;
  /** Longest server-requested wait that is waited out (default 60 000 ms). */
  maxRetryAfterMs?: number;
  /** Per-attempt timeout in ms (default 30 000); a timed-out attempt counts as no answer. */
  timeoutMs?: number;
  /** Called before each wait: for logs and metrics. */
  onRetry?: (event: RetryEvent) => void;
}

export interface RetryEvent {
  method: string;
  url: string;
  /** The attempt that failed (1 for the first). */
  attempt: number;
  /** The status that asked for the retry, or null when there was no answer. */
  status: number | null;
  error: unknown;
  delayMs: number;
  idempotencyKey: string | null;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Full jitter: uniformly between 0 and min(max, base * 2^(attempt-1)). */
export function backoffMs(attempt: number, baseDelayMs: number, maxDelayMs: number, random = Math.random): number {
  return Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
}

/** The wait a response asks for, in ms: the 429 body's `retry_after`, else `Retry-After`. */
async function requestedWait(response: Response): Promise<number | null> {
  if (response.status === 429) {
    try {
      const body = (await response.clone().json()) as { retry_after?: unknown };
      if (typeof body.retry_after === 'number') return body.retry_after * 1000;
    } catch {
      // Not JSON: the header decides.
    }
  }
  return parseRetryAfter(response.headers.get('retry-after'));
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function retryingFetch(
  options: RetryOptions = {},
  baseFetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): (input: Request) => Promise<Response> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 4);
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 20_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;

  return async (input: Request) => {
    const method = input.method.toUpperCase();
    let idempotencyKey = input.headers.get(IDEMPOTENCY_HEADER);
    let template = input;
    if (WRITES.has(method) && idempotencyKey === null) {
      idempotencyKey = globalThis.crypto.randomUUID();
      const headers = new Headers(input.headers);
      headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
      template = new Request(input, { headers });
    }
    // The caller's own signal ends the whole call; only the per-attempt timeout is retried.
    const callerSignal = input.signal;
    for (let attempt = 1; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([callerSignal, timeout]);
      let response: Response | null = null;
      let error: unknown = null;
      try {
        response = await baseFetch(new Request(template.clone(), { signal }));
      } catch (caught) {
        if (callerSignal.aborted) throw caught;
        error = caught;
      }
      let delayMs: number | null = null;
      if (response === null) {
        delayMs = backoffMs(attempt, baseDelayMs, maxDelayMs);
      } else {
        const asked = await requestedWait(response);
        if (response.status === 429) delayMs = asked;
        else if (response.status === 503) delayMs = asked ?? backoffMs(attempt, baseDelayMs, maxDelayMs);
        else if (response.status === 409 && idempotencyKey !== null) delayMs = asked;
        if (delayMs !== null && delayMs > maxRetryAfterMs) delayMs = null;
      }
      if (delayMs === null || attempt >= maxAttempts) {
        if (response !== null) return response;
        throw new RampartNetworkError(`${method} ${input.url}: no answer after ${attempt} attempt(s)`, {
          cause: error,
        });
      }
      options.onRetry?.({
        method,
        url: input.url,
        attempt,
        status: response?.status ?? null,
        error,
        delayMs,
        idempotencyKey,
      });
      // Free the connection of the answer being dropped.
      await response?.body?.cancel().catch(() => undefined);
      await sleep(delayMs, callerSignal);
    }
  };
}
