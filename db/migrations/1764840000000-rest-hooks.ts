import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { addColumnIfAbsent, createIndexIfAbsent, dropColumnIfPresent, dropIndexIfPresent } from './guarded-steps.js';
import { json, varchar } from './table-helpers.js';

/**
 * REST Hook subscriptions of automation platforms (core/hooks/hook-rules.ts) live in
 * `webhook_endpoints` beside the user's endpoints, so deliveries, signing, retries and dead letters
 * are the endpoints' own: `kind` tells them apart (existing rows are endpoints, the default) and
 * `hook_filters` holds a hook's filters. The index serves "this account's hooks" and "this account's
 * endpoints". One guarded step each.
 */
export class RestHooks1764840000000 implements MigrationInterface {
  name = 'RestHooks1764840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(
      queryRunner,
      'webhook_endpoints',
      new TableColumn(varchar('kind', 16, { default: "'endpoint'" })),
    );
    await addColumnIfAbsent(
      queryRunner,
      'webhook_endpoints',
      new TableColumn(json('hook_filters', { isNullable: true })),
    );
    await createIndexIfAbsent(
      queryRunner,
      'webhook_endpoints',
      new TableIndex({ name: 'ix_webhook_endpoints_user_id_kind', columnNames: ['user_id', 'kind'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexIfPresent(queryRunner, 'webhook_endpoints', 'ix_webhook_endpoints_user_id_kind');
    await dropColumnIfPresent(queryRunner, 'webhook_endpoints', 'hook_filters');
    await dropColumnIfPresent(queryRunner, 'webhook_endpoints', 'kind');
  }
}
