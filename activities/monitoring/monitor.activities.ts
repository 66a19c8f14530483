/**
 * What a monitored domain's scheduled run does outside the workflow: queue the scan job through the
 * one way every scan is queued (activities/scans/queue-scan-job.ts, origin `monitor_schedule`: the
 * same account rules as POST /v1/scan; no monthly quota, the plan's domain slots and frequencies bound
 * them: docs/monitoring.md). "Scan now" (POST /v1/domains/{id}/scan) takes one like POST /v1/scan.
 * A retried attempt of the same run finds the job it queued (the run id is kept on the domain row).
 * Each run first re-checks the domain's ownership verification (recheckOwnership below).
 */

import type { DataSource } from 'typeorm';
import { scansSubmitted } from '../../core/metrics/metric-definitions.js';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { SYSTEM_ORIGIN } from '../account-activity/record-activity.js';
import { queueScanJob, type ScanJobStart, scanJobStart } from '../scans/queue-scan-job.js';
import { ScanRefused } from '../scans/scan-admission.js';
import { checkAndRecordOwnership } from './domain-verification.js';

export interface MonitorScanJob {
  jobId: number;
  accountId: number;
  domain: string;
  modules: ModuleName[];
  /**
   * The scan workflow's id, `scan-<job_id>-<8 hex>` (scanJobWorkflowId). Optional because results
   * recorded before it existed (replayed histories) lack it; the workflow then keeps `scan-<job_id>`.
   */
  scanWorkflowId?: string;
}

/** Why a scheduled run queued nothing. */
export type MonitorSkip = { skipped: 'domain_removed' | 'account_disabled' | 'subscription_inactive' };

/**
 * The periodic re-check of ownership (docs/monitoring.md "Domain ownership"): every scheduled run of
 * a domain that has a verification token checks it again before queueing the scan, whatever the
 * account's state, so a record taken down ends a badge within one period of the domain's frequency.
 * Inside this activity rather than a workflow step of its own, so recorded monitor histories replay
 * unchanged; it never fails the run (a check that cannot tell keeps what was proven).
 */
async function recheckOwnership(
  deps: { db: DataSource; clock: { now(): Date }; scanDeps: ScanDeps },
  domainId: number,
): Promise<void> {
  const domain = await deps.db.manager.findOneBy(MonitoredDomain, { id: domainId });
  if (!domain || domain.verificationToken === null) return;
  await checkAndRecordOwnership(deps, domain, SYSTEM_ORIGIN);
}

export interface MonitorActivities {
  /** Queues the scan of a monitored domain for the scheduled run `runId`; the same job again on a retry. */
  queueMonitorScan(domainId: number, runId: string): Promise<MonitorScanJob | MonitorSkip>;
}

export function createMonitorActivities(deps: {
  db: DataSource;
  clock: { now(): Date };
  scanDeps: ScanDeps;
}): MonitorActivities {
  const { db, clock } = deps;
  return {
    async queueMonitorScan(domainId, runId) {
      await recheckOwnership(deps, domainId);
      let queuedNow = false;
      const outcome = await db.transaction(async (manager) => {
        queuedNow = false;
        const domain = await manager.findOneBy(MonitoredDomain, { id: domainId });
        if (!domain) return { skipped: 'domain_removed' as const };
        const found = ({ input, workflowId }: ScanJobStart): MonitorScanJob => ({
          jobId: input.jobId,
          accountId: domain.userId,
          domain: input.domain,
          modules: input.modules,
          scanWorkflowId: workflowId,
        });
        if (domain.lastScheduledRun === runId && domain.lastScheduledJobId !== null) {
          const queued = await manager.findOneBy(ScanJob, { id: domain.lastScheduledJobId });
          if (queued) return found(scanJobStart(queued));
        }
        let queued: Awaited<ReturnType<typeof queueScanJob>>;
        try {
          // The monitor workflow starts it in a recorded step: the start is owned from the commit on.
          queued = await queueScanJob(
            manager,
            { origin: 'monitor_schedule', accountId: domain.userId, domain: domain.domain, startInTransaction: true },
            clock.now(),
          );
        } catch (error) {
          if (!(error instanceof ScanRefused) || error.refusal.kind === 'quota_exceeded') throw error;
          return { skipped: error.refusal.kind };
        }
        await manager.update(
          MonitoredDomain,
          { id: domain.id },
          { lastScheduledRun: runId, lastScheduledJobId: queued.job.id },
        );
        queuedNow = true;
        return found(queued.start);
      });
      // Counted after the commit, once per job (a retried attempt finds its job and counts nothing).
      if (queuedNow) scansSubmitted.inc({ source: 'monitor' });
      return outcome;
    },
  };
}
