/**
 * Counts one request of a subject in every window at once, and takes a token of its burst bucket
 * (burst-buckets.ts) (docs/api-contract.md "Rate limits": all windows apply; the tightest one exceeded rejects), and
 * decides against the subject's tier.
 *
 * - A rejected request counts nowhere: the windows that still had room get their point back (and
 *   the bucket its token), so a client that is told "wait for the minute to pass" does not burn its hour meanwhile.
 * - When several windows are exceeded, the one that resets last is named: retrying before it
 *   resets cannot succeed, so its `retry_after` is the honest one.
 * - After a rejection, the subject is refused from process memory until that window resets, so a
 *   client hammering a closed window costs no store round trips. The block remembers the limit it
 *   was decided under: an upgrade to a larger plan lifts it at once.
 */
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { type Clock, systemClock } from '../../core/clock.js';
import type { RateTier } from '../../core/plans/plan-catalogue.js';
import { type BucketDecision, type BurstBuckets, tokensAt } from './burst-buckets.js';
import type { CounterStores } from './counter-stores.js';
import type { WindowCount } from './mysql-request-counts.js';
import { BURST_RULE, RATE_WINDOWS, type RateWindow, type WindowName } from './rate-windows.js';

export interface WindowState {
  window: RateWindow;
  limit: number;
  /** The <n> of `Limit: <n> per minute` (the bucket is worded as its per-minute refill rate). */
  statedLimit: number;
  remaining: number;
  /** Epoch milliseconds at which this window's count starts again from zero. */
  resetAtMs: number;
}

export type RateDecision = { allowed: true; tightest: WindowState } | { allowed: false; exceeded: WindowState };

/** Blocks remembered at most; expired ones are swept when the map reaches this size. */
const MAX_BLOCKS = 10_000;

export class WindowCounters {
  private readonly bucketPrefix: string;
  private readonly counters = new Map<WindowName, RateLimiterAbstract>();
  private readonly blocks = new Map<string, WindowState>();
  private readonly together: CounterStores['together'];
  readonly buckets: BurstBuckets;

  constructor(
    stores: CounterStores,
    readonly windows: readonly RateWindow[] = RATE_WINDOWS,
    prefix = 'rl',
    /** "Now" for resets and remembered blocks: the app's clock (the store's windows run on their own). */
    private readonly clock: Clock = systemClock,
    /** Whether the burst bucket applies too (the plan tiers); a single fixed allowance has none. */
    private readonly withBurstBucket = true,
  ) {
    this.buckets = stores.buckets;
    this.together = stores.together;
    this.bucketPrefix = `${prefix}:burst:`;
    for (const window of windows)
      this.counters.set(window.name, stores.counter(`${prefix}:${window.name}`, window.seconds));
  }

  /** The burst bucket's key for a subject (tests preload it with `buckets.drain`). */
  bucketKey(subject: string): string {
    return this.bucketPrefix + subject;
  }

  /** The store counter behind one window (tests preload counts with its `penalty`). */
  counter(name: Exclude<WindowName, 'burst'>): RateLimiterAbstract {
    const counter = this.counters.get(name);
    if (!counter) throw new Error(`no ${name} window`);
    return counter;
  }

  async consume(subject: string, tier: RateTier): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const block = this.blocks.get(subject);
    if (block && block.resetAtMs > now && block.limit === block.window.limitOf(tier)) {
      return { allowed: false, exceeded: block };
    }
    if (block) this.blocks.delete(subject);

    const { bucket, results } = await this.count(subject, tier, now);
    const counted = this.windows.map((window, index) => {
      const result = results[index];
      const limit = window.limitOf(tier);
      const consumed = result?.consumedPoints ?? 0;
      const msLeft = result && result.msBeforeNext >= 0 ? result.msBeforeNext : window.seconds * 1000;
      const state = {
        window,
        limit,
        statedLimit: window.statedLimitOf(tier),
        remaining: Math.max(0, limit - consumed),
      };
      return { fits: consumed <= limit, state: { ...state, resetAtMs: now + msLeft } };
    });
    if (bucket) {
      const bucketState: WindowState = {
        window: BURST_RULE,
        limit: BURST_RULE.limitOf(tier),
        statedLimit: BURST_RULE.statedLimitOf(tier),
        remaining: bucket.remaining,
        // Admitted: when the bucket is full again; refused: when its next token arrives.
        resetAtMs: bucket.atMs,
      };
      counted.unshift({ fits: bucket.allowed, state: bucketState });
    }

