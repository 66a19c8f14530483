import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { bool, cascade, createdAt, idColumn, int, json, timestamp, varchar } from './table-helpers.js';

/** Webhook endpoints, their deliveries and each delivery's attempts. */
export class Webhooks1764200000000 implements MigrationInterface {
  name = 'Webhooks1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'webhook_endpoints',
        columns: [
          idColumn(),
          int('user_id'),
          varchar('url', 2048),
          varchar('description', 255, { isNullable: true }),
          json('enabled_events'),
          varchar('secret_encrypted', 255),
          bool('is_active', true),
          int('consecutive_failures', { default: '0' }),
          createdAt(),
          timestamp('updated_at'),
          timestamp('last_attempt_at', { isNullable: true }),
          timestamp('last_success_at', { isNullable: true }),
          timestamp('last_failure_at', { isNullable: true }),
          timestamp('disabled_at', { isNullable: true }),
        ],
        indices: [new TableIndex({ name: 'ix_webhook_endpoints_user_id_id', columnNames: ['user_id', 'id'] })],
        foreignKeys: [cascade('fk_webhook_endpoints_user', 'user_id', 'users', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'webhook_deliveries',
        columns: [
          idColumn(),
          int('endpoint_id'),
          varchar('event_id', 36),
          varchar('event_type', 64),
          int('series', { default: '1' }),
          int('redelivery_of', { isNullable: true }),
          bool('is_test', false),
          json('payload'),
          varchar('status', 16),
          int('attempt_count', { default: '0' }),
          varchar('failure_reason', 500, { isNullable: true }),
          createdAt(),
          timestamp('next_attempt_at', { isNullable: true }),
          timestamp('completed_at', { isNullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'uq_webhook_deliveries_endpoint_event_series',
            columnNames: ['endpoint_id', 'event_id', 'series'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_webhook_deliveries_endpoint_id_id', columnNames: ['endpoint_id', 'id'] }),
          new TableIndex({ name: 'ix_webhook_deliveries_created_at', columnNames: ['created_at'] }),
        ],
        foreignKeys: [cascade('fk_webhook_deliveries_endpoint', 'endpoint_id', 'webhook_endpoints', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'webhook_attempts',
        columns: [
          idColumn(),
          int('delivery_id'),
          int('attempt'),
          timestamp('attempted_at'),
          { name: 'succeeded', type: 'boolean' },
          int('response_status', { isNullable: true }),
          int('duration_ms'),
          varchar('response_body', 1024, { isNullable: true }),
          varchar('error', 500, { isNullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'uq_webhook_attempts_delivery_attempt',
            columnNames: ['delivery_id', 'attempt'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascade('fk_webhook_attempts_delivery', 'delivery_id', 'webhook_deliveries', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'webhook_attempts');
    await dropTableIfPresent(queryRunner, 'webhook_deliveries');
    await dropTableIfPresent(queryRunner, 'webhook_endpoints');
  }
}
