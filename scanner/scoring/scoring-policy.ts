/**
 * The scoring policy's shape, and the registry of every version (DESIGN.md section 5). The numbers
 * live in policies/, one file per version, as data. Every report carries `scoring_version`; a stored
 * report keeps the version it was scored with and can be scored again under it (or under another)
 * with scoreReport, so old and new scores are never compared blind. docs/scoring.md has the changelog.
 */
import type { GradeCap } from '../../core/scan-model/report.js';
import { POLICY_2024_2 } from './policies/policy-2024.2.js';
import { POLICY_2026_1 } from './policies/policy-2026.1.js';
import type { ScoringPolicy } from './scoring-policy-shape.js';

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
