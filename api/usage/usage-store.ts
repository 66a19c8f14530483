/**
 * The metered-usage table (`api_usage`, db/entities/api-usage.entity.ts): batched upserts that add
 * to the stored counts, one statement per batch, on SQLite (`ON CONFLICT ... DO UPDATE`) and MySQL
 * (`ON DUPLICATE KEY UPDATE`), so API processes sharing a database add up instead of overwriting.
 */
import type { DataSource } from 'typeorm';

export interface UsageRow {
  userId: number;
  day: string;
  method: string;
  route: string;
  statusClass: string;
  count: number;
}

/** Rows per statement: well under SQLite's 32,766 bound parameters and MySQL's packet size. */
const CHUNK = 500;

/**
 * Counts of accounts that are gone or being deleted are dropped: a request counted just before
 * `DELETE /v1/account` is flushed seconds later, and must not bring a row of the account back after
 * its deletion swept `api_usage`.
 */
async function liveRows(db: DataSource, rows: readonly UsageRow[]): Promise<UsageRow[]> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  const live = new Set<number>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const found = (await db.query(
      `SELECT id FROM users WHERE is_active = ? AND id IN (${chunk.map(() => '?').join(', ')})`,
      [true, ...chunk],
    )) as { id: number | string }[];
    for (const row of found) live.add(Number(row.id));
  }
  return rows.filter((row) => live.has(row.userId));
}

export async function addUsage(db: DataSource, all: readonly UsageRow[]): Promise<void> {
  const mysql = db.options.type === 'mysql' || db.options.type === 'mariadb';
  const rows = await liveRows(db, all);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const values = chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    const params = chunk.flatMap((row) => [row.userId, row.day, row.method, row.route, row.statusClass, row.count]);
    const insert = `INSERT INTO api_usage (user_id, day, method, route, status_class, count) VALUES ${values}`;
    await db.query(
      mysql
        ? `${insert} ON DUPLICATE KEY UPDATE count = count + VALUES(count)`
        : `${insert} ON CONFLICT (user_id, day, method, route, status_class) DO UPDATE SET count = count + excluded.count`,
      params,
    );
  }
}
