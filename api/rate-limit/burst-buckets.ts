/**
 * The "burst" column of docs/api-contract.md "Rate limits": the size of a token bucket
 * refilled at the per-minute rate, as nginx's `limit_req rate=<perMinute>r/m burst=<burst>` does. A
 * client may send up to `burst` requests at once and is then held to one request per 60/perMinute
 * seconds (Free: 20 at once, then one every 0.5 s).
 *
 * Kept as GCRA (the generic cell rate algorithm, what nginx and redis-cell compute): one number per
 * subject, the "theoretical arrival time" (TAT) at which the bucket would be full again. A request
 * at `now` is admitted when `max(TAT, now) + interval - now <= burst * interval`, and then moves TAT
 * to that value. No timer refills anything; an absent row is a full bucket.
 *
 * In memory for the embedded deployment, and in MySQL (`rate_limit_buckets`, one row per subject)
 * for scale-out, decided by ONE statement so concurrent API processes cannot both take the last
 * token: an upsert whose UPDATE branch moves TAT only when the request fits, and reports what it
 * decided through LAST_INSERT_ID(expr), which MySQL and MariaDB return in the statement's OK packet
 * (`insertId`) without a second round trip.
 */
import type { Pool } from 'mysql2';
import type { RateTier } from '../../core/plans/plan-catalogue.js';

export const BUCKET_TABLE = 'rate_limit_buckets';

export interface BucketDecision {
  allowed: boolean;
  /** Whole tokens left after this request (0 when refused). */
  remaining: number;
  /** Epoch ms when the bucket is full again (allowed), or when the next token arrives (refused). */
  atMs: number;
}

export interface BurstBuckets {
  /** Takes one token of `key`'s bucket at `nowMs`, or refuses without changing it. */
  take(key: string, tier: RateTier, nowMs: number): Promise<BucketDecision>;
  /** Gives back a token taken by a request another window refused. */
  giveBack(key: string, tier: RateTier): Promise<void>;
  /** Whole tokens available at `nowMs`, without taking one (GET /v1/usage/limits). */
  peek(key: string, tier: RateTier, nowMs: number): Promise<number>;
  /** Takes `count` tokens at once, refused or not (tests and benchmarks preload buckets with it). */
  drain(key: string, tier: RateTier, count: number, nowMs: number): Promise<void>;
}

/** Milliseconds between two tokens: the per-minute rate. */
export function intervalMs(tier: RateTier): number {
  return 60_000 / tier.perMinute;
}

/** The pure GCRA step, shared by both stores (the MySQL statement is the same expression in SQL). */
export function decide(tatMs: number | undefined, tier: RateTier, nowMs: number): BucketDecision & { tatMs: number } {
  const interval = intervalMs(tier);
  const capacity = tier.burst * interval;
  const next = Math.max(tatMs ?? nowMs, nowMs) + interval;
  if (next - nowMs <= capacity) {
    return { allowed: true, remaining: Math.floor((capacity - (next - nowMs)) / interval), atMs: next, tatMs: next };
  }
  // Admitted once `next - t <= capacity`: at t = next - capacity.
  return { allowed: false, remaining: 0, atMs: next - capacity, tatMs: tatMs ?? nowMs };
}

/** Whole tokens left in a bucket whose TAT is `tatMs` (none stored: full). */
export function tokensAt(tatMs: number | undefined, tier: RateTier, nowMs: number): number {
  const interval = intervalMs(tier);
  const owed = Math.max(0, (tatMs ?? nowMs) - nowMs);
  return Math.max(0, Math.floor((tier.burst * interval - owed) / interval));
}

/** Expired entries (full buckets) are swept once the map reaches this size. */
const SWEEP_AT = 50_000;

export class MemoryBurstBuckets implements BurstBuckets {
  private readonly tat = new Map<string, number>();

  async take(key: string, tier: RateTier, nowMs: number): Promise<BucketDecision> {
    const decision = decide(this.tat.get(key), tier, nowMs);
    if (decision.allowed) {
      if (this.tat.size >= SWEEP_AT) this.sweep(nowMs);
      this.tat.set(key, decision.tatMs);
    }
    return { allowed: decision.allowed, remaining: decision.remaining, atMs: decision.atMs };
  }

  async peek(key: string, tier: RateTier, nowMs: number): Promise<number> {
    return tokensAt(this.tat.get(key), tier, nowMs);
  }

