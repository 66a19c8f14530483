/**
 * Removes `Idempotency-Key` rows past their 24 hours (api/idempotency/ writes them), one bounded
 * batch per call so no statement holds locks for long: the ids first, then a delete by id (MySQL
 * and MariaDB refuse LIMIT inside an IN subquery, and SQLite's DELETE ... LIMIT is a build option).
 * Run by the `system-idempotency-purge` schedule (workflows/system-schedules.ts).
 */
import { In, LessThanOrEqual } from 'typeorm';
import { IdempotencyKey } from '../../db/entities/idempotency-key.entity.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { IdempotencyActivities } from '../contracts.js';

export function createIdempotencyActivities(deps: ActivityDeps): IdempotencyActivities {
  const { db, clock } = deps;
  return {
    async purgeExpiredIdempotencyKeys(limit) {
      const rows = await db.manager.find(IdempotencyKey, {
        select: { id: true },
        where: { expiresAt: LessThanOrEqual(clock.now()) },
        order: { expiresAt: 'ASC' },
        take: limit,
      });
      if (rows.length === 0) return 0;
      const result = await db.manager.delete(IdempotencyKey, { id: In(rows.map((row) => row.id)) });
      return result.affected ?? rows.length;
    },
  };
}
