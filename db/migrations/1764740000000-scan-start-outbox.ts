import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { addColumnIfAbsent, createIndexIfAbsent, dropColumnIfPresent, dropIndexIfPresent } from './guarded-steps.js';
import { json, timestamp } from './table-helpers.js';

/**
 * The scan job as its own outbox: `workflow_started_at`, when its workflow's start became durable
 * (the engine's run row, Temporal's answer, or a monitor run's recorded start step). On Temporal the
 * submission commits first and starts after; a queued job still without it is what the scan start
 * sweeper starts. Rows written before this column stay null and are never read for it: the sweeper
 * looks at queued rows only, and an old queued row's workflow answers the start with "exists". No
 * backfill (a full-table UPDATE on a large table for nothing). Columns and index, one guarded step each.
 */
export class ScanStartOutbox1764740000000 implements MigrationInterface {
  name = 'ScanStartOutbox1764740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(
      queryRunner,
      'scan_jobs',
      new TableColumn(timestamp('workflow_started_at', { isNullable: true })),
    );
    await addColumnIfAbsent(queryRunner, 'scan_jobs', new TableColumn(json('dkim_selectors', { isNullable: true })));
    await createIndexIfAbsent(
      queryRunner,
      'scan_jobs',
      new TableIndex({ name: 'ix_scan_jobs_status_workflow_started', columnNames: ['status', 'workflow_started_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'scan_jobs', 'ix_scan_jobs_status_workflow_started');
    await dropColumnIfPresent(queryRunner, 'scan_jobs', 'dkim_selectors');
    await dropColumnIfPresent(queryRunner, 'scan_jobs', 'workflow_started_at');
  }
}
