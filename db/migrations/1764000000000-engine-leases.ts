import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { int, timestamp, varchar } from './table-helpers.js';

/** The embedded engine's lease: one process per database runs workflows (workflows/embedded/engine-lease.ts). */
export class EngineLeases1764000000000 implements MigrationInterface {
  name = 'EngineLeases1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'engine_leases',
        columns: [
          varchar('name', 64, { isPrimary: true }),
          varchar('holder_token', 64),
          varchar('holder_host', 255),
          int('holder_pid'),
          timestamp('acquired_at'),
          timestamp('expires_at'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'engine_leases');
  }
}
