/**
 * The summary of a finished scan: a completed job's `result` (stored on the job row), and each quick
 * assessment in batch and compare. Documented in docs/scan-jobs.md. In core/ because the database
 * stores it, the activities build it, and the API and the workflows pass it on.
 */
import type { ModuleName } from './module-names.js';
import type { Assessment, Coverage, Grade, Issue, ModuleStatus } from './report.js';

export interface IssueCounts {
  critical: number;
  high: number;
  medium: number;
  low: number;
  total: number;
}

export interface ModuleSummary {
  status: ModuleStatus;
  /** null when the module was not assessed; `not_assessed_reason` then says why (2026.1 on). */
  score: number | null;
  issues: number;
  not_assessed_reason?: string;
}

export interface ScanSummary {
  domain: string;
  score: number;
  grade: Grade;
  scoring_version: string;
  /** As in the report (docs/scoring.md); absent in summaries of reports scored before 2026.1. */
  assessment?: Assessment;
  grade_provisional?: boolean;
  issue_counts: IssueCounts;
  /** Per module that ran, in report order. */
  modules: Partial<Record<ModuleName, ModuleSummary>>;
  /** The three most severe issues. */
  top_issues: Issue[];
  coverage: Coverage;
}
