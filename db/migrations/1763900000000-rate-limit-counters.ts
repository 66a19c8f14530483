import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTableIfPresent, guardedStep, isMysql } from './guarded-steps.js';

/**
 * The shared rate-limit counters (api/rate-limit/counter-stores.ts), on MySQL only: with SQLite the
 * counters live in process memory. The layout is rate-limiter-flexible's own for RateLimiterMySQL
 * (an ascii key, the points, the expiry in epoch milliseconds), written as raw SQL because the
 * library reads and writes it with its own statements. Until this migration the API created the
 * table at start; `IF NOT EXISTS` adopts a table made that way.
 */
export class RateLimitCounters1763900000000 implements MigrationInterface {
  name = 'RateLimitCounters1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await guardedStep({
      isDone: () => queryRunner.hasTable('rate_limit_counters'),
      run: async () => {
        await queryRunner.query(
          `CREATE TABLE IF NOT EXISTS \`rate_limit_counters\` (
            \`key\` VARCHAR(255) CHARACTER SET ascii NOT NULL,
            \`points\` INT NOT NULL DEFAULT 0,
            \`expire\` BIGINT UNSIGNED NULL,
            PRIMARY KEY (\`key\`)
          ) ENGINE = InnoDB`,
        );
      },
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await dropTableIfPresent(queryRunner, 'rate_limit_counters');
  }
}
