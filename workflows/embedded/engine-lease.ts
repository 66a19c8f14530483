/**
 * The embedded engine's lease: at most one process per database runs workflow runs. Without it, two
 * API processes sharing a SQLite file or MySQL (and no Temporal) would both resume, and both run,
 * the same runs. The lease is one `engine_leases` row (db/entities/engine-lease.entity.ts).
 *
 * - Acquire (engine start, before any run is resumed): insert the row, or take it over when it is
 *   expired, or when its holder ran on this host and its pid is gone (a process killed with SIGKILL
 *   and restarted at once must resume its runs at once, not 30 s later). Otherwise refuse, naming
 *   the holder. Every write is one statement that the database applies atomically: the insert fails
 *   on the primary key when someone else inserted first, and a takeover is a compare-and-set on the
 *   token that was read (and, for an expired row, on it still being expired), so of two processes
 *   starting at the same moment exactly one wins and the other sees the winner on its next read.
 * - Renew every LEASE_RENEW_EVERY_MS with an UPDATE matching the holder token. Matching nothing
 *   means another process took the lease over (this one was paused, or cut off from the database,
 *   past the TTL): the holder is told (`onLost`) and must stop running workflows.
 * - An unreachable database (MariaDB stopped for 30 s) is not a loss: a stopped database lets nobody
 *   take the lease over, and a partition that let another process do so shows in the row. Past its expiry the lease is *paused* (`confirm()` is
 *   false, so nothing is recorded) and renewal keeps being tried; when the database answers again the
 *   same token-matching UPDATE tells whether the row is still ours (renewed, `onRestored`) or was
 *   taken over meanwhile by a process that could reach it (lost).
 * - Confirm before recording: `confirm()` is free while the lease is comfortably valid and renews
 *   first when it is not, so a holder that wakes up from a long pause records nothing more before
 *   it has checked the row, even if its renewal timer has not fired yet.
 * - Release on clean close: delete the row if it is still ours.
 *
 * Times are wall-clock (`Date.now()`), never the app's clock: tests move that clock by months, and a
 * lease must not expire (or outlive its holder) because a test clock jumped. Hosts sharing MySQL
 * are assumed to agree on the time to within a few seconds (NTP); see confirm().
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DataSource } from 'typeorm';
import { EngineLease } from '../../db/entities/engine-lease.entity.js';
import { isUniqueViolation } from '../../db/errors.js';

export const EMBEDDED_ENGINE_LEASE = 'embedded-engine';

/**
 * 30 s, renewed every 10 s: two renewals in a row may fail (a slow database, a long GC pause) before
 * the lease lapses, and a holder that died on another host blocks a new one for at most 30 s (one
 * that died on this host is recognised by its pid at once). A renewal costs one UPDATE.
 */
export const LEASE_TTL_MS = 30_000;
export const LEASE_RENEW_EVERY_MS = 10_000;

export interface LeaseTiming {
  ttlMs: number;
  renewEveryMs: number;
}

export interface LeaseHolder {
  host: string;
  pid: number;
  since: Date;
}

export interface LeaseLog {
  warn(details: object, message: string): void;
}

/** Another live process holds the lease; the message says who and what to do. */
export class EngineLeaseRefused extends Error {
  constructor(
    readonly leaseName: string,
    readonly holder: LeaseHolder,
  ) {
    super(
      `the embedded workflow engine already runs on this database: process ${holder.pid} on host ${holder.host} ` +
        `has held its lease ("${leaseName}") since ${holder.since.toISOString()}. Stop that process first, ` +
        'or run several processes on Temporal by setting TEMPORAL_ADDRESS (see README).',
    );
    this.name = 'EngineLeaseRefused';
  }
}

const HOST = hostname();

/**
 * Tokens of the leases this process holds or is acquiring. A row naming this host and this very pid
 * with a token not in here was written by an earlier process that had the same pid (a container
 * restarted with the server as pid 1), so it is dead; one with a token in here is a live second
 * engine in this process (two apps on one database), which is refused like any other holder.
 */
const heldHere = new Set<string>();

