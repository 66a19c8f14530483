/**
 * Scoring policy 2024.2, as it scored reports before 2026.1. Frozen: stored reports carry this
 * version and are scored again with it (alerts compare like with like). Never edit the numbers.
 */
import type { ScoringPolicy } from '../scoring-policy-shape.js';

export const POLICY_2024_2: ScoringPolicy = {
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
  notAssessed: 'perfect',
  codeCaps: [],
  issueCountCaps: [],
  assessment: null,
};