  async giveBack(key: string, tier: RateTier): Promise<void> {
    const current = this.tat.get(key);
    if (current !== undefined) this.tat.set(key, current - intervalMs(tier));
  }

  async drain(key: string, tier: RateTier, count: number, nowMs: number): Promise<void> {
    this.tat.set(key, Math.max(this.tat.get(key) ?? nowMs, nowMs) + count * intervalMs(tier));
  }

  private sweep(nowMs: number): void {
    for (const [key, tat] of this.tat) if (tat <= nowMs) this.tat.delete(key);
  }
}

export class MysqlBurstBuckets implements BurstBuckets {
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly pool: Pool) {
    // A row whose TAT has passed is a full bucket, the same as no row: delete them now and then.
    this.sweeper = setInterval(() => {
      pool.query(`DELETE FROM \`${BUCKET_TABLE}\` WHERE tat < ?`, [Date.now() - 60_000], () => {});
    }, 300_000);
    this.sweeper.unref();
  }

  async take(key: string, tier: RateTier, nowMs: number): Promise<BucketDecision> {
    const take = bucketTake(key, tier, nowMs);
    const [result] = await this.pool.promise().execute(take.sql, take.params);
    return take.decision(Number((result as { insertId: number }).insertId));
  }

  async peek(key: string, tier: RateTier, nowMs: number): Promise<number> {
    const [rows] = await this.pool.promise().execute(`SELECT tat FROM \`${BUCKET_TABLE}\` WHERE \`key\` = ?`, [key]);
    const row = (rows as { tat: number | string }[])[0];
    return tokensAt(row ? Number(row.tat) : undefined, tier, nowMs);
  }

  async giveBack(key: string, tier: RateTier): Promise<void> {
    await this.pool
      .promise()
      .execute(`UPDATE \`${BUCKET_TABLE}\` SET tat = tat - ? WHERE \`key\` = ?`, [Math.floor(intervalMs(tier)), key]);
  }

  async drain(key: string, tier: RateTier, count: number, nowMs: number): Promise<void> {
    const now = Math.floor(nowMs);
    const add = Math.ceil(count * intervalMs(tier));
    await this.pool
      .promise()
      .execute(
        `INSERT INTO \`${BUCKET_TABLE}\` (\`key\`, tat) VALUES (?, ?) ON DUPLICATE KEY UPDATE tat = GREATEST(tat, ?) + ?`,
        [key, now + add, now, add],
      );
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

/**
 * The one statement that takes a token of `key`'s bucket in MySQL, and how to read its decision
 * from the statement's `insertId`. Also sent inside a request's counting transaction
 * (mysql-request-counts.ts).
 */
export function bucketTake(
  key: string,
  tier: RateTier,
  nowMs: number,
): { sql: string; params: (string | number)[]; decision(insertId: number): BucketDecision } {
  const interval = intervalMs(tier);
  const capacity = tier.burst * interval;
  const now = Math.floor(nowMs);
  // Millisecond integers; `interval` may have a fraction (MSP: 133.3 ms), kept in DOUBLE arithmetic
  // and rounded up so a bucket never grows beyond its size.
  // LAST_INSERT_ID carries the decision: TAT * 2 when admitted, TAT * 2 + 1 when refused.
  const fresh = Math.ceil(now + interval);
  return {
    sql:
      `INSERT INTO \`${BUCKET_TABLE}\` (\`key\`, tat) VALUES (?, ?) ON DUPLICATE KEY UPDATE tat = ` +
      `IF(CEIL(GREATEST(tat, ?) + ?) - ? <= ?, LAST_INSERT_ID(CEIL(GREATEST(tat, ?) + ?) * 2) DIV 2, LAST_INSERT_ID(tat * 2 + 1) DIV 2)`,
    params: [key, fresh, now, interval, now, capacity, now, interval],
    decision(insertId) {
      // 0: no row was there, the fresh one was inserted (a full bucket, less this token).
      if (insertId === 0) return decisionOf(fresh, true, now, interval, capacity);
      return decisionOf(Math.floor(insertId / 2), insertId % 2 === 0, now, interval, capacity);
    },
  };
}

function decisionOf(tat: number, allowed: boolean, nowMs: number, interval: number, capacity: number): BucketDecision {
  if (allowed) return { allowed, remaining: Math.max(0, Math.floor((capacity - (tat - nowMs)) / interval)), atMs: tat };
  return { allowed, remaining: 0, atMs: Math.max(tat, nowMs) + interval - capacity };
}
