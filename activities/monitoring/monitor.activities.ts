/**
 * What a monitored domain's scheduled run does outside the workflow: queue the scan job (source
 * `monitor`). Scheduled scans take no monthly quota: the plan's domain slots and frequencies bound
 * them (docs/monitoring.md); "scan now" (POST /v1/domains/{id}/scan) takes one like POST /v1/scan.
 * A retried attempt of the same run finds the job it queued (the run id is kept on the domain row).
 * Each run first re-checks the domain's ownership verification (recheckOwnership below).
 */
import type { DataSource } from 'typeorm';
import { MODULE_NAMES, type ModuleName } from '../../core/scan-model/module-names.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import type { ScanDeps } from '../scanner/scan-deps.js';
import { isSubscriptionActive } from '../scans/scan-admission.js';
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
  await checkAndRecordOwnership(deps, domain);
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
      return db.transaction(async (manager) => {
        const domain = await manager.findOneBy(MonitoredDomain, { id: domainId });
        if (!domain) return { skipped: 'domain_removed' as const };
        const found = (job: Pick<ScanJob, 'id' | 'createdAt'>): MonitorScanJob => ({
          jobId: job.id,
          accountId: domain.userId,
          domain: domain.domain,
          modules: [...MODULE_NAMES],
          scanWorkflowId: scanJobWorkflowId(job),
        });
        if (domain.lastScheduledRun === runId && domain.lastScheduledJobId !== null) {
          const queued = await manager.findOne(ScanJob, {
            select: { id: true, createdAt: true },
            where: { id: domain.lastScheduledJobId },
          });
          if (queued) return found(queued);
        }
        const user = await manager.findOneByOrFail(User, { id: domain.userId });
        if (!user.isActive) return { skipped: 'account_disabled' as const };
        if (!isSubscriptionActive(user.subscriptionStatus)) return { skipped: 'subscription_inactive' as const };
        const job = await manager.save(
          manager.create(ScanJob, {
            userId: domain.userId,
            source: 'monitor',
            domain: domain.domain,
            status: 'queued',
            requestedModules: [...MODULE_NAMES],
            failureReason: null,
            result: null,
            report: null,
            createdAt: clock.now(),
            startedAt: null,
            finishedAt: null,
          }),
        );
        await manager.update(
          MonitoredDomain,
          { id: domain.id },
          { lastScheduledRun: runId, lastScheduledJobId: job.id },
        );
        return found(job);
      });
    },
  };
}
