/**
 * Reads of metered usage (api_usage) and of scans (scan_jobs) for the usage endpoints. Request
 * counts come from the meter's table; scans from the scan jobs the account created (submissions and
 * monitored-domain scans; a batch or compare spends quota without creating jobs, so it shows in the
 * quota figures, not in the daily scan counts).
 */
import { Between, type DataSource } from 'typeorm';
import { ApiUsage } from '../../db/entities/api-usage.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import type { UsageRow } from './usage-store.js';

const ERROR_CLASSES = "('4xx', '5xx')";

export interface DayCounts {
  requests: number;
  errors: number;
}

/** Requests and errors by `YYYY-MM-DD` for one account, days `startDay`..`endDay` inclusive. */
export async function requestsByDay(
  db: DataSource,
  userId: number,
  startDay: string,
  endDay: string,
): Promise<Map<string, DayCounts>> {
  const rows: { day: string; requests: string | number; errors: string | number }[] = await db
    .getRepository(ApiUsage)
    .createQueryBuilder('u')
    .select('u.day', 'day')
    .addSelect('SUM(u.count)', 'requests')
    .addSelect(`SUM(CASE WHEN u.status_class IN ${ERROR_CLASSES} THEN u.count ELSE 0 END)`, 'errors')
    .where('u.user_id = :userId AND u.day >= :startDay AND u.day <= :endDay', { userId, startDay, endDay })
    .groupBy('u.day')
    .getRawMany();
  return new Map(rows.map((row) => [row.day, { requests: Number(row.requests), errors: Number(row.errors) }]));
}

/** Scan jobs the account created in [start, end), counted by `key(createdAt)` (a day or a month). */
export async function scansBy(
  db: DataSource,
  userId: number,
  start: Date,
  end: Date,
  key: (createdAt: Date) => string,
): Promise<Map<string, number>> {
  const jobs = await db.getRepository(ScanJob).find({
    select: { id: true, createdAt: true },
    // Between is inclusive: the end instant itself is the next range's first millisecond.
    where: { userId, createdAt: Between(start, new Date(end.getTime() - 1)) },
  });
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const k = key(job.createdAt);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

export interface EndpointCounts {
  method: string;
  route: string;
  requests: number;
  clientErrors: number;
  serverErrors: number;
}

/** Requests per method and route pattern since `sinceDay` (inclusive), busiest first. */
export async function requestsByEndpoint(db: DataSource, userId: number, sinceDay: string): Promise<EndpointCounts[]> {
  const rows: { method: string; route: string; status_class: string; requests: string | number }[] = await db
    .getRepository(ApiUsage)
    .createQueryBuilder('u')
    .select('u.method', 'method')
    .addSelect('u.route', 'route')
    .addSelect('u.status_class', 'status_class')
    .addSelect('SUM(u.count)', 'requests')
    .where('u.user_id = :userId AND u.day >= :sinceDay', { userId, sinceDay })
    .groupBy('u.method')
    .addGroupBy('u.route')
    .addGroupBy('u.status_class')
    .getRawMany();
  const byEndpoint = new Map<string, EndpointCounts>();
  for (const row of rows) {
    const key = `${row.method} ${row.route}`;
    const entry = byEndpoint.get(key) ?? {
      method: row.method,
      route: row.route,
      requests: 0,
      clientErrors: 0,
      serverErrors: 0,
    };
    const count = Number(row.requests);
    entry.requests += count;
    if (row.status_class === '4xx') entry.clientErrors += count;
    if (row.status_class === '5xx') entry.serverErrors += count;
    byEndpoint.set(key, entry);
  }
  return [...byEndpoint.values()].sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
}

/** Requests and errors per `YYYY-MM` since `sinceDay` (inclusive). */
export async function requestsByMonth(
  db: DataSource,
  userId: number,
  sinceDay: string,
): Promise<Map<string, DayCounts>> {
  const byDay = await requestsByDay(db, userId, sinceDay, '9999-12-31');
  const months = new Map<string, DayCounts>();
  for (const [day, counts] of byDay) {
    const month = day.slice(0, 7);
    const entry = months.get(month) ?? { requests: 0, errors: 0 };
    entry.requests += counts.requests;
    entry.errors += counts.errors;
    months.set(month, entry);
  }
  return months;
}

/** Fastify's `/v1/scan/jobs/:job_id` as the docs spell it: `/v1/scan/jobs/{job_id}`. */
export function routePattern(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const isError = (statusClass: string) => statusClass === '4xx' || statusClass === '5xx';

/** Adds counts not stored yet (the meter's pending rows) of days `startDay`..`endDay` to `byDay`. */
export function withPendingByDay(
  byDay: Map<string, DayCounts>,
  pending: readonly UsageRow[],
  startDay: string,
  endDay: string,
): Map<string, DayCounts> {
  for (const row of pending) {
    if (row.day < startDay || row.day > endDay) continue;
    const entry = byDay.get(row.day) ?? { requests: 0, errors: 0 };
    entry.requests += row.count;
    if (isError(row.statusClass)) entry.errors += row.count;
    byDay.set(row.day, entry);
  }
  return byDay;
}

/** requestsByMonth's figures with pending counts since `sinceDay` added. */
export function withPendingByMonth(
  byMonth: Map<string, DayCounts>,
  pending: readonly UsageRow[],
  sinceDay: string,
): Map<string, DayCounts> {
  for (const [day, counts] of withPendingByDay(new Map(), pending, sinceDay, '9999-12-31')) {
    const month = day.slice(0, 7);
    const entry = byMonth.get(month) ?? { requests: 0, errors: 0 };
    entry.requests += counts.requests;
    entry.errors += counts.errors;
    byMonth.set(month, entry);
  }
  return byMonth;
}

/** requestsByEndpoint's figures with pending counts since `sinceDay` added, busiest first again. */
export function withPendingByEndpoint(
  endpoints: readonly EndpointCounts[],
  pending: readonly UsageRow[],
  sinceDay: string,
): EndpointCounts[] {
  const byEndpoint = new Map(endpoints.map((each) => [`${each.method} ${each.route}`, { ...each }]));
  for (const row of pending) {
    if (row.day < sinceDay) continue;
    const key = `${row.method} ${row.route}`;
    const entry = byEndpoint.get(key) ?? {
      method: row.method,
      route: row.route,
      requests: 0,
      clientErrors: 0,
      serverErrors: 0,
    };
    entry.requests += row.count;
    if (row.statusClass === '4xx') entry.clientErrors += row.count;
    if (row.statusClass === '5xx') entry.serverErrors += row.count;
    byEndpoint.set(key, entry);
  }
  return [...byEndpoint.values()].sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
}
