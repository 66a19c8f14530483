/**
 * The shape of a scoring policy version (the versions are data in policies/, the registry in
 * scoring-policy.ts). Apart so the version files and the registry do not import each other.
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { Grade, GradeCap, Severity } from '../../core/scan-model/report.js';

export interface ScoringPolicy {
  version: string;
  /** Relative weight of each module in the scan score; only modules with a score are averaged. */
  moduleWeights: Record<ModuleName, number>;
  /** Points a module loses per issue of each severity, from a start of 100 (floor 0). */
  penalties: Record<Severity, number>;
  /** Lowest score of each grade, best first; anything below the last band is F. */
  gradeBands: { grade: Exclude<Grade, 'F'>; minScore: number }[];
  /**
   * The best grade a scan can get while a cap holds (SSL Labs style). A cap this version does not
   * list is not applied by it. `critical_issue` applies to every failed critical check naming no cap.
   */
  caps: Partial<Record<GradeCap, Grade>>;
  /**
   * A completed module with no definite check (every check unknown): `unscored` (2026.1 on: score
   * null, left out of the mean) or `perfect` (before 2026.1: 100, the defect 2026.1 fixed; kept so
   * stored reports can be scored again as they were).
   */
  notAssessed: 'unscored' | 'perfect';
  /** Caps the policy applies from failed check codes (`dns_email.dmarc_record.missing`). */
  codeCaps: { cap: GradeCap; codes: readonly string[] }[];
  /** Caps from issue counts: `atLeast` issues of `severity` or worse. */
  issueCountCaps: { cap: GradeCap; severity: Severity; atLeast: number }[];
  /** How coverage qualifies the grade; null before 2026.1 (no `assessment` in those reports). */
  assessment: AssessmentRule | null;
}

export interface AssessmentRule {
  /** Assessed share of the applicable module weight at or above which the assessment is `full`. */
  fullShare: number;
  /** ... at or above which it is `partial` (the grade provisional); below it, `insufficient`. */
  partialShare: number;
  /** The cap an insufficient assessment puts on the grade. */
  insufficientCap: GradeCap;
  /**
   * Unknown reasons (`<check>.unknown.<reason>`) that mean "the thing to test does not exist" rather
   * than "we could not tell": a module not assessed for one of them is not applicable, and leaves
   * the denominator of the assessed share.
   */
  notApplicableReasons: readonly string[];
  /** Modules that need the apex's address: not applicable when a check found the apex has none. */
  addressModules: readonly ModuleName[];
}
