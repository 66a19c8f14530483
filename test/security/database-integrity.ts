/**
 * The database's own integrity check, for tests that hammer the service: SQLite's
 * `PRAGMA integrity_check` (which answers the single row "ok" when clean), MariaDB/MySQL's
 * `CHECK TABLE` over every table (each row's Msg_text "OK" when clean).
 */
import type { DataSource } from 'typeorm';

/** The check's complaints; empty when the database is sound. */
export async function databaseIntegrityProblems(db: DataSource): Promise<string[]> {
  if (db.options.type === 'better-sqlite3') {
    const rows = (await db.query('PRAGMA integrity_check')) as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
  }
  const tables = ((await db.query('SHOW TABLES')) as Record<string, string>[]).map((row) => Object.values(row)[0]);
  if (tables.length === 0) return ['no tables'];
  const list = tables.map((name) => `\`${name}\``).join(', ');
  const rows = (await db.query(`CHECK TABLE ${list}`)) as { Table: string; Msg_type: string; Msg_text: string }[];
  return rows.filter((row) => row.Msg_text !== 'OK').map((row) => `${row.Table}: ${row.Msg_type} ${row.Msg_text}`);
}
