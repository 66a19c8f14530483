import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, idColumn, int, json, varchar } from './table-helpers.js';

/**
 * The account activity log (core/account-activity/activity-types.ts): one table, its indices and
 * its foreign key in the one CREATE TABLE, so one guarded step (guarded-steps.ts).
 */
export class AccountActivity1764700000000 implements MigrationInterface {
  name = 'AccountActivity1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'account_activity',
        columns: [
          idColumn(),
          int('user_id'),
          varchar('type', 48),
          varchar('actor', 16),
          varchar('ip_address', 45, { isNullable: true }),
          varchar('user_agent', 255, { isNullable: true }),
          varchar('request_id', 64, { isNullable: true }),
          json('details'),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'ix_account_activity_user_id_id', columnNames: ['user_id', 'id'] }),
          new TableIndex({ name: 'ix_account_activity_user_id_ip', columnNames: ['user_id', 'ip_address'] }),
          new TableIndex({ name: 'ix_account_activity_created_at', columnNames: ['created_at'] }),
        ],
        foreignKeys: [cascade('fk_account_activity_user', 'user_id', 'users', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'account_activity');
  }
}
