import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { timestamp, varchar } from './table-helpers.js';

/**
 * Issue 29, findings 2 and 5: why a webhook endpoint is disabled (`disabled_reason`: failures, or
 * the account's recovery by a password reset), and each monitored domain's ownership verification
 * (its token, when and how it was last proven, the last check and what it found). Columns only, all
 * nullable: existing rows need no rewrite beyond naming the reason of endpoints already
 * auto-disabled. (Another change of issue 29 makes migrations crash-safe on MySQL; this one adds
 * columns only, each ADD COLUMN its own statement.)
 */
export class Ownership1764620000000 implements MigrationInterface {
  name = 'Ownership1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('webhook_endpoints', [
      new TableColumn(varchar('disabled_reason', 32, { isNullable: true })),
    ]);
    // Every endpoint disabled so far was disabled by consecutive failures (by hand leaves disabled_at null).
    await queryRunner.query(
      "UPDATE webhook_endpoints SET disabled_reason = 'consecutive_failures' WHERE disabled_at IS NOT NULL",
    );
    await queryRunner.addColumns('monitored_domains', [
      new TableColumn(varchar('verification_token', 64, { isNullable: true })),
      new TableColumn(timestamp('verified_at', { isNullable: true })),
      new TableColumn(varchar('verification_method', 8, { isNullable: true })),
      new TableColumn(timestamp('verification_checked_at', { isNullable: true })),
      new TableColumn(varchar('verification_failure', 255, { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'verification_failure',
      'verification_checked_at',
      'verification_method',
      'verified_at',
      'verification_token',
    ]) {
      await queryRunner.dropColumn('monitored_domains', column);
    }
    await queryRunner.dropColumn('webhook_endpoints', 'disabled_reason');
  }
}
