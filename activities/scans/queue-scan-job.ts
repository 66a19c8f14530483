/**
 * Queueing a scan job, for every origin (the API, the dashboard, the public scanner key, a monitored
 * domain's "scan now" and its schedule): admission by origin (scan-admission.ts ADMISSION_RULES), the
 * job row, and the start of its workflow (name, id, input, what an operator finds it by). Runs inside
 * the caller's transaction; whoever holds the transaction makes the start happen:
 * workflows/scan-submission.ts (the API's orchestrator: the embedded engine records the run in the
 * same transaction, Temporal starts after the commit) or the monitor workflow (its recorded start
 * step). The scan start sweeper rebuilds the same start from the row (scanJobStart).
 */
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import type { WorkflowMeta } from '../../core/workflow-meta.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import { ADMISSION_RULES, admitScans, returnScans, type ScanOrigin } from './scan-admission.js';

export interface QueueScanRequest {
  origin: ScanOrigin;
  /** The paying account; null only for an origin without one (the public scanner key). */
  accountId: number | null;
  /** Already checked and normalised (workflows/scan-submission.ts checkScanTarget, or when a domain was added). */
  domain: string;
  /** The owner's DKIM selectors, tried before the common ones. */
  dkimSelectors?: string[];
  /**
   * The caller makes the workflow's start durable in this same transaction (the embedded engine's run
   * row, a monitor run's recorded step), so the row is stamped started now. False on Temporal's API
   * path: the row is the outbox until the start answers (markScanWorkflowStarted).
   */
  startInTransaction: boolean;
}

/** The scan workflow's input (workflows/scan.workflow.ts ScanWorkflowInput). */
export interface ScanJobInput {
  jobId: number;
  accountId: number | null;
  domain: string;
  modules: ModuleName[];
  dkimSelectors: string[];
}

/** Everything needed to start a job's workflow, whichever engine or caller starts it. */
export interface ScanJobStart {
  workflow: 'scanWorkflow';
  workflowId: string;
  input: ScanJobInput;
  meta: WorkflowMeta;
}

/** The start of `job`'s workflow, from its row alone: the same every time (the sweeper relies on it). */
export function scanJobStart(
  job: Pick<ScanJob, 'id' | 'createdAt' | 'userId' | 'domain' | 'source' | 'requestedModules' | 'dkimSelectors'>,
): ScanJobStart {
  return {
    workflow: 'scanWorkflow',
    workflowId: scanJobWorkflowId(job),
    input: {
      jobId: job.id,
      accountId: job.userId,
      domain: job.domain,
      modules: [...job.requestedModules],
      dkimSelectors: job.dkimSelectors ?? [],
    },
    meta: { kind: 'scan', domains: [job.domain], accountId: job.userId, source: job.source, jobId: job.id },
  };
}

/**
 * Admits the scan (ScanRefused when the account may not) and writes its job, `queued`. Returns the
 * row and its workflow's start.
 */
export async function queueScanJob(
  manager: EntityManager,
  request: QueueScanRequest,
  now: Date,
): Promise<{ job: ScanJob; start: ScanJobStart }> {
  const rule = ADMISSION_RULES[request.origin];
  if ((rule.payer === 'account') !== (request.accountId !== null)) {
    throw new Error(`a scan from ${request.origin} ${rule.payer === 'account' ? 'needs' : 'has no'} paying account`);
  }
  if (request.accountId !== null) await admitScans(manager, request.origin, request.accountId, 1, now);
  const dkimSelectors = request.dkimSelectors ?? [];
  const job = await manager.save(
    manager.create(
      ScanJob,
      newScanJobRow({
        userId: request.accountId,
        source: rule.source,
        domain: request.domain,
        dkimSelectors: dkimSelectors.length > 0 ? dkimSelectors : null,
        createdAt: now,
        workflowStartedAt: request.startInTransaction ? now : null,
      }),
    ),
  );
  return { job, start: scanJobStart(job) };
}

/** The start answered (or the id was taken by the job's own run): the row is no longer an outbox entry. */
export async function markScanWorkflowStarted(manager: EntityManager, jobIds: number[], now: Date): Promise<void> {
  if (jobIds.length === 0) return;
  await manager.update(ScanJob, { id: In(jobIds), workflowStartedAt: IsNull() }, { workflowStartedAt: now });
}

/**
 * Compensation for a submission the scan engine could not take: in one transaction the job is failed
 * with `reason` and the scans its origin took are given back. Only while the job is still queued and
 * unstarted; false when something started it meanwhile (the sweeper), which then stands.
 */
export async function withdrawScanJob(
  db: DataSource,
  job: Pick<ScanJob, 'id' | 'userId' | 'createdAt'>,
  origin: ScanOrigin,
  reason: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (manager) => {
    const withdrawn = await manager.update(
      ScanJob,
      { id: job.id, status: 'queued', workflowStartedAt: IsNull() },
      { status: 'failed', failureReason: reason, finishedAt: now },
    );
    if ((withdrawn.affected ?? 0) === 0) return false;
    const scans = ADMISSION_RULES[origin].quota;
    if (job.userId !== null && scans > 0) await returnScans(manager, job.userId, scans, job.createdAt);
    return true;
  });
}
