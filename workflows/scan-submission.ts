/**
 * Submitting a full scan, whoever asks: the API for an API key, a JWT or the dashboard's session, the
 * public scanner key, a monitored domain's "scan now". No HTTP types: the caller says where the scan
 * comes from (`origin`, which decides who pays: activities/scans/scan-admission.ts ADMISSION_RULES)
 * and which account pays (none for the public scanner key). The rules are in one order for everyone:
 *   1. the account may scan at all (active, subscription live): ScanRefused;
 *   2. the target resolves to public addresses: ScanTargetError (400 in the API);
 *   3. in one short transaction: the scan taken from the quota (ScanRefused when none is left) and the
 *      job row (activities/scans/queue-scan-job.ts, which a monitor run uses too); on the embedded
 *      engine also the workflow's run row;
 *   4. after the commit, the workflow starts. On Temporal the job row is its own outbox: the start is
 *      a network round trip, made without the account's quota row locked and without a database
 *      connection held. It answers `started` or `exists` (the deterministic id: the sweeper or an
 *      earlier try got there first), and the row is marked started; a server that cannot be reached
 *      (no answer to a start or to a liveness probe within about 2 s; a live but busy server is given
 *      up to 10 s: DETACHED_START_TIMINGS) withdraws the job: failed and its scan given back in one
 *      transaction (OrchestratorUnavailable, 503). A process that dies between 3 and 4 leaves a
 *      queued row that the scan start sweeper (event-dispatch.workflow.ts) starts.
 * Steps 3 and 4 are workflows/outbox-start.ts, which bulk imports and account exports share.
 */

import type { DataSource } from 'typeorm';
import { checkScanTarget } from '../activities/scans/check-scan-target.js';
import { markScanWorkflowStarted, queueScanJob, withdrawScanJob } from '../activities/scans/queue-scan-job.js';
import { assertMayScan, type ScanOrigin } from '../activities/scans/scan-admission.js';
import { SCAN_ENGINE_UNAVAILABLE } from '../core/errors.js';
import { scansSubmitted } from '../core/metrics/metric-definitions.js';
import type { ScanJob } from '../db/entities/scan-job.entity.js';
import { User } from '../db/entities/user.entity.js';
import type { ScanDeps } from '../scanner/scan-deps.js';
import type { Orchestrator } from './orchestrator.js';
import { commitThenStart } from './outbox-start.js';

/** The scan engine could not take the scan; the job was withdrawn (failed, its scan given back). */
export class OrchestratorUnavailable extends Error {
  constructor(cause: unknown) {
    super('the workflow engine could not start the scan', { cause });
    this.name = 'OrchestratorUnavailable';
  }
}

export { checkScanTarget };

export interface ScanRequest {
  origin: ScanOrigin;
  /** The account that pays; null for the public scanner key (no quota). */
  accountId: number | null;
  domain: string;
  /** The owner's DKIM selectors, tried before the common ones. */
  dkimSelectors?: string[];
}

export interface ScanSubmissionDeps {
  db: DataSource;
  clock: { now(): Date };
  scanDeps: ScanDeps;
  orchestrator: Orchestrator;
  log?: { warn(details: object, message: string): void };
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

  /** Steps 3 and 4 for a domain already checked and normalised (workflows/outbox-start.ts). */
  async enqueue(request: ScanRequest): Promise<ScanJob> {
    const { db, clock, orchestrator, log } = this.deps;
    const job = await commitThenStart(
      { db, orchestrator, ...(log ? { log } : {}) },
      {
        async write(manager, startInTransaction) {
          const { job, start } = await queueScanJob(manager, { ...request, startInTransaction }, clock.now());
          return { value: job, start };
        },
        async started(job) {
          // Its failure is logged by commitThenStart: the sweeper will find the row, get `exists` and mark it.
          await markScanWorkflowStarted(db.manager, [job.id], clock.now());
        },
        async notStarted(job, error) {
          // Not reached, or no answer in time. Withdrawn only while nobody started it meanwhile (the
          // sweeper); a start that did reach the server finds the job failed and ends (markScanRunning).
          if (await withdrawScanJob(db, job, request.origin, SCAN_ENGINE_UNAVAILABLE, clock.now())) {
            // The caller hears only "unavailable"; the operator needs why (refused, no answer, probe failed).
            log?.warn({ err: error, jobId: job.id }, 'scan workflow not started: the job was withdrawn (503)');
            throw new OrchestratorUnavailable(error);
          }
        },
      },
    );
    scansSubmitted.inc({ source: job.source });
    return job;
  }
}
