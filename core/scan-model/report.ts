/**
 * The scan report's JSON shape, written down once and exported for the API (docs/scanner-report.md
 * explains it for readers). Everything here is plain JSON: no Buffers, Dates or class instances, so a
 * report can cross a Temporal activity boundary and be stored as-is.
 */
import type { ModuleName } from './module-names.js';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

/** docs/api-contract.md "Scan report": an issue has exactly these three fields, at top level and in every module. */
export interface Issue {
  severity: Severity;
  finding: string;
  remediation: string;
}

/** pass and fail are facts; unknown (timeout, SERVFAIL, a WAF page) is never scored as a fail. */
export type CheckStatus = 'pass' | 'fail' | 'unknown';

/**
 * Caps a failed check can put on the grade (scoring/scoring-policy.ts maps each to a grade).
 * A check names the cap; the policy decides what it is worth, so the numbers stay in one file.
 */
export type GradeCap =
  | 'invalid_certificate'
  | 'exposed_data_store'
  | 'legacy_tls'
  /** A weak TLS setup short of legacy protocols: weak key, no forward secrecy, RC4/DES/3DES (SSL Labs: B). */
  | 'weak_tls'
  | 'dmarc_policy_none'
  /** Applied by scoring to any failed critical check that names no cap of its own. */
  | 'critical_issue'
  /*
   * The caps below are applied by the scoring policy itself (from check codes, issue counts and
   * coverage), never named by a check; policies before 2026.1 do not have them.
   */
  /** No usable DMARC record: anyone can send mail as the domain (policy 2026.1). */
  | 'no_dmarc'
  /** A mail server of the domain accepts mail without offering STARTTLS (policy 2026.1). */
  | 'no_starttls'
  /** Three or more high-severity issues at once (policy 2026.1). */
  | 'high_issues'
  /** Less than half of the scan could be assessed (policy 2026.1; `assessment` says so). */
  | 'insufficient_assessment';

export interface CheckResult {
  /** Stable machine id, `<module>.<check>`, e.g. `dns_email.spf_all`. */
  id: string;
  /**
   * Stable code of the outcome, `<id>.<outcome>`: `pass` or `pass.<variant>`, `unknown.<reason>`,
   * else a failure (`dns_email.spf_all.neutral`). Compare and render findings by code, never by
   * their sentences; when the check failed, `issue` is the wording of this code.
   */
  code: string;
  /** The values the code's sentences are built from (plain JSON; never the scanned domain, which is `domain`). */
  params: { readonly [key: string]: unknown };
  title: string;
  status: CheckStatus;
  /** One sentence saying what was found, including why a check is unknown. */
  summary: string;
  /** Present only when status is `fail`. */
  issue?: Issue;
  /** Grade cap this failure triggers, if any. */
  cap?: GradeCap;
  /** Keys into the module's `evidence` object that back this result. */
  evidence: string[];
}

/** A raw DNS answer as evidence: enough to redo the check by hand with dig. */
export interface DnsEvidence {
  name: string;
  type: string;
  /** `answer`, `nodata` and `nxdomain` are real answers; `error` (timeout, SERVFAIL, REFUSED) is not. */
  status: 'answer' | 'nodata' | 'nxdomain' | 'error';
  rcode: string | null;
  /** Presentation-format record data, e.g. `10 mx.example.com.` for MX or the joined text of a TXT. */
  records: { name: string; type: string; ttl: number; data: string }[];
  server: string | null;
  error?: string;
}

/** Share of checks that produced a pass or fail (the rest were unknown). */
export interface Coverage {
  checks_total: number;
  checks_known: number;
  /** checks_known / checks_total, 0-1 with two decimals; 1 when there were no checks. */
  ratio: number;
  /**
   * Report level, policy 2026.1 on: the share (0-1, two decimals) of the weight of the modules that
   * apply to this domain that was assessed (had a definite check). `assessment` is decided on it.
   * Absent on module coverage and on reports scored before 2026.1.
   */
  assessed_weight?: number;
}

/**
 * How much of the domain the grade stands on (policy 2026.1 on): `full` (80% or more of the
 * applicable module weight assessed), `partial` (50% or more: the grade is provisional),
 * `insufficient` (less: provisional and capped), `none` (nothing assessed: score 0, grade F, and
 * every surface shows "Not assessed" instead of the letter). docs/scoring.md explains the numbers.
 */
export type Assessment = 'full' | 'partial' | 'insufficient' | 'none';

export type ModuleStatus = 'completed' | 'timeout' | 'error';

export interface ModuleResult {
  name: ModuleName;
  status: ModuleStatus;
  /**
   * 0-100; null when the module was not assessed: it timed out or errored, or (policy 2026.1 on)
   * none of its checks had a definite result. A null score is left out of the scan score.
   */
  score: number | null;
  /**
   * Why `score` is null, in one sentence for people ("Nothing to test: example.test has no
   * address."); absent when the module has a score. Reports scored before 2026.1 may lack it.
   */
  not_assessed_reason?: string;
  checks: CheckResult[];
  /** Issues of the failed checks, in check order. */
  issues: Issue[];
  /** Raw material keyed by a short name, e.g. `dns:TXT:example.com` -> DnsEvidence. */
  evidence: Record<string, unknown>;
  duration_ms: number;
  coverage: Coverage;
  /** Why a module has status timeout or error; absent when completed. */
  error?: string;
}

export interface ScanReport {
  domain: string;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  score: number;
  grade: Grade;
  /** The grade before caps, and the caps that lowered it, so a reader can see why. */
  uncapped_grade: Grade;
  caps_applied: GradeCap[];
  scoring_version: string;
  /** How much of the domain the grade stands on (policy 2026.1 on; absent in older reports). */
  assessment?: Assessment;
  /** True when `assessment` is not `full`: show the grade as provisional (absent in older reports). */
  grade_provisional?: boolean;
  modules: ModuleResult[];
  /** Every module's issues, most severe first. */
  issues: Issue[];
  coverage: Coverage;
  /** Per framework (SOC 2, PCI DSS 4.0, HIPAA, NIST CSF 2.0, ISO 27001:2022, CIS v8), the affected controls. */
  compliance: ComplianceSection;
}

/**
 * The compliance section's shape. The frameworks' controls and the mapping from findings to controls
 * are the scanner's (scanner/compliance/); only the shape is part of the report.
 */
export type FrameworkId = 'soc2' | 'pci_dss_4' | 'hipaa' | 'nist_csf_2' | 'iso_27001_2022' | 'cis_v8';

export interface AffectedControl {
  control: string;
  title: string;
  /** The most severe finding behind this control. */
  severity: Severity;
  /** Ids of the failed checks behind it, e.g. `ssl.cert_expiry`. */
  checks: string[];
  findings: string[];
}

export interface FrameworkSection {
  framework: FrameworkId;
  name: string;
  version: string;
  /** Controls this scan can speak to (every control any kind of finding maps to). */
  controls_assessed: number;
  affected_controls: AffectedControl[];
}

export interface ComplianceSection {
  /** Automated external checks support, but never replace, an audit: said in every report. */
  disclaimer: string;
  frameworks: FrameworkSection[];
}
