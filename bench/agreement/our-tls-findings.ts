/**
 * Our scanner's answers in the sslyze agreement's columns, read from a real run of the ssl and
 * https_enforcement modules: the ssl evidence (protocol and suite probes, the certificate analysis),
 * the checks' verdicts where a verdict is the fact (name match, forward secrecy), and the domain's own
 * https response for HSTS, parsed by the module's parser.
 */

import type { ModuleResult } from '../../core/scan-model/report.js';
import { parseHsts } from '../../scanner/modules/https-enforcement/hsts.js';
import type { ExchangeEvidence } from '../../scanner/modules/https-enforcement/web-evidence.js';
import type { CertificateEvidence, EndpointEvidence } from '../../scanner/modules/ssl/ssl.evidence.js';
import type { WeakCategory } from '../../scanner/network/tls-cipher-suites.js';
import type { TlsProtocol } from '../../scanner/network/tls-hello.js';
import type { Findings } from './agreement-table.js';
import { PROTOCOL_FIELDS, TLS_FIELDS, WEAK_FIELDS } from './tls-fields.js';

const PROTOCOLS: Record<(typeof PROTOCOL_FIELDS)[number], TlsProtocol> = {
  SSLv2: 'SSLv2',
  SSLv3: 'SSLv3',
  TLS1: 'TLSv1',
  'TLS1.1': 'TLSv1.1',
  'TLS1.2': 'TLSv1.2',
  'TLS1.3': 'TLSv1.3',
};
const CATEGORIES: Record<(typeof WEAK_FIELDS)[number], WeakCategory> = {
  NULL: 'NULL',
  EXPORT: 'EXPORT',
  anon: 'anonymous',
  RC4: 'RC4',
  DES: 'DES',
  '3DES': '3DES',
};

const verdict = (result: ModuleResult, id: string): boolean | null => {
  const status = result.checks.find((c) => c.id === id)?.status;
  return status === 'pass' ? true : status === 'fail' ? false : null;
};

export function ourTlsFindings(
  domain: string,
  address: string,
  ssl: ModuleResult,
  https: ModuleResult,
  now: number,
): Findings {
  const findings: Findings = Object.fromEntries(TLS_FIELDS.map((field) => [field, null]));
  const tls = ssl.evidence[`tls:${address}:443`] as EndpointEvidence | undefined;
  const cert = ssl.evidence[`cert:${address}:443`] as CertificateEvidence | undefined;
  findings.reach = tls?.reachability === 'tls';
  if (tls?.reachability === 'tls') {
    const offered = { offered: true, not_offered: false, error: null } as const;
    for (const field of PROTOCOL_FIELDS) findings[field] = offered[tls.protocols[PROTOCOLS[field]].status];
    const accepted = { accepted: true, refused: false, error: null } as const;
    for (const field of WEAK_FIELDS) findings[field] = accepted[tls.weak_suites[CATEGORIES[field]].status];
    findings.FS = verdict(ssl, 'ssl.forward_secrecy');
  }
  const leaf = cert?.chain[0];
  if (cert && leaf) {
    findings.expired = Date.parse(leaf.not_after) < now;
    findings.name = verdict(ssl, 'ssl.certificate_hostname');
    // Our verdict that browsers reject the certificate: a failure capped `invalid_certificate` (untrusted,
    // out of its dates, another name, a SHA-1/MD5 signature), what sslyze's path validation decides at once.
    findings.verifies = !ssl.checks.some((c) => c.status === 'fail' && c.cap === 'invalid_certificate');
    findings.key = leaf.key_bits;
    findings['SHA-1'] = leaf.signature_hash === 'SHA-1' || leaf.signature_hash === 'MD5';
    findings.order = cert.order.in_order;
  }
  const apex = https.evidence[`http:https://${domain}/`] as ExchangeEvidence | undefined;
  if (apex) {
    const header = apex.headers['strict-transport-security']?.[0];
    const hsts = header === undefined ? null : parseHsts(header);
    findings.hsts = hsts !== null && hsts.valid;
    findings['max-age'] = hsts?.maxAge ?? null;
    findings.incSub = hsts?.valid ? hsts.includeSubDomains : null;
    findings.preload = hsts?.valid ? hsts.preload : null;
  }
  return findings;
}
