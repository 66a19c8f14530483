import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { addColumnIfAbsent, dropColumnIfPresent } from './guarded-steps.js';
import { timestamp, varchar } from './table-helpers.js';

/**
 * Issue 29, findings 2 and 5: why a webhook endpoint is disabled (`disabled_reason`: failures, or
 * the account's recovery by a password reset), and each monitored domain's ownership verification
 * (its token, when and how it was last proven, the last check and what it found). Columns only, all
 * nullable, each ADD COLUMN its own guarded step (guarded-steps.ts); the one backfill names the
 * reason of endpoints already auto-disabled and is harmless when run twice.
 */
const VERIFICATION_COLUMNS = [
  varchar('verification_token', 64, { isNullable: true }),
  timestamp('verified_at', { isNullable: true }),
  varchar('verification_method', 8, { isNullable: true }),
  timestamp('verification_checked_at', { isNullable: true }),
  varchar('verification_failure', 255, { isNullable: true }),
];

export class Ownership1764620000000 implements MigrationInterface {
  name = 'Ownership1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(
      queryRunner,
      'webhook_endpoints',
      new TableColumn(varchar('disabled_reason', 32, { isNullable: true })),
    );
    // Every endpoint disabled so far was disabled by consecutive failures (by hand leaves disabled_at null).
    await queryRunner.query(
      "UPDATE webhook_endpoints SET disabled_reason = 'consecutive_failures' WHERE disabled_at IS NOT NULL AND disabled_reason IS NULL",
    );
    for (const column of VERIFICATION_COLUMNS) {
      await addColumnIfAbsent(queryRunner, 'monitored_domains', new TableColumn(column));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [...VERIFICATION_COLUMNS].reverse()) {
      await dropColumnIfPresent(queryRunner, 'monitored_domains', column.name);
    }
    await dropColumnIfPresent(queryRunner, 'webhook_endpoints', 'disabled_reason');
  }
}
