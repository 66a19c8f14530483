/**
 * The scan job object (docs/api-contract.md "Scan job") as the API returns it, and its JSON schemas. `result` (the
 * summary, core/scan-model/scan-summary.ts ScanSummary) is present only when the job completed;
 * `failure_reason` only when it failed. Documented in docs/scan-jobs.md.
 */
import { type Static, Type } from '@sinclair/typebox';
import type { FindOptionsSelect } from 'typeorm';
import type { ScanSummary } from '../../core/scan-model/scan-summary.js';
import type { ScanJob, ScanJobSource, ScanJobStatus } from '../../db/entities/scan-job.entity.js';

export function toScanJobView(job: ScanJob): ScanJobView {
  return {
    job_id: job.id,
    status: job.status,
    source: job.source,
    domain: job.domain,
    requested_modules: job.requestedModules,
    failure_reason: job.status === 'failed' ? job.failureReason : null,
    result: job.status === 'completed' ? job.result : null,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

const nullableTimestamp = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' });

/**
 * The JSON schema and, through Static, the type. `domain` and the timestamps are always sent but were
 * never listed as required in the document; they stay optional there, so the document keeps its meaning.
 */
export const scanJobSchema = Type.Object({
  job_id: Type.Integer(),
  status: Type.Unsafe<ScanJobStatus>({ type: 'string', enum: ['queued', 'running', 'completed', 'failed'] }),
  source: Type.Unsafe<ScanJobSource>({ type: 'string', enum: ['api', 'dashboard', 'public', 'monitor', 'batch'] }),
  domain: Type.Optional(Type.String()),
  requested_modules: Type.Array(Type.String()),
  failure_reason: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  result: Type.Unsafe<ScanSummary | null>({
    type: ['object', 'null'],
    additionalProperties: true,
    description: 'Summary: score, grade, issue_counts, modules, top_issues, coverage (completed jobs only)',
  }),
  created_at: Type.Optional(Type.String({ format: 'date-time' })),
  started_at: Type.Optional(nullableTimestamp),
  finished_at: Type.Optional(nullableTimestamp),
});

export type ScanJobView = Static<typeof scanJobSchema>;

export const scanListSchema = Type.Object({
  scans: Type.Array(scanJobSchema),
  total: Type.Integer({ description: "All of the account's scan jobs, not only those listed" }),
});

/** The columns polling and lists read: everything but the (large) report. */
export const JOB_COLUMNS: FindOptionsSelect<ScanJob> = {
  id: true,
  userId: true,
  source: true,
  domain: true,
  status: true,
  requestedModules: true,
  failureReason: true,
  result: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
};
