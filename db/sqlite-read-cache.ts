/**
 * A cache of single-row reads (db/hot-lookup.ts) on the embedded SQLite database, so that
 * authenticating a request does not read the users row again while nothing in the database has
 * changed. Under HTTP load that one read is the largest part of an authenticated request.
 *
 * The cache holds only what the database holds *now*. Before every use it compares a stamp:
 *   - `total_changes()`: rows inserted, updated or deleted by this connection, on any table,
 *     committed or not (every write of this process, whichever code path made it);
 *   - `PRAGMA data_version`: changes when any other connection commits (another process on the
 *     same file, or a second DataSource in this one).
 * Any difference empties the whole cache, so a regenerated key fails, a disabled account is
 * refused and a consumed scan shows in `/v1/auth/me` on the very next request. It is never read or
 * filled while a transaction is open on the connection (it could hold uncommitted rows), and
 * callers get their own copy of an entity, so a route that edits `principal.user` cannot edit the
 * cache. MySQL has no cache: other API processes may write to the same database, and no statement
 * there tells of their commits more cheaply than the read itself.
 */
import type { DataSource, ObjectLiteral } from 'typeorm';

/** Rows kept at most; the oldest entry goes first (an attacker's misses are never cached). */
export const READ_CACHE_MAX_ENTRIES = 10_000;

interface SqliteHandle {
  prepare(sql: string): { pluck(): { get(): unknown } };
  readonly inTransaction: boolean;
}

interface Stamp {
  changes: number;
  version: number;
}

export class SqliteReadCache {
  private readonly totalChanges: { get(): unknown };
  private readonly dataVersion: { get(): unknown };
  private stamp: Stamp = { changes: -1, version: -1 };
  private readonly entries = new Map<string, ObjectLiteral>();

  constructor(private readonly handle: SqliteHandle) {
    this.totalChanges = handle.prepare('SELECT total_changes()').pluck();
    this.dataVersion = handle.prepare('PRAGMA data_version').pluck();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached entity for `key` (a copy), or undefined: not cached, stale, or in a transaction. */
  lookup<T extends ObjectLiteral>(key: string, copy: (cached: T) => T): T | undefined {
    if (this.handle.inTransaction || !this.isCurrent(this.read())) return undefined;
    const cached = this.entries.get(key) as T | undefined;
    return cached === undefined ? undefined : copy(cached);
  }

  /**
   * Taken synchronously just before the read whose result may be stored: the result is at least as
   * new as the stamp. Null inside a transaction (the read could see uncommitted rows).
   */
  ticket(): Stamp | null {
    if (this.handle.inTransaction) return null;
    const now = this.read();
    this.isCurrent(now);
    return now;
  }

  /** Keeps `entity` if nothing changed since `ticket`; later changes empty the cache anyway. */
  store(ticket: Stamp | null, key: string, entity: ObjectLiteral): void {
    if (ticket === null || !sameStamp(ticket, this.stamp)) return;
    if (this.entries.size >= READ_CACHE_MAX_ENTRIES && !this.entries.has(key)) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entity);
  }

  private read(): Stamp {
    return { changes: this.totalChanges.get() as number, version: this.dataVersion.get() as number };
  }

  /** Adopts `now` as the cache's stamp, emptying it if the database changed; true if it had not. */
  private isCurrent(now: Stamp): boolean {
    if (sameStamp(now, this.stamp)) return true;
    this.entries.clear();
    this.stamp = now;
    return false;
  }
}

function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.changes === b.changes && a.version === b.version;
}

const caches = new WeakMap<object, SqliteReadCache>();

/** The read cache of a better-sqlite3 DataSource; null for every other driver. */
export function sqliteReadCache(db: DataSource): SqliteReadCache | null {
  if (db.options.type !== 'better-sqlite3') return null;
  const handle = (db.driver as { databaseConnection?: SqliteHandle }).databaseConnection;
  if (!handle?.prepare) return null;
  let cache = caches.get(handle);
  if (!cache) {
    cache = new SqliteReadCache(handle);
    caches.set(handle, cache);
  }
  return cache;
}
