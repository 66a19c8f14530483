/**
 * The scans a retention purge never touches: the latest of each monitored domain (the job its
 * standing, alerts and badge were read from, the one its schedule queued last), whatever its age.
 * Looked up per batch through the (user_id, domain) unique index of monitored_domains, so a purge
 * never reads the whole table of monitored domains.
 */
import type { EntityManager } from 'typeorm';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';

export interface ScanOwner {
  userId: number | null;
  domain: string;
}

export async function keptScanIds(manager: EntityManager, owners: readonly ScanOwner[]): Promise<Set<number>> {
  const pairs = new Map<string, { userId: number; domain: string }>();
  for (const { userId, domain } of owners) {
    // A public-scanner job belongs to no account, so to no monitored domain.
    if (userId !== null) pairs.set(`${userId} ${domain}`, { userId, domain });
  }
  const kept = new Set<number>();
  if (pairs.size === 0) return kept;
  const rows = await manager.find(MonitoredDomain, {
    select: { id: true, lastJobId: true, lastEvaluatedJobId: true, lastScheduledJobId: true },
    where: [...pairs.values()],
  });
  for (const row of rows) {
    for (const id of [row.lastJobId, row.lastEvaluatedJobId, row.lastScheduledJobId]) {
      if (id !== null) kept.add(id);
    }
  }
  return kept;
}
