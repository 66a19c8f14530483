/**
 * Monitored domains for the API (docs/api-contract.md "Domain monitoring"): add (validated like a scan
 * target, within the plan's slots and frequencies), list with slot usage, change, publish the badge,
 * remove, "scan now", and ownership verification (the token to publish, "check now"). Each domain's schedule (`monitor-<id>`) follows its row: created with it,
 * moved when the frequency changes, stopped when it is removed. Other accounts' domains are 404.
 */
import { In } from 'typeorm';
import { type ActivityOrigin, recordActivity } from '../../activities/account-activity/record-activity.js';
import { checkAndRecordOwnership, ensureVerificationToken } from '../../activities/monitoring/domain-verification.js';
import { newMonitoredDomainRow } from '../../activities/monitoring/new-monitored-domain.js';
import { checkNewDomainFields, checkScanFrequency } from '../../core/monitoring/domain-fields.js';
import { normaliseTag } from '../../core/monitoring/domain-import.js';
import type { ScanFrequency } from '../../core/monitoring/monitoring-model.js';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockForUpdate } from '../../db/row-lock.js';
import { scheduleMonitoring, stopMonitoring } from '../../workflows/monitoring-schedules.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import type { ScanSubmission } from '../../workflows/scan-submission.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { checkScanTarget } from '../scans/scan-jobs.service.js';
import { apiErrorOfScanRefusal } from '../scans/scan-refusals.js';
import { checkClientField } from './client-ownership.js';
import { type LastScanView, lastScanOf } from './domain.view.js';
import { acceptedOrThrow, checkTags, replaceTags, tagsByDomain } from './domain-labels.js';

export interface DomainLabels {
  /** null: no client. */
  client_id?: number | null;
  /** Replaces the domain's tags. */
  tags?: string[];
}

export interface ListFilters {
  client_id?: number;
  tag?: string;
}

export interface NewDomain extends DomainLabels {
  domain: string;
  scan_frequency?: string;
  alert_on_score_drop?: boolean;
  alert_threshold?: number;
}

export interface DomainChanges extends DomainLabels {
  scan_frequency?: string;
  alert_on_score_drop?: boolean;
  alert_threshold?: number;
}

