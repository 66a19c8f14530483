/**
 * Scoring policy 2026.1: a module with no definite check is not assessed (no score, out
 * of the mean), coverage qualifies the grade, and mail identity and transport get caps. Each number
 * is justified in docs/scoring.md; change the version (a new file) whenever one changes.
 */
import type { ScoringPolicy } from '../scoring-policy-shape.js';
import { POLICY_2024_2 } from './policy-2024.2.js';

export const POLICY_2026_1: ScoringPolicy = {
  version: '2026.1',
  // As 2024.2, but mail in clear text is exposure, not hygiene: mail_transport 6 -> 10.
  moduleWeights: { ...POLICY_2024_2.moduleWeights, mail_transport: 10 },
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
    // Spoofable: p=none asks receivers to do nothing (internet.nl fails it; 2024.2 capped at B).
    dmarc_policy_none: 'C',
    no_dmarc: 'C',
    no_starttls: 'C',
    high_issues: 'C',
    critical_issue: 'D',
    insufficient_assessment: 'C',
  },
  notAssessed: 'unscored',
  codeCaps: [
    {
      cap: 'no_dmarc',
      codes: ['dns_email.dmarc_record.missing', 'dns_email.dmarc_record.invalid', 'dns_email.dmarc_record.multiple'],
    },
    { cap: 'no_starttls', codes: ['mail_transport.starttls.unencrypted'] },
  ],
  issueCountCaps: [{ cap: 'high_issues', severity: 'high', atLeast: 3 }],
  assessment: {
    fullShare: 0.8,
    partialShare: 0.5,
    insufficientCap: 'insufficient_assessment',
    notApplicableReasons: ['no_address', 'no_mx'],
    addressModules: [
      'ssl',
      'headers',
      'ports',
      'https_enforcement',
      'cookies',
      'server_software',
      'sensitive_files',
      'security_txt',
    ],
  },
};
