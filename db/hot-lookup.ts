/**
 * Single-row lookups by a unique column for the per-request authentication path. TypeORM's
 * find APIs build a query builder per call (~200 us each here); this runs one parameterised
 * statement and hydrates the row with the driver's own conversions, so the entity it returns is
 * the same as `findOneBy` would give. Measured by `npm run bench:api`.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { readExclusive } from './sqlite-serializer.js';

/** Column types whose raw driver value TypeORM hands back unchanged (no transformer): copied as is. */
const PASS_THROUGH_TYPES = new Set(['varchar', 'integer', 'int', 'text']);

interface LookupPlan {
  sql: string;
  create(): ObjectLiteral;
  columns: { property: string; dbName: string; convert: ((raw: unknown) => unknown) | null }[];
}

/** Metadata lookups, SQL and per-column conversions are worked out once per (database, entity, column). */
const plans = new WeakMap<DataSource, Map<unknown, Map<string, LookupPlan>>>();

function planFor(db: DataSource, target: EntityTarget<ObjectLiteral>, propertyName: string): LookupPlan {
  let byTarget = plans.get(db);
  if (!byTarget) {
    byTarget = new Map();
    plans.set(db, byTarget);
  }
  let byProperty = byTarget.get(target);
  if (!byProperty) {
    byProperty = new Map();
    byTarget.set(target, byProperty);
  }
  const existing = byProperty.get(propertyName);
  if (existing) return existing;
  const metadata = db.getMetadata(target);
  const column = metadata.findColumnWithPropertyName(propertyName);
  if (!column) throw new Error(`${metadata.name} has no column ${propertyName}`);
  const quote = (name: string) => db.driver.escape(name);
  const plan: LookupPlan = {
    sql: `SELECT * FROM ${quote(metadata.tableName)} WHERE ${quote(column.databaseName)} = ? LIMIT 1`,
    create: () => metadata.create() as ObjectLiteral,
    columns: metadata.columns.map((each: ColumnMetadata) => ({
      property: each.propertyName,
      dbName: each.databaseName,
      // Same conversions as TypeORM's own hydration (dates, booleans) for whichever driver runs.
      convert:
        PASS_THROUGH_TYPES.has(String(each.type)) && !each.transformer
          ? null
          : (raw: unknown) => db.driver.prepareHydratedValue(raw, each),
    })),
  };
  byProperty.set(propertyName, plan);
  return plan;
}

export async function findOneByUniqueColumn<T extends ObjectLiteral>(
  db: DataSource,
  target: EntityTarget<T>,
  propertyName: keyof T & string,
  value: string | number,
): Promise<T | null> {
  const plan = planFor(db, target as EntityTarget<ObjectLiteral>, propertyName);
  // On SQLite the read is synchronous; awaiting only a real promise saves a hop per request.
  const pending = selectOneRow(db, plan.sql, value);
  const row = pending instanceof Promise ? await pending : pending;
  if (!row) return null;
  const entity = plan.create() as Record<string, unknown>;
  for (const column of plan.columns) {
    const raw = row[column.dbName];
    entity[column.property] = column.convert === null ? (raw ?? null) : column.convert(raw);
  }
  return entity as T;
}

interface PreparedStatement {
  get(...params: unknown[]): unknown;
}
const preparedBySqlite = new WeakMap<object, Map<string, PreparedStatement>>();

/**
 * better-sqlite3 is synchronous and in-process: a statement prepared once and reused skips
 * SQLite's parser on every request. Other drivers go through TypeORM's query().
 */
type Row = Record<string, unknown> | undefined;

function selectOneRow(db: DataSource, sql: string, value: unknown): Row | Promise<Row> {
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
  return db.query(sql, [value]).then((rows: Array<Record<string, unknown>>) => rows[0]);
}
