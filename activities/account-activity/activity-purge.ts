/**
 * Keeps the activity log to its 90 days (ACCOUNT_ACTIVITY_RETENTION_DAYS): deletes entries older
 * than the cutoff in small batches, each its own short statement by primary key, so a purge never
 * holds a long lock on a table sign-ins write to. SQLite has no DELETE ... LIMIT, so each batch
 * reads the ids first (through the created_at index) and deletes those.
 */
import { type DataSource, In, LessThan } from 'typeorm';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';

export interface ActivityPurgeResult {
  deleted: number;
  /** False when `maxBatches` full batches ran: more old entries remain for the next run. */
  done: boolean;
}

export async function purgeAccountActivity(
  db: DataSource,
  cutoff: Date,
  batchSize: number,
  maxBatches: number,
): Promise<ActivityPurgeResult> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = await db.manager.find(AccountActivity, {
      select: { id: true },
      where: { createdAt: LessThan(cutoff) },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: batchSize,
    });
    if (rows.length === 0) return { deleted, done: true };
    const result = await db.manager.delete(AccountActivity, { id: In(rows.map((row) => row.id)) });
    deleted += result.affected ?? rows.length;
    if (rows.length < batchSize) return { deleted, done: true };
  }
  return { deleted, done: false };
}
