import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { bool, cascade, createdAt, idColumn, int, json, timestamp, varchar } from './table-helpers.js';

/** Monitored domains, their alerts and the accounts' alert preferences. */
export class Monitoring1764300000000 implements MigrationInterface {
  name = 'Monitoring1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'monitored_domains',
        columns: [
          idColumn(),
          int('user_id'),
          varchar('domain', 253),
          varchar('scan_frequency', 16),
          bool('alert_on_score_drop', true),
          { ...int('alert_threshold'), default: '10' },
          bool('badge_enabled', false),
          timestamp('badge_published_at', { isNullable: true }),
          json('alert_state', { isNullable: true }),
          int('last_evaluated_job_id', { isNullable: true }),
          varchar('last_scheduled_run', 128, { isNullable: true }),
          int('last_scheduled_job_id', { isNullable: true }),
          createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'uq_monitored_domains_user_id_domain',
            columnNames: ['user_id', 'domain'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_monitored_domains_domain', columnNames: ['domain'] }),
        ],
        foreignKeys: [cascade('fk_monitored_domains_user', 'user_id', 'users', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'alerts',
        columns: [
          idColumn(),
          int('user_id'),
          int('domain_id'),
          varchar('domain', 253),
          int('job_id'),
          varchar('condition_key', 191),
          varchar('alert_type', 32),
          varchar('severity', 16),
          varchar('title', 255),
          varchar('message', 2000),
          varchar('old_value', 2000),
          varchar('new_value', 2000),
          int('score'),
          varchar('grade', 2),
          bool('is_read', false),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'ix_alerts_user_id_id', columnNames: ['user_id', 'id'] }),
          new TableIndex({
            name: 'uq_alerts_domain_id_job_id_condition',
            columnNames: ['domain_id', 'job_id', 'condition_key'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          cascade('fk_alerts_user', 'user_id', 'users', 'id'),
          cascade('fk_alerts_domain', 'domain_id', 'monitored_domains', 'id'),
        ],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'alert_preferences',
        columns: [
          { ...int('user_id'), isPrimary: true },
          bool('score_drop', true),
          bool('critical_issue', true),
          bool('cert_expiry', true),
          bool('config_change', true),
        ],
        foreignKeys: [cascade('fk_alert_preferences_user', 'user_id', 'users', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'alert_preferences');
    await dropTableIfPresent(queryRunner, 'alerts');
    await dropTableIfPresent(queryRunner, 'monitored_domains');
  }
}
