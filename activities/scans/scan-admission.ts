/**
 * Who may spend scans, and taking them (docs/api-contract.md "Plan gates", "Other limits"): the one place the account,
 * subscription and quota rules live. The API (scan jobs, batch, compare, the synchronous scan) and
 * activities (a monitored domain's scheduled scan) all come through here, inside the transaction that
 * records what the scans are for. A refusal is a ScanRefused, which the API answers with its 403 or
 * quota 429 (api/scans/scan-refusals.ts) and a workflow records as the reason it did not scan.
 *
 * Taking scans is atomic: one conditional UPDATE either takes `count` scans from what is left in the
 * current period or changes nothing, so two requests racing for the last scan cannot both win, on
 * SQLite or MySQL. A failed scan is not refunded (docs/api-contract.md "Scan job states"); the one give-back is returnScans, for
 * a submission that was never accepted (no 202: the scan engine could not be reached).
 *
 * Who pays and how much depends on where the scan comes from, and on nothing else: ADMISSION_RULES.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { nextPeriodStart, quotaOf, quotaPeriodOf } from '../../core/plans/quota-period.js';
import { mayUsePaidFeatures } from '../../core/plans/subscription-status.js';
import type { ScanJobSource } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';

/**
 * Where a scan comes from, finer than the job's `source` where the rules differ: a monitored domain's
 * "scan now" pays like POST /v1/scan, its schedule does not.
 */
export type ScanOrigin = 'api' | 'dashboard' | 'public' | 'monitor_now' | 'monitor_schedule' | 'batch';

export interface AdmissionRule {
  /** The job's `source` (docs/api-contract.md "Scan job"). */
  source: ScanJobSource;
  /** `account`: an account pays and must be active with a live subscription; `none`: the public scanner key. */
  payer: 'account' | 'none';
  /** Scans of the monthly quota each scanned domain takes (docs/api-contract.md "Other limits": the scan quota). */
  quota: 0 | 1;
}

/**
 * The one table of admission by origin. The account rules (active; a live subscription, where Free
 * never lapses: mayUsePaidFeatures) are the same for every origin an account pays for; only the payer
 * and the quota differ, where the spec or docs/monitoring.md say so.
 */
export const ADMISSION_RULES: Readonly<Record<ScanOrigin, AdmissionRule>> = {
  // docs/api-contract.md "Other limits": a scan submission consumes 1 scan.
  api: { source: 'api', payer: 'account', quota: 1 },
  dashboard: { source: 'dashboard', payer: 'account', quota: 1 },
  // docs/api-contract.md "Credentials": the public scanner key consumes no user quota.
  public: { source: 'public', payer: 'none', quota: 0 },
  // docs/api-contract.md "Domain monitoring": POST /v1/domains/{domain_id}/scan, 1 quota scan.
  monitor_now: { source: 'monitor', payer: 'account', quota: 1 },
  // docs/monitoring.md: scheduled scans are bounded by the plan's domain slots and frequencies instead.
  monitor_schedule: { source: 'monitor', payer: 'account', quota: 0 },
  // docs/api-contract.md "Batch": 1 quota scan per domain.
  batch: { source: 'batch', payer: 'account', quota: 1 },
};

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
 * Admits scans of `domains` domains from `origin` (ADMISSION_RULES) for the account: it must be
 * active with a live subscription, and the origin's quota is taken for each domain. Throws
 * ScanRefused; on success the scans are spent (in `db`'s transaction when it is one, so they come
 * back if the caller rolls back).
 */
export async function admitScans(
  db: DataSource | EntityManager,
  origin: ScanOrigin,
  accountId: number,
  domains: number,
  now: Date,
): Promise<void> {
  const rule = ADMISSION_RULES[origin];
  if (rule.payer !== 'account') throw new Error(`scans from ${origin} have no paying account`);
  const manager = 'manager' in db ? db.manager : db;
  // One read serves both rules: the account's state, and its plan's limit for the quota UPDATE.
  const user = await manager.findOneByOrFail(User, { id: accountId });
  assertMayScan(user);
  if (rule.quota === 0) return;
  const outcome = await takeScans(manager, user, domains * rule.quota, now);
  if (!outcome.ok) throw new ScanRefused({ kind: 'quota_exceeded', ...outcome });
}

/**
 * Gives back `count` scans taken at `takenAt`, for a submission that was never accepted (compensation:
 * the scan engine could not be reached after the commit). Only while the quota period is still the one
 * they were taken in: a period that rolled over started from zero anyway.
 */
export async function returnScans(
  manager: EntityManager,
  accountId: number,
  count: number,
  takenAt: Date,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(User)
    .set({ scansThisMonth: () => 'scans_this_month - :count' })
    .where('id = :id AND quota_period = :period AND scans_this_month >= :count', {
      id: accountId,
      period: quotaPeriodOf(takenAt),
      count,
    })
    .execute();
}
