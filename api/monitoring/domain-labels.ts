/**
 * A monitored domain's fields as the API checks them (docs/portfolio.md): the frequency and tags
 * through the checks an import line goes through too (core/monitoring/domain-fields.ts), answered
 * as a single add's 400 or the plan's 403; and reading and replacing the tags of many domains at
 * once. Whether a client is the caller's is client-ownership.ts.
 */
import type { EntityManager } from 'typeorm';
import { type Checked, checkTags as checkTagFields } from '../../core/monitoring/domain-fields.js';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';

export { replaceTags } from '../../activities/monitoring/domain-tags.js';

import { badRequest, forbidden } from '../errors/api-error.js';

/** The checked value, or the refusal as the API answers it: the plan's frequency gate 403, else 400. */
export function acceptedOrThrow<Value>(checked: Checked<Value>): Value {
  if ('ok' in checked) return checked.ok;
  const { refused } = checked;
  throw refused.kind === 'gate' ? forbidden(refused.detail) : badRequest(refused.detail);
}

/** The tags to store: trimmed, lower-case, each once; 400 for an invalid one or too many. */
export function checkTags(raw: readonly string[]): string[] {
  return acceptedOrThrow(checkTagFields(raw));
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
