import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, idColumn, int, json, timestamp, varchar } from './table-helpers.js';

/**
 * The `Idempotency-Key` reservations and stored responses (api/idempotency/). One table, created
 * with its unique (account, key) index, its expiry index and its foreign key in one guarded step.
 */
export class IdempotencyKeys1764720000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'idempotency_keys',
        columns: [
          idColumn(),
          int('user_id'),
          varchar('key_hash', 64),
          varchar('fingerprint', 64),
          varchar('lock_token', 36),
          timestamp('locked_until'),
          int('response_status', { isNullable: true }),
          json('response', { isNullable: true }),
          createdAt(),
          timestamp('expires_at'),
        ],
        indices: [
          new TableIndex({
            name: 'uq_idempotency_keys_user_key',
            columnNames: ['user_id', 'key_hash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_idempotency_keys_expires_at', columnNames: ['expires_at'] }),
        ],
        foreignKeys: [cascade('fk_idempotency_keys_user', 'user_id', 'users', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'idempotency_keys');
  }
}
