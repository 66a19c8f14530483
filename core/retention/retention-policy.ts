/**
 * How long stored scans last (docs/retention.md). Full reports (the report JSON, the module results,
 * events and webhook deliveries, the embedded engine's finished runs) go first; the summary (the job
 * row: domain, status, score and grade in `result`, timestamps) and the grade history much later; PDF
 * bytes at most as long as the report they render. The latest scan of every monitored domain is kept
 * whole whatever its age. Configured by SCAN_REPORT_RETENTION_DAYS, SCAN_SUMMARY_RETENTION_DAYS and
 * REPORT_PDF_RETENTION_DAYS (config/env.ts).
 */
export interface RetentionPolicy {
  /** Days after its submission a scan keeps its full report (and its events, deliveries, runs). */
  fullReportDays: number;
  /** Days after its submission the job row (summary), its verification record and grade history stay. */
  summaryDays: number;
  /** Days after the scan a PDF's bytes stay; at most fullReportDays (a PDF is rendered from the report). */
  pdfDays: number;
}

export const DEFAULT_RETENTION: Readonly<RetentionPolicy> = Object.freeze({
  fullReportDays: 90,
  summaryDays: 400,
  pdfDays: 90,
});

export const DAY_MS = 86_400_000;

/** The instant before which what `days` keeps is gone. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The purge's steps, in the order one run takes them (activities/retention/retention-purge.ts):
 * full reports, PDF bytes, summaries past their window, the grade history, then what a full report
 * brought with it (dispatched events, finished webhook deliveries, the embedded engine's finished runs).
 */
export const RETENTION_STEPS = [
  'scan_reports',
  'report_pdfs',
  'scan_summaries',
  'grade_changes',
  'events',
  'webhook_deliveries',
  'workflow_runs',
] as const;
export type RetentionStep = (typeof RETENTION_STEPS)[number];
