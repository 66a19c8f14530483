/**
 * Where rate-limit counters live (DESIGN.md section 2): in process memory for the embedded SQLite
 * deployment, and in MySQL for scale-out, so every API process counts against the same windows.
 * Both are rate-limiter-flexible limiters; we use them as fixed-window counters (points so high
 * that the library itself never rejects) and decide against each subject's tier ourselves, because
 * one counter per window then serves every plan, and an upgrade applies to the running window.
 */
import { createPool, type Pool } from 'mysql2';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterMySQL } from 'rate-limiter-flexible';
import type { DatabaseConfig } from '../../config/database.js';
import { BUCKET_TABLE, type BurstBuckets, MemoryBurstBuckets, MysqlBurstBuckets } from './burst-buckets.js';
import { COUNTER_TABLE, MysqlRequestCounts } from './mysql-request-counts.js';

export { COUNTER_TABLE };

/** Never reached by a real count; keeps the library from rejecting (it fits MySQL's INT column). */
const UNLIMITED_POINTS = 1_000_000_000;

export interface CounterStores {
  kind: 'memory' | 'mysql';
  /** A counter whose windows last `seconds`, its keys prefixed with `prefix`. */
  counter(prefix: string, seconds: number): RateLimiterAbstract;
  /** The token buckets of the burst rule (burst-buckets.ts), in the same store. */
  buckets: BurstBuckets;
  /**
   * MySQL: a request's windows and bucket counted in one round trip (mysql-request-counts.ts);
   * window-counters.ts falls back to the counters and buckets one by one if it fails.
   */
  together: MysqlRequestCounts | null;
  close(): Promise<void>;
}

export function memoryCounterStores(): CounterStores {
  return {
    kind: 'memory',
    counter: (prefix, seconds) =>
      new RateLimiterMemory({ points: UNLIMITED_POINTS, duration: seconds, keyPrefix: prefix }),
    buckets: new MemoryBurstBuckets(),
    together: null,
    close: async () => {},
  };
}

/**
 * MySQL counters on their own small pool, so bursts of limiter transactions (one per window per
 * request) never queue behind, or starve, the application's own queries. The table is the
 * library's layout, made by a migration (db/migrations/1763900000000-rate-limit-counters.ts) rather
 * than by the library, which would also try `CREATE DATABASE` (a privilege operators rarely grant).
 */
export async function mysqlCounterStores(url: string, connectionLimit = 8): Promise<CounterStores> {
  // Several statements per query for MysqlRequestCounts' one round trip; every value this pool
  // sends is a placeholder, never text built from a request.
  const pool: Pool = createPool({ uri: url, connectionLimit, connectTimeout: 10_000, multipleStatements: true });
  const promisePool = pool.promise();
  try {
    const [rows] = await promisePool.query('SELECT DATABASE() AS name');
    const dbName = String((rows as Array<{ name: string | null }>)[0]?.name ?? '');
    if (dbName === '') throw new Error('DATABASE_URL names no database for the rate-limit counters');
    for (const table of [COUNTER_TABLE, BUCKET_TABLE]) {
      const [tables] = await promisePool.query('SHOW TABLES LIKE ?', [table]);
      if ((tables as unknown[]).length === 0) {
        throw new Error(`Table ${table} is missing: run the migrations (npm run db:migrate)`);
      }
    }
    let sweeperStarted = false;
    const buckets = new MysqlBurstBuckets(pool);
    return {
      kind: 'mysql',
      buckets,
      together: new MysqlRequestCounts(pool),
      counter(prefix, seconds) {
        const limiter = new RateLimiterMySQL({
          storeClient: pool,
          storeType: 'pool',
          dbName,
          tableName: COUNTER_TABLE,
          tableCreated: true,
          // One instance deleting expired rows (every 5 min, unref'd timer) is enough for the table.
          clearExpiredByTimeout: !sweeperStarted,
          keyPrefix: prefix,
          points: UNLIMITED_POINTS,
          duration: seconds,
          // If MySQL fails mid-request, count in this process rather than fail the request.
          insuranceLimiter: new RateLimiterMemory({ points: UNLIMITED_POINTS, duration: seconds, keyPrefix: prefix }),
        });
        sweeperStarted = true;
        return limiter;
      },
      close: () => {
        buckets.close();
        return promisePool.end();
      },
    };
  } catch (error) {
    await promisePool.end().catch(() => {});
    throw error;
  }
}

/** Memory for the embedded SQLite deployment, MySQL when the application's database is MySQL. */
export function counterStoresFor(database: DatabaseConfig): Promise<CounterStores> {
  return database.kind === 'mysql' ? mysqlCounterStores(database.url) : Promise.resolve(memoryCounterStores());
}
