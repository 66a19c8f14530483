/**
 * A monitored domain's client and tags (docs/portfolio.md): checking what a request asks for
 * (a client of the caller's account; valid tags, at most MAX_TAGS_PER_DOMAIN) and reading and
 * replacing the tags of many domains at once.
 */
import type { EntityManager } from 'typeorm';
import { MAX_TAGS_PER_DOMAIN, normaliseTag, TAG_RULE } from '../../core/monitoring/domain-import.js';
import { Client } from '../../db/entities/client.entity.js';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';

export { replaceTags } from '../../activities/monitoring/domain-tags.js';

import { badRequest } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

/** The tags to store: trimmed, lower-case, each once; 400 for an invalid one or too many. */
export function checkTags(raw: readonly string[]): string[] {
  const tags: string[] = [];
  for (const each of raw) {
    const tag = normaliseTag(each);
    if (tag === null) throw badRequest(ERRORS.badRequest.invalidTag(each.trim().slice(0, 60), TAG_RULE));
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > MAX_TAGS_PER_DOMAIN) throw badRequest(ERRORS.badRequest.tooManyTags(MAX_TAGS_PER_DOMAIN));
  return tags;
}

/** 400 unless the client exists and is the caller's; null passes (no client). */
export async function checkClientId(
  manager: EntityManager,
  userId: number,
  clientId: number | null,
): Promise<number | null> {
  if (clientId === null) return null;
  if (!(await manager.existsBy(Client, { id: clientId, userId })))
    throw badRequest(ERRORS.badRequest.unknownClient(clientId));
  return clientId;
}

/** Every tag of the account's domains, by domain id, each list sorted. One read for any number of domains. */
export async function tagsByDomain(manager: EntityManager, userId: number): Promise<Map<number, string[]>> {
  const rows = await manager.find(DomainTag, { select: { domainId: true, tag: true }, where: { userId } });
  const byDomain = new Map<number, string[]>();
  for (const row of rows) {
    const list = byDomain.get(row.domainId);
    if (list) list.push(row.tag);
    else byDomain.set(row.domainId, [row.tag]);
  }
  for (const list of byDomain.values()) list.sort();
  return byDomain;
}
