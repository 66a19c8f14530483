/**
 * The free scan's limited report (docs/api-contract.md "Scan report"): its JSON schema and, through Static, its type, and
 * the one function that makes it from a full report.
 */
import { type Static, Type } from '@sinclair/typebox';
import type { Assessment, Grade, Issue, ScanReport } from '../../core/scan-model/report.js';
import { TOP_ISSUES } from './free-scan.service.js';
import { assessmentSchema, issueSchema } from './scan-response.schemas.js';

const moduleSummarySchema = Type.Object({
  name: Type.String(),
  /** null when the module was not assessed; `not_assessed_reason` then says why. */
  score: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  status: Type.Unsafe<string>({ type: 'string', enum: ['completed', 'timeout', 'error'] }),
  issue_count: Type.Integer(),
  not_assessed_reason: Type.Optional(Type.String()),
});

export const freeScanResponseSchema = Type.Object({
  domain: Type.String(),
  score: Type.Integer(),
  grade: Type.Unsafe<Grade>({ type: 'string', enum: ['A', 'B', 'C', 'D', 'F'] }),
  /** How much of the domain the grade stands on, as in the full report (docs/scoring.md). */
  assessment: Type.Optional(Type.Unsafe<Assessment>(assessmentSchema)),
  grade_provisional: Type.Optional(Type.Boolean()),
  scanned_at: Type.String({ format: 'date-time' }),
  modules: Type.Array(moduleSummarySchema),
  top_issues: Type.Array(Type.Unsafe<Issue>(issueSchema), { maxItems: 3 }),
});

export type ModuleSummary = Static<typeof moduleSummarySchema>;
export type FreeScanResponse = Static<typeof freeScanResponseSchema>;

/** The limited report: grade, module summaries and the three most severe issues, nothing more. */
export function toFreeScanResponse(report: ScanReport): FreeScanResponse {
  return {
    domain: report.domain,
    score: report.score,
    grade: report.grade,
    ...(report.assessment === undefined
      ? {}
      : { assessment: report.assessment, grade_provisional: report.grade_provisional ?? false }),
    scanned_at: report.finished_at,
    modules: report.modules.map((module) => ({
      name: module.name,
      score: module.score,
      status: module.status,
      issue_count: module.issues.length,
      ...(module.not_assessed_reason === undefined ? {} : { not_assessed_reason: module.not_assessed_reason }),
    })),
    // report.issues is sorted most severe first; copy exactly the three fields docs/api-contract.md "Scan report" allows.
    top_issues: report.issues
      .slice(0, TOP_ISSUES)
      .map(({ severity, finding, remediation }) => ({ severity, finding, remediation })),
  };
}
