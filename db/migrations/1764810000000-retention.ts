import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createIndexIfAbsent, createTableIfAbsent, dropIndexIfPresent, dropTableIfPresent } from './guarded-steps.js';
import { int, timestamp, varchar } from './table-helpers.js';

/**
 * The retention purge (docs/retention.md): `retention_cursors`, where a purge step that walks a
 * table by id stopped, and an index on the embedded engine's runs by (status, finished_at), so the
 * purge of finished runs reads only old finished ones instead of every run ever made. One guarded
 * step each.
 */
export class Retention1764810000000 implements MigrationInterface {
  name = 'Retention1764810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'retention_cursors',
        columns: [varchar('name', 64, { isPrimary: true }), int('last_id'), timestamp('updated_at')],
      }),
    );
    await createIndexIfAbsent(
      queryRunner,
      'workflow_runs',
      new TableIndex({ name: 'ix_workflow_runs_status_finished_at', columnNames: ['status', 'finished_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'workflow_runs', 'ix_workflow_runs_status_finished_at');
    await dropTableIfPresent(queryRunner, 'retention_cursors');
  }
}
