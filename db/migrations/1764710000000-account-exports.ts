import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, int, timestamp, varchar } from './table-helpers.js';

/**
 * Archives of an account's data made by the export workflow (large accounts), kept in the database
 * like report PDFs so every API process and worker reads the same bytes, and deleted with the account.
 */
export class AccountExports1764710000000 implements MigrationInterface {
  name = 'AccountExports1764710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'account_exports',
        columns: [
          varchar('id', 32, { isPrimary: true }),
          int('user_id'),
          varchar('status', 16),
          int('size_bytes', { isNullable: true }),
          varchar('sha256', 64, { isNullable: true }),
          varchar('failure', 255, { isNullable: true }),
          createdAt(),
          timestamp('finished_at', { isNullable: true }),
          timestamp('expires_at'),
        ],
        indices: [new TableIndex({ name: 'ix_account_exports_user_id', columnNames: ['user_id'] })],
        foreignKeys: [cascade('fk_account_exports_user', 'user_id', 'users', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'account_export_chunks',
        columns: [
          varchar('export_id', 32, { isPrimary: true }),
          int('seq', { isPrimary: true }),
          { name: 'data', type: 'blob' },
        ],
        foreignKeys: [cascade('fk_account_export_chunks_export', 'export_id', 'account_exports', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'account_export_chunks');
    await dropTableIfPresent(queryRunner, 'account_exports');
  }
}
