/**
 * A GET to a service the scanner relies on (an RDAP server, the IANA bootstrap file) through the
 * guarded HTTP client: an IP literal is judged by the address guard directly, a host name is
 * resolved with resolveHostAddresses and only a guard-approved address is contacted. Redirects are
 * followed hop by hop under the same rules. An https answer whose certificate does not verify is
 * refused: registration data from an unauthenticated server could be anyone's.
 */
import { isIP } from 'node:net';
import { judgeAddress } from '../../network/address-guard.js';
import type { DnsLookup } from '../../network/dns-client.js';
import { resolveHostAddresses } from '../../network/host-addresses.js';
import { type HttpExchange, headerValue, httpExchange } from '../../network/http-client.js';
import type { ScanContext } from '../module.js';

export interface GetHop {
  url: string;
  address: string | null;
  status: number | null;
}

export interface GuardedGetResult {
  hops: GetHop[];
  /** The final response (not a redirect), or null when `error` says why there is none. */
  response: HttpExchange | null;
  error: string | null;
  /** The DNS answers used to find the servers' addresses. */
  dns: DnsLookup[];
}

type Network = Pick<ScanContext, 'resolver' | 'network' | 'signal'>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** RDAP redirects (RFC 7480 section 5.2) go one or two hops at most; more is a loop or an abuse. */
export const MAX_GET_REDIRECTS = 3;
/** Registry answers are a few KiB and IANA's bootstrap file tens of KiB; anything bigger is refused. */
const MAX_BODY_BYTES = 1024 * 1024;

async function addressFor(
  hostname: string,
  context: Network,
  dns: DnsLookup[],
): Promise<{ address: string } | { error: string }> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) {
    const verdict = judgeAddress(host, context.network.allowList);
    return verdict.allowed
      ? { address: host }
      : { error: `${host} is not a public address (${verdict.range}); not contacted` };
  }
  const resolved = await resolveHostAddresses(context.resolver, host, context.network.allowList);
  dns.push(...resolved.lookups);
  const first = resolved.allowed[0];
  if (first !== undefined) return { address: first };
  if (resolved.refused.length > 0) {
    const refused = resolved.refused[0]!;
    return { error: `${host} resolves to ${refused.address}, not a public address (${refused.range}); not contacted` };
  }
  return { error: resolved.failed ? `${host} could not be resolved (DNS error)` : `${host} has no address` };
}

export async function guardedGet(url: string, context: Network, accept: string): Promise<GuardedGetResult> {
  const result: GuardedGetResult = { hops: [], response: null, error: null, dns: [] };
  let current = url;
  for (let hop = 0; hop <= MAX_GET_REDIRECTS; hop++) {
    let target: URL;
    try {
      target = new URL(current);
    } catch {
      return { ...result, error: `"${current}" is not a URL` };
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return { ...result, error: `${target.protocol} URLs are not fetched` };
    }
    const address = await addressFor(target.hostname, context, result.dns);
    if ('error' in address) {
      result.hops.push({ url: current, address: null, status: null });
      return { ...result, error: address.error };
    }
    let exchange: HttpExchange;
    try {
      exchange = await httpExchange(current, address.address, context.network, {
        headers: { accept },
        maxBodyBytes: MAX_BODY_BYTES,
        signal: context.signal,
      });
    } catch (error) {
      result.hops.push({ url: current, address: address.address, status: null });
      return { ...result, error: `${current}: ${(error as Error).message}` };
    }
    result.hops.push({ url: current, address: address.address, status: exchange.status });
    if (exchange.tls && !exchange.tls.authorized) {
      return {
        ...result,
        error: `${target.host} presented a certificate that does not verify (${exchange.tls.error ?? 'unverified'})`,
      };
    }
    const location = headerValue(exchange, 'location');
    if (!REDIRECTS.has(exchange.status) || location === null) {
      if (exchange.bodyTruncated) return { ...result, error: `${current}: answer larger than ${MAX_BODY_BYTES} bytes` };
      return { ...result, response: exchange };
    }
    try {
      current = new URL(location, current).toString();
    } catch {
      return { ...result, error: `unparseable Location "${location}"` };
    }
  }
  return { ...result, error: `more than ${MAX_GET_REDIRECTS} redirects` };
}
