/** A monitored domain's tags, written by a single add or change (the API) and by a bulk import's chunk. */
import type { EntityManager } from 'typeorm';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';

/** Replaces the domain's tags with `tags` (already checked). */
export async function replaceTags(manager: EntityManager, userId: number, domainId: number, tags: readonly string[]) {
  await manager.delete(DomainTag, { domainId });
  if (tags.length > 0)
    await manager.insert(
      DomainTag,
      tags.map((tag) => ({ userId, domainId, tag })),
    );
}
