/**
 * Single-row lookups by a unique column for the per-request authentication path. TypeORM's
 * find APIs build a query builder per call (~200 us each here); this runs one parameterised
 * statement and hydrates the row with the driver's own conversions, so the entity it returns is
 * the same as `findOneBy` would give. On SQLite, results are also kept while the database is
 * unchanged (db/sqlite-read-cache.ts). Measured by `npm run bench:api`.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type SqliteReadCache, sqliteReadCache } from './sqlite-read-cache.js';
import { readExclusive } from './sqlite-serializer.js';

/** Column types whose raw driver value TypeORM hands back unchanged (no transformer): copied as is. */
const PASS_THROUGH_TYPES = new Set(['varchar', 'integer', 'int', 'text']);

interface LookupPlan {
  /** Distinguishes plans in the read cache's keys. */
  id: number;
  sql: string;
  create(): ObjectLiteral;
  columns: { property: string; dbName: string; convert: ((raw: unknown) => unknown) | null }[];
}

/** Metadata lookups, SQL and per-column conversions are worked out once per (database, entity, column). */
const plans = new WeakMap<DataSource, Map<unknown, Map<string, LookupPlan>>>();
let nextPlanId = 1;

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
    id: nextPlanId++,
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
  const cache = sqliteReadCache(db);
  const cacheKey = cache ? `${plan.id}:${value}` : '';
  const cached = cache?.lookup(cacheKey, copyEntity);
  if (cached !== undefined) return cached as T;
  // On SQLite the read is synchronous; awaiting only a real promise saves a hop per request.
  const pending = selectOneRow(db, plan.sql, value, cache);
  const read = pending instanceof Promise ? await pending : pending;
  if (!read.row) return null;
  const entity = plan.create() as Record<string, unknown>;
  for (const column of plan.columns) {
    const raw = read.row[column.dbName];
    entity[column.property] = column.convert === null ? (raw ?? null) : column.convert(raw);
  }
  // The cache keeps the original; every caller, this one included, gets a copy.
  if (cache) {
    cache.store(read.ticket, cacheKey, entity);
    return copyEntity(entity) as T;
  }
  return entity as T;
}

/** Same prototype and own properties; dates are the one mutable kind of column value. */
function copyEntity<T extends ObjectLiteral>(entity: T): T {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(entity) as object) as T, entity);
  for (const key of Object.keys(copy)) {
    const value = copy[key] as unknown;
    if (value instanceof Date) (copy as Record<string, unknown>)[key] = new Date(value.getTime());
  }
  return copy;
}

interface PreparedStatement {
  get(...params: unknown[]): unknown;
}
const preparedBySqlite = new WeakMap<object, Map<string, PreparedStatement>>();

type Row = Record<string, unknown> | undefined;
interface MysqlPool {
  execute(
    sql: string,
    params: unknown[],
    done: (error: Error | null, rows: Array<Record<string, unknown>>) => void,
  ): void;
}
interface Read {
  row: Row;
  /** From the read cache, taken in the same synchronous step as the read; null: do not cache. */
  ticket: ReturnType<SqliteReadCache['ticket']>;
}

/**
 * better-sqlite3 is synchronous and in-process: a statement prepared once and reused skips
 * SQLite's parser on every request. MySQL uses the pool's server-side prepared statements.
 */
function selectOneRow(
  db: DataSource,
  sql: string,
  value: unknown,
  cache: SqliteReadCache | null,
): Read | Promise<Read> {
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
    return readExclusive(db, () => {
      const ticket = cache ? cache.ticket() : null;
      return { ticket, row: prepared.get(value) as Row };
    });
  }
  const pool = (db.driver as { pool?: MysqlPool }).pool;
  if ((db.options.type === 'mysql' || db.options.type === 'mariadb') && pool?.execute) {
    // mysql2's execute() prepares the statement once per pooled connection and reuses it: about
    // 40% more authenticated requests per second than TypeORM's text-protocol query() here.
    return new Promise((resolve, reject) =>
      pool.execute(sql, [value], (error, rows) => (error ? reject(error) : resolve({ row: rows[0], ticket: null }))),
    );
  }
  return db.query(sql, [value]).then((rows: Array<Record<string, unknown>>) => ({ row: rows[0], ticket: null }));
}
