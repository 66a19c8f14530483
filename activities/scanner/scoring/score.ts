/**
 * Turns check results into module scores, a scan score and a grade under a ScoringPolicy. Only
 * failed checks cost points: unknown checks are never penalised, they lower coverage instead.
 */
import type { ModuleName } from '../../../core/scan-model/module-names.js';
import type { CheckResult, Coverage, Grade, GradeCap, Issue, ModuleResult } from '../../../core/scan-model/report.js';
import { SCORING_POLICY, type ScoringPolicy } from './scoring-policy.js';

const GRADE_ORDER: Grade[] = ['A', 'B', 'C', 'D', 'F'];

export function moduleScore(checks: readonly CheckResult[], policy: ScoringPolicy = SCORING_POLICY): number {
  let score = 100;
  for (const check of checks) {
    if (check.status === 'fail' && check.issue) score -= policy.penalties[check.issue.severity];
  }
  return Math.max(0, score);
}

export function coverageOf(checks: readonly Pick<CheckResult, 'status'>[]): Coverage {
  const known = checks.filter((check) => check.status !== 'unknown').length;
  const ratio = checks.length === 0 ? 1 : Math.round((known / checks.length) * 100) / 100;
  return { checks_total: checks.length, checks_known: known, ratio };
}

/** Weighted mean over the modules that produced a score; null when none did. */
export function scanScore(
  modules: readonly Pick<ModuleResult, 'name' | 'score'>[],
  policy: ScoringPolicy = SCORING_POLICY,
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const module of modules) {
    if (module.score === null) continue;
    const weight = policy.moduleWeights[module.name as ModuleName];
    weighted += module.score * weight;
    weights += weight;
  }
  return weights === 0 ? null : Math.round(weighted / weights);
}

export function gradeForScore(score: number, policy: ScoringPolicy = SCORING_POLICY): Grade {
  return policy.gradeBands.find((band) => score >= band.minScore)?.grade ?? 'F';
}

function worse(a: Grade, b: Grade): Grade {
  return GRADE_ORDER.indexOf(a) >= GRADE_ORDER.indexOf(b) ? a : b;
}

export interface GradeOutcome {
  grade: Grade;
  uncappedGrade: Grade;
  capsApplied: GradeCap[];
}

/**
 * The grade after caps. A failed check naming a cap applies it; a failed critical check naming none
 * applies `critical_issue`. capsApplied lists every cap that is stricter than the uncapped grade.
 */
export function cappedGrade(
  score: number,
  checks: readonly CheckResult[],
  policy: ScoringPolicy = SCORING_POLICY,
): GradeOutcome {
  const uncappedGrade = gradeForScore(score, policy);
  let grade = uncappedGrade;
  const capsApplied = new Set<GradeCap>();
  for (const check of checks) {
    if (check.status !== 'fail') continue;
    const cap: GradeCap | null = check.cap ?? (check.issue?.severity === 'critical' ? 'critical_issue' : null);
    if (cap === null || worse(uncappedGrade, policy.caps[cap]) === uncappedGrade) continue;
    grade = worse(grade, policy.caps[cap]);
    capsApplied.add(cap);
  }
  return { grade, uncappedGrade, capsApplied: [...capsApplied] };
}

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/** All issues, most severe first; stable within a severity so module order is kept. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}
