/**
 * Turns check results into module scores, a scan score, a grade and an assessment under a
 * ScoringPolicy. Only failed checks cost points: unknown checks are never penalised; a module with no
 * definite check is not assessed (2026.1 on) and coverage qualifies the grade instead.
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type {
  Assessment,
  CheckResult,
  Coverage,
  Grade,
  GradeCap,
  Issue,
  ModuleResult,
  ScanReport,
  Severity,
} from '../../core/scan-model/report.js';
import { SCORING_POLICY } from './scoring-policy.js';
import type { ScoringPolicy } from './scoring-policy-shape.js';

const GRADE_ORDER: Grade[] = ['A', 'B', 'C', 'D', 'F'];
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

const isDefinite = (check: Pick<CheckResult, 'status'>) => check.status !== 'unknown';

/** The score of a module's checks; null when none is definite and the policy leaves such modules unscored. */
export function moduleScore(checks: readonly CheckResult[], policy: ScoringPolicy = SCORING_POLICY): number | null {
  if (policy.notAssessed === 'unscored' && !checks.some(isDefinite)) return null;
  let score = 100;
  for (const check of checks) {
    if (check.status === 'fail' && check.issue) score -= policy.penalties[check.issue.severity];
  }
  return Math.max(0, score);
}

/** `ssl.cert_expiry.unknown.no_address` -> `no_address`; null for a code that is not unknown. */
function unknownReason(code: string): string | null {
  const at = code.indexOf('.unknown.');
  return at < 0 ? null : code.slice(at + '.unknown.'.length);
}

/** True when some check found that the apex has no address (so nothing on the web to test). */
function apexHasNoAddress(modules: readonly Pick<ModuleResult, 'checks'>[]): boolean {
  return modules.some((module) => module.checks.some((check) => unknownReason(check.code) === 'no_address'));
}

/**
 * A not-assessed module is not applicable when the thing it tests does not exist (no address, no
 * MX), as opposed to unknown (a timeout, SERVFAIL, a WAF page): policy data decides which is which.
 */
function notApplicable(
  module: Pick<ModuleResult, 'name' | 'checks' | 'status'>,
  policy: ScoringPolicy,
  noAddress: boolean,
): boolean {
  const rule = policy.assessment;
  if (!rule || module.status !== 'completed' || module.checks.some(isDefinite)) return false;
  if (noAddress && rule.addressModules.includes(module.name)) return true;
  return module.checks.some((check) => rule.notApplicableReasons.includes(unknownReason(check.code) ?? ''));
}

/** One sentence saying why a module has no score, for every surface that shows "Not assessed". */
function notAssessedReason(module: ModuleResult, applicable: boolean): string {
  if (module.status !== 'completed') {
    const why = module.error ?? 'no reason given';
    return module.status === 'timeout' ? `The module did not finish: ${why}.` : `The module failed: ${why}.`;
  }
  const first = module.checks.find((check) => check.status === 'unknown')?.summary ?? 'the module has no checks.';
  return applicable ? `No check gave a definite result: ${first}` : `Nothing to test: ${first}`;
}

/**
 * A module as the policy scores it: `score` from its checks (null when not assessed) and, when null,
 * `not_assessed_reason`. Stored modules are scored again with this, so a report's module scores and
 * its scan score always come from one policy.
 */
export function scoredModule(
  module: ModuleResult,
  policy: ScoringPolicy = SCORING_POLICY,
  noAddress = apexHasNoAddress([module]),
): ModuleResult {
  const { not_assessed_reason: _old, ...rest } = module;
  const score = module.status === 'completed' ? moduleScore(module.checks, policy) : null;
  if (score !== null) return { ...rest, score };
  // Policies before 2026.1 wrote no reason; a module they left unscored (timeout, error) keeps `error`.
  if (policy.assessment === null) return { ...rest, score };
  return { ...rest, score, not_assessed_reason: notAssessedReason(module, !notApplicable(module, policy, noAddress)) };
}

