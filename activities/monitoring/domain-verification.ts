/**
 * Ownership verification state of a monitored domain (docs/monitoring.md "Domain ownership"): its
 * token, made once, and the recording of each check. Used by the API ("check now") and by every
 * scheduled monitor run (the periodic re-check, monitor.activities.ts), so both decide alike.
 */
import { randomBytes } from 'node:crypto';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import type { OwnershipCheck } from '../../core/monitoring/domain-verification.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { type ActivityOrigin, recordActivity } from '../account-activity/record-activity.js';
import { checkDomainOwnership } from './domain-ownership-check.js';

/** Per account and domain: two accounts monitoring one name publish two different records. */
export function newVerificationToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The domain's token, made on first need (one conditional UPDATE, so two requests agree on one). */
export async function ensureVerificationToken(
  manager: EntityManager,
  domain: MonitoredDomain,
): Promise<MonitoredDomain> {
  if (domain.verificationToken !== null) return domain;
  await manager.update(
    MonitoredDomain,
    { id: domain.id, verificationToken: IsNull() },
    { verificationToken: newVerificationToken() },
  );
  return manager.findOneByOrFail(MonitoredDomain, { id: domain.id });
}

/**
 * Records one check's outcome: verified sets `verified_at` and the method; absent (both methods
 * answered without the token) removes the verification; unknown (a lookup or fetch that could not
 * tell) keeps whatever was proven before, and says why in `verification_failure`. Conditional on
 * the token checked, so a check cannot confirm a token the row no longer has. A check that changes
 * whether the domain is verified writes the account's activity entry in the same transaction.
 */
export async function recordOwnershipCheck(
  manager: EntityManager,
  domainId: number,
  token: string,
  check: OwnershipCheck,
  now: Date,
  origin: ActivityOrigin,
): Promise<void> {
  const where = { id: domainId, verificationToken: token };
  const before = await manager.findOneBy(MonitoredDomain, where);
  if (!before) return;
  const wasVerified = before.verifiedAt !== null;
  if (check.outcome === 'verified' && !wasVerified) {
    const details = { domain_id: domainId, domain: before.domain, method: check.method };
    await recordActivity(manager, before.userId, 'domain.ownership_verified', origin, details, now);
  } else if (check.outcome === 'absent' && wasVerified) {
    const details = { domain_id: domainId, domain: before.domain, reason: check.failure };
    await recordActivity(manager, before.userId, 'domain.ownership_lost', origin, details, now);
  }
  if (check.outcome === 'verified') {
    await manager.update(MonitoredDomain, where, {
      verifiedAt: now,
      verificationMethod: check.method,
      verificationCheckedAt: now,
      verificationFailure: null,
    });
  } else if (check.outcome === 'absent') {
    await manager.update(MonitoredDomain, where, {
      verifiedAt: null,
      verificationMethod: null,
      verificationCheckedAt: now,
      verificationFailure: check.failure,
    });
  } else {
    await manager.update(MonitoredDomain, where, { verificationCheckedAt: now, verificationFailure: check.failure });
  }
}

/** Bounds a whole check (DNS, then HTTPS and HTTP on up to two addresses) below the caller's own limit. */
export const OWNERSHIP_CHECK_BUDGET_MS = 15_000;

/** Checks a domain that has a token now and records the outcome; returns the row as it is afterwards. */
export async function checkAndRecordOwnership(
  deps: { db: DataSource; scanDeps: ScanDeps; clock: { now(): Date } },
  domain: MonitoredDomain,
  origin: ActivityOrigin,
): Promise<MonitoredDomain> {
  const withToken = await ensureVerificationToken(deps.db.manager, domain);
  const token = withToken.verificationToken as string;
  let check: OwnershipCheck;
  try {
    check = await checkDomainOwnership(
      deps.scanDeps,
      withToken.domain,
      token,
      AbortSignal.timeout(OWNERSHIP_CHECK_BUDGET_MS),
    );
  } catch (error) {
    check = { outcome: 'unknown', failure: `the check failed: ${(error as Error).message}`.slice(0, 255) };
  }
  await deps.db.transaction((manager) =>
    recordOwnershipCheck(manager, withToken.id, token, check, deps.clock.now(), origin),
  );
  return deps.db.manager.findOneByOrFail(MonitoredDomain, { id: withToken.id });
}
