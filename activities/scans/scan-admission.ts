/**
 * Who may spend scans, and taking them (SPEC part 5 item 8, part 8): the one place the account,
 * subscription and quota rules live. The API (scan jobs, batch, compare, the synchronous scan) and
 * activities (a monitored domain's scheduled scan) all come through here, inside the transaction that
 * records what the scans are for. A refusal is a ScanRefused, which the API answers with its 403 or
 * quota 429 (api/scans/scan-refusals.ts) and a workflow records as the reason it did not scan.
 *
 * Taking scans is atomic: one conditional UPDATE either takes `count` scans from what is left in the
 * current period or changes nothing, so two requests racing for the last scan cannot both win, on
 * SQLite or MySQL. A failed scan is not refunded (SPEC part 3): nothing here gives scans back.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { nextPeriodStart, quotaOf, quotaPeriodOf } from '../../core/plans/quota-period.js';
import {
  mayUsePaidFeatures,
  PLAN_GRANTING_STATUSES,
  type SubscriptionStatus,
} from '../../core/plans/subscription-status.js';
import { User } from '../../db/entities/user.entity.js';

export type ScanRefusal =
  | { kind: 'account_disabled' }
  | { kind: 'subscription_inactive' }
  /** `resetsAt`: when the period rolls over and scans are there again. */
  | { kind: 'quota_exceeded'; used: number; limit: number; resetsAt: Date };

export class ScanRefused extends Error {
  constructor(readonly refusal: ScanRefusal) {
    super(`scan refused: ${refusal.kind.replace('_', ' ')}`);
    this.name = 'ScanRefused';
  }
}

/**
 * Whether a subscription status alone grants a paid plan (active, trialing). Prefer
 * mayUsePaidFeatures (core/plans/subscription-status.ts), which also knows that Free never lapses.
 */
export function isSubscriptionActive(status: string): boolean {
  return PLAN_GRANTING_STATUSES.has(status as SubscriptionStatus);
}

/** Throws ScanRefused unless the account may spend scans at all (before any costly check). */
export function assertMayScan(user: Pick<User, 'isActive' | 'subscriptionStatus' | 'plan'>): void {
  if (!user.isActive) throw new ScanRefused({ kind: 'account_disabled' });
  if (!mayUsePaidFeatures(user)) throw new ScanRefused({ kind: 'subscription_inactive' });
}

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
  const manager = 'manager' in db ? db.manager : db;
  return takeScans(manager, await manager.findOneByOrFail(User, { id: userId }), count, now);
}

/** consumeScans for a user row already read (its plan gives the limit; the UPDATE decides). */
async function takeScans(
  manager: EntityManager,
  user: Pick<User, 'id' | 'plan'>,
  count: number,
  now: Date,
): Promise<QuotaOutcome> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot consume ${count} scans`);
  const limit = planOf(user.plan).scansPerMonth;
  const period = quotaPeriodOf(now);
  // "Used this period" reads as 0 when the stored period is an older one; the same expression
  // appears in the SET and the WHERE so the decision and the write see one row version.
  const usedExpr = 'CASE WHEN quota_period = :period THEN scans_this_month ELSE 0 END';
  const query = manager
    .createQueryBuilder()
    .update(User)
    .set({ scansThisMonth: () => `${usedExpr} + :count`, quotaPeriod: period })
    .where('id = :id', { id: user.id })
    .setParameters({ period, count });
  if (limit !== null) query.andWhere(`${usedExpr} + :count <= :limit`, { limit });
  const result = await query.execute();
  if ((result.affected ?? 0) > 0) return { ok: true };
  const fresh = await manager.findOneByOrFail(User, { id: user.id });
  const view = quotaOf(fresh, now);
  return { ok: false, used: view.used, limit: view.limit ?? 0, resetsAt: nextPeriodStart(now) };
}

/**
 * Admits `count` scans for the account: it must be active with a live subscription, and `count`
 * scans are taken from its quota. Throws ScanRefused; on success the scans are spent (in `db`'s
 * transaction when it is one, so they come back if the caller rolls back).
 */
export async function admitScans(
  db: DataSource | EntityManager,
  accountId: number,
  count: number,
  now: Date,
): Promise<void> {
  const manager = 'manager' in db ? db.manager : db;
  // One read serves both rules: the account's state, and its plan's limit for the quota UPDATE.
  const user = await manager.findOneByOrFail(User, { id: accountId });
  assertMayScan(user);
  const outcome = await takeScans(manager, user, count, now);
  if (!outcome.ok) throw new ScanRefused({ kind: 'quota_exceeded', ...outcome });
}
