import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { addColumnIfAbsent, createIndexIfAbsent, dropColumnIfPresent, dropIndexIfPresent } from './guarded-steps.js';
import { timestamp } from './table-helpers.js';

/**
 * The bulk import as its own outbox, as the scan job is (1764740000000): `workflow_started_at`, when
 * its workflow's start became durable (the embedded engine's run row, or Temporal's answer). On
 * Temporal the upload commits first and starts after; a running import still without it is what the
 * workflow start sweeper starts (workflows/event-dispatch.workflow.ts). Rows written before this
 * column stay null: a running one is swept once and its workflow, started in the upload's
 * transaction, answers "exists"; finished ones are never read for it. No backfill. Column and index,
 * one guarded step each.
 */
const INDEX = 'ix_domain_imports_status_workflow_started';

export class DomainImportOutbox1764890000000 implements MigrationInterface {
  name = 'DomainImportOutbox1764890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(
      queryRunner,
      'domain_imports',
      new TableColumn(timestamp('workflow_started_at', { isNullable: true })),
    );
    await createIndexIfAbsent(
      queryRunner,
      'domain_imports',
      new TableIndex({ name: INDEX, columnNames: ['status', 'workflow_started_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'domain_imports', INDEX);
    await dropColumnIfPresent(queryRunner, 'domain_imports', 'workflow_started_at');
  }
}
