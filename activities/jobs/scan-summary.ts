/**
 * The summary of a scan report: what polling a completed job returns as `result`, and what each
 * batch or compare item carries. Pure, so the same numbers come out of a full and a quick scan.
 */

import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ScanReport, Severity } from '../../core/scan-model/report.js';
import type { IssueCounts, ModuleSummary, ScanSummary } from '../../core/scan-model/scan-summary.js';

const TOP_ISSUES = 3;

export function summarizeReport(report: ScanReport): ScanSummary {
  const counts: IssueCounts = { critical: 0, high: 0, medium: 0, low: 0, total: 0 };
  for (const issue of report.issues) {
    counts[issue.severity satisfies Severity] += 1;
    counts.total += 1;
  }
  const modules: Partial<Record<ModuleName, ModuleSummary>> = {};
  for (const module of report.modules) {
    modules[module.name] = {
      status: module.status,
      score: module.score,
      issues: module.issues.length,
      ...(module.not_assessed_reason === undefined ? {} : { not_assessed_reason: module.not_assessed_reason }),
    };
  }
  return {
    domain: report.domain,
    score: report.score,
    grade: report.grade,
    scoring_version: report.scoring_version,
    ...(report.assessment === undefined
      ? {}
      : { assessment: report.assessment, grade_provisional: report.grade_provisional ?? false }),
    issue_counts: counts,
    modules,
    // report.issues is already sorted most severe first.
    top_issues: report.issues.slice(0, TOP_ISSUES),
    coverage: report.coverage,
  };
}
