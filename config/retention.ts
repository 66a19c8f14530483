import { DEFAULT_RETENTION, type RetentionPolicy } from '../core/retention/retention-policy.js';
import { ConfigError } from './config-error.js';
import { type Env, parseCount } from './env-values.js';

/**
 * The retention windows in days. A summary outlives its full report, and a PDF never outlives the
 * report it is rendered from (docs/retention.md says why).
 */
export function parseRetention(env: Env): RetentionPolicy {
  const fullReportDays = parseCount(env, 'SCAN_REPORT_RETENTION_DAYS', DEFAULT_RETENTION.fullReportDays, 1);
  const summaryDays = parseCount(env, 'SCAN_SUMMARY_RETENTION_DAYS', DEFAULT_RETENTION.summaryDays, 1);
  const pdfDays = parseCount(env, 'REPORT_PDF_RETENTION_DAYS', Math.min(DEFAULT_RETENTION.pdfDays, fullReportDays), 1);
  if (summaryDays < fullReportDays) {
    throw new ConfigError(
      'SCAN_SUMMARY_RETENTION_DAYS',
      `must be at least SCAN_REPORT_RETENTION_DAYS (${fullReportDays}), got ${summaryDays}`,
    );
  }
  if (pdfDays > fullReportDays) {
    throw new ConfigError(
      'REPORT_PDF_RETENTION_DAYS',
      `must be at most SCAN_REPORT_RETENTION_DAYS (${fullReportDays}), got ${pdfDays}`,
    );
  }
  return { fullReportDays, summaryDays, pdfDays };
}
