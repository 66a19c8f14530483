import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { createIndexIfAbsent, dropIndexIfPresent } from './guarded-steps.js';

/**
 * Indexes on the status of scan jobs and webhook deliveries, so the queue-depth gauges that
 * Prometheus reads at every scrape (api/system/queue-depth-metrics.ts) count the few unfinished
 * rows from the index instead of reading every job and delivery ever made. Two guarded steps.
 */
export class QueueDepthIndexes1764730000000 implements MigrationInterface {
  name = 'QueueDepthIndexes1764730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexIfAbsent(
      queryRunner,
      'scan_jobs',
      new TableIndex({ name: 'ix_scan_jobs_status', columnNames: ['status'] }),
    );
    await createIndexIfAbsent(
      queryRunner,
      'webhook_deliveries',
      new TableIndex({ name: 'ix_webhook_deliveries_status', columnNames: ['status'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'webhook_deliveries', 'ix_webhook_deliveries_status');
    await dropIndexIfPresent(queryRunner, 'scan_jobs', 'ix_scan_jobs_status');
  }
}
