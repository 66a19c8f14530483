/**
 * Shared shape of the ssl checks: each judges every probed address that can be judged (one that
 * speaks TLS, or one whose certificate was read) and reports the worst verdict, so a broken IPv6
 * front end is not hidden by a good IPv4 one. Addresses that could not be judged make the check
 * unknown only when no address could be. When several addresses were judged, the outcome carries
 * the `endpoint` param, and the summary starts with that address (ssl.findings.ts).
 */
import type { CheckOutcome } from '../module.js';
import { type CertificateEvidence, certKey, type EndpointEvidence, type SslEvidence, tlsKey } from './ssl.evidence.js';
import { type ENDPOINT_CHECKS, SSL_FINDINGS } from './ssl.findings.js';

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

function rank(verdict: CheckOutcome): number {
  if (verdict.status === 'fail') return SEVERITY_RANK[SSL_FINDINGS.severityOf(verdict.code) ?? 'low'];
  return verdict.status === 'unknown' ? 10 : 20;
}

export const DAY_MS = 86_400_000;

type EndpointCheck = (typeof ENDPOINT_CHECKS)[number];

function whyNot(endpoint: EndpointEvidence, need: 'tls' | 'certificate'): { address: string; detail: string } {
  const detail =
    endpoint.reachability !== 'tls'
      ? endpoint.reachability_detail
      : need === 'certificate'
        ? (endpoint.certificate_error ?? 'no certificate')
        : '';
  return { address: endpoint.address, detail };
}

function combine(
  evidence: SslEvidence,
  check: EndpointCheck,
  need: 'tls' | 'certificate',
  judge: (endpoint: EndpointEvidence) => CheckOutcome,
): CheckOutcome {
  if (evidence.endpoints.length === 0) return SSL_FINDINGS.out(`${check}.unknown.no_address`, []);
  const usable = evidence.endpoints.filter((endpoint) =>
    need === 'tls' ? endpoint.reachability === 'tls' : endpoint.certificate !== null,
  );
  const keys = (list: EndpointEvidence[]) =>
    list.flatMap((endpoint) => (need === 'certificate' ? [certKey(endpoint), tlsKey(endpoint)] : [tlsKey(endpoint)]));
  if (usable.length === 0) {
    return SSL_FINDINGS.out(`${check}.unknown.unreachable`, keys(evidence.endpoints), {
      unreachable: evidence.endpoints.map((endpoint) => whyNot(endpoint, need)),
    });
  }
  const verdicts = usable.map((endpoint) => ({ endpoint, verdict: judge(endpoint) }));
  const worst = verdicts.reduce((a, b) => (rank(b.verdict) < rank(a.verdict) ? b : a));
  const params =
    usable.length > 1 ? { ...worst.verdict.params, endpoint: worst.endpoint.address } : worst.verdict.params;
  return { ...worst.verdict, params, evidence: keys(usable) };
}

/** A check over every address that speaks TLS; `judge` returns its outcome with no evidence of its own. */
export function overTlsEndpoints(
  evidence: SslEvidence,
  check: EndpointCheck,
  judge: (endpoint: EndpointEvidence) => CheckOutcome,
) {
  return combine(evidence, check, 'tls', judge);
}

/** A check over every address whose certificate chain was read. */
export function overCertificates(
  evidence: SslEvidence,
  check: EndpointCheck,
  judge: (certificate: CertificateEvidence, endpoint: EndpointEvidence) => CheckOutcome,
) {
  return combine(evidence, check, 'certificate', (endpoint) => judge(endpoint.certificate!, endpoint));
}

/** The certificates a client must validate: the leaf and what the server sent, minus self-issued roots. */
export function validatedCertificates(certificate: CertificateEvidence) {
  return certificate.chain.filter((fields, index) => index === 0 || !fields.self_issued);
}

/** The params that name one certificate of the chain (ssl.findings.ts words it). */
export function certificateOf(fields: { subject: string }, index: number): { leaf: boolean; subject: string } {
  return { leaf: index === 0, subject: fields.subject };
}
