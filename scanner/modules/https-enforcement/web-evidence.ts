/**
 * How HTTP exchanges appear as evidence: the redirect chain (url, status, Location) and, per
 * response, only the headers a security reader needs plus `server`. Bodies and cookie values never
 * go into a report: the first is bulk, the second may be someone's session.
 */
import type { HttpExchange } from '../../network/http-client.js';
import type { SiteChain } from './web-chains.js';

/** Headers worth keeping, lower case. set-cookie is reduced to names and attributes (cookies module). */
export const SECURITY_HEADERS = [
  'server',
  'content-type',
  'location',
  'strict-transport-security',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'feature-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'cf-mitigated',
  'x-amzn-waf-action',
] as const;

/** A header value can be long (a CSP); this is enough to read it and bounds a hostile one. */
const MAX_HEADER_CHARS = 4096;

export interface ExchangeEvidence {
  url: string;
  address: string;
  status: number;
  headers: Record<string, string[]>;
  /** Set-Cookie lines with the value replaced by its length: `name=<12 chars>; Secure; ...`. */
  set_cookie: string[];
  tls: { authorized: boolean; error: string | null; protocol: string | null } | null;
  body_truncated: boolean;
}

export interface ChainEvidence {
  start: string;
  hops: { url: string; status: number; location: string | null }[];
  final_url: string | null;
  error: string | null;
}

export const responseKey = (url: string): string => `http:${url}`;
export const chainKey = (start: string): string => `redirects:${start}`;

/** `name=value; attrs` -> `name=<N chars>; attrs`: the attributes are evidence, the value is private. */
export function redactSetCookie(line: string): string {
  const semicolon = line.indexOf(';');
  const pair = semicolon === -1 ? line : line.slice(0, semicolon);
  const rest = semicolon === -1 ? '' : line.slice(semicolon);
  const equals = pair.indexOf('=');
  const name = equals === -1 ? '' : pair.slice(0, equals).trim();
  const value = equals === -1 ? pair.trim() : pair.slice(equals + 1).trim();
  return `${name}=<${value.length} chars>${rest}`.slice(0, MAX_HEADER_CHARS);
}

export function exchangeEvidence(exchange: HttpExchange): ExchangeEvidence {
  const headers: Record<string, string[]> = {};
  for (const name of SECURITY_HEADERS) {
    const values = exchange.headers[name];
    if (values) headers[name] = values.map((v) => v.slice(0, MAX_HEADER_CHARS));
  }
  return {
    url: exchange.url,
    address: exchange.address,
    status: exchange.status,
    headers,
    set_cookie: (exchange.headers['set-cookie'] ?? []).map(redactSetCookie),
    tls: exchange.tls ?? null,
    body_truncated: exchange.bodyTruncated,
  };
}

export function chainEvidence(site: SiteChain): ChainEvidence {
  return {
    start: site.start,
    hops: site.chain.hops.map((hop) => ({
      url: hop.url,
      status: hop.status,
      location: hop.headers.location?.[0] ?? null,
    })),
    final_url: site.chain.final?.url ?? null,
    error: site.chain.error,
  };
}

/** The chain and every response in it, keyed for a module's evidence. */
export function publishChain(site: SiteChain | null, into: Record<string, unknown>): void {
  if (!site) return;
  into[chainKey(site.start)] = chainEvidence(site);
  for (const hop of site.chain.hops) into[responseKey(hop.url)] = exchangeEvidence(hop);
}

/** Evidence keys of a chain: the chain itself and each of its responses. */
export function chainKeys(site: SiteChain | null): string[] {
  if (!site) return [];
  return [chainKey(site.start), ...site.chain.hops.map((hop) => responseKey(hop.url))];
}
