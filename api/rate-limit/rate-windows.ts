/**
 * The request-rate windows of docs/api-contract.md "Rate limits" and what the spec leaves to us.
 *
 * Every tier (core/plans/plan-catalogue.ts) has per-minute, per-hour and per-day limits, a
 * "concurrent" and a "burst" figure. All of them apply at once; the tightest one exceeded rejects.
 *
 * - burst: the size of a token bucket refilled at the per-minute rate (DESIGN.md section 4, as
 *   nginx's `limit_req rate burst`): up to `burst` requests at once, then the per-minute rate
 *   (burst-buckets.ts). A request the bucket refuses reads `Limit: <per-minute> per minute`, and
 *   its `retry_after` is the whole seconds until the next token.
 * - concurrent: at most `concurrent` requests of one subject in flight at once in one API process
 *   (api/rate-limit/concurrency-slots.ts says why it is per process).
 *
 * The minute, hour and day windows are fixed (they start at a subject's first request and reset
 * when they expire), which is what rate-limiter-flexible's stores count.
 */
import type { RateTier } from '../../core/plans/plan-catalogue.js';

export type WindowName = 'burst' | 'minute' | 'hour' | 'day';

export interface RateWindow {
  name: WindowName;
  seconds: number;
  /** The end of the 429 wording: `Limit: <n> per minute`. */
  per: string;
  /** What the x-ratelimit-* headers count against (the bucket: its size). */
  limitOf(tier: RateTier): number;
  /** The <n> of the 429 wording; the bucket is worded as the per-minute rate that refills it. */
  statedLimitOf(tier: RateTier): number;
}

/** The token bucket of the burst rule, described like a window for headers and the 429. */
export const BURST_RULE: RateWindow = Object.freeze({
  name: 'burst',
  seconds: 60,
  per: 'per minute',
  limitOf: (t: RateTier) => t.burst,
  statedLimitOf: (t: RateTier) => t.perMinute,
});

/** The fixed windows, shortest first: the order headers and ties are judged in. */
export const RATE_WINDOWS: readonly RateWindow[] = Object.freeze([
  { name: 'minute', seconds: 60, per: 'per minute', limitOf: (t) => t.perMinute, statedLimitOf: (t) => t.perMinute },
  { name: 'hour', seconds: 3600, per: 'per hour', limitOf: (t) => t.perHour, statedLimitOf: (t) => t.perHour },
  { name: 'day', seconds: 86_400, per: 'per day', limitOf: (t) => t.perDay, statedLimitOf: (t) => t.perDay },
]);

/**
 * The public scanner key is one shared credential, keyed as one subject: every end user of, say, a
 * website's scan widget spends from it. It therefore gets the Pro row's rates (a scan with its
 * polling and report fetch is about ten requests, so some 30 scans a minute); it consumes no quota,
 * and its daily ceiling is what bounds the free scanning the key can cause.
 */
export const PUBLIC_SCANNER_TIER: Readonly<RateTier> = Object.freeze({
  perMinute: 300,
  perHour: 10_000,
  perDay: 50_000,
  concurrent: 20,
  burst: 50,
});
export const PUBLIC_SCANNER_TIER_NAME = 'public scanner';
