import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, int, json, timestamp, varchar } from './table-helpers.js';

/** Issued PDF reports, their bytes, and accounts' white-label branding. */
export class Reports1764400000000 implements MigrationInterface {
  name = 'Reports1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'reports',
        columns: [
          varchar('id', 11, { isPrimary: true }),
          int('job_id'),
          int('user_id', { isNullable: true }),
          varchar('domain', 253),
          varchar('grade', 1),
          int('score'),
          varchar('scoring_version', 32),
          timestamp('scanned_at'),
          timestamp('issued_at'),
          varchar('pdf_sha256', 64),
          int('pdf_size'),
          varchar('signature', 100),
          varchar('signing_key_id', 16),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'uq_reports_job_id', columnNames: ['job_id'], isUnique: true }),
          new TableIndex({ name: 'ix_reports_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          cascade('fk_reports_job', 'job_id', 'scan_jobs', 'id'),
          cascade('fk_reports_user', 'user_id', 'users', 'id'),
        ],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'report_pdf_chunks',
        columns: [
          varchar('report_id', 11, { isPrimary: true }),
          int('seq', { isPrimary: true }),
          { name: 'data', type: 'blob' },
        ],
        foreignKeys: [cascade('fk_report_pdf_chunks_report', 'report_id', 'reports', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'report_branding',
        columns: [
          int('user_id', { isPrimary: true }),
          varchar('company_name', 100),
          varchar('accent_color', 7),
          json('logo', { isNullable: true }),
          createdAt(),
          timestamp('updated_at'),
        ],
        foreignKeys: [cascade('fk_report_branding_user', 'user_id', 'users', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'report_branding');
    await dropTableIfPresent(queryRunner, 'report_pdf_chunks');
    await dropTableIfPresent(queryRunner, 'reports');
  }
}
