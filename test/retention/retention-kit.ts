/**
 * Rows of every kind the retention purge reads, written straight into the database at a chosen age
 * (the purge goes by the stored timestamps, so a test does not wait months), and the purge run the
 * way its schedule runs it.
 */
import type { DataSource } from 'typeorm';
import { summarizeReport } from '../../activities/jobs/scan-summary.js';
import { DAY_MS } from '../../core/retention/retention-policy.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob, type ScanJobStatus } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import type { TestApp } from '../helpers/build-app.js';
import { labReport } from '../reports/report-kit.js';

export { DAY_MS };

const REPORT: ScanReport = labReport();

/** A job of `userId` for `domain`, submitted `ageDays` before `now`, with the lab's full report when finished. */
export async function storedJob(
  db: DataSource,
  userId: number | null,
  domain: string,
  now: Date,
  ageDays: number,
  status: ScanJobStatus = 'completed',
): Promise<ScanJob> {
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
  const finished = status === 'completed' || status === 'failed';
  const report = { ...REPORT, domain };
  return db.manager.save(
    db.manager.create(
      ScanJob,
      newScanJobRow({
        userId,
        source: 'api',
        domain,
        status,
        requestedModules: REPORT.modules.map((m) => m.name),
        failureReason: status === 'failed' ? 'The scan could not be completed' : null,
        result: status === 'completed' ? summarizeReport(report) : null,
        report: status === 'completed' ? (report as never) : null,
        createdAt,
        startedAt: status === 'queued' ? null : createdAt,
        finishedAt: finished ? new Date(createdAt.getTime() + 20_000) : null,
        workflowStartedAt: createdAt,
      }),
    ),
  );
}

/** A monitored domain whose last evaluated (and scheduled) scan is `lastJobId`. */
export async function monitored(db: DataSource, userId: number, domain: string, lastJobId: number | null) {
  return db.manager.save(
    db.manager.create(MonitoredDomain, {
      userId,
      domain,
      scanFrequency: 'hourly',
      lastJobId,
      lastEvaluatedJobId: lastJobId,
      lastScheduledJobId: lastJobId,
      createdAt: new Date(),
    }),
  );
}

/** One run of the `system-retention-purge` schedule's workflow, as the schedule starts it. */
export function runRetentionPurge(t: TestApp, id: string): Promise<unknown> {
  return t.app.orchestrator.execute(
    'eventSweepWorkflow',
    id,
    { sweep: 'retention' },
    { kind: 'event_sweep', domains: [], accountId: null },
  );
}

/** Whether job `id` still holds its full report. */
export async function hasReport(db: DataSource, id: number): Promise<boolean> {
  const row = await db.manager
    .createQueryBuilder(ScanJob, 'job')
    .select('job.id')
    .where('job.id = :id', { id })
    .andWhere('job.report IS NOT NULL')
    .getOne();
  return row !== null;
}
