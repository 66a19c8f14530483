/**
 * Everything the PDF prints, derived from a stored scan report and the issuance facts: pure data,
 * so the template (report-html.ts) only lays it out and tests can read the same numbers.
 */

import { gradeQualifier } from '../../../core/scan-model/grade-qualifier.js';
import type { ModuleName } from '../../../core/scan-model/module-names.js';
import type {
  Assessment,
  CheckResult,
  Coverage,
  FrameworkSection,
  Grade,
  GradeCap,
  ModuleStatus,
  ScanReport,
  Severity,
} from '../../../core/scan-model/report.js';
import { CAP_DESCRIPTIONS, SCORING_POLICY, scoringPolicyFor } from '../../../scanner/scoring/scoring-policy.js';
import type { ScoringPolicy } from '../../../scanner/scoring/scoring-policy-shape.js';
import { evidenceLines } from './evidence-text.js';
import { MODULE_TITLES } from './module-titles.js';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

export interface Branding {
  companyName: string;
  accentColor: string;
  /** A data: URL (PNG or sanitised SVG); never a network URL. */
  logoDataUrl: string | null;
}

export interface FindingView {
  severity: Severity;
  module: ModuleName;
  moduleTitle: string;
  checkId: string;
  title: string;
  finding: string;
  remediation: string;
  /** Caps this failure put on the grade, in words. */
  cap: string | null;
  evidence: string[];
}

export interface ModuleScoreView {
  name: ModuleName;
  title: string;
  score: number | null;
  status: ModuleStatus;
  issues: number;
  weight: number;
  coverage: Coverage;
  error: string | null;
  /** Why the area has no score ("Nothing to test: ..."), or null when it has one. */
  notAssessedReason: string | null;
}

export interface ReportView {
  reportId: string;
  domain: string;
  grade: Grade;
  uncappedGrade: Grade;
  capsApplied: string[];
  score: number;
  scannedAt: string;
  issuedAt: string;
  verifyUrl: string;
  qrSvg: string;
  scoringVersion: string;
  coverage: Coverage;
  /** `none` shows "Not assessed" instead of the letter; null for reports scored before 2026.1. */
  assessment: Assessment | null;
  /** The sentence beside a grade that is not on a full assessment; null when it is. */
  qualifier: string | null;
  counts: Record<Severity, number>;
  modules: ModuleScoreView[];
  findings: Record<Severity, FindingView[]>;
  frameworks: FrameworkSection[];
  complianceDisclaimer: string;
  unknownChecks: { module: string; title: string; summary: string }[];
  branding: Branding | null;
  /** The policy the report was scored with (its own version), so the method section matches its numbers. */
  policy: ScoringPolicy;
  capDescriptions: Record<GradeCap, string>;
}

export interface IssuanceFacts {
  reportId: string;
  issuedAt: Date;
  verifyUrl: string;
  qrSvg: string;
  branding: Branding | null;
}

function findingOf(module: ScanReport['modules'][number], check: CheckResult): FindingView | null {
  if (check.status !== 'fail' || !check.issue) return null;
  return {
    severity: check.issue.severity,
    module: module.name,
    moduleTitle: MODULE_TITLES[module.name],
    checkId: check.id,
    title: check.title,
    finding: check.issue.finding,
    remediation: check.issue.remediation,
    cap: check.cap ? CAP_DESCRIPTIONS[check.cap] : null,
    evidence: check.evidence.flatMap((key) => evidenceLines(key, module.evidence[key])),
  };
}

export function reportView(report: ScanReport, facts: IssuanceFacts): ReportView {
  const policy = scoringPolicyFor(report.scoring_version) ?? SCORING_POLICY;
  const findings: Record<Severity, FindingView[]> = { critical: [], high: [], medium: [], low: [] };
  const unknownChecks: ReportView['unknownChecks'] = [];
  for (const module of report.modules) {
    for (const check of module.checks) {
      const finding = findingOf(module, check);
      if (finding) findings[finding.severity].push(finding);
      if (check.status === 'unknown') {
        unknownChecks.push({ module: MODULE_TITLES[module.name], title: check.title, summary: check.summary });
      }
    }
  }
  return {
    reportId: facts.reportId,
    domain: report.domain,
    grade: report.grade,
    uncappedGrade: report.uncapped_grade,
    capsApplied: report.caps_applied.map((cap) => CAP_DESCRIPTIONS[cap]),
    score: report.score,
    scannedAt: report.finished_at,
    issuedAt: facts.issuedAt.toISOString(),
    verifyUrl: facts.verifyUrl,
    qrSvg: facts.qrSvg,
    scoringVersion: report.scoring_version,
    coverage: report.coverage,
    assessment: report.assessment ?? null,
    qualifier: gradeQualifier(report),
    counts: {
      critical: findings.critical.length,
      high: findings.high.length,
      medium: findings.medium.length,
      low: findings.low.length,
    },
    modules: report.modules.map((module) => ({
      name: module.name,
      title: MODULE_TITLES[module.name],
      score: module.score,
      status: module.status,
      issues: module.issues.length,
      weight: policy.moduleWeights[module.name],
      coverage: module.coverage,
      error: module.error ?? null,
      notAssessedReason: module.score === null ? (module.not_assessed_reason ?? module.error ?? null) : null,
    })),
    findings,
    frameworks: report.compliance.frameworks,
    complianceDisclaimer: report.compliance.disclaimer,
    unknownChecks,
    branding: facts.branding,
    policy,
    capDescriptions: CAP_DESCRIPTIONS,
  };
}
