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

export async function addUsage(db: DataSource, rows: readonly UsageRow[]): Promise<void> {
  const mysql = db.options.type === 'mysql' || db.options.type === 'mariadb';
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
