/**
 * SQLite through better-sqlite3 has one connection, which TypeORM shares between every caller.
 * Two transactions that overlap in time would run inside each other ("cannot start a transaction
 * within a transaction"), and a query from an unrelated request could land inside someone else's
 * transaction and be rolled back with it. So on SQLite, a transaction holds a lock for its whole
 * run, and any query outside a transaction waits for that lock. AsyncLocalStorage tells the code
 * running inside a transaction (which must not wait for itself) from everyone else.
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
        runExclusive(db, () => query(...args));
      patched.add(runner);
    }
    return runner;
  };
}
