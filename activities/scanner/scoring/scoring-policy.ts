/**
 * The scoring policy as data, in one file (DESIGN.md section 5). Every report carries `version`;
 * change the version whenever a number here changes, so old and new scores are never compared blind.
 */
import type { ModuleName } from '../../../core/scan-model/module-names.js';
import type { Grade, GradeCap, Severity } from '../../../core/scan-model/report.js';

export interface ScoringPolicy {
  version: string;
  /** Relative weight of each module in the scan score; only modules that ran are averaged. */
  moduleWeights: Record<ModuleName, number>;
  /** Points a module loses per issue of each severity, from a start of 100 (floor 0). */
  penalties: Record<Severity, number>;
  /** Lowest score of each grade, best first; anything below the last band is F. */
  gradeBands: { grade: Exclude<Grade, 'F'>; minScore: number }[];
  /**
   * The best grade a scan can get while a check with this cap fails (SSL Labs style);
   * `critical_issue` applies to every other failed critical check.
   */
  caps: Record<GradeCap, Grade>;
}

export const SCORING_POLICY: ScoringPolicy = {
  version: '2024.2',
  // Internet-facing exposure (TLS, ports, mail spoofing) weighs most; hygiene and metadata least.
  moduleWeights: {
    dns_email: 12,
    ssl: 15,
    headers: 10,
    ports: 12,
    mail_transport: 6,
    dnssec: 4,
    dns_hygiene: 5,
    https_enforcement: 8,
    cookies: 4,
    subdomains: 5,
    server_software: 5,
    sensitive_files: 8,
    security_txt: 2,
    reputation: 6,
    domain_registration: 3,
  },
  penalties: { critical: 40, high: 20, medium: 10, low: 5 },
  gradeBands: [
    { grade: 'A', minScore: 90 },
    { grade: 'B', minScore: 75 },
    { grade: 'C', minScore: 55 },
    { grade: 'D', minScore: 35 },
  ],
  caps: {
    invalid_certificate: 'F',
    exposed_data_store: 'F',
    legacy_tls: 'B',
    weak_tls: 'B',
    dmarc_policy_none: 'B',
    critical_issue: 'D',
  },
};

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
};
