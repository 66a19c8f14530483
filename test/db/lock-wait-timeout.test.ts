/**
 * A row lock waited past innodb_lock_wait_timeout is a busy database, not a bug: the API answers 503
 * (`Database busy: ...`), not 500. The error is a real one from MariaDB (a session with a one-second
 * lock wait, against a row another transaction holds), handed to the API's error handler.
 */
import { expect } from 'chai';
import Fastify from 'fastify';
import type { DataSource } from 'typeorm';
import { registerErrorHandler } from '../../api/errors/error-handler.js';
import { User } from '../../db/entities/user.entity.js';
import { databaseFault, isLockWaitTimeout } from '../../db/errors.js';
import { openFreshDatabase, testDatabases } from '../helpers/databases.js';
import { accountRow } from '../workflows/workflow-kit.js';

const mysql = testDatabases().find((each) => each.name === 'mysql');

describe('a lock wait timeout answers 503 [mysql]', () => {
  let db: DataSource;
  before(async function () {
    if (!mysql) {
      console.log('      SKIPPED: needs TEST_MYSQL_URL (SQLite has no row locks to wait on)');
      this.skip();
    }
    db = await openFreshDatabase(mysql as NonNullable<typeof mysql>);
  });
  after(async () => db?.destroy());

  async function realLockWaitTimeout(): Promise<unknown> {
    const account = await accountRow(db, 'locked@example.com');
    const holder = db.createQueryRunner();
    const waiter = db.createQueryRunner();
    try {
      await holder.startTransaction();
      await holder.manager.update(User, { id: account.id }, { scansThisMonth: 1 });
      await waiter.query('SET SESSION innodb_lock_wait_timeout = 1');
      await waiter.startTransaction();
      try {
        await waiter.manager.update(User, { id: account.id }, { scansThisMonth: 2 });
      } catch (error) {
        return error;
      } finally {
        await waiter.rollbackTransaction();
      }
      throw new Error('the update did not wait for the lock');
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
      await waiter.release();
    }
  }

  it('is recognised (and is not a database outage) and answered 503 Database busy', async function () {
    this.timeout(20_000);
    const error = await realLockWaitTimeout();
    expect(isLockWaitTimeout(error)).to.equal(true);
    expect(databaseFault(error)).to.equal(null);
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/locked', async () => {
      throw error;
    });
    const response = await app.inject({ url: '/locked' });
    expect([response.statusCode, response.json()]).to.deep.equal([
      503,
      { detail: 'Database busy: the request waited too long for a lock. Please try again shortly.' },
    ]);
    await app.close();
  });
});

describe('isLockWaitTimeout', () => {
  it("takes a deadlock's victim for a busy row too (its transaction was rolled back whole: a retry works)", () => {
    const driverError = Object.assign(new Error('Deadlock found when trying to get lock'), {
      code: 'ER_LOCK_DEADLOCK',
      errno: 1213,
    });
    expect(isLockWaitTimeout(Object.assign(new Error('QueryFailedError'), { driverError }))).to.equal(true);
  });

  it('leaves other errors alone', () => {
    expect(
      isLockWaitTimeout(Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 })),
    ).to.equal(false);
    expect(isLockWaitTimeout(new Error('SQLITE_BUSY: database is locked'))).to.equal(false);
  });
});
