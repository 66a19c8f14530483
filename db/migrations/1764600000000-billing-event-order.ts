import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { addColumnIfAbsent, dropColumnIfPresent } from './guarded-steps.js';

/**
 * Issue 29: the `created` time (Unix seconds) of the newest processor event applied to an account,
 * so a late, older event (the processor does not guarantee order and retries for days) no longer
 * overwrites newer state, such as a stale `customer.subscription.updated` bringing back a
 * cancelled subscription (activities/billing/event-order.ts). One guarded step (guarded-steps.ts).
 */
export class BillingEventOrder1764600000000 implements MigrationInterface {
  name = 'BillingEventOrder1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(
      queryRunner,
      'billing_customers',
      new TableColumn({ name: 'last_event_created', type: 'bigint', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumnIfPresent(queryRunner, 'billing_customers', 'last_event_created');
  }
}
