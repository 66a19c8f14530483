/**
 * Fetches a domain's front page over http:// and https:// (concurrently, each following redirects
 * hop by hop through the address guard) and says how each start failed when it did. The headers,
 * https_enforcement and cookies modules all start here, so they agree on what "the site" is.
 */
import { fetchFollowingRedirects, type RedirectChain } from '../../network/redirects.js';
import type { ScanContext } from '../module.js';

export type Scheme = 'http' | 'https';

export interface SiteChain {
  scheme: Scheme;
  start: string;
  chain: RedirectChain;
  /**
   * Why no response at all came back: `refused` (nothing listens, a fact about the site) or `error`
   * (a timeout, a reset, a TLS failure: the site may well exist). null once any response arrived.
   */
  unreachable: 'refused' | 'error' | null;
}

export interface SiteFetch {
  domain: string;
  /** False for a domain with no address (mail only): there is no web site to judge. */
  hasAddress: boolean;
  http: SiteChain | null;
  https: SiteChain | null;
}

/** ECONNREFUSED from the first connection: the host answered that no server listens on the port. */
function unreachableKind(chain: RedirectChain): SiteChain['unreachable'] {
  if (chain.hops.length > 0) return null;
  return /ECONNREFUSED/.test(chain.error ?? '') ? 'refused' : 'error';
}

export async function fetchSite(
  context: ScanContext,
  schemes: readonly Scheme[] = ['http', 'https'],
): Promise<SiteFetch> {
  const site: SiteFetch = { domain: context.domain, hasAddress: context.addresses.length > 0, http: null, https: null };
  if (!site.hasAddress) return site;
  await Promise.all(
    schemes.map(async (scheme) => {
      const start = `${scheme}://${context.domain}/`;
      const chain = await fetchFollowingRedirects(start, context);
      site[scheme] = { scheme, start, chain, unreachable: unreachableKind(chain) };
    }),
  );
  return site;
}

/** Where the chain leads: the final URL, or (when it broke) the last Location it was sent to. */
export function chainDestination(site: SiteChain): string | null {
  const { hops, final } = site.chain;
  if (final) return final.url;
  const last = hops.at(-1);
  const location = last?.headers.location?.[0];
  if (!last || location === undefined) return null;
  try {
    return new URL(location, last.url).toString();
  } catch {
    return null;
  }
}

/** Plain words for why a chain gave no page, for summaries. */
export function describeFailure(site: SiteChain): string {
  if (site.unreachable === 'refused') return `nothing listens on ${site.start} (connection refused)`;
  return `${site.start} gave no usable response (${site.chain.error ?? 'no final response'})`;
}
