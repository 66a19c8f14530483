/**
 * Which clients an event is about (docs/portfolio.md, "Scoped to a client"): the clients of the
 * account's monitored domains named in the event's `data.domain`, read at fan-out. `scan.completed`
 * of a monitored domain and every `alert.triggered` (alerts are raised only for monitored domains)
 * are about the domain's client; a scan of a domain the account does not monitor, or of one with no
 * client, is about none. Client-scoped webhook endpoints (webhook-consumer.ts) and REST Hook
 * subscriptions with a `client_id` filter (hook-consumer.ts) hear only events about their client.
 */
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '../../core/events/event-types.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';

/** The client ids of the account's monitored domains named `domain` (a domain is monitored once per account). */
export async function clientsOfDomain(manager: EntityManager, userId: number, domain: string): Promise<Set<number>> {
  if (domain === '') return new Set();
  const rows = await manager.find(MonitoredDomain, { select: { clientId: true }, where: { userId, domain } });
  return new Set(rows.flatMap((row) => (row.clientId === null ? [] : [row.clientId])));
}

/** The clients `event` is about: none when it names no domain. */
export function clientsOfEvent(manager: EntityManager, userId: number, event: EventEnvelope): Promise<Set<number>> {
  const domain = typeof event.data.domain === 'string' ? event.data.domain : '';
  return clientsOfDomain(manager, userId, domain);
}
