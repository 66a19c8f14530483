import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { addColumnIfAbsent, createTableIfAbsent, dropColumnIfPresent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, int, json, timestamp, varchar } from './table-helpers.js';

/**
 * Scheduled client reports (docs/portfolio.md, "Client reports"): each client's settings (nullable
 * columns: clients from before have reports off), the issued reports (one per client and period)
 * and their PDF bytes. Each table and column is its own guarded step.
 */
const SETTINGS_COLUMNS = [
  varchar('report_frequency', 8, { isNullable: true }),
  json('report_recipients', { isNullable: true }),
  timestamp('reports_since', { isNullable: true }),
];

export class ClientReports1764850000000 implements MigrationInterface {
  name = 'ClientReports1764850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of SETTINGS_COLUMNS) await addColumnIfAbsent(queryRunner, 'clients', column);
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'client_reports',
        columns: [
          varchar('id', 11, { isPrimary: true }),
          int('user_id'),
          int('client_id', { isNullable: true }),
          varchar('client_name', 120),
          varchar('period', 32),
          timestamp('period_start'),
          timestamp('period_end'),
          int('domain_count'),
          int('average_score', { isNullable: true }),
          varchar('grade', 1, { isNullable: true }),
          timestamp('issued_at'),
          varchar('pdf_sha256', 64),
          int('pdf_size'),
          varchar('signature', 100),
          varchar('signing_key_id', 16),
          json('recipients'),
          json('mailed_to'),
          timestamp('mailed_at', { isNullable: true }),
          createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'uq_client_reports_client_id_period',
            columnNames: ['client_id', 'period'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_client_reports_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          cascade('fk_client_reports_user', 'user_id', 'users', 'id'),
          // A removed client's reports stay verifiable.
          new TableForeignKey({
            name: 'fk_client_reports_client',
            columnNames: ['client_id'],
            referencedTableName: 'clients',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'client_report_pdf_chunks',
        columns: [
          varchar('report_id', 11, { isPrimary: true }),
          int('seq', { isPrimary: true }),
          { name: 'data', type: 'blob' },
        ],
        foreignKeys: [cascade('fk_client_report_pdf_chunks_report', 'report_id', 'client_reports', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'client_report_pdf_chunks');
    await dropTableIfPresent(queryRunner, 'client_reports');
    for (const column of [...SETTINGS_COLUMNS].reverse())
      await dropColumnIfPresent(queryRunner, 'clients', column.name);
  }
}
