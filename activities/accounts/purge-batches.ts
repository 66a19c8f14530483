/**
 * Deleting an account's rows a bounded batch at a time. Each call selects at most `limit` keys and
 * deletes exactly those in one short transaction, so a large account never holds locks for long
 * and other accounts' writes interleave. (MySQL refuses LIMIT in an IN subquery and SQLite's DELETE
 * has no LIMIT, hence the select-then-delete.)
 */
import type { EntityManager } from 'typeorm';

export interface BatchQuery {
  table: string;
  /** The primary key columns of `table`. */
  keys: readonly string[];
  /** A SELECT of the key columns (aliased as in `keys`) of the rows to delete, without LIMIT. */
  select: string;
  params: readonly unknown[];
}

export const quote = (manager: EntityManager, name: string): string => manager.connection.driver.escape(name);

/** Deletes up to `limit` rows found by `query`; returns how many went. */
export async function deleteBatch(manager: EntityManager, query: BatchQuery, limit: number): Promise<number> {
  const rows = (await manager.query(`${query.select} LIMIT ${Math.floor(limit)}`, [...query.params])) as Record<
    string,
    unknown
  >[];
  if (rows.length === 0) return 0;
  const table = quote(manager, query.table);
  if (query.keys.length === 1) {
    const key = query.keys[0] as string;
    const values = rows.map((row) => row[key]);
    await manager.query(
      `DELETE FROM ${table} WHERE ${quote(manager, key)} IN (${values.map(() => '?').join(',')})`,
      values,
    );
  } else {
    const clause = `(${query.keys.map((key) => `${quote(manager, key)} = ?`).join(' AND ')})`;
    const params = rows.flatMap((row) => query.keys.map((key) => row[key]));
    await manager.query(`DELETE FROM ${table} WHERE ${rows.map(() => clause).join(' OR ')}`, params);
  }
  return rows.length;
}

/** The column names that hold an account's id, whatever table they are in. */
export const ACCOUNT_COLUMNS = ['user_id', 'account_id'] as const;

/** Every table of the schema with an account column, from the database itself (so new tables count). */
export async function tablesWithUserColumn(
  manager: EntityManager,
): Promise<{ table: string; column: string; hasId: boolean }[]> {
  const tables = await listTables(manager);
  const found: { table: string; column: string; hasId: boolean }[] = [];
  for (const table of tables) {
    const columns = await listColumns(manager, table);
    for (const column of ACCOUNT_COLUMNS) {
      if (columns.includes(column)) found.push({ table, column, hasId: columns.includes('id') });
    }
  }
  return found;
}

const isSqlite = (manager: EntityManager) => manager.connection.options.type === 'better-sqlite3';

export async function listTables(manager: EntityManager): Promise<string[]> {
  if (isSqlite(manager)) {
    const rows = (await manager.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )) as { name: string }[];
    return rows.map((row) => row.name);
  }
  const rows = (await manager.query(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
  )) as { name: string }[];
  return rows.map((row) => row.name);
}

export async function listColumns(manager: EntityManager, table: string): Promise<string[]> {
  if (isSqlite(manager)) {
    const rows = (await manager.query(`PRAGMA table_info(${quote(manager, table)})`)) as { name: string }[];
    return rows.map((row) => row.name);
  }
  const rows = (await manager.query(
    'SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
    [table],
  )) as { name: string }[];
  return rows.map((row) => row.name);
}
