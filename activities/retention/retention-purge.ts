/**
 * The retention purge (docs/retention.md): one step of the policy at a time, in batches of at most
 * `batchSize` rows, each batch a few short statements by primary key (read the ids, then delete or
 * update exactly those), never one long DELETE over a range: on MySQL/MariaDB a batch locks only
 * its own rows, so scans being written meanwhile (new ids at the end of the table) do not wait.
 * A run does at most `maxBatches` batches per step; `done` false says more is left for the next run.
 *
 * Steps that leave rows behind (a job keeps its summary when its report goes, a verification record
 * stays when its PDF bytes go) walk the table by id from a stored cursor (retention_cursors), so a
 * run never reads again the months of rows it emptied before. Ids grow with submission time, so the
 * walk stops at the first row inside the window. Steps that delete everything they pass start from
 * the oldest row (the head of the primary key, or of an index on the age) and need no cursor.
 */
import { type EntityManager, In, LessThan, MoreThan } from 'typeorm';
import {
  retentionCutoff as cutoff,
  type RetentionPolicy,
  type RetentionStep,
} from '../../core/retention/retention-policy.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ReportPdfChunk } from '../../db/entities/report-pdf-chunk.entity.js';
import { RetentionCursor } from '../../db/entities/retention-cursor.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { keptScanIds } from './kept-scans.js';

export interface RetentionPurgeResult {
  /** Rows deleted, or emptied (a job's report, a PDF's bytes). */
  deleted: number;
  /** False when `maxBatches` full batches ran: more is left for the next run. */
  done: boolean;
}

/** One batch: what it deleted, and whether the step has reached the end of what is due. */
interface Batch {
  deleted: number;
  finished: boolean;
}

/** Finished jobs: a queued or running one is never purged, whatever its age. */
const FINISHED = ['completed', 'failed'] as const;
/** Deliveries that are over (delivered, or a dead letter); one still trying stays. */
const DELIVERY_OVER = ['succeeded', 'failed'] as const;
/** Runs with many steps (a scan's): fewer of them per batch, so the step delete stays short too. */
const RUNS_PER_BATCH_DIVISOR = 10;

export async function purgeRetentionStep(
  manager: EntityManager,
  policy: RetentionPolicy,
  now: Date,
  step: RetentionStep,
  batchSize: number,
  maxBatches: number,
): Promise<RetentionPurgeResult> {
  const batch = batchFor(manager, policy, now, step, batchSize);
  let deleted = 0;
  for (let run = 0; run < maxBatches; run += 1) {
    const result = await batch(run === 0);
    deleted += result.deleted;
    if (result.finished) return { deleted, done: true };
  }
  return { deleted, done: false };
}

function batchFor(
  manager: EntityManager,
  policy: RetentionPolicy,
  now: Date,
  step: RetentionStep,
  size: number,
): (first: boolean) => Promise<Batch> {
  switch (step) {
    case 'scan_reports':
      return () => purgeReports(manager, cutoff(now, policy.fullReportDays), size, now);
    case 'report_pdfs':
      return () => purgePdfs(manager, cutoff(now, policy.pdfDays), size, now);
    case 'scan_summaries': {
      // No cursor: the rows it passes are deleted, except the few kept ones, which one run reads once.
      let after = 0;
      return async (first) => {
        if (first) after = 0;
        const result = await purgeSummaries(manager, cutoff(now, policy.summaryDays), size, after);
        after = result.lastId;
        return result;
      };
    }
    case 'grade_changes':
      return () => purgeGradeChanges(manager, cutoff(now, policy.summaryDays), size);
    case 'events':
      return () => purgeEvents(manager, cutoff(now, policy.fullReportDays), size);
    case 'webhook_deliveries':
      return () => purgeDeliveries(manager, cutoff(now, policy.fullReportDays), size);
    case 'workflow_runs':
      return () =>
        purgeRuns(manager, cutoff(now, policy.fullReportDays), Math.max(1, Math.floor(size / RUNS_PER_BATCH_DIVISOR)));
  }
}

