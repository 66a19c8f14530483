/**
 * What the ssl module collects, as plain JSON: per probed address, the protocol probes, the weak
 * and forward-secret suite probes, what a modern client negotiates, and the certificate analysis.
 * Published under `tls:<address>:443` and `cert:<address>:443` (IPv6 in brackets).
 */
import type { WeakCategory } from '../../network/tls-cipher-suites.js';
import type { TlsProtocol } from '../../network/tls-hello.js';
import type { CertificateFields } from './certificate-fields.js';
import type { ChainOrder, TrustResult } from './certificate-trust.js';

export const PROTOCOLS: readonly TlsProtocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

/** One probe's result; `error` (timeout, reset mid-answer) is what makes a check unknown. */
export interface ProbeRecord {
  status: 'offered' | 'not_offered' | 'error';
  /** What the server answered: `ServerHello TLSv1.2 <suite>`, `alert protocol_version`, `connection reset`. */
  detail: string;
  /** Suite the server picked, when it answered with a ServerHello. */
  suite?: string;
}

export interface SuiteProbe {
  status: 'accepted' | 'refused' | 'error';
  detail: string;
  suite?: string;
  protocol?: string;
}

/**
 * Whether the address speaks TLS on 443 at all: `tls` (some probe got a TLS answer), `refused`,
 * `timeout`, `not_tls` (something else answers on 443) or `error`.
 */
export type Reachability = 'tls' | 'refused' | 'timeout' | 'not_tls' | 'error';

export interface CertificateEvidence {
  sni: string;
  /** Where the chain was read: a raw TLS 1.2-or-earlier Certificate message (the order sent), or Node's handshake. */
  source: string;
  /** Leaf first. */
  chain: CertificateFields[];
  trust: TrustResult;
  order: ChainOrder;
  /** When the chain was judged (expiry is relative to it). */
  checked_at: string;
}

export interface EndpointEvidence {
  address: string;
  port: number;
  sni: string;
  reachability: Reachability;
  reachability_detail: string;
  protocols: Record<TlsProtocol, ProbeRecord>;
  /** What Node's OpenSSL negotiates as a modern client (TLS 1.2-1.3), or null with the reason. */
  negotiated: { protocol: string | null; suite: string } | null;
  negotiated_error: string | null;
  /** One probe per weak category, offering only that category's suites. */
  weak_suites: Record<WeakCategory, SuiteProbe>;
  /** A TLS 1.2-and-earlier hello offering only (EC)DHE suites. */
  forward_secret: SuiteProbe;
  certificate: CertificateEvidence | null;
  certificate_error: string | null;
}

export interface SslEvidence {
  domain: string;
  /** Addresses probed (first IPv4, first IPv6); empty for a domain without addresses. */
  endpoints: EndpointEvidence[];
}

function hostPort(address: string, port: number): string {
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

export const tlsKey = (endpoint: Pick<EndpointEvidence, 'address' | 'port'>) =>
  `tls:${hostPort(endpoint.address, endpoint.port)}`;
export const certKey = (endpoint: Pick<EndpointEvidence, 'address' | 'port'>) =>
  `cert:${hostPort(endpoint.address, endpoint.port)}`;