export class DomainsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
    private readonly submission: ScanSubmission,
  ) {}

  /** 400 `Invalid scan frequency` for an unknown value; the plan-gate 403 for one the plan lacks. */
  frequencyFor(user: User, value: string): ScanFrequency {
    return acceptedOrThrow(checkScanFrequency(planOf(user.plan), value));
  }

  /** The account's domains, those of a client or with a tag when asked; `used` counts them all (the slots). */
  async list(
    user: User,
    filters: ListFilters = {},
  ): Promise<{
    domains: MonitoredDomain[];
    lastScans: Map<string, LastScanView>;
    tags: Map<number, string[]>;
    used: number;
  }> {
    const query = this.ctx.db.manager
      .createQueryBuilder(MonitoredDomain, 'domain')
      .where('domain.user_id = :userId', { userId: user.id })
      .orderBy('domain.id', 'ASC');
    if (filters.client_id !== undefined)
      query.andWhere('domain.client_id = :clientId', { clientId: filters.client_id });
    if (filters.tag !== undefined) {
      query.andWhere(
        'domain.id IN (SELECT tag.domain_id FROM domain_tags tag WHERE tag.user_id = :userId AND tag.tag = :tag)',
        { tag: normaliseTag(filters.tag) ?? filters.tag },
      );
    }
    const domains = await query.getMany();
    const filtered = filters.client_id !== undefined || filters.tag !== undefined;
    return {
      domains,
      tags: await tagsByDomain(this.ctx.db.manager, user.id),
      used: filtered ? await this.ctx.db.manager.countBy(MonitoredDomain, { userId: user.id }) : domains.length,
      lastScans: await this.lastScans(
        user.id,
        domains.map((each) => each.domain),
      ),
    };
  }

  /** The last completed scan of each name, for the account: one query for the ids, one for the rows. */
  async lastScans(userId: number, names: string[]): Promise<Map<string, LastScanView>> {
    const found = new Map<string, LastScanView>();
    if (names.length === 0) return found;
    const latest = await this.ctx.db.manager
      .createQueryBuilder(ScanJob, 'job')
      .select('MAX(job.id)', 'id')
      .where('job.user_id = :userId AND job.status = :status AND job.domain IN (:...names)', {
        userId,
        status: 'completed',
        names,
      })
      .groupBy('job.domain')
      .getRawMany<{ id: number }>();
    if (latest.length === 0) return found;
    const jobs = await this.ctx.db.manager.find(ScanJob, {
      select: { id: true, domain: true, result: true, finishedAt: true },
      where: { id: In(latest.map((row) => Number(row.id))) },
    });
    for (const job of jobs) {
      const view = lastScanOf(job);
      if (view) found.set(job.domain, view);
    }
    return found;
  }

  async tagsOf(domainId: number): Promise<string[]> {
    const rows = await this.ctx.db.manager.find(DomainTag, { select: { tag: true }, where: { domainId } });
    return rows.map((row) => row.tag).sort();
  }

  domainLimit(user: User): number | null {
    return planOf(user.plan).domainLimit;
  }

  async add(user: User, request: NewDomain, origin: ActivityOrigin): Promise<MonitoredDomain> {
    // An import line's own checks, in its order and words (activities/monitoring/domain-import-chunk.ts).
    const { frequency, tags } = acceptedOrThrow(checkNewDomainFields(planOf(user.plan), request));
    const clientId = await checkClientField(this.ctx.db.manager, user.id, 'client_id', request.client_id ?? null);
    const domain = await checkScanTarget(this.ctx, request.domain);
    const repo = this.ctx.db.getRepository(MonitoredDomain);
    if (await repo.existsBy({ userId: user.id, domain })) {
      throw badRequest(ERRORS.badRequest.domainAlreadyMonitored(domain));
    }
    let saved: MonitoredDomain;
    let addedEntryId = 0;
    const now = this.ctx.clock.now();
    try {
      saved = await this.ctx.db.transaction(async (manager) => {
        // The slot count and the insert under the account's row lock (MySQL; SQLite runs one write
        // transaction at a time), as imports do: two adds at the last free slot cannot both see it free.
        const held = await manager.findOne(User, { where: { id: user.id }, ...lockForUpdate(this.ctx.db) });
        const plan = planOf(held?.plan ?? user.plan);
        if (
          plan.domainLimit !== null &&
          (await manager.countBy(MonitoredDomain, { userId: user.id })) >= plan.domainLimit
        ) {
          throw badRequest(ERRORS.badRequest.domainLimitReached(plan.name, plan.domainLimit));
        }
        const row = await manager.save(
          manager.create(
            MonitoredDomain,
            newMonitoredDomainRow({
              userId: user.id,
              domain,
              scanFrequency: frequency,
              alertOnScoreDrop: request.alert_on_score_drop ?? true,
              alertThreshold: request.alert_threshold ?? 10,
              clientId,
              createdAt: now,
            }),
          ),
        );
        const details = { domain_id: row.id, domain, scan_frequency: frequency };
        addedEntryId = (await recordActivity(manager, user.id, 'domain.added', origin, details, now)).id;
        return row;
      });
    } catch (error) {
      // Two requests adding the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest(ERRORS.badRequest.domainAlreadyMonitored(domain));
      throw error;
    }
    try {
      await replaceTags(this.ctx.db.manager, user.id, saved.id, tags);
      await scheduleMonitoring(this.orchestrator.schedules, saved);
    } catch (error) {
      // No schedule, no monitoring: the row (and its tags) goes too (its activity entry with it: it never
      // happened), and the caller sees the failure.
      await this.ctx.db.transaction(async (manager) => {
        await manager.delete(AccountActivity, { id: addedEntryId });
        await manager.delete(MonitoredDomain, { id: saved.id });
      });
      throw error;
    }
    return saved;
  }

  async find(user: User, id: number): Promise<MonitoredDomain> {
    const domain = await this.ctx.db.manager.findOneBy(MonitoredDomain, { id, userId: user.id });
    if (!domain) throw notFound(ERRORS.notFound.monitoredDomain);
    return domain;
  }

  async update(user: User, id: number, changes: DomainChanges, origin: ActivityOrigin): Promise<MonitoredDomain> {
    const domain = await this.find(user, id);
    const frequency =
      changes.scan_frequency === undefined ? undefined : this.frequencyFor(user, changes.scan_frequency);
    const tags = changes.tags === undefined ? undefined : checkTags(changes.tags);
    const patch: Partial<MonitoredDomain> = {};
    if (changes.client_id !== undefined) {
      patch.clientId = await checkClientField(this.ctx.db.manager, user.id, 'client_id', changes.client_id);
    }
    if (tags !== undefined) await replaceTags(this.ctx.db.manager, user.id, id, tags);
    if (frequency !== undefined) patch.scanFrequency = frequency;
    if (changes.alert_on_score_drop !== undefined) patch.alertOnScoreDrop = changes.alert_on_score_drop;
    if (changes.alert_threshold !== undefined) patch.alertThreshold = changes.alert_threshold;
    const fields = Object.keys(changes).filter((key) => changes[key as keyof DomainChanges] !== undefined);
    if (Object.keys(patch).length > 0) {
      await this.ctx.db.transaction(async (manager) => {
        await manager.update(MonitoredDomain, { id }, patch);
        const details = { domain_id: id, domain: domain.domain, changes: fields };
        await recordActivity(manager, user.id, 'domain.updated', origin, details, this.ctx.clock.now());
      });
    }
    const updated = { ...domain, ...patch } as MonitoredDomain;
    // Takes effect at once: a new period gets a new next run; the same period keeps its slot.
    if (frequency !== undefined && frequency !== domain.scanFrequency) {
      await scheduleMonitoring(this.orchestrator.schedules, updated);
    }
    return updated;
  }

  async setBadge(user: User, id: number, enabled: boolean, origin: ActivityOrigin): Promise<MonitoredDomain> {
    const domain = await this.find(user, id);
    if (domain.badgeEnabled === enabled) return domain;
    const now = this.ctx.clock.now();
    const patch = { badgeEnabled: enabled, badgePublishedAt: enabled ? now : null };
    await this.ctx.db.transaction(async (manager) => {
      await manager.update(MonitoredDomain, { id }, patch);
      const details = { domain_id: id, domain: domain.domain, changes: ['badge_enabled'], badge_enabled: enabled };
      await recordActivity(manager, user.id, 'domain.updated', origin, details, now);
    });
    return { ...domain, ...patch } as MonitoredDomain;
  }

  /** The domain's verification: its token (made now for a row older than verification) and state. */
  async verification(user: User, id: number): Promise<MonitoredDomain> {
    return ensureVerificationToken(this.ctx.db.manager, await this.find(user, id));
  }

  /** "Check now": looks for the record or the file through the scanner's network layer, and records it. */
  async checkOwnership(user: User, id: number, origin: ActivityOrigin): Promise<MonitoredDomain> {
    const domain = await this.find(user, id);
    const deps = { db: this.ctx.db, scanDeps: this.ctx.scanDeps, clock: this.ctx.clock };
    return checkAndRecordOwnership(deps, domain, origin);
  }

  async remove(user: User, id: number, origin: ActivityOrigin): Promise<void> {
    const domain = await this.find(user, id);
    // The schedule first: a domain whose schedule could not be stopped stays listed, so it can be retried.
    await stopMonitoring(this.orchestrator.schedules, domain.id);
    await this.ctx.db.transaction(async (manager) => {
      const deleted = await manager.delete(MonitoredDomain, { id: domain.id });
      // Removed by a parallel request already: that one wrote the entry.
      if ((deleted.affected ?? 0) === 0) return;
      const details = { domain_id: domain.id, domain: domain.domain };
      await recordActivity(manager, user.id, 'domain.removed', origin, details, this.ctx.clock.now());
    });
  }

  /** "Scan now": 1 quota scan, like POST /v1/scan (403, 400, 429 as it answers them). */
  async scanNow(user: User, id: number): Promise<ScanJob> {
    const domain = await this.find(user, id);
    try {
      return await this.submission.submit({ origin: 'monitor_now', accountId: user.id, domain: domain.domain });
    } catch (error) {
      throw apiErrorOfScanRefusal(error);
    }
  }
}
