/**
 * The words every surface (dashboard, PDF, CLI, badge) puts beside a grade that does not stand on a
 * full assessment, and instead of a module score that is null. Written once so a "Not assessed" or a
 * "provisional" reads the same everywhere (docs/scoring.md says what the levels mean).
 */
import type { Assessment, Coverage } from './report.js';

/** Short label of an assessment level; null for `full` (and for reports before 2026.1). */
export function assessmentLabel(assessment: Assessment | undefined): string | null {
  switch (assessment) {
    case 'partial':
      return 'Provisional: partial assessment';
    case 'insufficient':
      return 'Provisional: insufficient assessment';
    case 'none':
      return 'Not assessed';
    default:
      return null;
  }
}

/**
 * One sentence for a grade that is not on a full assessment ("Provisional: partial assessment, 62%
 * of the applicable checks' weight assessed."); null when the assessment is full or unstated.
 */
export function gradeQualifier(report: { assessment?: Assessment; coverage: Coverage }): string | null {
  const label = assessmentLabel(report.assessment);
  if (label === null) return null;
  if (report.assessment === 'none') return 'Not assessed: no check of this scan gave a definite result.';
  const share = report.coverage.assessed_weight;
  return share === undefined ? `${label}.` : `${label}: ${Math.round(share * 100)}% of the scan's weight was assessed.`;
}

/** The text shown in place of a module score: the score, or "Not assessed" with its reason. */
export function moduleScoreText(module: { score: number | null; not_assessed_reason?: string }): string {
  if (module.score !== null) return `${module.score}/100`;
  return module.not_assessed_reason ? `Not assessed (${module.not_assessed_reason})` : 'Not assessed';
}
