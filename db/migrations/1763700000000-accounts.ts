import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { bool, createdAt, idColumn, int, timestamp, varchar } from './table-helpers.js';

/** Accounts, sign-in sessions and one-time tokens. */
export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          varchar('email', 254),
          varchar('password_hash', 100, { isNullable: true }),
          varchar('api_key_hash', 64),
          varchar('api_key_nonce', 64),
          timestamp('api_key_created_at'),
          varchar('plan', 32, { default: "'free'" }),
          varchar('subscription_status', 32, { default: "'active'" }),
          bool('is_active', true),
          timestamp('email_verified_at', { isNullable: true }),
          timestamp('verification_sent_at', { isNullable: true }),
          varchar('google_subject', 255, { isNullable: true }),
          int('scans_this_month', { default: '0' }),
          varchar('quota_period', 7),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'uq_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({ name: 'uq_users_api_key_hash', columnNames: ['api_key_hash'], isUnique: true }),
          new TableIndex({ name: 'uq_users_google_subject', columnNames: ['google_subject'], isUnique: true }),
        ],
      }),
    );

    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'sessions',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          int('user_id'),
          varchar('token_hash', 64),
          varchar('csrf_hash', 64),
          timestamp('expires_at'),
          timestamp('revoked_at', { isNullable: true }),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'ix_sessions_user_id', columnNames: ['user_id'] }),
          new TableIndex({ name: 'uq_sessions_token_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_sessions_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'one_time_tokens',
        columns: [
          idColumn(),
          int('user_id'),
          varchar('purpose', 32),
          varchar('token_hash', 64),
          timestamp('expires_at'),
          timestamp('used_at', { isNullable: true }),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'ix_one_time_tokens_user_id', columnNames: ['user_id'] }),
          new TableIndex({ name: 'uq_one_time_tokens_token_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_one_time_tokens_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'one_time_tokens');
    await dropTableIfPresent(queryRunner, 'sessions');
    await dropTableIfPresent(queryRunner, 'users');
  }
}
