/**
 * PDF reports in the API: finds the caller's completed job, serves its stored PDF, and when there is
 * none yet runs the `report-<job_id>` workflow (on Temporal: on a worker) and serves what it stored.
 * Two requests for the same job in this process share one render.
 */
import type { FastifyBaseLogger } from 'fastify';
import { findReportByJob, readReportPdf } from '../../activities/reports/report-store.js';
import { retentionCutoff } from '../../core/retention/retention-policy.js';
import { reportRetryWorkflowId, reportWorkflowId } from '../../core/workflow-ids.js';
import type { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import type { AppContext } from '../context.js';
import { conflict, notFound, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export interface ServedReport {
  report: IssuedReport;
  pdf: Buffer;
}

/**
 * The embedded engine refuses a second run under an id it has seen; Temporal one that is running.
 * Either way the render is tried again under a fresh id (the activity is idempotent per job).
 */
function isIdTaken(error: unknown): boolean {
  const name = (error as Error | null)?.name ?? '';
  const message = (error as Error | null)?.message ?? '';
  return name === 'WorkflowExecutionAlreadyStartedError' || / already exists$/.test(message);
}

export class ReportsService {
  private readonly inFlight = new Map<number, Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
    private readonly log: FastifyBaseLogger,
  ) {}

  async pdfFor(userId: number, jobId: number): Promise<ServedReport> {
    const job = await this.ctx.db.manager.findOne(ScanJob, {
      select: { id: true, userId: true, status: true, domain: true, createdAt: true },
      where: { id: jobId, userId },
    });
    if (!job) throw notFound(ERRORS.notFound.scanJob);
    if (job.status !== 'completed') throw conflict(ERRORS.conflict.scanJobIncomplete);
    let report = await findReportByJob(this.ctx.db, jobId);
    if (!report) {
      await this.refuseIfPurged(job);
      await this.render(job);
      report = await findReportByJob(this.ctx.db, jobId);
    }
    if (!report) throw serviceUnavailable(ERRORS.serviceUnavailable.reportRender);
    const pdf = await readReportPdf(this.ctx.db, report.id);
    // The bytes went with the retention policy; the verification record stays (docs/retention.md).
    if (pdf.length === 0) throw notFound(ERRORS.notFound.reportPdfPurged);
    return { report, pdf };
  }

  /**
   * No PDF is made past the PDF window (the purge has moved past that scan, so it would never go),
   * nor from a report the retention policy removed.
   */
  private async refuseIfPurged(job: ScanJob): Promise<void> {
    const { pdfDays } = this.ctx.config.retention;
    if (job.createdAt < retentionCutoff(this.ctx.clock.now(), pdfDays)) throw notFound(ERRORS.notFound.reportPdfPurged);
    const withReport = await this.ctx.db.manager
      .createQueryBuilder(ScanJob, 'job')
      .select('job.id')
      .where('job.id = :id', { id: job.id })
      .andWhere('job.report IS NOT NULL')
      .getOne();
    if (!withReport) throw notFound(ERRORS.notFound.scanReportPurged);
  }

  private render(job: ScanJob): Promise<void> {
    let running = this.inFlight.get(job.id);
    if (!running) {
      running = this.runWorkflow(job).finally(() => this.inFlight.delete(job.id));
      this.inFlight.set(job.id, running);
    }
    return running;
  }

  private async runWorkflow(job: ScanJob): Promise<void> {
    const meta = { kind: 'report' as const, domains: [job.domain], accountId: job.userId, jobId: job.id };
    const input = { jobId: job.id };
    try {
      try {
        await this.orchestrator.execute('reportWorkflow', reportWorkflowId(job), input, meta);
      } catch (error) {
        if (!isIdTaken(error)) throw error;
        // An earlier run under that id failed (or runs elsewhere): a fresh run, named after it.
        await this.orchestrator.execute(
          'reportWorkflow',
          reportRetryWorkflowId(job, this.ctx.clock.now()),
          input,
          meta,
        );
      }
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, 'PDF report workflow failed');
      throw serviceUnavailable(ERRORS.serviceUnavailable.reportRender);
    }
  }
}
