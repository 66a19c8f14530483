/**
 * The guarded migration steps (db/migrations/guarded-steps.ts) on both databases: each one done
 * twice changes the schema once and the second time sends no schema statement, so a rerun after a
 * crash sends only what is still to do.
 */
import { expect } from 'chai';
import { Table, TableForeignKey, TableIndex } from 'typeorm';
import {
  addColumnIfAbsent,
  createForeignKeyIfAbsent,
  createIndexIfAbsent,
  createTableIfAbsent,
  dropColumnIfPresent,
  dropForeignKeyIfPresent,
  dropIndexIfPresent,
  dropTableIfPresent,
  guardedStep,
} from '../../db/migrations/guarded-steps.js';
import { idColumn, int, varchar } from '../../db/migrations/table-helpers.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { watchSchemaStatements } from './migration-kit/schema-statements.js';

forEachDatabase('guarded migration steps', (database) => {
  it('change the schema once when run twice, and send nothing the second time', async () => {
    const db = await openFreshDatabase(database);
    const sent: string[] = [];
    watchSchemaStatements(db, (sql) => sent.push(sql));
    const runner = db.createQueryRunner();
    const twice = async (step: () => Promise<void>): Promise<number> => {
      await step();
      const before = sent.length;
      await step();
      return sent.length - before;
    };
    try {
      const probe = new Table({ name: 'guard_probe', columns: [idColumn(), int('user_id')] });
      expect(await twice(() => createTableIfAbsent(runner, probe))).to.equal(0);
      expect(
        await twice(() => addColumnIfAbsent(runner, 'guard_probe', varchar('label', 20, { isNullable: true }))),
      ).to.equal(0);
      const index = new TableIndex({ name: 'ix_guard_probe_label', columnNames: ['label'] });
      expect(await twice(() => createIndexIfAbsent(runner, 'guard_probe', index))).to.equal(0);
      const foreignKey = new TableForeignKey({
        name: 'fk_guard_probe_user',
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
      expect(await twice(() => createForeignKeyIfAbsent(runner, 'guard_probe', foreignKey))).to.equal(0);
      let backfills = 0;
      const backfill = () =>
        guardedStep({
          isDone: async () => (await runner.query('SELECT COUNT(*) AS n FROM guard_probe'))[0].n > 0,
          run: async () => {
            backfills += 1;
            await runner.query('INSERT INTO guard_probe (user_id, label) SELECT id, email FROM users');
          },
        });
      await runner.query(
        "INSERT INTO users (email, api_key_hash, api_key_nonce, api_key_created_at, quota_period, created_at) VALUES ('a@example.com', 'h', 'n', '2026-01-01 00:00:00', '2026-01', '2026-01-01 00:00:00')",
      );
      await twice(backfill);
      expect(backfills).to.equal(1);

      const table = await runner.getTable('guard_probe');
      expect(table?.columns.map((column) => column.name)).to.deep.equal(['id', 'user_id', 'label']);
      expect(table?.indices.map((each) => each.name)).to.include('ix_guard_probe_label');
      expect(table?.foreignKeys.map((each) => each.name)).to.deep.equal(['fk_guard_probe_user']);

      expect(await twice(() => dropForeignKeyIfPresent(runner, 'guard_probe', 'fk_guard_probe_user'))).to.equal(0);
      expect(await twice(() => dropIndexIfPresent(runner, 'guard_probe', 'ix_guard_probe_label'))).to.equal(0);
      expect(await twice(() => dropColumnIfPresent(runner, 'guard_probe', 'label'))).to.equal(0);
      const after = await runner.getTable('guard_probe');
      expect(after?.foreignKeys).to.have.length(0);
      expect(after?.columns.map((column) => column.name)).to.deep.equal(['id', 'user_id']);
      expect(await twice(() => dropTableIfPresent(runner, 'guard_probe'))).to.equal(0);
      expect(await runner.hasTable('guard_probe')).to.equal(false);
    } finally {
      await runner.release();
      await db.destroy();
    }
  });

  it('refuse an unnamed index: a rerun could not find it', async () => {
    const db = await openFreshDatabase(database);
    const runner = db.createQueryRunner();
    try {
      const unnamed = new TableIndex({ columnNames: ['email'] });
      const error = await createIndexIfAbsent(runner, 'users', unnamed).catch((caught: Error) => caught);
      expect(String(error)).to.match(/needs a name/);
    } finally {
      await runner.release();
      await db.destroy();
    }
  });
});
