/**
 * Every report format we ever stored (scan_jobs.report), and the one upgrade to the current one.
 * The job entity's column transformer (db/entities/scan-job.entity.ts) runs `upgradeStoredReport` on
 * every read, so every reader of stored reports (the alert engine, PDFs, badges, the dashboard and
 * exports through the API) sees the current format, whatever release wrote the row.
 *
 * The formats (test/fixtures/reports/ holds one report of each):
 * 1. The first release (22c62d9): a check has id, title, status, summary, issue, cap and evidence.
 * 2. Outcome codes (fdb4123): every check also has `code` (`<id>.<outcome>`) and `params`.
 * 3. Scoring policy 2026.1: a module with no definite check has `score: null` and a
 *    `not_assessed_reason`; the report adds `assessment`, `grade_provisional` and
 *    `coverage.assessed_weight`. Every field it added is optional, and a stored report keeps the
 *    policy it was scored with (docs/scoring.md), so 2 -> 3 changes nothing: a format-2 report is
 *    read as it is, its 2024.2 scores included.
 * A stored report carries no version field (adding one would change the API's report body, which
 * docs/api-contract.md "Scan report" pins), so the format is read from the shape: the first format is the one with a check
 * lacking `code`, the third the one with an `assessment`. A new format adds its number here, a
 * detection and one step in `upgradeStoredReport`.
 */
import type { CheckResult, ModuleResult, ScanReport } from './report.js';

export const CURRENT_REPORT_FORMAT = 3;

/** The code of a failure whose outcome an old report did not record (the first format). */
export const LEGACY_FAILURE = 'legacy_failure';
/** The code suffix of an unknown outcome whose reason an old report did not record. */
export const LEGACY_UNKNOWN = 'unknown.not_recorded';

type StoredCheck = Omit<CheckResult, 'code' | 'params'> & Partial<Pick<CheckResult, 'code' | 'params'>>;
type StoredModule = Omit<ModuleResult, 'checks'> & { checks: StoredCheck[] };
type StoredReport = Omit<ScanReport, 'modules'> & { modules: StoredModule[] };

export function storedReportFormat(report: StoredReport): number {
  const checks = report.modules.flatMap((module) => module.checks ?? []);
  if (checks.some((check) => typeof check.code !== 'string' || check.params === undefined)) return 1;
  return report.assessment === undefined ? 2 : 3;
}

/** The report in the current format; a current one (or a format-2 one: see the list above) as it is. */
export function upgradeStoredReport(stored: ScanReport | StoredReport): ScanReport {
  const report = stored as StoredReport;
  if (storedReportFormat(report) >= 2) return report as ScanReport;
  return {
    ...report,
    modules: report.modules.map((module) => ({ ...module, checks: (module.checks ?? []).map(withOutcomeCode) })),
  };
}

/** Format 1 -> 2: the outcome code and its values, from what the check said. */
function withOutcomeCode(check: StoredCheck): CheckResult {
  if (typeof check.code === 'string' && check.params !== undefined) return check as CheckResult;
  const derived = check.id === 'ssl.certificate_expiry' ? certificateExpiryOutcome(check) : null;
  if (derived) return { ...check, ...derived };
  const outcome = check.status === 'pass' ? 'pass' : check.status === 'unknown' ? LEGACY_UNKNOWN : LEGACY_FAILURE;
  return { ...check, code: `${check.id}.${outcome}`, params: {} };
}

const DAY = '(\\d{4}-\\d{2}-\\d{2})';

/**
 * The certificate expiry check is the one whose values the alert engine reads (not_after, days):
 * the first release wrote them only into its sentences, which it built from one template each
 * (git show 22c62d9:activities/scanner/modules/ssl/certificate.checks.ts). The date is a day, as
 * the sentence gave it.
 */
function certificateExpiryOutcome(check: StoredCheck): Pick<CheckResult, 'code' | 'params'> | null {
  const id = check.id;
  const summary = check.summary ?? '';
  const valid = new RegExp(`Valid until ${DAY} \\((-?\\d+) days left\\)`).exec(summary);
  if (valid && check.status === 'pass') {
    return { code: `${id}.pass`, params: { not_after: valid[1], days: Number(valid[2]) } };
  }
  const soon = new RegExp(`Expires on ${DAY}, in (-?\\d+) days`).exec(summary);
  if (soon && check.status === 'fail') {
    const days = Number(soon[2]);
    const outcome = days <= 14 ? 'expires_within_14_days' : 'expires_within_30_days';
    return { code: `${id}.${outcome}`, params: { not_after: soon[1], days } };
  }
  const expired = new RegExp(`expired on ${DAY}`).exec(summary);
  if (expired && check.status === 'fail') return { code: `${id}.expired`, params: { not_after: expired[1] } };
  const early = new RegExp(`not valid before ${DAY}`).exec(summary);
  if (early && check.status === 'fail') return { code: `${id}.not_yet_valid`, params: { not_before: early[1] } };
  return null;
}
