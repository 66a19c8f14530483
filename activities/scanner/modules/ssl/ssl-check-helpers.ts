/**
 * Shared shape of the ssl checks: each judges every probed address that can be judged (one that
 * speaks TLS, or one whose certificate was read) and reports the worst verdict, so a broken IPv6
 * front end is not hidden by a good IPv4 one. Addresses that could not be judged make the check
 * unknown only when no address could be.
 */
import type { CheckStatus, GradeCap, Issue } from '../../../../core/scan-model/report.js';
import type { CheckOutcome } from '../module.js';
import { type CertificateEvidence, certKey, type EndpointEvidence, type SslEvidence, tlsKey } from './ssl.evidence.js';

export interface EndpointVerdict {
  status: CheckStatus;
  summary: string;
  issue?: Issue;
  cap?: GradeCap;
}

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

function rank(verdict: EndpointVerdict): number {
  if (verdict.status === 'fail') return SEVERITY_RANK[verdict.issue?.severity ?? 'low'];
  return verdict.status === 'unknown' ? 10 : 20;
}

export const DAY_MS = 86_400_000;

export function passed(summary: string): EndpointVerdict {
  return { status: 'pass', summary };
}

export function failed(summary: string, issue: Issue, cap?: GradeCap): EndpointVerdict {
  return cap ? { status: 'fail', summary, issue, cap } : { status: 'fail', summary, issue };
}

function whyNot(endpoint: EndpointEvidence, need: 'tls' | 'certificate'): string {
  if (endpoint.reachability !== 'tls') return `${endpoint.address}: ${endpoint.reachability_detail}`;
  return need === 'certificate' ? `${endpoint.address}: ${endpoint.certificate_error ?? 'no certificate'}` : '';
}

function combine(
  evidence: SslEvidence,
  need: 'tls' | 'certificate',
  judge: (endpoint: EndpointEvidence) => EndpointVerdict,
): CheckOutcome {
  if (evidence.endpoints.length === 0) {
    return { status: 'unknown', summary: `${evidence.domain} has no address to connect to.`, evidence: [] };
  }
  const usable = evidence.endpoints.filter((endpoint) =>
    need === 'tls' ? endpoint.reachability === 'tls' : endpoint.certificate !== null,
  );
  const keys = (list: EndpointEvidence[]) =>
    list.flatMap((endpoint) => (need === 'certificate' ? [certKey(endpoint), tlsKey(endpoint)] : [tlsKey(endpoint)]));
  if (usable.length === 0) {
    const reasons = evidence.endpoints.map((endpoint) => whyNot(endpoint, need)).join('; ');
    return { status: 'unknown', summary: `Not evaluated: ${reasons}.`, evidence: keys(evidence.endpoints) };
  }
  const verdicts = usable.map((endpoint) => ({ endpoint, verdict: judge(endpoint) }));
  const worst = verdicts.reduce((a, b) => (rank(b.verdict) < rank(a.verdict) ? b : a));
  const prefix = usable.length > 1 ? `${worst.endpoint.address}: ` : '';
  return {
    ...worst.verdict,
    summary: `${prefix}${worst.verdict.summary}`,
    evidence: keys(usable),
  };
}

/** A check over every address that speaks TLS. */
export function overTlsEndpoints(evidence: SslEvidence, judge: (endpoint: EndpointEvidence) => EndpointVerdict) {
  return combine(evidence, 'tls', judge);
}

/** A check over every address whose certificate chain was read. */
export function overCertificates(
  evidence: SslEvidence,
  judge: (certificate: CertificateEvidence, endpoint: EndpointEvidence) => EndpointVerdict,
) {
  return combine(evidence, 'certificate', (endpoint) => judge(endpoint.certificate!, endpoint));
}

/** The certificates a client must validate: the leaf and what the server sent, minus self-issued roots. */
export function validatedCertificates(certificate: CertificateEvidence) {
  return certificate.chain.filter((fields, index) => index === 0 || !fields.self_issued);
}

export function describe(fields: { subject: string }, index: number): string {
  return index === 0 ? `the leaf certificate (${fields.subject})` : `the intermediate ${fields.subject}`;
}
