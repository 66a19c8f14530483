/**
 * Single-row lookups by a unique column for the per-request authentication path. TypeORM's
 * find APIs build a query builder per call (~200 us each here); this runs one parameterised
 * statement and hydrates the row with the driver's own conversions, so the entity it returns is
 * the same as `findOneBy` would give. Measured by `npm run bench:api`.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { readExclusive } from './sqlite-serializer.js';

export async function findOneByUniqueColumn<T extends ObjectLiteral>(
  db: DataSource,
  target: EntityTarget<T>,
  propertyName: keyof T & string,
  value: string | number,
): Promise<T | null> {
  const metadata = db.getMetadata(target);
  const column = metadata.findColumnWithPropertyName(propertyName);
  if (!column) throw new Error(`${metadata.name} has no column ${propertyName}`);
  const quote = (name: string) => db.driver.escape(name);
  const sql = `SELECT * FROM ${quote(metadata.tableName)} WHERE ${quote(column.databaseName)} = ? LIMIT 1`;
  const row = await selectOneRow(db, sql, value);
  if (!row) return null;
  const entity = metadata.create() as T;
  // Same conversions as TypeORM's own hydration (dates, booleans) for whichever driver runs.
  for (const each of metadata.columns) {
    (entity as Record<string, unknown>)[each.propertyName] = db.driver.prepareHydratedValue(
      row[each.databaseName],
      each,
    );
  }
  return entity;
}

interface PreparedStatement {
  get(...params: unknown[]): unknown;
}
const preparedBySqlite = new WeakMap<object, Map<string, PreparedStatement>>();

/**
 * better-sqlite3 is synchronous and in-process: a statement prepared once and reused skips
 * SQLite's parser on every request. Other drivers go through TypeORM's query().
 */
async function selectOneRow(db: DataSource, sql: string, value: unknown): Promise<Record<string, unknown> | undefined> {
  const handle = (db.driver as { databaseConnection?: { prepare?: (sql: string) => PreparedStatement } })
    .databaseConnection;
  if (db.options.type === 'better-sqlite3' && handle?.prepare) {
    let statements = preparedBySqlite.get(handle);
    if (!statements) {
      statements = new Map();
      preparedBySqlite.set(handle, statements);
    }
    let statement = statements.get(sql);
    if (!statement) {
      statement = handle.prepare(sql);
      statements.set(sql, statement);
    }
    const prepared = statement;
    return readExclusive(db, () => prepared.get(value) as Record<string, unknown> | undefined);
  }
  const rows = (await db.query(sql, [value])) as Array<Record<string, unknown>>;
  return rows[0];
}
