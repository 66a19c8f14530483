/**
 * Whether a client id names one of the caller's clients (docs/portfolio.md), the one check behind
 * every request that names a client: a domain's `client_id` (single add, change, the bulk
 * `assign_client`), a webhook endpoint's scope, a REST Hook's `filters.client_id`, and the
 * portfolio's and hook feeds' `client_id` filters. A body field answers the 422 of its field
 * (docs/api-contract.md "422"); a query or path parameter the 404 any other account's resource gives.
 */
import type { EntityManager } from 'typeorm';
import { Client } from '../../db/entities/client.entity.js';
import { invalidField, notFound } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES } from '../errors/error-catalogue.js';

/** True when the client exists and belongs to the account; another account's is as good as none. */
export function isAccountClient(manager: EntityManager, userId: number, clientId: number): Promise<boolean> {
  return manager.existsBy(Client, { id: clientId, userId });
}

/** The body fields that name a client (dotted paths), and what each says of one that is not the caller's. */
const CLIENT_FIELDS = {
  /** A domain's client, a webhook endpoint's scope: null is none (account-wide). */
  client_id: FIELD_MESSAGES.notYourClient,
  /** A REST Hook's filter: absent is every client, null is not a value. */
  'filters.client_id': FIELD_MESSAGES.notYourClientFilter,
} as const;

/** 422 on `field` unless the client is the caller's; null passes (no client, account-wide). */
export async function checkClientField<Id extends number | null>(
  manager: EntityManager,
  userId: number,
  field: keyof typeof CLIENT_FIELDS,
  clientId: Id,
): Promise<Id> {
  if (clientId !== null && !(await isAccountClient(manager, userId, clientId))) {
    throw invalidField(field, CLIENT_FIELDS[field]);
  }
  return clientId;
}

/** A query or path parameter naming a client: 404 `Client not found` unless it is the caller's; absent passes. */
export async function checkClientParam(
  manager: EntityManager,
  userId: number,
  clientId: number | undefined,
): Promise<void> {
  if (clientId !== undefined && !(await isAccountClient(manager, userId, clientId))) {
    throw notFound(ERRORS.notFound.client);
  }
}
