/**
 * The scan job object of SPEC part 2 as the API returns it, and its JSON schemas. `result` (the
 * summary, core/scan-model/scan-summary.ts ScanSummary) is present only when the job completed;
 * `failure_reason` only when it failed. Documented in docs/scan-jobs.md.
 */
import type { FindOptionsSelect } from 'typeorm';
import type { ScanJob } from '../../db/entities/scan-job.entity.js';

export interface ScanJobView {
  job_id: number;
  status: ScanJob['status'];
  source: ScanJob['source'];
  domain: string;
  requested_modules: string[];
  failure_reason: string | null;
  result: ScanJob['result'];
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

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

const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;

export const scanJobSchema = {
  type: 'object',
  required: ['job_id', 'status', 'source', 'requested_modules', 'failure_reason', 'result'],
  properties: {
    job_id: { type: 'integer' },
    status: { type: 'string', enum: ['queued', 'running', 'completed', 'failed'] },
    source: { type: 'string', enum: ['api', 'dashboard', 'public', 'monitor', 'batch'] },
    domain: { type: 'string' },
    requested_modules: { type: 'array', items: { type: 'string' } },
    failure_reason: { type: ['string', 'null'] },
    result: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'Summary: score, grade, issue_counts, modules, top_issues, coverage (completed jobs only)',
    },
    created_at: { type: 'string', format: 'date-time' },
    started_at: nullableTimestamp,
    finished_at: nullableTimestamp,
  },
} as const;

export const scanListSchema = {
  type: 'object',
  required: ['scans', 'total'],
  properties: {
    scans: { type: 'array', items: scanJobSchema },
    total: { type: 'integer', description: "All of the account's scan jobs, not only those listed" },
  },
} as const;

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
