/**
 * Starting a full scan, whoever asks: the API for an API key, a JWT or the dashboard's session, the
 * public scanner key, and later a monitored domain's schedule. No HTTP types: the caller says which
 * account pays (or none, for the public scanner key) and where the scan comes from (`source`).
 * The rules are in one order for everyone:
 *   1. the account may scan at all (active, subscription live): ScanRefused;
 *   2. the target resolves to public addresses: ScanTargetError (400 in the API);
 *   3. in one transaction: one scan of the quota (ScanRefused when none is left), the job row, and
 *      the workflow made durable (embedded: its run row; Temporal: started, so a server that is down
 *      rolls the quota back: OrchestratorUnavailable);
 *   4. after the commit, the workflow runs.
 */

import type { DataSource } from 'typeorm';
import type { ScanDeps } from '../activities/scanner/scan-deps.js';
import { resolveScanTarget } from '../activities/scanner/scan-target.js';
import { admitScans, assertMayScan } from '../activities/scans/scan-admission.js';
import { MODULE_NAMES } from '../core/scan-model/module-names.js';
import { scanJobWorkflowId } from '../core/workflow-ids.js';
import { ScanJob, type ScanJobSource } from '../db/entities/scan-job.entity.js';
import { User } from '../db/entities/user.entity.js';
import type { Orchestrator } from './orchestrator.js';

/** Temporal could not be reached to start the workflow; nothing was committed or spent. */
export class OrchestratorUnavailable extends Error {
  constructor(cause: unknown) {
    super('the workflow engine could not start the scan', { cause });
    this.name = 'OrchestratorUnavailable';
  }
}

/** Resolves and guards a domain the way a scan will; its normalised name, or ScanTargetError. */
export async function checkScanTarget(scanDeps: ScanDeps, domain: string): Promise<string> {
  return (await resolveScanTarget(domain, scanDeps, scanDeps.newResolver())).domain;
}

export interface ScanRequest {
  /** The account that pays one scan of its quota; null for the public scanner key (no quota). */
  accountId: number | null;
  source: ScanJobSource;
  domain: string;
  /** The owner's DKIM selectors, tried before the common ones. */
  dkimSelectors?: string[];
}

export interface ScanSubmissionDeps {
  db: DataSource;
  clock: { now(): Date };
  scanDeps: ScanDeps;
  orchestrator: Orchestrator;
}

export class ScanSubmission {
  constructor(private readonly deps: ScanSubmissionDeps) {}

  checkTarget(domain: string): Promise<string> {
    return checkScanTarget(this.deps.scanDeps, domain);
  }

  /** Queues a scan (steps 1-4 above) and returns its job, `queued`. */
  async submit(request: ScanRequest): Promise<ScanJob> {
    const { db } = this.deps;
    if (request.accountId !== null) assertMayScan(await db.manager.findOneByOrFail(User, { id: request.accountId }));
    const domain = await this.checkTarget(request.domain);
    return this.enqueue({ ...request, domain });
  }

  /**
   * Steps 3 and 4 for a domain already checked and normalised (a monitored domain was checked when it
   * was added; its scan workflow resolves it again when it runs, and fails the job if it stopped
   * resolving).
   */
  async enqueue(request: ScanRequest): Promise<ScanJob> {
    const { db, clock, orchestrator } = this.deps;
    const domain = request.domain;
    const now = clock.now();
    const dkimSelectors = request.dkimSelectors ?? [];
    let launch: () => void = () => undefined;
    const job = await db.transaction(async (manager) => {
      if (request.accountId !== null) await admitScans(manager, request.accountId, 1, now);
      const created = await manager.save(
        manager.create(ScanJob, {
          userId: request.accountId,
          source: request.source,
          domain,
          status: 'queued',
          requestedModules: [...MODULE_NAMES],
          failureReason: null,
          result: null,
          report: null,
          createdAt: now,
          startedAt: null,
          finishedAt: null,
        }),
      );
      const input = {
        jobId: created.id,
        accountId: request.accountId,
        domain,
        modules: [...MODULE_NAMES],
        dkimSelectors,
      };
      const meta = {
        kind: 'scan' as const,
        domains: [domain],
        accountId: request.accountId,
        source: request.source,
        jobId: created.id,
      };
      try {
        launch = await orchestrator.enqueue(manager, 'scanWorkflow', scanJobWorkflowId(created), input, meta);
      } catch (error) {
        // Temporal unreachable: nothing is committed, so no quota is spent on a scan that never ran.
        if (orchestrator.kind === 'temporal') throw new OrchestratorUnavailable(error);
        throw error;
      }
      return created;
    });
    launch();
    return job;
  }
}
