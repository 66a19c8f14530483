/** The API's shapes the pages read (SPEC part 2; the report's shape is core/scan-model's). */
export type { Assessment, Grade, Issue, ScanReport, Severity } from '../../../core/scan-model/report.js';
export type { ScanSummary } from '../../../core/scan-model/scan-summary.js';

import type { Assessment, Issue } from '../../../core/scan-model/report.js';
import type { ScanSummary } from '../../../core/scan-model/scan-summary.js';

/** `GET /v1/auth/me` and the sign-up response. */
export interface Account {
  id: number;
  email: string;
  plan: string;
  api_key: string;
  scans_this_month: number;
  scan_limit: number | null;
  scans_remaining: number | null;
  domain_limit: number | null;
  subscription_status: string;
  email_verified: boolean;
  is_admin: boolean;
  created_at: string;
}

export type ScanStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface ScanJob {
  job_id: number;
  status: ScanStatus;
  source: string;
  domain: string;
  requested_modules: string[];
  failure_reason: string | null;
  result: ScanSummary | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface ScanList {
  scans: ScanJob[];
  total: number;
}

export interface FreeScanResult {
  domain: string;
  score: number;
  grade: string;
  /** How much of the domain the grade stands on (docs/scoring.md). */
  assessment?: Assessment;
  grade_provisional?: boolean;
  scanned_at: string;
  modules: {
    name: string;
    score: number | null;
    status: string;
    issue_count: number;
    not_assessed_reason?: string;
  }[];
  top_issues: Issue[];
}

export const isRunning = (status: ScanStatus) => status === 'queued' || status === 'running';
