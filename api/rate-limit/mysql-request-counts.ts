/**
 * One request's rate-limit bookkeeping on MySQL in ONE round trip and one commit: every fixed
 * window's counter and the burst bucket's token, in one transaction sent as one multi-statement
 * query on the counters' own pool.
 *
 * rate-limiter-flexible's RateLimiterMySQL spends four round trips per window (BEGIN, upsert,
 * SELECT, COMMIT), and the bucket one more: 13 round trips and four commits (each a redo-log flush
 * on a durable server) for every `/v1` request, which was the largest cost of the API on MySQL. The
 * statements here are the library's own arithmetic on the library's own rows (same table, same
 * `<prefix>:<subject>` keys, same points and expiry in epoch ms), so the library still reads,
 * rewards and penalises the counts this writes, and its expired-row sweeper still applies.
 *
 * Exactness across API processes is the library's: the upsert takes each counter's row lock, and
 * the SELECT in the same transaction reads the counts as this request left them, so of N concurrent
 * requests at a limit exactly the ones that fit are admitted. READ COMMITTED keeps InnoDB from
 * taking gap locks on the primary key for rows being inserted, the usual source of deadlocks
 * between concurrent upserts; the rows of one request are always locked in the same order.
 */
import type { Pool, PoolConnection, ResultSetHeader } from 'mysql2';
import type { RateTier } from '../../core/plans/plan-catalogue.js';
import { BUCKET_TABLE, type BucketDecision, bucketTake } from './burst-buckets.js';

/** One table for every window and prefix; the key column carries `<prefix>:<subject>`. */
export const COUNTER_TABLE = 'rate_limit_counters';

/** A window's count after this request, as rate-limiter-flexible's RateLimiterRes reports it. */
export interface WindowCount {
  consumedPoints: number;
  /** Until the window resets, from now. */
  msBeforeNext: number;
}

export interface WindowKey {
  /** The library's row key: `<prefix>:<window>:<subject>` (its `getKey`). */
  key: string;
  seconds: number;
}

export interface RequestCounts {
  windows: WindowCount[];
  bucket: BucketDecision | null;
}

interface CounterRow {
  key: string;
  points: number;
  expire: number | string | null;
}

/** The library's RateLimiterRes figures of a stored row, read at `nowMs`. */
function countOf(row: CounterRow, nowMs: number): WindowCount {
  const expire = row.expire === null ? null : Number(row.expire);
  return { consumedPoints: Number(row.points), msBeforeNext: expire === null ? -1 : Math.max(expire - nowMs, 0) };
}

export class MysqlRequestCounts {
  constructor(
    /** A pool made with `multipleStatements: true`, used by nothing that takes outside input as SQL. */
    private readonly pool: Pool,
    /** Epoch ms for the windows' expiry, as the library reads it (Date.now()). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request in each window (`windows` in order) and takes a token of `bucket` if given. */
  async consume(
    windows: readonly WindowKey[],
    bucket: { key: string; tier: RateTier; nowMs: number } | null,
  ): Promise<RequestCounts> {
    const now = this.now();
    const statements = ['SET TRANSACTION ISOLATION LEVEL READ COMMITTED', 'START TRANSACTION'];
    const params: (string | number)[] = [];
    if (windows.length > 0) {
      // The library's upsert (points = 1 and a new expiry once the stored window has expired),
      // every window in one statement: VALUES(expire) is each row's own new expiry.
      statements.push(
        `INSERT INTO \`${COUNTER_TABLE}\` (\`key\`, points, expire) VALUES ${windows.map(() => '(?, 1, ?)').join(', ')} ` +
          'ON DUPLICATE KEY UPDATE points = IF(expire <= ?, 1, points + 1), expire = IF(expire <= ?, VALUES(expire), expire)',
      );
      for (const window of windows) params.push(window.key, now + window.seconds * 1000);
      params.push(now, now);
    }
    const take = bucket ? bucketTake(bucket.key, bucket.tier, bucket.nowMs) : null;
    if (take) {
      statements.push(take.sql);
      params.push(...take.params);
    }
    if (windows.length > 0) {
      statements.push(
        `SELECT \`key\`, points, expire FROM \`${COUNTER_TABLE}\` WHERE \`key\` IN (${windows.map(() => '?').join(', ')})`,
      );
      params.push(...windows.map((window) => window.key));
    }
    statements.push('COMMIT');
    const results = await this.inTransaction(statements.join(';\n'), params);
    // One result per statement: the SET and START first, then the upsert, the bucket, the SELECT.
    let at = 2;
    if (windows.length > 0) at += 1;
    const bucketDecision = take ? take.decision(Number((results[at++] as ResultSetHeader).insertId)) : null;
    const rows =
      windows.length > 0 ? (results[at] as { key: string; points: number; expire: number | string | null }[]) : [];
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const read = Date.now();
    return {
      bucket: bucketDecision,
      windows: windows.map((window) => {
        const row = byKey.get(window.key);
        if (!row) throw new Error(`rate-limit counter ${window.key} missing after its upsert`);
        return countOf(row, read);
      }),
    };
  }

  /**
   * The windows' counts as they stand (null: none running) and the bucket's stored TAT (undefined:
   * a full bucket), in one round trip, counting nothing: what the library's `get` and the bucket's
   * `peek` read, together.
   */
  async peek(
    windows: readonly WindowKey[],
    bucketKey: string,
  ): Promise<{ windows: (WindowCount | null)[]; tat: number | undefined }> {
    const now = this.now();
    const sql =
      `SELECT \`key\`, points, expire FROM \`${COUNTER_TABLE}\` WHERE \`key\` IN (${windows.map(() => '?').join(', ')}) ` +
      'AND (expire > ? OR expire IS NULL);\n' +
      `SELECT tat FROM \`${BUCKET_TABLE}\` WHERE \`key\` = ?`;
    const [counters, buckets] = (await new Promise<unknown[]>((resolve, reject) =>
      this.pool.query(sql, [...windows.map((window) => window.key), now, bucketKey], (error, results) =>
        error ? reject(error) : resolve(results as unknown[]),
      ),
    )) as [CounterRow[], { tat: number | string }[]];
    const byKey = new Map(counters.map((row) => [row.key, row]));
    const read = Date.now();
    const bucket = buckets[0];
    return {
      windows: windows.map((window) => {
        const row = byKey.get(window.key);
        return row ? countOf(row, read) : null;
      }),
      tat: bucket ? Number(bucket.tat) : undefined,
    };
  }

  /** Runs the statements on one connection; a failure rolls back before the connection goes back. */
  private inTransaction(sql: string, params: (string | number)[]): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      this.pool.getConnection((connectionError: NodeJS.ErrnoException | null, connection: PoolConnection) => {
        if (connectionError) return reject(connectionError);
        connection.query(sql, params, (error, results) => {
          if (!error) {
            connection.release();
            return resolve(results as unknown[]);
          }
          // Statements after a failed one never ran: the transaction may still be open here.
          connection.query('ROLLBACK', (rollbackError) => {
            if (rollbackError) connection.destroy();
            else connection.release();
            reject(error);
          });
        });
      });
    });
  }
}
