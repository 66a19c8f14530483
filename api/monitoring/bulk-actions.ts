/**
 * Bulk actions on monitored domains (docs/portfolio.md "Bulk actions"): one request changes up to
 * MAX_IMPORT_LINES of the caller's domains at once: assign a client (or none), add tags, remove
 * tags, change the scan frequency (each schedule moved, as a single change does), or remove them.
 * Ids that are not the caller's domains are listed back as `not_found` and left alone; the rest
 * change together in one transaction (the schedules after it, idempotent upserts). Removal goes in
 * the order of a single DELETE: the schedules first, so a domain whose schedule could not be stopped
 * stays listed and the request can be sent again, then the rows (tags, findings, grade moves and
 * alerts by their cascades) in one transaction.
 */
import { In } from 'typeorm';
import { type ActivityOrigin, recordActivity } from '../../activities/account-activity/record-activity.js';
import type { AccountActivityDetails } from '../../core/account-activity/activity-types.js';
import { MAX_TAGS_PER_DOMAIN } from '../../core/monitoring/domain-import.js';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import type { User } from '../../db/entities/user.entity.js';
import { scheduleMonitoring, stopMonitoring } from '../../workflows/monitoring-schedules.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { checkClientField } from './client-ownership.js';
import { checkTags } from './domain-labels.js';
import type { DomainsService } from './domains.service.js';

export const BULK_ACTIONS = ['assign_client', 'add_tags', 'remove_tags', 'set_frequency', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface BulkActionRequest {
  action: BulkAction;
  domain_ids: number[];
  client_id?: number | null;
  tags?: string[];
  scan_frequency?: string;
}

export interface BulkActionResult {
  action: BulkAction;
  changed: number;
  not_found: number[];
}

export async function applyBulkAction(
  ctx: AppContext,
  orchestrator: Orchestrator,
  domains: DomainsService,
  user: User,
  request: BulkActionRequest,
  origin: ActivityOrigin,
): Promise<BulkActionResult> {
  const ids = [...new Set(request.domain_ids)];
  const needs = (field: 'client_id' | 'tags' | 'scan_frequency') => {
    // Which fields an action needs is a rule between fields: 400, as for the import's source.
    if (request[field] === undefined) throw badRequest(ERRORS.badRequest.bulkActionNeeds(request.action, field));
  };
  const tagged = request.action === 'add_tags' || request.action === 'remove_tags';
  if (tagged) needs('tags');
  const tags = tagged ? checkTags(request.tags ?? []) : [];
  if (request.action === 'assign_client') needs('client_id');
  if (request.action === 'set_frequency') needs('scan_frequency');
  const frequency =
    request.action === 'set_frequency' ? domains.frequencyFor(user, request.scan_frequency ?? '') : null;
  const clientId =
    request.action === 'assign_client'
      ? await checkClientField(ctx.db.manager, user.id, 'client_id', request.client_id ?? null)
      : null;
  const owned = await ctx.db.manager.find(MonitoredDomain, { where: { userId: user.id, id: In(ids) } });
  const ownedIds = owned.map((domain) => domain.id);
  const notFound = ids.filter((id) => !ownedIds.includes(id));
  if (request.action === 'remove') {
    return {
      action: request.action,
      changed: await removeDomains(ctx, orchestrator, user, owned, origin),
      not_found: notFound,
    };
  }
  if (ownedIds.length > 0) {
    await ctx.db.transaction(async (manager) => {
      if (request.action === 'assign_client') await manager.update(MonitoredDomain, { id: In(ownedIds) }, { clientId });
      if (request.action === 'set_frequency' && frequency) {
        await manager.update(MonitoredDomain, { id: In(ownedIds) }, { scanFrequency: frequency });
      }
      if (request.action === 'remove_tags' && tags.length > 0) {
        await manager.delete(DomainTag, { domainId: In(ownedIds), tag: In(tags) });
      }
      if (request.action === 'add_tags') {
        const existing = await manager.find(DomainTag, { where: { domainId: In(ownedIds) } });
        const rows: Partial<DomainTag>[] = [];
        for (const domainId of ownedIds) {
          const has = existing.filter((row) => row.domainId === domainId).map((row) => row.tag);
          const missing = tags.filter((tag) => !has.includes(tag));
          if (has.length + missing.length > MAX_TAGS_PER_DOMAIN)
            throw badRequest(ERRORS.badRequest.tooManyTags(MAX_TAGS_PER_DOMAIN));
          for (const tag of missing) rows.push({ userId: user.id, domainId, tag });
        }
        for (let i = 0; i < rows.length; i += 500) await manager.insert(DomainTag, rows.slice(i, i + 500));
      }
      const details: AccountActivityDetails = { action: request.action, domain_ids: ownedIds };
      if (request.action === 'assign_client') details.client_id = clientId;
      else if (request.action === 'set_frequency') details.scan_frequency = frequency;
      else details.tags = tags;
      await recordActivity(manager, user.id, 'domain.bulk_updated', origin, details, ctx.clock.now());
    });
  }
  if (frequency) {
    for (const domain of owned) {
      if (domain.scanFrequency !== frequency) {
        await scheduleMonitoring(orchestrator.schedules, { ...domain, scanFrequency: frequency });
      }
    }
  }
  return { action: request.action, changed: ownedIds.length, not_found: notFound };
}

/** Stops each domain's schedule, then deletes the rows in one transaction; answers how many went. */
async function removeDomains(
  ctx: AppContext,
  orchestrator: Orchestrator,
  user: User,
  owned: readonly MonitoredDomain[],
  origin: ActivityOrigin,
): Promise<number> {
  if (owned.length === 0) return 0;
  for (const domain of owned) await stopMonitoring(orchestrator.schedules, domain.id);
  return ctx.db.transaction(async (manager) => {
    const ids = owned.map((domain) => domain.id);
    // Removed by a parallel request already: only what this one deleted is counted and logged.
    const still = await manager.find(MonitoredDomain, {
      select: { id: true, domain: true },
      where: { userId: user.id, id: In(ids) },
    });
    if (still.length === 0) return 0;
    for (let i = 0; i < still.length; i += 500) {
      await manager.delete(MonitoredDomain, { userId: user.id, id: In(still.slice(i, i + 500).map((row) => row.id)) });
    }
    const details: AccountActivityDetails = {
      action: 'remove',
      domain_ids: still.map((row) => row.id),
      domains: still.map((row) => row.domain),
    };
    await recordActivity(manager, user.id, 'domain.bulk_updated', origin, details, ctx.clock.now());
    return still.length;
  });
}
