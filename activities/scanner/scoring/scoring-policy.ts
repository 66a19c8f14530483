/**
 * The scoring policy's shape, and the registry of every version (DESIGN.md section 5). The numbers
 * live in policies/, one file per version, as data. Every report carries `scoring_version`; a stored
 * report keeps the version it was scored with and can be scored again under it (or under another)
 * with scoreReport, so old and new scores are never compared blind. docs/scoring.md has the changelog.
 */
import type { ModuleName } from '../../../core/scan-model/module-names.js';
import type { Grade, GradeCap, Severity } from '../../../core/scan-model/report.js';
import { POLICY_2024_2 } from './policies/policy-2024.2.js';
import { POLICY_2026_1 } from './policies/policy-2026.1.js';

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
   * null, left out of the mean) or `perfect` (before 2026.1: 100, the defect issue 26 fixed; kept so
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

/** Every version a stored report may carry, oldest first. */
export const SCORING_POLICIES: readonly ScoringPolicy[] = [POLICY_2024_2, POLICY_2026_1];

/** The policy new scans are scored with. */
export const SCORING_POLICY: ScoringPolicy = POLICY_2026_1;

/** The policy of a version, or null when this build does not know it. */
export function scoringPolicyFor(version: string): ScoringPolicy | null {
  return SCORING_POLICIES.find((policy) => policy.version === version) ?? null;
}

/**
 * What each cap stands for, in words for people (the CLI's grade line: "capped from A because of a
 * DMARC policy of none"); reports keep the ids in `caps_applied`.
 */
export const CAP_DESCRIPTIONS: Record<GradeCap, string> = {
  invalid_certificate: 'an invalid certificate',
  exposed_data_store: 'a data store open to the internet without authentication',
  legacy_tls: 'TLS 1.0/1.1 still offered',
  weak_tls: 'a weak TLS setup',
  dmarc_policy_none: 'a DMARC policy of none',
  critical_issue: 'a critical issue',
  no_dmarc: 'no usable DMARC record (anyone can send mail as the domain)',
  no_starttls: 'a mail server without STARTTLS',
  high_issues: 'three or more high-severity issues',
  insufficient_assessment: 'too little of the domain could be assessed',
};
