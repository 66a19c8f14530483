import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { createAccount } from '../../api/accounts/account.service.js';
import { User } from '../../db/entities/user.entity.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase('overlapping transactions', (database) => {
  let db: DataSource;
  before(async () => {
    db = await openFreshDatabase(database);
  });
  after(async () => db.destroy());

  it('stay isolated: a rollback undoes only its own writes', async () => {
    const now = new Date();
    const failing = db
      .transaction(async (manager) => {
        await createAccount(manager, { email: 'rolled-back@example.com', passwordHash: null }, 'k'.repeat(32), now);
        await pause(30);
        throw new Error('abort');
      })
      .catch((error: Error) => error.message);
    const succeeding = db.transaction(async (manager) => {
      await pause(5);
      await createAccount(manager, { email: 'kept@example.com', passwordHash: null }, 'k'.repeat(32), now);
    });
    // A write outside any transaction, issued while the failing one is open.
    const outside = (async () => {
      await pause(10);
      await createAccount(db.manager, { email: 'outside@example.com', passwordHash: null }, 'k'.repeat(32), now);
    })();
    expect(await failing).to.equal('abort');
    await succeeding;
    await outside;
    expect(await db.manager.countBy(User, { email: 'rolled-back@example.com' })).to.equal(0);
    expect(await db.manager.countBy(User, { email: 'kept@example.com' })).to.equal(1);
    expect(await db.manager.countBy(User, { email: 'outside@example.com' })).to.equal(1);
  });
});
