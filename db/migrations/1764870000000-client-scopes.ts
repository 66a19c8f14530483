import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import {
  addColumnIfAbsent,
  createForeignKeyIfAbsent,
  createIndexIfAbsent,
  createTableIfAbsent,
  dropColumnIfPresent,
  dropForeignKeyIfPresent,
  dropIndexIfPresent,
  dropTableIfPresent,
} from './guarded-steps.js';
import { bool, cascade, int } from './table-helpers.js';

/**
 * Webhook endpoints and alert preferences scoped to a client (docs/portfolio.md, "Scoped to a
 * client"): `webhook_endpoints.client_id` (null: account-wide, as every endpoint before) and
 * `client_alert_preferences`, one row per client that overrides the account's preferences. Removing
 * a client disables its endpoints first (api/monitoring/clients.service.ts); the foreign key's SET
 * NULL only backs that up. One guarded step each.
 */
const ENDPOINT_CLIENT_FK = 'fk_webhook_endpoints_client';
const ENDPOINT_CLIENT_INDEX = 'ix_webhook_endpoints_client_id';

export class ClientScopes1764870000000 implements MigrationInterface {
  name = 'ClientScopes1764870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(queryRunner, 'webhook_endpoints', int('client_id', { isNullable: true }));
    await createIndexIfAbsent(
      queryRunner,
      'webhook_endpoints',
      new TableIndex({ name: ENDPOINT_CLIENT_INDEX, columnNames: ['client_id'] }),
    );
    await createForeignKeyIfAbsent(
      queryRunner,
      'webhook_endpoints',
      new TableForeignKey({
        name: ENDPOINT_CLIENT_FK,
        columnNames: ['client_id'],
        referencedTableName: 'clients',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'client_alert_preferences',
        columns: [
          { ...int('client_id'), isPrimary: true },
          int('user_id'),
          bool('score_drop', true),
          bool('critical_issue', true),
          bool('cert_expiry', true),
          bool('config_change', true),
        ],
        indices: [new TableIndex({ name: 'ix_client_alert_preferences_user_id', columnNames: ['user_id'] })],
        foreignKeys: [
          cascade('fk_client_alert_preferences_client', 'client_id', 'clients', 'id'),
          cascade('fk_client_alert_preferences_user', 'user_id', 'users', 'id'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'client_alert_preferences');
    await dropForeignKeyIfPresent(queryRunner, 'webhook_endpoints', ENDPOINT_CLIENT_FK);
    await dropIndexIfPresent(queryRunner, 'webhook_endpoints', ENDPOINT_CLIENT_INDEX);
    await dropColumnIfPresent(queryRunner, 'webhook_endpoints', 'client_id');
  }
}
