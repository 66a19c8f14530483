/**
 * sslyze's JSON output (`--json_out`, sslyze 6) read into the agreement's TLS fields. Pure: the
 * benchmark feeds it what sslyze wrote, the tests a recorded run. Only what sslyze itself states is
 * read; a field it does not state is null (its certificate verifier, pyca/cryptography's, stops at the
 * first failure, so a name mismatch behind an expired certificate goes unsaid).
 */
import type { Findings } from './agreement-table.js';
import { PROTOCOL_FIELDS, TLS_FIELDS, WEAK_FIELDS, weakKindOf } from './tls-fields.js';

interface CipherSuiteResult {
  status: string;
  result: {
    is_tls_version_supported: boolean;
    accepted_cipher_suites: {
      cipher_suite: { name: string; is_anonymous: boolean };
      ephemeral_key: unknown;
    }[];
  } | null;
}

interface PublicCertificate {
  not_valid_before: string;
  not_valid_after: string;
  signature_hash_algorithm: { name: string } | null;
  public_key: { key_size: number | null };
}

interface CertificateDeployment {
  received_certificate_chain: PublicCertificate[];
  received_chain_has_valid_order: boolean | null;
  path_validation_results: {
    trust_store: { name: string };
    was_validation_successful: boolean;
    validation_error: string | null;
  }[];
}

export interface SslyzeServerResult {
  server_location: { hostname: string; port: number; ip_address: string };
  connectivity_status: string;
  scan_result: Record<string, unknown> | null;
}

export interface SslyzeOutput {
  sslyze_version: string;
  server_scan_results: SslyzeServerResult[];
}

/** The trust store `--certinfo_ca_file` adds: the lab CA, the only root that counts here. */
const SUPPLIED_STORE = 'Supplied CA file';

const SCANS: [string, string][] = [
  ['SSLv2', 'ssl_2_0_cipher_suites'],
  ['SSLv3', 'ssl_3_0_cipher_suites'],
  ['TLS1', 'tls_1_0_cipher_suites'],
  ['TLS1.1', 'tls_1_1_cipher_suites'],
  ['TLS1.2', 'tls_1_2_cipher_suites'],
  ['TLS1.3', 'tls_1_3_cipher_suites'],
];

function completed<T>(scan: unknown): T | null {
  const attempt = scan as { status?: string; result?: T } | undefined;
  return attempt?.status === 'COMPLETED' && attempt.result ? attempt.result : null;
}

function empty(): Findings {
  return Object.fromEntries(TLS_FIELDS.map((field) => [field, null]));
}

export function sslyzeFindings(server: SslyzeServerResult, now: number): Findings {
  const findings = empty();
  findings.reach = server.connectivity_status === 'COMPLETED';
  const scans = server.scan_result;
  if (!findings.reach || !scans) return findings;

  const suites = new Map(SCANS.map(([field, key]) => [field, completed<CipherSuiteResult['result']>(scans[key])]));
  for (const field of PROTOCOL_FIELDS) findings[field] = suites.get(field)?.is_tls_version_supported ?? null;
  // Weak suites and forward secrecy over TLS 1.0-1.2, what our probes measure (TLS hellos offering only one
  // kind of suite); SSLv2 and SSLv3 are findings of their own in the protocol columns, whatever suites they carry.
  const legacy = ['TLS1', 'TLS1.1', 'TLS1.2'].map((field) => suites.get(field) ?? null);
  if (legacy.every((scan) => scan !== null)) {
    const accepted = legacy.flatMap((scan) => scan!.accepted_cipher_suites);
    const kinds = new Set(accepted.map((s) => weakKindOf(s.cipher_suite.name, s.cipher_suite.is_anonymous)));
    for (const field of WEAK_FIELDS) findings[field] = kinds.has(field);
    const ephemeral = accepted.some((s) => s.ephemeral_key !== null && !s.cipher_suite.is_anonymous);
    const tls13 = suites.get('TLS1.3')?.is_tls_version_supported;
    findings.FS = tls13 === undefined || tls13 === null ? null : ephemeral || tls13;
  }

  const certinfo = completed<{ certificate_deployments: CertificateDeployment[] }>(scans.certificate_info);
  const deployment = certinfo?.certificate_deployments[0];
  const leaf = deployment?.received_certificate_chain[0];
  if (deployment && leaf) {
    const supplied = deployment.path_validation_results.find((r) => r.trust_store.name === SUPPLIED_STORE);
    findings.expired = Date.parse(leaf.not_valid_after) < now;
    findings.verifies = supplied ? supplied.was_validation_successful : null;
    // Name matching is part of path validation: a success matched, a SAN error did not, any other error hides it.
    if (supplied?.was_validation_successful) findings.name = true;
    else if (/no matching subjectAltName/i.test(supplied?.validation_error ?? '')) findings.name = false;
    findings.key = leaf.public_key.key_size;
    const hash = leaf.signature_hash_algorithm?.name ?? null;
    findings['SHA-1'] = hash === null ? null : hash === 'sha1' || hash === 'md5';
    findings.order = deployment.received_chain_has_valid_order;
  }

  const headers = completed<{
    http_error_trace: string | null;
    strict_transport_security_header: { max_age: number | null; include_subdomains: boolean; preload: boolean } | null;
  }>(scans.http_headers);
  if (headers && headers.http_error_trace === null) {
    const hsts = headers.strict_transport_security_header;
    findings.hsts = hsts !== null;
    findings['max-age'] = hsts?.max_age ?? null;
    findings.incSub = hsts ? hsts.include_subdomains : null;
    findings.preload = hsts ? hsts.preload : null;
  }
  return findings;
}

/** Every server in one sslyze run, by the hostname it was given (each lab target has its own). */
export function parseSslyzeOutput(text: string, now: number): { version: string; byHost: Map<string, Findings> } {
  const output = JSON.parse(text) as SslyzeOutput;
  const byHost = new Map<string, Findings>();
  for (const server of output.server_scan_results)
    byHost.set(server.server_location.hostname, sslyzeFindings(server, now));
  return { version: output.sslyze_version, byHost };
}
