/**
 * Scan jobs for the API: submission goes through the scans service (workflows/scan-submission.ts,
 * where the order of checks and the one transaction live) with the caller's account and source, and
 * its refusals answered as the spec says (scan-refusals.ts); the reads behind polling, reports and
 * lists are here, each limited to what the caller may see. Ownership: an account sees its own jobs;
 * the public scanner key sees the jobs created through it; nobody sees anyone else's (404, never 403,
 * so ids reveal nothing).
 */
import { type FindOptionsWhere, In, IsNull } from 'typeorm';
import type { ScanOrigin } from '../../activities/scans/scan-admission.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { ScanJob, type ScanJobSource } from '../../db/entities/scan-job.entity.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import {
  checkScanTarget as checkTargetOf,
  type ScanRequest,
  ScanSubmission,
  type ScanSubmissionDeps,
} from '../../workflows/scan-submission.js';
import type { ScanCaller } from '../auth/public-scanner-key.js';
import type { AppContext } from '../context.js';
import { conflict, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { JOB_COLUMNS } from './scan-job.view.js';
import { apiErrorOfScanRefusal } from './scan-refusals.js';

export const JOB_NOT_FOUND = ERRORS.notFound.scanJob;

export function originOf(caller: ScanCaller): Extract<ScanOrigin, ScanJobSource> {
  if (caller.kind === 'public_scanner') return 'public';
  // A session cookie is the browser dashboard; API keys and JWTs are programmatic clients.
  return caller.principal.method === 'session' ? 'dashboard' : 'api';
}

const requestOf = (caller: ScanCaller, domain: string, dkimSelectors: string[]): ScanRequest => ({
  origin: originOf(caller),
  accountId: caller.kind === 'account' ? caller.principal.user.id : null,
  domain,
  dkimSelectors,
});

/** The scans service's refusals, as the API answers them. */
async function answered<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw apiErrorOfScanRefusal(error);
  }
}

/** Resolves and guards a domain the way a scan will, or throws the 400 the spec asks for. */
export async function checkScanTarget(ctx: AppContext, domain: string): Promise<string> {
  try {
    return await checkTargetOf(ctx.scanDeps, domain);
  } catch (error) {
    throw apiErrorOfScanRefusal(error);
  }
}

export class ScanJobService {
  /** The HTTP-free scans service; workers, schedules and the dashboard's server side use it too. */
  readonly submission: ScanSubmission;

  constructor(
    private readonly ctx: AppContext,
    orchestrator: Orchestrator,
    log?: ScanSubmissionDeps['log'],
  ) {
    this.submission = new ScanSubmission({
      db: ctx.db,
      clock: ctx.clock,
      scanDeps: ctx.scanDeps,
      orchestrator,
      ...(log ? { log } : {}),
    });
  }

  /** POST /v1/scan: 403 for a lapsed subscription, 400 for an unscannable domain, 429 without quota. */
  submit(caller: ScanCaller, domain: string, dkimSelectors: string[] = []): Promise<ScanJob> {
    return answered(this.submission.submit(requestOf(caller, domain, dkimSelectors)));
  }

  /** Queues a scan of an already checked domain (the target is not resolved again here). */
  enqueue(caller: ScanCaller, domain: string, dkimSelectors: string[] = []): Promise<ScanJob> {
    return answered(this.submission.enqueue(requestOf(caller, domain, dkimSelectors)));
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

  /**
   * The full report; 409 while the job is not completed (docs/api-contract.md "Scan job states"); 404 once the retention policy
   * removed it (docs/retention.md: the job itself still answers, with its summary).
   */
  async reportFor(caller: ScanCaller, jobId: number): Promise<{ job: ScanJob; report: ScanReport }> {
    const job = await this.ctx.db.manager.findOne(ScanJob, { where: { id: jobId, ...ownership(caller) } });
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.status !== 'completed') throw conflict(ERRORS.conflict.scanJobIncomplete);
    if (!job.report) throw notFound(ERRORS.notFound.scanReportPurged);
    return { job, report: job.report };
  }

  /** Newest first; `total` counts all of the account's jobs. */
  /**
   * The account's scans, newest first. With `client_id` or `tag` (docs/portfolio.md), only scans of
   * the account's monitored domains of that client or with that tag, by domain name: a scan of such
   * a domain counts whether the monitor, the API or the dashboard started it.
   */
  async list(
    userId: number,
    limit: number,
    filters: { client_id?: number; tag?: string } = {},
  ): Promise<{ scans: ScanJob[]; total: number }> {
    if (filters.client_id === undefined && filters.tag === undefined) {
      const [scans, total] = await Promise.all([
        this.ctx.db.manager.find(ScanJob, {
          select: JOB_COLUMNS,
          where: { userId },
          order: { id: 'DESC' },
          take: limit,
        }),
        this.ctx.db.manager.countBy(ScanJob, { userId }),
      ]);
      return { scans, total };
    }
    const monitored = ['monitored.user_id = :userId'];
    if (filters.client_id !== undefined) monitored.push('monitored.client_id = :clientId');
    if (filters.tag !== undefined)
      monitored.push(
        'monitored.id IN (SELECT tagged.domain_id FROM domain_tags tagged WHERE tagged.user_id = :userId AND tagged.tag = :tag)',
      );
    const query = this.ctx.db.manager
      .createQueryBuilder(ScanJob, 'job')
      .select('job.id', 'id')
      .where('job.user_id = :userId', { userId })
      .andWhere(
        `job.domain IN (SELECT monitored.domain FROM monitored_domains monitored WHERE ${monitored.join(' AND ')})`,
        {
          clientId: filters.client_id,
          tag: filters.tag?.trim().toLowerCase(),
        },
      )
      .orderBy('job.id', 'DESC');
    const [ids, total] = await Promise.all([
      query.clone().limit(limit).getRawMany<{ id: number | string }>(),
      query.getCount(),
    ]);
    const scans =
      ids.length === 0
        ? []
        : await this.ctx.db.manager.find(ScanJob, {
            select: JOB_COLUMNS,
            where: { id: In(ids.map((row) => Number(row.id))) },
            order: { id: 'DESC' },
          });
    return { scans, total };
  }
}

function ownership(caller: ScanCaller): FindOptionsWhere<ScanJob> {
  return caller.kind === 'public_scanner'
    ? { source: 'public', userId: IsNull() }
    : { userId: caller.principal.user.id };
}
