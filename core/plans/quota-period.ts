/**
 * Monthly scan quota periods: calendar months in UTC, named `YYYY-MM`. A user row counts scans for
 * one period; when the period it names is over, the count is read as zero.
 */

import { planOf } from './plan-catalogue.js';

/** The parts of an account row the quota reads (core/ knows no entities). */
type QuotaHolder = { quotaPeriod: string; scansThisMonth: number; plan: string };

/** `YYYY-MM` in UTC; the same as `toISOString().slice(0, 7)` at a fraction of the cost (every /me). */
export function quotaPeriodOf(now: Date): string {
  const month = now.getUTCMonth() + 1;
  return `${String(now.getUTCFullYear()).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

/** First instant of the next period: when the quota resets. */
export function nextPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function scansUsed(user: Pick<QuotaHolder, 'quotaPeriod' | 'scansThisMonth'>, now: Date): number {
  return user.quotaPeriod === quotaPeriodOf(now) ? user.scansThisMonth : 0;
}

export interface QuotaView {
  used: number;
  /** Null when the plan is unlimited. */
  limit: number | null;
  remaining: number | null;
}

export function quotaOf(user: Pick<QuotaHolder, 'plan' | 'quotaPeriod' | 'scansThisMonth'>, now: Date): QuotaView {
  const used = scansUsed(user, now);
  const limit = planOf(user.plan).scansPerMonth;
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}