async function readCursor(manager: EntityManager, name: string): Promise<number> {
  const row = await manager.findOneBy(RetentionCursor, { name });
  return row?.lastId ?? 0;
}

async function writeCursor(manager: EntityManager, name: string, lastId: number, now: Date): Promise<void> {
  await manager.upsert(RetentionCursor, { name, lastId, updatedAt: now }, ['name']);
}

/**
 * Rows of a walk by id, up to the first one inside the window (ids grow with time). `finished` when
 * the walk met that row or the table's end.
 */
function dueRows<T extends { createdAt: Date }>(
  rows: T[],
  before: Date,
  size: number,
): { due: T[]; finished: boolean } {
  const inside = rows.findIndex((row) => row.createdAt >= before);
  if (inside >= 0) return { due: rows.slice(0, inside), finished: true };
  return { due: rows, finished: rows.length < size };
}

/** Empties the report of finished jobs past the full-report window; the job row is the summary. */
async function purgeReports(manager: EntityManager, before: Date, size: number, now: Date): Promise<Batch> {
  const after = await readCursor(manager, 'scan_reports');
  const rows = await manager.find(ScanJob, {
    select: { id: true, userId: true, domain: true, status: true, createdAt: true },
    where: { id: MoreThan(after) },
    order: { id: 'ASC' },
    take: size,
  });
  const { due, finished } = dueRows(rows, before, size);
  if (due.length === 0) return { deleted: 0, finished: true };
  const kept = await keptScanIds(manager, due);
  const ids = due.filter((job) => isFinished(job.status) && !kept.has(job.id)).map((job) => job.id);
  let deleted = 0;
  if (ids.length > 0) {
    // Module results are deleted when the report is stored; a failed job's may be left.
    await manager.delete(ScanModuleResult, { jobId: In(ids) });
    const result = await manager
      .createQueryBuilder()
      .update(ScanJob)
      .set({ report: null })
      .whereInIds(ids)
      .andWhere('report IS NOT NULL')
      .execute();
    deleted = result.affected ?? ids.length;
  }
  await writeCursor(manager, 'scan_reports', (due.at(-1) as ScanJob).id, now);
  return { deleted, finished };
}

/** Deletes the bytes of PDFs of scans past the PDF window; the verification record stays. */
async function purgePdfs(manager: EntityManager, before: Date, size: number, now: Date): Promise<Batch> {
  const after = await readCursor(manager, 'report_pdfs');
  const rows = await manager.find(IssuedReport, {
    select: { id: true, jobId: true, userId: true, domain: true, scannedAt: true },
    where: { jobId: MoreThan(after) },
    order: { jobId: 'ASC' },
    take: size,
  });
  const { due, finished } = dueRows(
    rows.map((row) => ({ ...row, createdAt: row.scannedAt })),
    before,
    size,
  );
  if (due.length === 0) return { deleted: 0, finished: true };
  const kept = await keptScanIds(manager, due);
  const ids = due.filter((row) => !kept.has(row.jobId)).map((row) => row.id);
  let deleted = 0;
  if (ids.length > 0) {
    const result = await manager.delete(ReportPdfChunk, { reportId: In(ids) });
    deleted = result.affected ?? 0;
  }
  await writeCursor(manager, 'report_pdfs', (due.at(-1) as { jobId: number }).jobId, now);
  return { deleted, finished };
}

