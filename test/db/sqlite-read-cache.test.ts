import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { createAccount } from '../../api/accounts/account.service.js';
import { Session } from '../../db/entities/session.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { findOneByUniqueColumn } from '../../db/hot-lookup.js';
import { READ_CACHE_MAX_ENTRIES, sqliteReadCache } from '../../db/sqlite-read-cache.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';

const SECRET = 'x'.repeat(32);
const CREATED = new Date('2026-03-04T05:06:07.089Z');

async function newUser(db: DataSource, email: string): Promise<User> {
  return createAccount(db.manager, { email, passwordHash: null, emailVerified: false }, SECRET, CREATED);
}

const byKeyHash = (db: DataSource, user: User) => findOneByUniqueColumn(db, User, 'apiKeyHash', user.apiKeyHash);

// What every caller relies on, cache or not: a lookup right after a write sees the write.
forEachDatabase('single-row lookups see every write at once', (database) => {
  let db: DataSource;
  before(async () => {
    db = await openFreshDatabase(database);
  });
  after(async () => db.destroy());

  it('reflects updates through TypeORM and raw SQL, and deletions, on the next lookup', async () => {
    const user = await newUser(db, 'writes@example.com');
    expect((await byKeyHash(db, user))?.plan).to.equal('free');
    await db.manager.update(User, { id: user.id }, { plan: 'professional', isActive: false });
    expect(await byKeyHash(db, user)).to.include({ plan: 'professional', isActive: false });
    await db.query(`UPDATE ${db.driver.escape('users')} SET ${db.driver.escape('scans_this_month')} = 7`);
    expect((await byKeyHash(db, user))?.scansThisMonth).to.equal(7);
    await db.manager.delete(User, { id: user.id });
    expect(await byKeyHash(db, user)).to.equal(null);
  });

  it('hands every caller its own copy: editing one result does not change the next', async () => {
    const user = await newUser(db, 'copies@example.com');
    const first = (await byKeyHash(db, user)) as User;
    first.plan = 'enterprise';
    first.createdAt.setTime(0);
    const second = (await byKeyHash(db, user)) as User;
    expect(second).to.not.equal(first);
    expect(second.plan).to.equal('free');
    expect(second.createdAt.toISOString()).to.equal(CREATED.toISOString());
  });

  it('inside a transaction sees its uncommitted write, and after the rollback the committed row', async () => {
    const user = await newUser(db, 'rollback@example.com');
    expect((await byKeyHash(db, user))?.plan).to.equal('free');
    const rolledBack = new Error('roll back');
    const inside = await db
      .transaction(async (manager) => {
        await manager.update(User, { id: user.id }, { plan: 'msp' });
        const seen = await byKeyHash(db, user);
        throw Object.assign(rolledBack, { seen });
      })
      .catch((error: Error & { seen?: User | null }) => error.seen);
    // MySQL reads outside the transaction's connection: the committed row; SQLite shares the connection.
    expect(inside?.plan).to.equal(database.name === 'sqlite' ? 'msp' : 'free');
    expect((await byKeyHash(db, user))?.plan).to.equal('free');
  });
});

describe('SQLite read cache', () => {
  let dir: string;
  let db: DataSource;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rampart-read-cache-'));
    db = await openFreshDatabase({
      name: 'sqlite',
      config: { kind: 'sqlite', path: join(dir, 'cache.db'), url: `sqlite:${join(dir, 'cache.db')}` },
    });
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a row once read and serves the same entity as an uncached read', async () => {
    const user = await newUser(db, 'kept@example.com');
    const cache = sqliteReadCache(db);
    expect(cache).to.not.equal(null);
    const first = await byKeyHash(db, user);
    expect(cache?.size).to.equal(1);
    const second = await byKeyHash(db, user);
    expect(second).to.be.instanceOf(User);
    expect(second).to.deep.equal(first);
    expect(second).to.deep.equal(await db.manager.findOneByOrFail(User, { id: user.id }));
    // Misses are not kept: a stream of invalid keys cannot fill the cache.
    expect(await findOneByUniqueColumn(db, User, 'apiKeyHash', 'no such key')).to.equal(null);
    expect(cache?.size).to.equal(1);
  });

  it('empties itself when this connection writes to any table', async () => {
    const user = await newUser(db, 'other-table@example.com');
    await byKeyHash(db, user);
    expect(sqliteReadCache(db)?.size).to.equal(1);
    await db.manager.insert(Session, {
      id: 'session-1',
      userId: user.id,
      tokenHash: 'c'.repeat(64),
      csrfHash: 'd'.repeat(64),
      createdAt: CREATED,
      expiresAt: new Date(CREATED.getTime() + 60_000),
      revokedAt: null,
    } as Session);
    await findOneByUniqueColumn(db, User, 'apiKeyHash', 'no such key');
    expect(sqliteReadCache(db)?.size).to.equal(0);
  });

  it("sees another connection's commit to the same file on the next lookup", async () => {
    const user = await newUser(db, 'two-processes@example.com');
    expect((await byKeyHash(db, user))?.plan).to.equal('free');
    const other = await openFreshDatabase({
      name: 'sqlite',
      config: { kind: 'sqlite', path: join(dir, 'cache.db'), url: `sqlite:${join(dir, 'cache.db')}` },
    });
    try {
      await other.manager.update(User, { id: user.id }, { plan: 'professional', subscriptionStatus: 'past_due' });
    } finally {
      await other.destroy();
    }
    expect(await byKeyHash(db, user)).to.include({ plan: 'professional', subscriptionStatus: 'past_due' });
  });

  it('never fills from a read inside a transaction, nor from a read older than the latest write', async () => {
    const user = await newUser(db, 'tickets@example.com');
    const cache = sqliteReadCache(db);
    await db.transaction(async () => {
      expect(cache?.ticket()).to.equal(null);
      await byKeyHash(db, user);
    });
    expect(cache?.size).to.equal(0);
    const ticket = cache?.ticket() ?? null;
    await db.manager.update(User, { id: user.id }, { plan: 'professional' });
    cache?.ticket(); // the cache notices the write
    cache?.store(ticket, 'stale', user);
    expect(cache?.size).to.equal(0);
  });

  it(`holds at most ${READ_CACHE_MAX_ENTRIES} rows, dropping the oldest`, async () => {
    const user = await newUser(db, 'bounded@example.com');
    const cache = sqliteReadCache(db);
    const ticket = cache?.ticket() ?? null;
    for (let index = 0; index <= READ_CACHE_MAX_ENTRIES; index += 1) cache?.store(ticket, `key-${index}`, user);
    expect(cache?.size).to.equal(READ_CACHE_MAX_ENTRIES);
    expect(cache?.lookup('key-0', (entity) => entity)).to.equal(undefined);
    expect(cache?.lookup(`key-${READ_CACHE_MAX_ENTRIES}`, (entity) => entity)).to.equal(user);
  });
});

forEachDatabase('read cache driver', (database) => {
  it(
    database.name === 'sqlite' ? 'exists on SQLite' : 'does not exist on MySQL (other processes may write)',
    async () => {
      const db = await openFreshDatabase(database);
      try {
        expect(sqliteReadCache(db) === null).to.equal(database.name !== 'sqlite');
      } finally {
        await db.destroy();
      }
    },
  );
});
