/**
 * The summary of a finished scan: a completed job's `result` (stored on the job row), and each quick
 * assessment in batch and compare. Documented in docs/scan-jobs.md. In core/ because the database
 * stores it, the activities build it, and the API and the workflows pass it on.
 */
import type { ModuleName } from './module-names.js';
import type { Coverage, Grade, Issue, ModuleStatus } from './report.js';

export interface IssueCounts {
  critical: number;
  high: number;
  medium: number;
  low: number;
  total: number;
}

export interface ModuleSummary {
  status: ModuleStatus;
  score: number | null;
  issues: number;
}

export interface ScanSummary {
  domain: string;
  score: number;
  grade: Grade;
  scoring_version: string;
  issue_counts: IssueCounts;
  /** Per module that ran, in report order. */
  modules: Partial<Record<ModuleName, ModuleSummary>>;
  /** The three most severe issues. */
  top_issues: Issue[];
  coverage: Coverage;
}
