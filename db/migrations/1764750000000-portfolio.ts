import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import {
  addColumnIfAbsent,
  createForeignKeyIfAbsent,
  createIndexIfAbsent,
  createTableIfAbsent,
  dropColumnIfPresent,
  dropForeignKeyIfPresent,
  dropIndexIfPresent,
  dropTableIfPresent,
} from './guarded-steps.js';
import { bool, cascade, createdAt, idColumn, int, json, timestamp, varchar } from './table-helpers.js';

/**
 * The MSP portfolio (docs/portfolio.md): clients, tags of monitored domains, each monitored domain's
 * latest standing kept on its row (so a portfolio of thousands is one indexed read, not a scan of
 * every report), its open findings with their first-seen dates, the grade moves over time, and bulk imports with their per-line results. Tables
 * and columns are each their own guarded step; every new column is nullable, so rows from before
 * read as "no client" and "not scanned yet" until the next evaluated scan.
 */
const STANDING_COLUMNS = [
  int('last_job_id', { isNullable: true }),
  int('last_score', { isNullable: true }),
  varchar('last_grade', 2, { isNullable: true }),
  timestamp('last_scanned_at', { isNullable: true }),
  int('previous_score', { isNullable: true }),
  int('last_critical_issues', { isNullable: true }),
];

const CLIENT_FK = 'fk_monitored_domains_client';
const CLIENT_INDEX = 'ix_monitored_domains_user_id_client_id';

export class Portfolio1764750000000 implements MigrationInterface {
  name = 'Portfolio1764750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'clients',
        columns: [idColumn(), int('user_id'), varchar('name', 120), createdAt()],
        indices: [
          new TableIndex({ name: 'uq_clients_user_id_name', columnNames: ['user_id', 'name'], isUnique: true }),
        ],
        foreignKeys: [cascade('fk_clients_user', 'user_id', 'users', 'id')],
      }),
    );
    await addColumnIfAbsent(queryRunner, 'monitored_domains', int('client_id', { isNullable: true }));
    for (const column of STANDING_COLUMNS) await addColumnIfAbsent(queryRunner, 'monitored_domains', column);
    await createIndexIfAbsent(
      queryRunner,
      'monitored_domains',
      new TableIndex({ name: CLIENT_INDEX, columnNames: ['user_id', 'client_id'] }),
    );
    // A client's removal leaves its domains monitored, unassigned.
    await createForeignKeyIfAbsent(
      queryRunner,
      'monitored_domains',
      new TableForeignKey({
        name: CLIENT_FK,
        columnNames: ['client_id'],
        referencedTableName: 'clients',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'domain_tags',
        columns: [idColumn(), int('user_id'), int('domain_id'), varchar('tag', 40)],
        indices: [
          new TableIndex({ name: 'uq_domain_tags_domain_id_tag', columnNames: ['domain_id', 'tag'], isUnique: true }),
          new TableIndex({ name: 'ix_domain_tags_user_id_tag', columnNames: ['user_id', 'tag'] }),
        ],
        foreignKeys: [cascade('fk_domain_tags_domain', 'domain_id', 'monitored_domains', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'domain_grade_changes',
        columns: [
          idColumn(),
          int('user_id'),
          int('domain_id'),
          int('job_id'),
          varchar('from_grade', 2),
          varchar('to_grade', 2),
          createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'uq_domain_grade_changes_domain_id_job_id',
            columnNames: ['domain_id', 'job_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'ix_domain_grade_changes_user_id_created_at',
            columnNames: ['user_id', 'created_at'],
          }),
        ],
        foreignKeys: [cascade('fk_domain_grade_changes_domain', 'domain_id', 'monitored_domains', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'domain_findings',
        columns: [
          idColumn(),
          int('user_id'),
          int('domain_id'),
          varchar('code', 191),
          varchar('severity', 16),
          varchar('finding', 2000),
          timestamp('first_seen_at'),
          int('last_job_id'),
        ],
        indices: [
          new TableIndex({
            name: 'uq_domain_findings_domain_id_code',
            columnNames: ['domain_id', 'code'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_domain_findings_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [cascade('fk_domain_findings_domain', 'domain_id', 'monitored_domains', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'domain_imports',
        columns: [
          idColumn(),
          int('user_id'),
          varchar('idempotency_key', 100, { isNullable: true }),
          varchar('status', 16),
          bool('dry_run', false),
          int('total'),
          int('processed'),
          int('added'),
          int('failed'),
          json('lines'),
          json('results'),
          createdAt(),
          timestamp('heartbeat_at'),
          timestamp('finished_at', { isNullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'uq_domain_imports_user_id_key',
            columnNames: ['user_id', 'idempotency_key'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_domain_imports_status_heartbeat_at', columnNames: ['status', 'heartbeat_at'] }),
        ],
        foreignKeys: [cascade('fk_domain_imports_user', 'user_id', 'users', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'domain_imports');
    await dropTableIfPresent(queryRunner, 'domain_findings');
    await dropTableIfPresent(queryRunner, 'domain_grade_changes');
    await dropTableIfPresent(queryRunner, 'domain_tags');
    await dropForeignKeyIfPresent(queryRunner, 'monitored_domains', CLIENT_FK);
    await dropIndexIfPresent(queryRunner, 'monitored_domains', CLIENT_INDEX);
    for (const column of [...STANDING_COLUMNS].reverse()) {
      await dropColumnIfPresent(queryRunner, 'monitored_domains', column.name);
    }
    await dropColumnIfPresent(queryRunner, 'monitored_domains', 'client_id');
    await dropTableIfPresent(queryRunner, 'clients');
  }
}
