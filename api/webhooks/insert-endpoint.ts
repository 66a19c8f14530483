/**
 * A new webhook endpoint row with its sealed signing secret, written once for both kinds: the
 * endpoints of `POST /v1/webhooks` and the REST Hook subscriptions of `POST /v1/hooks` (rows of kind
 * `hook`, docs/integrations.md). The secret is sealed with the row's id as associated data, so the
 * row is saved first (with an empty secret) and the sealed secret written once the id exists; call it
 * inside the caller's transaction so nobody sees the row without its secret.
 */
import type { EntityManager } from 'typeorm';
import type { SecretBox } from '../../activities/webhooks/secret-box.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';

export type NewEndpointFields = Pick<
  WebhookEndpoint,
  'userId' | 'url' | 'description' | 'enabledEvents' | 'kind' | 'hookFilters' | 'clientId'
>;

export async function insertSealedEndpoint(
  manager: EntityManager,
  box: SecretBox,
  secret: string,
  fields: NewEndpointFields,
  now: Date,
): Promise<WebhookEndpoint> {
  const row = manager.create(WebhookEndpoint, {
    ...fields,
    secretEncrypted: '',
    isActive: true,
    consecutiveFailures: 0,
    createdAt: now,
    updatedAt: now,
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastFailureAt: null,
    disabledAt: null,
    disabledReason: null,
  });
  await manager.save(row);
  row.secretEncrypted = box.seal(secret, row.id);
  await manager.update(WebhookEndpoint, { id: row.id }, { secretEncrypted: row.secretEncrypted });
  return row;
}