/** Deletes finished jobs past the summary window with all that hangs on them (PDF, verification record). */
async function purgeSummaries(
  manager: EntityManager,
  before: Date,
  size: number,
  after: number,
): Promise<Batch & { lastId: number }> {
  const rows = await manager.find(ScanJob, {
    select: { id: true, userId: true, domain: true, status: true, createdAt: true },
    where: { id: MoreThan(after) },
    order: { id: 'ASC' },
    take: size,
  });
  const { due, finished } = dueRows(rows, before, size);
  if (due.length === 0) return { deleted: 0, finished: true, lastId: after };
  const kept = await keptScanIds(manager, due);
  const ids = due.filter((job) => isFinished(job.status) && !kept.has(job.id)).map((job) => job.id);
  let deleted = 0;
  if (ids.length > 0) {
    // Children first, each by key: the foreign keys cascade on MySQL, but SQLite enforces them only
    // when the connection turned them on, and an explicit delete keeps each statement small anyway.
    const reports = await manager.find(IssuedReport, { select: { id: true }, where: { jobId: In(ids) } });
    if (reports.length > 0) {
      const reportIds = reports.map((report) => report.id);
      await manager.delete(ReportPdfChunk, { reportId: In(reportIds) });
      await manager.delete(IssuedReport, { id: In(reportIds) });
    }
    await manager.delete(ScanModuleResult, { jobId: In(ids) });
    const result = await manager.delete(ScanJob, { id: In(ids) });
    deleted = result.affected ?? ids.length;
  }
  return { deleted, finished, lastId: (due.at(-1) as ScanJob).id };
}

/** The grade history past the summary window: everything it passes goes, so it walks from the oldest. */
async function purgeGradeChanges(manager: EntityManager, before: Date, size: number): Promise<Batch> {
  const rows = await manager.find(DomainGradeChange, {
    select: { id: true, createdAt: true },
    order: { id: 'ASC' },
    take: size,
  });
  const { due, finished } = dueRows(rows, before, size);
  if (due.length === 0) return { deleted: 0, finished: true };
  const result = await manager.delete(DomainGradeChange, { id: In(due.map((row) => row.id)) });
  return { deleted: result.affected ?? due.length, finished };
}

/** Dispatched events past the full-report window, through the (dispatched_at, created_at) index. */
async function purgeEvents(manager: EntityManager, before: Date, size: number): Promise<Batch> {
  const rows = await manager.find(OutboxEvent, {
    select: { id: true },
    where: { dispatchedAt: LessThan(before) },
    order: { dispatchedAt: 'ASC', id: 'ASC' },
    take: size,
  });
  if (rows.length === 0) return { deleted: 0, finished: true };
  const result = await manager.delete(OutboxEvent, { id: In(rows.map((row) => row.id)) });
  return { deleted: result.affected ?? rows.length, finished: rows.length < size };
}

/** Deliveries that are over, past the full-report window, with their attempts. */
async function purgeDeliveries(manager: EntityManager, before: Date, size: number): Promise<Batch> {
  const rows = await manager.find(WebhookDelivery, {
    select: { id: true },
    where: { createdAt: LessThan(before), status: In([...DELIVERY_OVER]) },
    order: { createdAt: 'ASC', id: 'ASC' },
    take: size,
  });
  if (rows.length === 0) return { deleted: 0, finished: true };
  const ids = rows.map((row) => row.id);
  await manager.delete(WebhookAttempt, { deliveryId: In(ids) });
  const result = await manager.delete(WebhookDelivery, { id: In(ids) });
  return { deleted: result.affected ?? ids.length, finished: rows.length < size };
}

/** The embedded engine's finished runs past the full-report window, with their steps. */
async function purgeRuns(manager: EntityManager, before: Date, size: number): Promise<Batch> {
  let deleted = 0;
  let finished = true;
  for (const status of FINISHED) {
    const rows = await manager.find(WorkflowRun, {
      select: { id: true },
      where: { status, finishedAt: LessThan(before) },
      order: { finishedAt: 'ASC', id: 'ASC' },
      take: size,
    });
    if (rows.length === 0) continue;
    const ids = rows.map((row) => row.id);
    await manager.delete(WorkflowStep, { runId: In(ids) });
    const result = await manager.delete(WorkflowRun, { id: In(ids) });
    deleted += result.affected ?? ids.length;
    if (rows.length === size) finished = false;
  }
  return { deleted, finished };
}

function isFinished(status: string): boolean {
  return (FINISHED as readonly string[]).includes(status);
}
