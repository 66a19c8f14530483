import { expect } from 'chai';
import { createDataSource } from '../../db/data-source.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';

forEachDatabase('migrations', (database) => {
  it('build exactly the schema the entities describe (no drift)', async () => {
    const db = await openFreshDatabase(database);
    try {
      const pending = await db.driver.createSchemaBuilder().log();
      const statements = pending.upQueries.map((query) => query.query);
      expect(statements, statements.join('\n')).to.deep.equal([]);
    } finally {
      await db.destroy();
    }
  });

  it('run down and up again cleanly', async () => {
    const db = await openFreshDatabase(database);
    try {
      for (let i = 0; i < db.migrations.length; i += 1) await db.undoLastMigration();
      const tables = await db.createQueryRunner().getTables(['users', 'sessions', 'one_time_tokens']);
      expect(tables).to.have.length(0);
      const applied = await db.runMigrations();
      expect(applied.map((m) => m.name)).to.deep.equal(db.migrations.map((m) => m.name));
    } finally {
      await db.destroy();
    }
  });

  it('are idempotent: a second run applies nothing', async () => {
    const db = await openFreshDatabase(database);
    try {
      expect(await db.runMigrations()).to.deep.equal([]);
    } finally {
      await db.destroy();
    }
  });

  it('are not run by synchronize outside tests', async () => {
    expect((await createDataSource(database.config)).options.synchronize ?? false).to.equal(false);
  });
});
