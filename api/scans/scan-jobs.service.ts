/**
 * Scan jobs for the API: submission (target checked first, then quota, job row and workflow start
 * in one transaction), and the reads behind polling, reports and lists, each limited to what the
 * caller may see. Ownership: an account sees its own jobs; the public scanner key sees the jobs
 * created through it; nobody sees anyone else's (404, never 403, so ids reveal nothing).
 */
import { type FindOptionsWhere, IsNull } from 'typeorm';
import { resolveScanTarget, ScanTargetError } from '../../activities/scanner/scan-target.js';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { ScanJob, type ScanJobSource } from '../../db/entities/scan-job.entity.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import { SCAN_EXECUTION_FAILED } from '../../workflows/policies.js';
import { scanWorkflowId } from '../../workflows/scan.workflow.js';
import type { ScanCaller } from '../auth/public-scanner-key.js';
import type { AppContext } from '../context.js';
import { ApiError, badRequest, conflict, notFound, serviceUnavailable } from '../errors/api-error.js';
import { consumeScansOrThrow } from '../usage/scan-quota.js';
import { JOB_COLUMNS } from './scan-job.view.js';

export const JOB_NOT_FOUND = 'Scan job not found';

export function sourceOf(caller: ScanCaller): ScanJobSource {
  if (caller.kind === 'public_scanner') return 'public';
  // A session cookie is the browser dashboard; API keys and JWTs are programmatic clients.
  return caller.principal.method === 'session' ? 'dashboard' : 'api';
}

/** Resolves and guards a domain the way a scan will, or throws the 400 the spec asks for. */
export async function checkScanTarget(ctx: AppContext, domain: string): Promise<string> {
  try {
    return (await resolveScanTarget(domain, ctx.scanDeps, ctx.scanDeps.newResolver())).domain;
  } catch (error) {
    if (error instanceof ScanTargetError) throw badRequest(error.message);
    throw error;
  }
}

export class ScanJobService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
  ) {}

  /** POST /v1/scan: 400 for an unscannable domain, 429 without quota, else the queued job. */
  async submit(caller: ScanCaller, domain: string, dkimSelectors: string[] = []): Promise<ScanJob> {
    const normalized = await checkScanTarget(this.ctx, domain);
    return this.enqueue(caller, normalized, dkimSelectors);
  }

  /**
   * Queues a scan of an already checked domain: consumes one scan (accounts only), inserts the job
   * and makes its workflow durable, all in one transaction, then starts the workflow.
   */
  async enqueue(caller: ScanCaller, domain: string, dkimSelectors: string[] = []): Promise<ScanJob> {
    const now = this.ctx.clock.now();
    let launch: () => void = () => undefined;
    const job = await this.ctx.db.transaction(async (manager) => {
      const userId = caller.kind === 'account' ? caller.principal.user.id : null;
      if (userId !== null) await consumeScansOrThrow(manager, userId, 1, now);
      const created = manager.create(ScanJob, {
        userId,
        source: sourceOf(caller),
        domain,
        status: 'queued',
        requestedModules: [...MODULE_NAMES],
        failureReason: null,
        result: null,
        report: null,
        createdAt: now,
        startedAt: null,
        finishedAt: null,
      });
      await manager.save(created);
      const input = { jobId: created.id, accountId: userId, domain, modules: [...MODULE_NAMES], dkimSelectors };
      try {
        launch = await this.orchestrator.enqueue(manager, 'scanWorkflow', scanWorkflowId(created.id), input, {
          kind: 'scan',
          domains: [domain],
          accountId: userId,
          source: created.source,
          jobId: created.id,
        });
      } catch (error) {
        // Temporal unreachable: nothing is committed, so no quota is spent on a scan that never ran.
        if (this.orchestrator.kind === 'temporal' && !(error instanceof ApiError)) {
          throw serviceUnavailable(SCAN_EXECUTION_FAILED);
        }
        throw error;
      }
      return created;
    });
    launch();
    return job;
  }

  /** One job as its caller may see it (without the report). */
  async jobFor(caller: ScanCaller, jobId: number): Promise<ScanJob> {
    const job = await this.ctx.db.manager.findOne(ScanJob, {
      select: JOB_COLUMNS,
      where: { id: jobId, ...ownership(caller) },
    });
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  }

  /** The full report; 409 while the job is not completed (SPEC part 3). */
  async reportFor(caller: ScanCaller, jobId: number): Promise<{ job: ScanJob; report: ScanReport }> {
    const job = await this.ctx.db.manager.findOne(ScanJob, { where: { id: jobId, ...ownership(caller) } });
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.status !== 'completed' || !job.report) throw conflict('Scan job is not complete yet');
    return { job, report: job.report };
  }

  /** Newest first; `total` counts all of the account's jobs. */
  async list(userId: number, limit: number): Promise<{ scans: ScanJob[]; total: number }> {
    const [scans, total] = await Promise.all([
      this.ctx.db.manager.find(ScanJob, { select: JOB_COLUMNS, where: { userId }, order: { id: 'DESC' }, take: limit }),
      this.ctx.db.manager.countBy(ScanJob, { userId }),
    ]);
    return { scans, total };
  }
}

function ownership(caller: ScanCaller): FindOptionsWhere<ScanJob> {
  return caller.kind === 'public_scanner'
    ? { source: 'public', userId: IsNull() }
    : { userId: caller.principal.user.id };
}
