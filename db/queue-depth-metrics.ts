/**
 * Queue depth as collect-time gauges, counted when Prometheus scrapes: scan jobs not finished
 * (`rampart_scan_jobs{status="queued"|"running"}`) and webhook deliveries waiting for an attempt
 * (`rampart_webhook_deliveries_pending{status="pending"|"retrying"}`). Two grouped counts over the
 * status indexes (ix_scan_jobs_status, ix_webhook_deliveries_status): they read only unfinished
 * rows, however many jobs and deliveries the database has kept.
 *
 * A scrape that finds the database down reports no value for these (a gap, not a zero: zero would
 * say the queue is empty); the failed query is counted in rampart_db_query_errors_total.
 */
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { metricsRegistry } from '../core/metrics/registry.js';

const tracked = new Set<DataSource>();

async function countByStatus(dataSource: DataSource, table: string, statuses: readonly string[]) {
  const placeholders = statuses.map(() => '?').join(', ');
  const rows: Array<{ status: string; n: number | string }> = await dataSource.query(
    `SELECT status, COUNT(*) AS n FROM ${table} WHERE status IN (${placeholders}) GROUP BY status`,
    [...statuses],
  );
  const counts = new Map(statuses.map((status) => [status, 0]));
  for (const row of rows) counts.set(row.status, Number(row.n));
  return counts;
}

function queueGauge(name: string, help: string, table: string, statuses: readonly string[]): void {
  new Gauge({
    name,
    help,
    labelNames: ['status'] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const dataSource of tracked) {
        if (!dataSource.isInitialized) continue;
        try {
          const counts = await countByStatus(dataSource, table, statuses);
          for (const [status, n] of counts) this.inc({ status }, n);
        } catch {
          // Reported as a gap (above); the query error is counted by the data source's logger.
        }
      }
    },
  });
}

queueGauge(
  'rampart_scan_jobs',
  'Scan jobs not finished yet, by status (queued, running), counted at scrape time',
  'scan_jobs',
  ['queued', 'running'],
);
queueGauge(
  'rampart_webhook_deliveries_pending',
  'Webhook deliveries waiting for an attempt, by status (pending: none made yet, retrying: between attempts), counted at scrape time',
  'webhook_deliveries',
  ['pending', 'retrying'],
);

/** Counts `dataSource`'s queues at each scrape from now on; the returned function stops that. */
export function trackQueueDepth(dataSource: DataSource): () => void {
  tracked.add(dataSource);
  return () => tracked.delete(dataSource);
}
