import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { createAccount } from '../../api/accounts/account.service.js';
import { User } from '../../db/entities/user.entity.js';
import { findOneByUniqueColumn } from '../../db/hot-lookup.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';

forEachDatabase('findOneByUniqueColumn', (database) => {
  let db: DataSource;
  before(async () => {
    db = await openFreshDatabase(database);
  });
  after(async () => db.destroy());

  it('hydrates exactly what findOneBy returns (dates, booleans, nulls)', async () => {
    const created = await createAccount(
      db.manager,
      { email: 'hot@example.com', passwordHash: null, emailVerified: true },
      'x'.repeat(32),
      new Date('2026-03-04T05:06:07.089Z'),
    );
    const viaTypeorm = await db.manager.findOneByOrFail(User, { id: created.id });
    for (const [column, value] of [
      ['id', created.id],
      ['apiKeyHash', created.apiKeyHash],
      ['email', 'hot@example.com'],
    ] as const) {
      const fast = await findOneByUniqueColumn(db, User, column, value);
      expect(fast).to.be.instanceOf(User);
      expect(fast).to.deep.equal(viaTypeorm);
    }
    expect(viaTypeorm.createdAt.toISOString()).to.equal('2026-03-04T05:06:07.089Z');
    expect(viaTypeorm.isActive).to.equal(true);
  });

  it('returns null for no match and never matches by injection', async () => {
    expect(await findOneByUniqueColumn(db, User, 'apiKeyHash', 'nope')).to.equal(null);
    expect(await findOneByUniqueColumn(db, User, 'email', "x' OR '1'='1")).to.equal(null);
  });
});
