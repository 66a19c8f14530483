/**
 * Consuming monthly scans (SPEC part 8), atomically: one conditional UPDATE either takes `count`
 * scans from what is left in the current period or changes nothing. Two requests racing for the last
 * scan cannot both win, on SQLite or MySQL, because the check and the increment are one statement.
 * A failed scan is not refunded (SPEC part 3): nothing here ever gives scans back.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { User } from '../../db/entities/user.entity.js';
import { quotaExceeded } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { nextPeriodStart, quotaOf, quotaPeriodOf } from './quota-period.js';

export type QuotaOutcome = { ok: true } | { ok: false; used: number; limit: number; resetsAt: Date };

/**
 * Takes `count` scans for the user in the period containing `now`. Returns ok, or the figures for
 * the quota 429 when fewer than `count` remain (all or nothing: a batch of 5 with 3 left takes none).
 */
export async function consumeScans(
  db: DataSource | EntityManager,
  userId: number,
  count: number,
  now: Date,
): Promise<QuotaOutcome> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot consume ${count} scans`);
  const manager = 'manager' in db ? db.manager : db;
  const user = await manager.findOneByOrFail(User, { id: userId });
  const limit = planOf(user.plan).scansPerMonth;
  const period = quotaPeriodOf(now);
  // "Used this period" reads as 0 when the stored period is an older one; the same expression
  // appears in the SET and the WHERE so the decision and the write see one row version.
  const usedExpr = 'CASE WHEN quota_period = :period THEN scans_this_month ELSE 0 END';
  const query = manager
    .createQueryBuilder()
    .update(User)
    .set({ scansThisMonth: () => `${usedExpr} + :count`, quotaPeriod: period })
    .where('id = :id', { id: userId })
    .setParameters({ period, count });
  if (limit !== null) query.andWhere(`${usedExpr} + :count <= :limit`, { limit });
  const result = await query.execute();
  if ((result.affected ?? 0) > 0) return { ok: true };
  const fresh = await manager.findOneByOrFail(User, { id: userId });
  const view = quotaOf(fresh, now);
  return { ok: false, used: view.used, limit: view.limit ?? 0, resetsAt: nextPeriodStart(now) };
}

/** The quota 429 (SPEC part 7): only `detail`, no retry_after, because retrying cannot help. */
export function quotaExceededError(outcome: Extract<QuotaOutcome, { ok: false }>) {
  const date = outcome.resetsAt.toISOString().slice(0, 10);
  return quotaExceeded(ERRORS.tooManyRequests.quota(outcome.used, outcome.limit, date));
}

/** consumeScans, throwing the quota 429 when it fails. */
export async function consumeScansOrThrow(
  db: DataSource | EntityManager,
  userId: number,
  count: number,
  now: Date,
): Promise<void> {
  const outcome = await consumeScans(db, userId, count, now);
  if (!outcome.ok) throw quotaExceededError(outcome);
}
