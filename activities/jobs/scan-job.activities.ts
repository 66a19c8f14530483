/**
 * Activities that move a scan job through its states (docs/api-contract.md "Scan job states"). Each is idempotent: run twice
 * (a retry, a resumed run) it leaves the job as once, and a job that already finished is never
 * changed again.
 */
import { In, IsNull, LessThanOrEqual } from 'typeorm';
import { SCAN_EXECUTION_FAILED } from '../../core/errors.js';
import { scanDuration, scansCompleted, scansFailed } from '../../core/metrics/metric-definitions.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { errorModuleResult } from '../../scanner/modules/error-result.js';
import { assembleReport } from '../../scanner/scan-domain.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { JobActivities, ScanOutcome } from '../contracts.js';
import { recordEvent, scanCompletedEvent, scanCompletedEventId } from '../events/outbox.js';
import { markScanWorkflowStarted, scanJobStart } from '../scans/queue-scan-job.js';
import { planFullScan } from './plan-scan.js';
import { summarizeReport } from './scan-summary.js';

const isFinished = (status: ScanJob['status']) => status === 'completed' || status === 'failed';

/** Counted once, by the call that moved the job to its end, after that commit. */
function recordScanEnd(job: Pick<ScanJob, 'source' | 'createdAt'>, status: 'completed' | 'failed', at: Date): void {
  (status === 'completed' ? scansCompleted : scansFailed).inc({ source: job.source });
  scanDuration.observe({ source: job.source, status }, Math.max(0, (at.getTime() - job.createdAt.getTime()) / 1000));
}

export function createJobActivities(deps: ActivityDeps): JobActivities {
  const { db, clock } = deps;

  const activities: JobActivities = {
    async markScanRunning(jobId) {
      const job = await db.manager.findOneBy(ScanJob, { id: jobId });
      // Workflows start after the job's commit; a row that is missing was never committed (or was
      // deleted with its account): failing here, with retries, is all that is left to do.
      if (!job) throw new Error(`scan job ${jobId} is not visible`);
      // Withdrawn before it ran: the submission gave up on an engine that answered too late.
      if (job.status === 'failed' && job.startedAt === null) return null;
      if (job.status !== 'queued') return (job.startedAt ?? job.createdAt).toISOString();
      const now = clock.now();
      await db.manager.update(ScanJob, { id: jobId, status: 'queued' }, { status: 'running', startedAt: now });
      return now.toISOString();
    },

    async beginScan(jobId, domain, modules) {
      if ((await activities.markScanRunning(jobId)) === null) return { status: 'withdrawn' };
      const plan = await planFullScan(deps.scanDeps, domain, modules);
      if (plan.ok) return { status: 'planned', plan };
      // Resolved at submission, but not now (DNS changed, or turned private): the target's fault.
      await activities.markScanFailed(jobId, plan.reason);
      return { status: 'unscannable', reason: plan.reason };
    },

    async markScanFailed(jobId, reason) {
      const now = clock.now();
      const ended = await db.transaction(async (manager) => {
        const update = await manager.update(
          ScanJob,
          { id: jobId, status: In(['queued', 'running']) },
          { status: 'failed', failureReason: reason.slice(0, 500), finishedAt: now },
        );
        await manager.delete(ScanModuleResult, { jobId });
        return (update.affected ?? 0) > 0;
      });
      if (!ended) return;
      const job = await db.manager.findOne(ScanJob, {
        where: { id: jobId },
        select: { id: true, source: true, createdAt: true },
      });
      if (job) recordScanEnd(job, 'failed', now);
    },

    async unstartedScanJobs(olderThanMs, limit) {
      const rows = await db.manager.find(ScanJob, {
        select: {
          id: true,
          createdAt: true,
          userId: true,
          domain: true,
          source: true,
          requestedModules: true,
          dkimSelectors: true,
        },
        where: {
          status: 'queued',
          workflowStartedAt: IsNull(),
          createdAt: LessThanOrEqual(new Date(clock.now().getTime() - olderThanMs)),
        },
        order: { id: 'ASC' },
        take: limit,
      });
      return rows.map(scanJobStart);
    },

    async markScanJobsStarted(jobIds) {
      await markScanWorkflowStarted(db.manager, jobIds, clock.now());
    },

    async completeScan(jobId, failures): Promise<ScanOutcome> {
      let ended: { job: ScanJob; status: ScanOutcome['status']; at: Date } | null = null;
      const outcome = await db.transaction(async (manager): Promise<ScanOutcome> => {
        ended = null;
        const job = await manager.findOneBy(ScanJob, { id: jobId });
        if (!job) throw new Error(`scan job ${jobId} not found`);
        if (isFinished(job.status)) {
          // Done before (this is a retry, or a run resumed after a crash): the same events again.
          const events = job.status === 'completed' && job.userId !== null ? [scanCompletedEventId(job)] : [];
          return { jobId, status: job.status as ScanOutcome['status'], ...(events.length ? { events } : {}) };
        }
        const stored = await manager.find(ScanModuleResult, { where: { jobId } });
        const byName = new Map(stored.map((row) => [row.module, row.result]));
        const results = job.requestedModules.map(
          (name) => byName.get(name) ?? errorModuleResult(name, failures[name] ?? 'the module reported no result'),
        );
        const now = clock.now();
        const status: ScanOutcome['status'] = results.some((r) => r.status === 'completed') ? 'completed' : 'failed';
        ended = { job, status, at: now };
        if (status === 'completed') {
          const report = assembleReport({ domain: job.domain }, results, job.startedAt ?? job.createdAt, now);
          const summary = summarizeReport(report);
          await manager.update(
            ScanJob,
            { id: jobId },
            // `as never`: TypeORM's partial-entity types cannot express a JSON column's nested type.
            {
              status,
              report: report as never,
              result: summary as never,
              failureReason: null,
              finishedAt: now,
            },
          );
          // The outbox: written in this transaction, so the event exists exactly when the completion does.
          // A public-key scan belongs to no account: nobody to tell.
          if (job.userId !== null) {
            const eventId = await recordEvent(manager, scanCompletedEvent(job, summary, now));
            await manager.delete(ScanModuleResult, { jobId });
            return { jobId, status, events: [eventId] };
          }
        } else {
          // Not one module produced a result: that is our breakage, not a finding about the target.
          await manager.update(
            ScanJob,
            { id: jobId },
            { status, failureReason: SCAN_EXECUTION_FAILED, finishedAt: now },
          );
        }
        await manager.delete(ScanModuleResult, { jobId });
        return { jobId, status };
      });
      const end = ended as { job: ScanJob; status: ScanOutcome['status']; at: Date } | null;
      if (end) recordScanEnd(end.job, end.status, end.at);
      return outcome;
    },
  };
  return activities;
}
