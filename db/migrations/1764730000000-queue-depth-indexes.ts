import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { createIndexIfAbsent, dropIndexIfPresent } from './guarded-steps.js';

/**
 * An index on the status of webhook deliveries, so the queue-depth gauge that Prometheus reads at
 * every scrape (db/queue-depth-metrics.ts) counts the few pending rows from the index instead of
 * reading every delivery ever made. Scan jobs are counted through the (status, workflow_started_at)
 * index of 1764740000000, whose first column serves the same count. One guarded step.
 */
export class QueueDepthIndexes1764730000000 implements MigrationInterface {
  name = 'QueueDepthIndexes1764730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexIfAbsent(
      queryRunner,
      'webhook_deliveries',
      new TableIndex({ name: 'ix_webhook_deliveries_status', columnNames: ['status'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'webhook_deliveries', 'ix_webhook_deliveries_status');
  }
}
