import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent, guardedStep, isMysql } from './guarded-steps.js';
import { cascade, int, json, timestamp, varchar } from './table-helpers.js';

/**
 * Issue 14: metered API usage, payment-processor events (the idempotent webhook's unique rows),
 * each account's processor customer, and, on MySQL only, the burst rule's token buckets
 * (api/rate-limit/burst-buckets.ts; with SQLite they live in process memory).
 */
export class UsageAndBilling1764500000000 implements MigrationInterface {
  name = 'UsageAndBilling1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'api_usage',
        columns: [
          int('user_id', { isPrimary: true }),
          varchar('day', 10, { isPrimary: true }),
          varchar('method', 8, { isPrimary: true }),
          varchar('route', 200, { isPrimary: true }),
          varchar('status_class', 3, { isPrimary: true }),
          int('count'),
        ],
        indices: [new TableIndex({ name: 'ix_api_usage_user_id_day', columnNames: ['user_id', 'day'] })],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'processor_events',
        columns: [
          varchar('id', 255, { isPrimary: true }),
          varchar('type', 100),
          json('payload'),
          varchar('status', 16),
          int('attempts', { default: '0' }),
          int('retries', { default: '0' }),
          varchar('last_error', 1000, { isNullable: true }),
          timestamp('received_at'),
          timestamp('processed_at', { isNullable: true }),
          timestamp('failed_at', { isNullable: true }),
        ],
        indices: [new TableIndex({ name: 'ix_processor_events_received_at', columnNames: ['received_at'] })],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'billing_customers',
        columns: [
          int('user_id', { isPrimary: true }),
          varchar('customer_id', 255),
          varchar('subscription_id', 255, { isNullable: true }),
          timestamp('current_period_end', { isNullable: true }),
          timestamp('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'uq_billing_customers_customer_id', columnNames: ['customer_id'], isUnique: true }),
        ],
        foreignKeys: [cascade('fk_billing_customers_user', 'user_id', 'users', 'id')],
      }),
    );
    if (isMysql(queryRunner)) {
      // Raw SQL: read and written only by burst-buckets.ts's own statements, like rate_limit_counters.
      await guardedStep({
        isDone: () => queryRunner.hasTable('rate_limit_buckets'),
        run: async () => {
          await queryRunner.query(
            `CREATE TABLE IF NOT EXISTS \`rate_limit_buckets\` (
              \`key\` VARCHAR(255) CHARACTER SET ascii NOT NULL,
              \`tat\` BIGINT NOT NULL,
              PRIMARY KEY (\`key\`)
            ) ENGINE = InnoDB`,
          );
        },
      });
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) await dropTableIfPresent(queryRunner, 'rate_limit_buckets');
    await dropTableIfPresent(queryRunner, 'billing_customers');
    await dropTableIfPresent(queryRunner, 'processor_events');
    await dropTableIfPresent(queryRunner, 'api_usage');
  }
}
