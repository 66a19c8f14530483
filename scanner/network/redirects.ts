/**
 * Follows a redirect chain the way a browser would, but hop by hop through the address guard: each
 * new host is resolved, its addresses judged, and the request sent to the judged address. The chain
 * is evidence (https_enforcement reads it; headers reads only the final response, as the Observatory).
 */
import type { ScanContext } from '../modules/module.js';
import { resolveHostAddresses } from './host-addresses.js';
import { type HttpExchange, type HttpRequestOptions, headerValue, httpExchange } from './http-client.js';

export interface RedirectChain {
  /** Every response received, in order; the last one is the final response unless `error` is set. */
  hops: HttpExchange[];
  /** The last response when it was not a redirect, else null. */
  final: HttpExchange | null;
  /** Why the chain stopped early: a refused address, a loop, too many hops, a network error. */
  error: string | null;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
export const MAX_REDIRECTS = 10;

type Hosting = Pick<ScanContext, 'domain' | 'addresses' | 'resolver' | 'network' | 'signal'>;

/** The address to use for a URL's host: the scan target's checked addresses, or a fresh guarded lookup. */
export async function addressFor(hostname: string, context: Hosting): Promise<{ address: string } | { error: string }> {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (host === context.domain) {
    const first = context.addresses[0];
    return first ? { address: first } : { error: `${host} has no address` };
  }
  const resolved = await resolveHostAddresses(context.resolver, host, context.network.allowList);
  const first = resolved.allowed[0];
  if (first) return { address: first };
  if (resolved.refused.length > 0)
    return { error: `${host} resolves to non-public address ${resolved.refused[0]!.address}; not followed` };
  return { error: resolved.failed ? `${host} could not be resolved (DNS error)` : `${host} has no address` };
}

export async function fetchFollowingRedirects(
  startUrl: string,
  context: Hosting,
  options: Omit<HttpRequestOptions, 'signal'> & { maxRedirects?: number } = {},
): Promise<RedirectChain> {
  const hops: HttpExchange[] = [];
  const seen = new Set<string>();
  let url = startUrl;
  const limit = options.maxRedirects ?? MAX_REDIRECTS;
  for (let hop = 0; hop <= limit; hop++) {
    if (seen.has(url)) return { hops, final: null, error: `redirect loop at ${url}` };
    seen.add(url);
    const target = new URL(url);
    const address = await addressFor(target.hostname, context);
    if ('error' in address) return { hops, final: null, error: address.error };
    let exchange: HttpExchange;
    try {
      exchange = await httpExchange(url, address.address, context.network, { ...options, signal: context.signal });
    } catch (error) {
      return { hops, final: null, error: `${url}: ${(error as Error).message}` };
    }
    hops.push(exchange);
    const location = headerValue(exchange, 'location');
    if (!REDIRECT_STATUSES.has(exchange.status) || location === null) return { hops, final: exchange, error: null };
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return { hops, final: null, error: `unparseable Location "${location}"` };
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      return { hops, final: null, error: `redirect to a ${next.protocol} URL; not followed` };
    }
    next.hash = '';
    url = next.toString();
  }
  return { hops, final: null, error: `more than ${limit} redirects` };
}
