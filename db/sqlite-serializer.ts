/**
 * SQLite through better-sqlite3 has one connection, which TypeORM shares between every caller.
 * Two transactions that overlap in time would run inside each other ("cannot start a transaction
 * within a transaction"), and a query from an unrelated request could land inside someone else's
 * transaction and be rolled back with it. So on SQLite, a transaction holds a lock for its whole
 * run, and any query outside a transaction waits for that lock. AsyncLocalStorage tells the code
 * running inside a transaction (which must not wait for itself) from everyone else.
 *
 * Between processes (the API and a Temporal worker on one SQLite file) the database's own lock
 * decides, and every transaction begins IMMEDIATE: it takes the write lock at BEGIN, waiting up to
 * busy_timeout for another process's. TypeORM's plain BEGIN is deferred: a transaction that reads
 * first (scan admission reads the account, then takes its scan) holds a snapshot, and when another
 * process commits a write before the first write of its own, SQLite refuses the upgrade at once
 * with "database is locked" (no busy wait can help a stale snapshot). The Temporal outage drill met
 * that as 500s on POST /v1/scan.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Runs queued or running; zero means no transaction is open on the connection. */
  pending = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await work();
    } finally {
      this.pending -= 1;
      release();
    }
  }
}

const holdsLock = new AsyncLocalStorage<true>();
/** What a transaction begins with instead of TypeORM's deferred `BEGIN TRANSACTION` (see above). */
export const IMMEDIATE_BEGIN = 'BEGIN IMMEDIATE TRANSACTION';
const locks = new WeakMap<DataSource, Mutex>();

/** Runs `work` with the database to itself (immediately when already inside a transaction). */
export function runExclusive<T>(db: DataSource, work: () => Promise<T>): Promise<T> {
  const lock = locks.get(db);
  if (!lock || holdsLock.getStore()) return work();
  return lock.run(() => holdsLock.run(true, work));
}

/**
 * Runs a synchronous read at once when nobody holds the lock: better-sqlite3 executes it before
 * any other callback can open a transaction, so it cannot interleave. Otherwise it queues.
 */
export function readExclusive<T>(db: DataSource, read: () => T): T | Promise<T> {
  const lock = locks.get(db);
  if (!lock || lock.pending === 0 || holdsLock.getStore()) return read();
  return lock.run(() => holdsLock.run(true, async () => read()));
}

export function serializeSqliteAccess(db: DataSource): void {
  locks.set(db, new Mutex());
  const manager = db.manager as EntityManager & { transaction: (...args: unknown[]) => Promise<unknown> };
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = (...args: unknown[]) => runExclusive(db, () => transaction(...args));

  const patched = new WeakSet<QueryRunner>();
  const driver = db.driver as { createQueryRunner(mode: 'master' | 'slave'): QueryRunner };
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    if (!patched.has(runner)) {
      const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
      (runner as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) =>
        runExclusive(db, () =>
          query(...(args[0] === 'BEGIN TRANSACTION' ? [IMMEDIATE_BEGIN, ...args.slice(1)] : args)),
        );
      patched.add(runner);
    }
    return runner;
  };
}
