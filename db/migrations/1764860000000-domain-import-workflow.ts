import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { addColumnIfAbsent, createIndexIfAbsent, dropColumnIfPresent, dropIndexIfPresent } from './guarded-steps.js';
import { timestamp } from './table-helpers.js';

/**
 * Bulk imports run as workflows of the orchestrator (workflows/domain-import.workflow.ts): the
 * engines keep an import going after a lost process, so the heartbeat by which an API process found
 * imports a dead one had left (`heartbeat_at` and its index) goes. Each step is guarded.
 */
const INDEX = 'ix_domain_imports_status_heartbeat_at';

export class DomainImportWorkflow1764860000000 implements MigrationInterface {
  name = 'DomainImportWorkflow1764860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'domain_imports', INDEX);
    await dropColumnIfPresent(queryRunner, 'domain_imports', 'heartbeat_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Nullable on the way back: the rows made meanwhile have no heartbeat to give it.
    await addColumnIfAbsent(queryRunner, 'domain_imports', timestamp('heartbeat_at', { isNullable: true }));
    await createIndexIfAbsent(
      queryRunner,
      'domain_imports',
      new TableIndex({ name: INDEX, columnNames: ['status', 'heartbeat_at'] }),
    );
  }
}
