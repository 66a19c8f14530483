/**
 * Report verification (docs/api-contract.md "Other limits"): 20 requests per minute per IP address, counted on the same
 * fixed-window counters as every other limit (memory, or MySQL shared by API processes), under
 * their own prefix. Every request counts, found or not: the limit is what bounds guessing ids.
 */
import type { Clock } from '../../core/clock.js';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { type ApiError, rateLimited } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import type { CounterStores } from '../rate-limit/counter-stores.js';
import type { RateWindow } from '../rate-limit/rate-windows.js';
import { WindowCounters } from '../rate-limit/window-counters.js';

export const VERIFICATIONS_PER_MINUTE = 20;

const VERIFY_WINDOW: RateWindow = {
  name: 'minute',
  seconds: 60,
  per: 'per minute',
  limitOf: () => VERIFICATIONS_PER_MINUTE,
  statedLimitOf: () => VERIFICATIONS_PER_MINUTE,
};

export class VerificationAllowance {
  private readonly counters: WindowCounters;

  constructor(
    stores: CounterStores,
    private readonly clock: Clock,
  ) {
    this.counters = new WindowCounters(stores, [VERIFY_WINDOW], 'report_verify', clock, false);
  }

  /** Counts one verification from `ip`; the 429 to throw once the minute's 20 are spent. */
  async take(ip: string, upgradeUrl: string): Promise<ApiError | null> {
    // The window's limit is fixed, so the tier passed (an anonymous caller's) is not read.
    const decision = await this.counters.consume(`ip:${ip}`, planOf('free').rate);
    if (decision.allowed) return null;
    const { exceeded } = decision;
    const wording = ERRORS.tooManyRequests.reportVerification(exceeded.limit, exceeded.window.per);
    return rateLimited(wording, (exceeded.resetAtMs - this.clock.now().getTime()) / 1000, upgradeUrl);
  }
}
