import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, idColumn, int, json, timestamp, varchar } from './table-helpers.js';

const text = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'text',
  ...extra,
});

/** Scan jobs and their in-flight module results; the embedded workflow engine's runs and steps. */
export class ScanJobsAndWorkflows1763800000000 implements MigrationInterface {
  name = 'ScanJobsAndWorkflows1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'scan_jobs',
        columns: [
          idColumn(),
          int('user_id', { isNullable: true }),
          varchar('source', 16),
          varchar('domain', 253),
          varchar('status', 16),
          json('requested_modules'),
          varchar('failure_reason', 500, { isNullable: true }),
          json('result', { isNullable: true }),
          json('report', { isNullable: true }),
          createdAt(),
          timestamp('started_at', { isNullable: true }),
          timestamp('finished_at', { isNullable: true }),
        ],
        indices: [new TableIndex({ name: 'ix_scan_jobs_user_id_id', columnNames: ['user_id', 'id'] })],
        foreignKeys: [cascade('fk_scan_jobs_user', 'user_id', 'users', 'id')],
      }),
    );

    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'scan_module_results',
        columns: [idColumn(), int('job_id'), varchar('module', 32), json('result'), createdAt()],
        indices: [
          new TableIndex({
            name: 'uq_scan_module_results_job_module',
            columnNames: ['job_id', 'module'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascade('fk_scan_module_results_job', 'job_id', 'scan_jobs', 'id')],
      }),
    );

    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'workflow_runs',
        columns: [
          varchar('id', 128, { isPrimary: true }),
          varchar('workflow_type', 64),
          varchar('status', 16),
          json('input'),
          json('result', { isNullable: true }),
          text('error', { isNullable: true }),
          createdAt(),
          timestamp('finished_at', { isNullable: true }),
        ],
        indices: [new TableIndex({ name: 'ix_workflow_runs_status', columnNames: ['status'] })],
      }),
    );

    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'workflow_steps',
        columns: [
          idColumn(),
          varchar('run_id', 128),
          varchar('step_key', 191),
          varchar('status', 16),
          json('result', { isNullable: true }),
          text('error', { isNullable: true }),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'uq_workflow_steps_run_key', columnNames: ['run_id', 'step_key'], isUnique: true }),
        ],
        foreignKeys: [cascade('fk_workflow_steps_run', 'run_id', 'workflow_runs', 'id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'workflow_steps');
    await dropTableIfPresent(queryRunner, 'workflow_runs');
    await dropTableIfPresent(queryRunner, 'scan_module_results');
    await dropTableIfPresent(queryRunner, 'scan_jobs');
  }
}
