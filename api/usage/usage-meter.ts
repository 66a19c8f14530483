/**
 * Usage metering: every authenticated `/v1` request is counted by account, UTC day,
 * method, route pattern (`request.routeOptions.url`, never the raw path: no ids in the table, few
 * rows) and status class, without a database write on the request's path. Counts gather in a Map
 * in memory and are flushed in one batched upsert every few seconds and at shutdown (the app's
 * onClose). The upsert adds to what is stored, so several API
 * processes sharing MySQL add up (usage-store.ts). A usage endpoint does not flush: it reads what is
 * stored and adds this process's pending counts (readWithPending), so a client sees its own requests
 * at once without a write (and a commit) per read.
 *
 * What a crash loses is at most one flush interval of counts: metering is for the customer's usage
 * pages, not for billing, which counts scans in the quota (activities/scans/scan-admission.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { addUsage, type UsageRow } from './usage-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    usageMeter: UsageMeter;
  }
}

const DAY_MS = 86_400_000;
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
/** How often pending counts are written; at most this much is lost if the process dies. */
export const FLUSH_INTERVAL_MS = 5_000;
/** Flush early when this many distinct rows are pending (memory bound under many accounts). */
const MAX_PENDING_ROWS = 5_000;

export class UsageMeter {
  private pending = new Map<string, UsageRow>();
  private dayNumber = -1;
  private dayText = '';
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  /** Bumped when a flush takes pending rows and when their write ends (stored or put back). */
  private generation = 0;
  private writing = false;

  constructor(
    /** Adds rows to the stored counts (usage-store.ts addUsage on the app's database). */
    private readonly write: (rows: UsageRow[]) => Promise<void>,
    private readonly clock: Clock,
    private readonly warn: (error: unknown, rows: number) => void = () => {},
  ) {}

  /** Counts one request; no I/O. */
  record(userId: number, method: string, route: string, statusCode: number): void {
    const day = this.today();
    const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100)] ?? `${Math.floor(statusCode / 100)}xx`;
    const key = `${userId}\u0000${day}\u0000${method}\u0000${route}\u0000${statusClass}`;
    const row = this.pending.get(key);
    if (row) row.count += 1;
    else {
      this.pending.set(key, { userId, day, method, route, statusClass, count: 1 });
      if (this.pending.size >= MAX_PENDING_ROWS) void this.flush();
    }
  }

  /** Writes what is pending (serialised: one flush at a time, in order). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const rows = [...this.pending.values()];
      this.pending = new Map();
      this.generation += 1;
      this.writing = true;
      try {
        await this.write(rows);
      } catch (error) {
        // Keep the counts for the next flush rather than lose them to a passing database error.
        for (const row of rows) this.mergeBack(row);
        this.warn(error, rows.length);
      } finally {
        this.writing = false;
        this.generation += 1;
      }
    });
    return this.flushing;
  }

  /**
   * `read()` of the stored counts, and this process's counts of `userId` not stored yet, taken so
   * that no count is in both or in neither: the read runs while no flush is writing, and is done
   * again if a flush took rows meanwhile. After a few such retries (a flush each time) it flushes
   * and reads, as usage endpoints did before.
   */
  async readWithPending<T>(userId: number, read: () => Promise<T>): Promise<{ stored: T; pending: UsageRow[] }> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await this.flushing;
      if (this.writing) continue;
      const generation = this.generation;
      const stored = await read();
      if (generation === this.generation) {
        const pending: UsageRow[] = [];
        for (const row of this.pending.values()) if (row.userId === userId) pending.push({ ...row });
        return { stored, pending };
      }
    }
    await this.flush();
    return { stored: await read(), pending: [] };
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  pendingRows(): number {
    return this.pending.size;
  }

  private mergeBack(row: UsageRow): void {
    const key = `${row.userId}\u0000${row.day}\u0000${row.method}\u0000${row.route}\u0000${row.statusClass}`;
    const current = this.pending.get(key);
    if (current) current.count += row.count;
    else this.pending.set(key, { ...row });
  }

  /** `YYYY-MM-DD` of the app clock, formatted once per day rather than per request. */
  private today(): string {
    const now = this.clock.now().getTime();
    const number = Math.floor(now / DAY_MS);
    if (number !== this.dayNumber) {
      this.dayNumber = number;
      this.dayText = new Date(number * DAY_MS).toISOString().slice(0, 10);
    }
    return this.dayText;
  }
}

/** Meters every authenticated /v1 response; flushes on a timer and when the app closes. */
export function registerUsageMeter(app: FastifyInstance): void {
  const meter = new UsageMeter(
    (rows) => addUsage(app.ctx.db, rows),
    app.ctx.clock,
    (error, rows) => app.log.warn({ err: error, rows }, 'usage flush failed; kept for the next one'),
  );
  app.decorate('usageMeter', meter);
  app.addHook('onReady', async () => meter.start());
  app.addHook('onClose', async () => meter.stop());
  // A callback hook, not an async one: no promise per response on the hot path.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const user = request.principal?.user;
    const route = user ? request.routeOptions.url : undefined;
    if (user && route?.startsWith('/v1/')) meter.record(user.id, request.method, route, reply.statusCode);
    done();
  });
}