function holderAlive(row: EngineLease): boolean {
  if (row.holderHost !== HOST) return true; // only the expiry can tell for another host
  if (row.holderPid === process.pid) return heldHere.has(row.holderToken);
  try {
    process.kill(row.holderPid, 0); // signal 0: no signal, only the existence check
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

const holderOf = (row: EngineLease): LeaseHolder => ({
  host: row.holderHost,
  pid: row.holderPid,
  since: row.acquiredAt,
});

export class HeldLease {
  private validUntilMs: number;
  private state: 'held' | 'lost' | 'released' = 'held';
  private renewing: Promise<boolean> | null = null;
  /** Called after every renewal that reached the database and found the row ours. */
  onRenewed: () => void = () => undefined;
  /** Renewals failed since the last one that reached the database. */
  private failedRenewals = 0;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly db: DataSource,
    readonly name: string,
    private readonly token: string,
    expiresAt: Date,
    private readonly timing: LeaseTiming,
    private readonly log: LeaseLog,
    private readonly onLost: (why: string) => void,
    private readonly onRestored: () => void,
  ) {
    this.validUntilMs = expiresAt.getTime();
    this.timer = setInterval(() => void this.renew(), timing.renewEveryMs);
    // The lease must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Takes the lease or throws EngineLeaseRefused. `onLost` is called once if it is taken over later. */
  static async acquire(
    db: DataSource,
    options: {
      name: string;
      timing: LeaseTiming;
      log: LeaseLog;
      onLost: (why: string) => void;
      /** A renewal succeeded after one or more failed (the database is back): see the file comment. */
      onRestored?: () => void;
    },
  ): Promise<HeldLease> {
    const { name, timing } = options;
    if (timing.renewEveryMs * 2 >= timing.ttlMs) throw new Error('a lease must be renewed at least twice per TTL');
    const onRestored = options.onRestored ?? (() => undefined);
    const token = randomBytes(16).toString('hex');
    heldHere.add(token); // before the first write: see heldHere
    try {
      // Each round either wins, refuses, or saw the row change under it (then it looks again).
      for (let round = 0; round < 5; round += 1) {
        const now = new Date(Date.now());
        const claim = {
          holderToken: token,
          holderHost: HOST,
          holderPid: process.pid,
          acquiredAt: now,
          expiresAt: new Date(now.getTime() + timing.ttlMs),
        };
        try {
          await db.manager.insert(EngineLease, { name, ...claim });
          return new HeldLease(db, name, token, claim.expiresAt, timing, options.log, options.onLost, onRestored);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const row = await db.manager.findOneBy(EngineLease, { name });
        if (!row) continue; // released between the insert and the read: insert again
        const expired = row.expiresAt.getTime() <= now.getTime();
        if (!expired && holderAlive(row)) throw new EngineLeaseRefused(name, holderOf(row));
        // Compare-and-set on what was read. The new token changes the row, so `affected` is exact on
        // both drivers. An expired row is taken only while still expired: a late renewal by its holder wins.
        const takeover = db.manager
          .createQueryBuilder()
          .update(EngineLease)
          .set(claim)
          .where('name = :name AND holder_token = :seen', { name, seen: row.holderToken });
        if (expired) takeover.andWhere('expires_at <= :now', { now });
        if ((await takeover.execute()).affected === 1) {
          return new HeldLease(db, name, token, claim.expiresAt, timing, options.log, options.onLost, onRestored);
        }
      }
      throw new Error(`the "${name}" lease kept changing while this process tried to acquire it`);
    } catch (error) {
      heldHere.delete(token);
      throw error;
    }
  }

  get held(): boolean {
    return this.state === 'held';
  }

  /**
   * True while this process holds the lease. Free while more than a margin of the lease is left
   * (TTL minus two renewal periods, 10 s by default: one renewal may have been missed); below that,
   * renews first. The margin is what tolerates clocks of different hosts disagreeing: nothing is
   * recorded in the last 10 s (by this host's clock) of a lease not confirmed with the database.
   */
  async confirm(): Promise<boolean> {
    if (this.state !== 'held') return false;
    const confirmMargin = this.timing.ttlMs - 2 * this.timing.renewEveryMs;
    if (Date.now() < this.validUntilMs - confirmMargin) return true;
    return this.renew();
  }

  /** Extends the lease if it is still ours; one renewal at a time. */
  renew(): Promise<boolean> {
    if (this.state !== 'held') return Promise.resolve(false);
    this.renewing ??= this.renewOnce().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /** Gives the lease back (clean close). A lost lease is not ours to delete. */
  async release(): Promise<void> {
    if (this.state !== 'held') return;
    this.state = 'released';
    clearInterval(this.timer);
    try {
      await this.db.manager.delete(EngineLease, { name: this.name, holderToken: this.token });
    } catch (error) {
      // The row then expires by itself after the TTL.
      this.log.warn({ lease: this.name, err: (error as Error).message }, 'could not release the engine lease');
    } finally {
      heldHere.delete(this.token);
    }
  }

  private restored(): void {
    this.onRenewed();
    if (this.failedRenewals === 0) return;
    this.failedRenewals = 0;
    this.onRestored();
  }

  private async renewOnce(): Promise<boolean> {
    const expiresAt = new Date(Date.now() + this.timing.ttlMs);
    let why: string;
    try {
      const result = await this.db.manager.update(
        EngineLease,
        { name: this.name, holderToken: this.token },
        { expiresAt },
      );
      if (this.state !== 'held') return false; // released meanwhile
      if (result.affected === 1) {
        this.validUntilMs = expiresAt.getTime();
        this.restored();
        return true;
      }
      // Nothing changed: either the row is no longer ours, or (MySQL without FOUND_ROWS counts
      // changed rows, not matched ones) it already had this expiry. The row tells which.
      const row = await this.db.manager.findOneBy(EngineLease, { name: this.name });
      if (this.state !== 'held') return false;
      if (row?.holderToken === this.token) {
        this.validUntilMs = row.expiresAt.getTime();
        this.restored();
        return true;
      }
      why = row
        ? `taken over by process ${row.holderPid} on host ${row.holderHost} at ${row.acquiredAt.toISOString()}`
        : 'its row was deleted';
    } catch (error) {
      if (this.state !== 'held') return false;
      // Unreachable database: not a loss. While the lease lasts nothing changes; past its expiry it is
      // paused (false: record nothing) until a renewal reaches the database and finds the row still
      // ours, or finds that a process which could reach it took it over (see the file comment).
      this.failedRenewals += 1;
      const paused = Date.now() >= this.validUntilMs;
      this.log.warn(
        { lease: this.name, err: (error as Error).message, failedRenewals: this.failedRenewals, paused },
        paused
          ? 'could not renew the engine lease past its expiry: workflows are paused until the database answers'
          : 'could not renew the engine lease; retrying',
      );
      return !paused;
    }
    this.state = 'lost';
    clearInterval(this.timer);
    heldHere.delete(this.token);
    this.onLost(why);
    return false;
  }
}
