/**
 * The request-rate windows of SPEC part 8 and what the spec leaves to us.
 *
 * Every tier (core/plans/plan-catalogue.ts) has per-minute, per-hour and per-day limits, a
 * "concurrent" and a "burst" figure. All of them apply at once; the tightest one exceeded rejects.
 *
 * - burst: at most `burst` requests in any fixed 10-second window. Read as a token bucket, the
 *   spec's burst is the bucket's size and the per-minute limit its refill rate; the time a full
 *   bucket takes to refill, burst / (perMinute / 60), is 10 s for Free, Solo, Pro and Enterprise and
 *   10.7 s and 12 s for MSP and Custom. A fixed 10-second window is that bucket on the same
 *   fixed-window counters as the other limits: a client cannot spend a whole minute's allowance in
 *   its first second.
 * - concurrent: at most `concurrent` requests of one subject in flight at once in one API process
 *   (api/rate-limit/concurrency-slots.ts says why it is per process).
 *
 * Windows are fixed (they start at a subject's first request and reset when they expire), which is
 * what rate-limiter-flexible's stores count.
 */
import type { RateTier } from '../../core/plans/plan-catalogue.js';

export type WindowName = 'burst' | 'minute' | 'hour' | 'day';

export interface RateWindow {
  name: WindowName;
  seconds: number;
  /** The end of the 429 wording: `Limit: <n> per minute`. */
  per: string;
  limitOf(tier: RateTier): number;
}

export const BURST_WINDOW_SECONDS = 10;

/** Shortest first: the order headers and ties are judged in. */
export const RATE_WINDOWS: readonly RateWindow[] = Object.freeze([
  { name: 'burst', seconds: BURST_WINDOW_SECONDS, per: `per ${BURST_WINDOW_SECONDS} seconds`, limitOf: (t) => t.burst },
  { name: 'minute', seconds: 60, per: 'per minute', limitOf: (t) => t.perMinute },
  { name: 'hour', seconds: 3600, per: 'per hour', limitOf: (t) => t.perHour },
  { name: 'day', seconds: 86_400, per: 'per day', limitOf: (t) => t.perDay },
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