export function coverageOf(checks: readonly Pick<CheckResult, 'status'>[]): Coverage {
  const known = checks.filter(isDefinite).length;
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

/**
 * The share of the applicable module weight that was assessed, and the assessment it earns. Modules
 * that are not applicable (nothing to test) leave the denominator; unknown ones stay in it.
 */
export function assessmentOf(
  modules: readonly ModuleResult[],
  policy: ScoringPolicy = SCORING_POLICY,
): { assessment: Assessment; assessedWeight: number } | null {
  const rule = policy.assessment;
  if (!rule) return null;
  const noAddress = apexHasNoAddress(modules);
  let applicable = 0;
  let assessed = 0;
  for (const module of modules) {
    const weight = policy.moduleWeights[module.name];
    const score = module.status === 'completed' ? moduleScore(module.checks, policy) : null;
    if (score !== null) assessed += weight;
    if (score !== null || !notApplicable(module, policy, noAddress)) applicable += weight;
  }
  if (assessed === 0) return { assessment: 'none', assessedWeight: 0 };
  const share = Math.round((assessed / applicable) * 100) / 100;
  const assessment: Assessment =
    share >= rule.fullShare ? 'full' : share >= rule.partialShare ? 'partial' : 'insufficient';
  return { assessment, assessedWeight: share };
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

/** Every cap that holds for these checks under the policy, in the order they are found. */
function capsThatHold(checks: readonly CheckResult[], policy: ScoringPolicy, extra: readonly GradeCap[]): GradeCap[] {
  const holding: GradeCap[] = [];
  for (const check of checks) {
    if (check.status !== 'fail') continue;
    const named = check.cap ?? (check.issue?.severity === 'critical' ? 'critical_issue' : null);
    if (named) holding.push(named);
    for (const rule of policy.codeCaps) if (rule.codes.includes(check.code)) holding.push(rule.cap);
  }
  for (const rule of policy.issueCountCaps) {
    const count = checks.filter(
      (check) =>
        check.status === 'fail' &&
        check.issue &&
        SEVERITY_RANK[check.issue.severity] <= SEVERITY_RANK[rule.severity satisfies Severity],
    ).length;
    if (count >= rule.atLeast) holding.push(rule.cap);
  }
  holding.push(...extra);
  return holding;
}

/**
 * The grade after caps. A failed check naming a cap applies it; a failed critical check naming none
 * applies `critical_issue`; the policy adds caps from check codes, issue counts and (`extraCaps`) the
 * assessment. capsApplied lists every cap that is stricter than the uncapped grade; a cap the
 * policy does not list is not applied.
 */
export function cappedGrade(
  score: number,
  checks: readonly CheckResult[],
  policy: ScoringPolicy = SCORING_POLICY,
  extraCaps: readonly GradeCap[] = [],
): GradeOutcome {
  const uncappedGrade = gradeForScore(score, policy);
  let grade = uncappedGrade;
  const capsApplied = new Set<GradeCap>();
  for (const cap of capsThatHold(checks, policy, extraCaps)) {
    const limit = policy.caps[cap];
    if (limit === undefined || worse(uncappedGrade, limit) === uncappedGrade) continue;
    grade = worse(grade, limit);
    capsApplied.add(cap);
  }
  return { grade, uncappedGrade, capsApplied: [...capsApplied] };
}

/** Everything a policy decides about a report: the report's scoring fields, and its modules rescored. */
export type ScoredReport = Pick<
  ScanReport,
  | 'modules'
  | 'score'
  | 'grade'
  | 'uncapped_grade'
  | 'caps_applied'
  | 'scoring_version'
  | 'assessment'
  | 'grade_provisional'
  | 'coverage'
>;

/**
 * Scores module results under a policy: module scores, the weighted mean (0 when nothing was
 * assessed), the capped grade and, from 2026.1, the assessment. The scanner assembles new reports
 * with it; monitoring scores a stored report again with it under the previous report's version.
 */
export function scoreReport(modules: readonly ModuleResult[], policy: ScoringPolicy = SCORING_POLICY): ScoredReport {
  const noAddress = apexHasNoAddress(modules);
  const scored = modules.map((module) => scoredModule(module, policy, noAddress));
  const score = scanScore(scored, policy) ?? 0;
  const checks = scored.flatMap((module) => module.checks);
  const assessed = assessmentOf(scored, policy);
  const extraCaps =
    policy.assessment && assessed?.assessment === 'insufficient' ? [policy.assessment.insufficientCap] : [];
  const grade = cappedGrade(score, checks, policy, extraCaps);
  const coverage = coverageOf(checks);
  return {
    modules: scored,
    score,
    grade: grade.grade,
    uncapped_grade: grade.uncappedGrade,
    caps_applied: grade.capsApplied,
    scoring_version: policy.version,
    ...(assessed
      ? {
          assessment: assessed.assessment,
          grade_provisional: assessed.assessment !== 'full',
          coverage: { ...coverage, assessed_weight: assessed.assessedWeight },
        }
      : { coverage }),
  };
}

/** All issues, most severe first; stable within a severity so module order is kept. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}
