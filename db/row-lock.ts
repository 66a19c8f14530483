/**
 * `SELECT ... FOR UPDATE` where the database has row locks: a find option that locks the rows it
 * reads on MySQL/MariaDB until the transaction ends. SQLite runs one write transaction at a time and
 * has no row locks (TypeORM refuses the option there), so it gets nothing.
 */
import type { DataSource } from 'typeorm';

export function lockForUpdate(db: DataSource): { lock?: { mode: 'pessimistic_write' } } {
  return db.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_write' } };
}
