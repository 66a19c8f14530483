/**
 * The polling side of the automation integration (docs/integrations.md): the recent items of one
 * hook event, newest first, each as the envelope a subscription is sent for it (the same stable
 * `id` and `data`), so a platform that polls dedupes on `id` and "test trigger" shows real items.
 * Read from the rows the events come from: completed scan jobs, alerts, grade changes.
 */
import { type EntityManager, In } from 'typeorm';
import { scanCompletedEvent } from '../../activities/events/outbox.js';
import {
  alertEventId,
  alertTriggeredData,
  gradeChangedData,
  gradeChangedEventId,
} from '../../activities/monitoring/alerts-consumer.js';
import type { EventEnvelope, HookEventType } from '../../core/events/event-types.js';
import { type HookFilters, SEVERITIES_WORST_FIRST } from '../../core/hooks/hook-rules.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';

export interface FeedQuery extends HookFilters {
  limit: number;
}

/** The account's monitored domains the filters allow (null: no domain or client filter). */
async function domainsFor(manager: EntityManager, userId: number, filters: HookFilters) {
  if (filters.domain === undefined && filters.client_id === undefined) return null;
  return manager.find(MonitoredDomain, {
    select: { id: true, domain: true },
    where: {
      userId,
      ...(filters.domain === undefined ? {} : { domain: filters.domain }),
      ...(filters.client_id === undefined ? {} : { clientId: filters.client_id }),
    },
  });
}

async function completedScans(manager: EntityManager, userId: number, query: FeedQuery): Promise<EventEnvelope[]> {
  // A domain filter alone needs no monitored domain (any scan of the name); a client filter does.
  const names =
    query.client_id === undefined
      ? query.domain === undefined
        ? null
        : [query.domain]
      : ((await domainsFor(manager, userId, query)) ?? []).map((row) => row.domain);
  if (names?.length === 0) return [];
  const jobs = await manager.find(ScanJob, {
    where: { userId, status: 'completed', ...(names ? { domain: In(names) } : {}) },
    order: { finishedAt: 'DESC', id: 'DESC' },
    take: query.limit,
  });
  return jobs.flatMap((job) => {
    if (!job.result || !job.finishedAt) return [];
    const event = scanCompletedEvent(job, job.result, job.finishedAt);
    return [{ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data }];
  });
}

async function alerts(manager: EntityManager, userId: number, query: FeedQuery): Promise<EventEnvelope[]> {
  const domains = await domainsFor(manager, userId, query);
  if (domains?.length === 0) return [];
  const severities = query.min_severity
    ? SEVERITIES_WORST_FIRST.slice(0, SEVERITIES_WORST_FIRST.indexOf(query.min_severity) + 1)
    : null;
  const rows = await manager.find(Alert, {
    where: {
      userId,
      ...(domains ? { domainId: In(domains.map((row) => row.id)) } : {}),
      ...(severities ? { severity: In(severities) } : {}),
    },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: query.limit,
  });
  return rows.map((alert) => ({
    id: alertEventId(alert),
    type: 'alert.triggered' as const,
    created_at: alert.createdAt.toISOString(),
    data: alertTriggeredData(alert) as unknown as Record<string, unknown>,
  }));
}

async function gradeChanges(manager: EntityManager, userId: number, query: FeedQuery): Promise<EventEnvelope[]> {
  const domains = await domainsFor(manager, userId, query);
  if (domains?.length === 0) return [];
  const rows = await manager.find(DomainGradeChange, {
    where: { userId, ...(domains ? { domainId: In(domains.map((row) => row.id)) } : {}) },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: query.limit,
  });
  if (rows.length === 0) return [];
  const names = new Map(
    (
      await manager.find(MonitoredDomain, {
        select: { id: true, domain: true },
        where: { id: In([...new Set(rows.map((row) => row.domainId))]) },
      })
    ).map((row) => [row.id, row.domain]),
  );
  const scores = new Map(
    (
      await manager.find(ScanJob, {
        select: { id: true, result: true },
        where: { id: In([...new Set(rows.map((row) => row.jobId))]) },
      })
    ).map((job) => [job.id, job.result?.score ?? null]),
  );
  return rows.map((change) => ({
    id: gradeChangedEventId(change),
    type: 'grade.changed' as const,
    created_at: change.createdAt.toISOString(),
    data: gradeChangedData(
      change,
      names.get(change.domainId) ?? '',
      scores.get(change.jobId) ?? null,
    ) as unknown as Record<string, unknown>,
  }));
}

const FEEDS: Record<HookEventType, typeof alerts> = {
  'scan.completed': completedScans,
  'alert.triggered': alerts,
  'grade.changed': gradeChanges,
};

export function recentItems(
  manager: EntityManager,
  userId: number,
  event: HookEventType,
  query: FeedQuery,
): Promise<EventEnvelope[]> {
  return FEEDS[event](manager, userId, query);
}