    const exceeded = counted.filter(({ fits }) => !fits).map(({ state }) => state);
    if (exceeded.length === 0) return { allowed: true, tightest: tightestOf(counted.map(({ state }) => state)) };

    const binding = exceeded.reduce((a, b) => (b.resetAtMs > a.resetAtMs ? b : a));
    await Promise.all(
      counted
        .filter(({ fits }) => fits)
        .map(({ state }) =>
          state.window === BURST_RULE
            ? this.buckets.giveBack(this.bucketKey(subject), tier)
            : this.counter(state.window.name as Exclude<WindowName, 'burst'>).reward(subject),
        ),
    );
    this.remember(subject, binding);
    return { allowed: false, exceeded: binding };
  }

  /**
   * Where a subject stands, counting nothing (GET /v1/usage/limits): each window's count (null when
   * none is running) by name, and the whole tokens in its bucket. One round trip on MySQL.
   */
  async standing(
    subject: string,
    tier: RateTier,
    now: number,
  ): Promise<{ windows: Map<WindowName, WindowCount | null>; bucketTokens: number }> {
    const bucketKey = this.bucketKey(subject);
    if (this.together) {
      try {
        const read = await this.together.peek(
          this.windows.map((window) => ({ key: this.counterOf(window).getKey(subject), seconds: window.seconds })),
          bucketKey,
        );
        return {
          windows: new Map(this.windows.map((window, index) => [window.name, read.windows[index] ?? null])),
          bucketTokens: tokensAt(read.tat, tier, now),
        };
      } catch {
        // Read them one by one below, as the library does.
      }
    }
    const [bucketTokens, ...counts] = await Promise.all([
      this.buckets.peek(bucketKey, tier, now),
      ...this.windows.map((window) => this.counterOf(window).get(subject)),
    ]);
    return {
      windows: new Map(
        this.windows.map((window, index) => {
          const count = counts[index] as RateLimiterRes | null;
          return [
            window.name,
            count ? { consumedPoints: count.consumedPoints, msBeforeNext: count.msBeforeNext } : null,
          ];
        }),
      ),
      bucketTokens: bucketTokens as number,
    };
  }

  /** The bucket's decision and each window's count after this request, in one round trip where the store can. */
  private async count(
    subject: string,
    tier: RateTier,
    now: number,
  ): Promise<{ bucket: BucketDecision | null; results: Pick<RateLimiterRes, 'consumedPoints' | 'msBeforeNext'>[] }> {
    const bucketKey = this.withBurstBucket ? this.bucketKey(subject) : null;
    if (this.together) {
      try {
        const counts = await this.together.consume(
          this.windows.map((window) => ({ key: this.counterOf(window).getKey(subject), seconds: window.seconds })),
          bucketKey === null ? null : { key: bucketKey, tier, nowMs: now },
        );
        return { bucket: counts.bucket, results: counts.windows };
      } catch {
        // Nothing was counted (the transaction rolled back): count the way the library does, whose
        // counters fall back to process memory while MySQL fails.
      }
    }
    const [bucket, ...results] = await Promise.all([
      bucketKey === null ? null : this.buckets.take(bucketKey, tier, now),
      ...this.windows.map((window) => this.counterOf(window).consume(subject)),
    ]);
    return { bucket, results: results as RateLimiterRes[] };
  }

  private counterOf(window: RateWindow): RateLimiterAbstract {
    return this.counter(window.name as Exclude<WindowName, 'burst'>);
  }

  private remember(subject: string, state: WindowState): void {
    if (this.blocks.size >= MAX_BLOCKS) {
      const now = this.clock.now().getTime();
      for (const [key, block] of this.blocks) if (block.resetAtMs <= now) this.blocks.delete(key);
    }
    if (this.blocks.size < MAX_BLOCKS) this.blocks.set(subject, state);
  }
}

/** The window with the fewest requests left; on a tie, the one that resets later binds longer. */
export function tightestOf(states: readonly WindowState[]): WindowState {
  let best = states[0];
  if (!best) throw new Error('no rate windows');
  for (const state of states) {
    if (state.remaining < best.remaining || (state.remaining === best.remaining && state.resetAtMs > best.resetAtMs)) {
      best = state;
    }
  }
  return best;
}
