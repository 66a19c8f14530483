/**
 * SQLite shared by two processes (the API and a Temporal worker on one file): a transaction that
 * reads before it writes must wait for the other process's write, not fail. The other process is a
 * worker thread with its own better-sqlite3 connection (SQLite locks the same across threads and
 * processes), writing while the transaction sits between its read and its write. With TypeORM's
 * deferred BEGIN that write got in first and the transaction's write failed at once with "database
 * is locked"; db/sqlite-serializer.ts begins every transaction IMMEDIATE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source.js';

const require = createRequire(import.meta.url);

/** The other process: one UPDATE when asked, on its own connection, waiting for the lock as ours do. */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
parentPort.on('message', () => {
  try {
    db.prepare('UPDATE counters SET n = n + 10 WHERE id = 1').run();
    parentPort.postMessage({ ok: true, at: Date.now() });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error), at: Date.now() });
  }
});
`;

describe('SQLite shared by two processes: a transaction that reads first waits for the other writer', () => {
  let dir: string;
  let db: DataSource;
  let other: Worker;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rampart-sqlite-two-'));
    const path = join(dir, 'shared.sqlite');
    db = await createDataSource({ kind: 'sqlite', path, url: `sqlite:${path}` });
    await db.initialize();
    await db.query('CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    await db.query('INSERT INTO counters (id, n) VALUES (1, 0)');
    other = new Worker(OTHER_WRITER, { eval: true, workerData: { path, driver: require.resolve('better-sqlite3') } });
  });
  after(async () => {
    await other?.terminate();
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits both writes, the other process after the transaction', async () => {
    const otherDone = new Promise<{ ok: boolean; error?: string; at: number }>((resolve) =>
      other.once('message', resolve),
    );
    let committedAt = 0;
    await db.transaction(async (manager) => {
      const [row] = (await manager.query('SELECT n FROM counters WHERE id = 1')) as Array<{ n: number }>;
      expect(row?.n).to.equal(0);
      other.postMessage('write');
      // Long enough for the other writer to reach the database while this transaction holds its read.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await manager.query('UPDATE counters SET n = n + 1 WHERE id = 1');
      committedAt = Date.now();
    });
    const done = await otherDone;
    expect(done, done.error).to.include({ ok: true });
    expect(done.at).to.be.at.least(committedAt);
    const [row] = (await db.query('SELECT n FROM counters WHERE id = 1')) as Array<{ n: number }>;
    expect(row?.n).to.equal(11);
  });
});
