/**
 * Finds every row of the database that still refers to an account, by reading the schema from the
 * database itself (sqlite_master and PRAGMA on SQLite, information_schema on MySQL/MariaDB), never
 * from a list in the code under test: a table added by a later migration is searched the day it
 * exists. A row refers to the account when
 * - a column named `user_id` or `account_id`, or any foreign key column to `users.id`, holds its id;
 * - any column's text contains one of its markers (its address, domains, report ids, the
 *   processor's ids, session ids, the rate-limit key `account:<id>`);
 * - it is a workflow run, step or schedule whose id names one of its rows (`scan-<job id>-...`).
 */
import type { DataSource } from 'typeorm';

export interface AccountFingerprint {
  id: number;
  /** Strings that only this account's rows contain. */
  markers: string[];
  /** Patterns of workflow run and schedule ids that name the account's rows. */
  runIds: RegExp[];
}

export interface Residue {
  table: string;
  why: string;
  row: Record<string, unknown>;
}

const isSqlite = (db: DataSource) => db.options.type === 'better-sqlite3';

export async function tables(db: DataSource): Promise<string[]> {
  const rows = isSqlite(db)
    ? ((await db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) as {
        name: string;
      }[])
    : ((await db.query(
        "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
      )) as { name: string }[]);
  return rows.map((row) => row.name).sort();
}

/** Columns of `table` that hold a users.id: by name, or by a foreign key to users. */
async function userColumns(db: DataSource, table: string): Promise<string[]> {
  const found = new Set<string>();
  if (isSqlite(db)) {
    const columns = (await db.query(`PRAGMA table_info(${db.driver.escape(table)})`)) as { name: string }[];
    for (const { name } of columns) if (name === 'user_id' || name === 'account_id') found.add(name);
    const keys = (await db.query(`PRAGMA foreign_key_list(${db.driver.escape(table)})`)) as {
      table: string;
      from: string;
    }[];
    for (const key of keys) if (key.table === 'users') found.add(key.from);
  } else {
    const columns = (await db.query(
      'SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
      [table],
    )) as { name: string }[];
    for (const { name } of columns) if (name === 'user_id' || name === 'account_id') found.add(name);
    const keys = (await db.query(
      "SELECT COLUMN_NAME AS name FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME = 'users'",
      [table],
    )) as { name: string }[];
    for (const { name } of keys) found.add(name);
  }
  if (table === 'users') found.add('id');
  return [...found];
}

interface ForeignKey {
  column: string;
  references: string;
  referencedColumn: string;
}

/** The foreign keys of `table` (to any table). */
async function foreignKeys(db: DataSource, table: string): Promise<ForeignKey[]> {
  if (isSqlite(db)) {
    const keys = (await db.query(`PRAGMA foreign_key_list(${db.driver.escape(table)})`)) as {
      table: string;
      from: string;
      to: string;
    }[];
    return keys.map((key) => ({ column: key.from, references: key.table, referencedColumn: key.to }));
  }
  const keys = (await db.query(
    'SELECT COLUMN_NAME AS c, REFERENCED_TABLE_NAME AS t, REFERENCED_COLUMN_NAME AS r FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL',
    [table],
  )) as { c: string; t: string; r: string }[];
  return keys.map((key) => ({ column: key.c, references: key.t, referencedColumn: key.r }));
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Every row that refers to the account, with why; `allow` exempts rows kept on purpose. A row also
 * refers to it through foreign keys: a row pointing at a row that refers to it (an attempt of a
 * delivery of one of its webhook endpoints), however deep.
 */
export async function residueOf(
  db: DataSource,
  account: AccountFingerprint,
  allow: (table: string, row: Record<string, unknown>) => boolean = () => false,
): Promise<Residue[]> {
  const found: Residue[] = [];
  const data = new Map<string, { rows: Record<string, unknown>[]; keys: ForeignKey[] }>();
  for (const table of await tables(db)) {
    const rows = (await db.query(`SELECT * FROM ${db.driver.escape(table)}`)) as Record<string, unknown>[];
    data.set(table, { rows, keys: await foreignKeys(db, table) });
  }
  const referring = new Set<Record<string, unknown>>();
  for (const [table, { rows }] of data) {
    const columns = await userColumns(db, table);
    for (const row of rows) {
      if (allow(table, row)) continue;
      const byColumn = columns.find((column) => row[column] !== null && Number(row[column]) === account.id);
      if (byColumn) {
        found.push({ table, why: `${byColumn} = ${account.id}`, row });
        referring.add(row);
        continue;
      }
      const all = Object.values(row).map(text).join('\u0000');
      const marker = account.markers.find((m) => all.includes(m));
      if (marker) {
        found.push({ table, why: `contains ${marker}`, row });
        referring.add(row);
        continue;
      }
      const id = text(row.id ?? row.run_id);
      const pattern = ['workflow_runs', 'workflow_steps', 'workflow_schedules'].includes(table)
        ? account.runIds.find((re) => re.test(id))
        : undefined;
      if (pattern) {
        found.push({ table, why: `id ${id} names the account's rows`, row });
        referring.add(row);
      }
    }
  }
  // Through foreign keys, until nothing more is found.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [table, { rows, keys }] of data) {
      for (const key of keys) {
        const targets = data.get(key.references)?.rows.filter((row) => referring.has(row)) ?? [];
        const values = new Set(targets.map((row) => text(row[key.referencedColumn])));
        for (const row of rows) {
          if (referring.has(row) || allow(table, row) || row[key.column] === null) continue;
          if (values.has(text(row[key.column]))) {
            found.push({ table, why: `${key.column} points at ${key.references}`, row });
            referring.add(row);
            grew = true;
          }
        }
      }
    }
  }
  return found;
}
