/**
 * Guarded migration steps: each step looks at the schema before it changes it, so a migration cut
 * off at any statement runs again to its end.
 *
 * Why: MySQL and MariaDB commit every DDL statement on its own (an implicit commit; no rollback), so
 * a migrator killed between two `CREATE TABLE`s leaves the first table behind and no row in
 * `migrations`; the plain rerun then fails with "Table ... already exists" for ever. SQLite rolls a
 * migration back whole (migrationsTransactionMode 'each'), where the guards cost one lookup each.
 *
 * The rules (docs/ARCHITECTURE.md "Decisions worth knowing", migrations that survive an interruption):
 * - every schema change in `up` and `down` goes through one of these helpers;
 * - one helper call is one statement on MySQL (a single CREATE TABLE carries its indices and foreign
 *   keys; a column and the index on it are two steps), so a crash leaves each step done or not;
 * - anything else (raw SQL, data backfills) goes through `guardedStep` with a check of its own
 *   effect, or is written to be harmless when run twice (`UPDATE ... WHERE new_col IS NULL`).
 */
import {
  type QueryRunner,
  type Table,
  TableColumn,
  type TableColumnOptions,
  type TableForeignKey,
  type TableIndex,
} from 'typeorm';

/** Creates `table` (with its indices and foreign keys) unless a table of that name exists. */
export async function createTableIfAbsent(queryRunner: QueryRunner, table: Table): Promise<void> {
  if (await queryRunner.hasTable(table.name)) return;
  await queryRunner.createTable(table);
}

/** Drops the table if it is there. */
export async function dropTableIfPresent(queryRunner: QueryRunner, table: string): Promise<void> {
  if (!(await queryRunner.hasTable(table))) return;
  await queryRunner.dropTable(table);
}

/** Adds a column unless the table has one of that name. Keep it plain: an index is its own step. */
export async function addColumnIfAbsent(
  queryRunner: QueryRunner,
  table: string,
  column: TableColumn | TableColumnOptions,
): Promise<void> {
  const tableColumn = column instanceof TableColumn ? column : new TableColumn(column);
  if (await queryRunner.hasColumn(table, tableColumn.name)) return;
  await queryRunner.addColumn(table, tableColumn);
}

/** Drops a column if it is there. */
export async function dropColumnIfPresent(queryRunner: QueryRunner, table: string, column: string): Promise<void> {
  if (!(await queryRunner.hasColumn(table, column))) return;
  await queryRunner.dropColumn(table, column);
}

/** Creates an index (named: the name is what is looked for) unless the table has one of that name. */
export async function createIndexIfAbsent(queryRunner: QueryRunner, table: string, index: TableIndex): Promise<void> {
  if (await hasIndex(queryRunner, table, requireName(index.name, 'index'))) return;
  await queryRunner.createIndex(table, index);
}

/** Drops an index if the table has one of that name. */
export async function dropIndexIfPresent(queryRunner: QueryRunner, table: string, name: string): Promise<void> {
  if (!(await hasIndex(queryRunner, table, name))) return;
  await queryRunner.dropIndex(table, name);
}

/** Creates a foreign key (named) unless the table has one of that name. */
export async function createForeignKeyIfAbsent(
  queryRunner: QueryRunner,
  table: string,
  foreignKey: TableForeignKey,
): Promise<void> {
  if (await hasForeignKey(queryRunner, table, requireName(foreignKey.name, 'foreign key'))) return;
  await queryRunner.createForeignKey(table, foreignKey);
}

/** Drops a foreign key if the table has one of that name. */
export async function dropForeignKeyIfPresent(queryRunner: QueryRunner, table: string, name: string): Promise<void> {
  if (!(await hasForeignKey(queryRunner, table, name))) return;
  await queryRunner.dropForeignKey(table, name);
}

/**
 * Any other step: `run` only when `isDone` says its effect is not there yet. `isDone` must look at
 * the effect itself (a column's type, a row's presence), never at a flag set after `run`.
 */
export async function guardedStep(step: { isDone: () => Promise<boolean>; run: () => Promise<void> }): Promise<void> {
  if (await step.isDone()) return;
  await step.run();
}

/** True when the database is MySQL or MariaDB (raw SQL steps that only they need). */
export function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

async function hasIndex(queryRunner: QueryRunner, table: string, name: string): Promise<boolean> {
  const loaded = await queryRunner.getTable(table);
  return loaded?.indices.some((index) => index.name === name) ?? false;
}

async function hasForeignKey(queryRunner: QueryRunner, table: string, name: string): Promise<boolean> {
  const loaded = await queryRunner.getTable(table);
  return loaded?.foreignKeys.some((foreignKey) => foreignKey.name === name) ?? false;
}

function requireName(name: string | undefined, what: string): string {
  if (!name) throw new Error(`a guarded ${what} needs a name: the name is how a rerun finds it`);
  return name;
}
