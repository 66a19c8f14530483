/**
 * Collects the registry's RDAP record of the registrable domain (RFC 9082: GET <base>domain/<name>,
 * Accept: application/rdap+json). The base is SCANNER_RDAP_URL, else the IANA bootstrap entry for
 * the domain's TLD. Every way of not getting a record (no RDAP service, 404, 429, 5xx, a timeout, a
 * refused address, an unverified certificate, a body that is not a domain object) is kept as
 * `unavailable`, which makes every check unknown with that reason.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { DnsLookup } from '../../network/dns-client.js';
import { headerValue } from '../../network/http-client.js';
import type { ScanContext } from '../module.js';
import { type GetHop, guardedGet } from './guarded-get.js';
import { type BootstrapRead, rdapBaseUrlsFor } from './rdap-bootstrap.js';
import { parseRdapDomain, type RdapDomainFacts, rdapErrorText } from './rdap-domain.js';

export interface RdapRequestEvidence {
  url: string;
  hops: GetHop[];
  status: number | null;
  content_type: string | null;
  /** The Retry-After of a 429, as sent. */
  retry_after: string | null;
  /** The title and description of an RDAP error body (RFC 9083 section 6). */
  problem: string | null;
  error: string | null;
}

export interface DomainRegistrationEvidence {
  domain: string;
  /** The registrable domain (Public Suffix List): what registries hold records for. */
  registrable: string;
  /** When the record was read: the expiry check counts days from here. */
  checkedAt: string;
  bootstrap: (Omit<BootstrapRead, 'services'> & { base_urls: string[] }) | null;
  request: RdapRequestEvidence | null;
  facts: RdapDomainFacts | null;
  /** Why there are no facts (every check is then unknown with this reason); null when there are. */
  unavailable: string | null;
  dns: Record<string, DnsLookup>;
}

export type ReadBootstrap = (
  url: string,
  context: Pick<ScanContext, 'resolver' | 'network' | 'signal'>,
) => Promise<BootstrapRead>;

/** `<base>domain/<name>`, with the base's missing final slash added (RFC 9082 section 3.1.3). */
export function rdapDomainUrl(base: string, name: string): string {
  return new URL(`domain/${encodeURIComponent(name)}`, base.endsWith('/') ? base : `${base}/`).toString();
}

function statusReason(status: number, name: string, retryAfter: string | null): string {
  if (status === 404) return `the registry has no record of ${name} (RDAP 404)`;
  if (status === 429) {
    return `the registry throttled the request (RDAP 429${retryAfter ? `, retry after ${retryAfter} s` : ''})`;
  }
  if (status >= 500) return `the registry's RDAP server failed (HTTP ${status})`;
  return `unexpected RDAP answer (HTTP ${status})`;
}

export async function collectDomainRegistration(
  context: ScanContext,
  options: { bootstrapUrl: string; readBootstrap: ReadBootstrap },
): Promise<DomainRegistrationEvidence> {
  const registrable = organizationalDomain(context.domain);
  const evidence: DomainRegistrationEvidence = {
    domain: context.domain,
    registrable,
    checkedAt: new Date().toISOString(),
    bootstrap: null,
    request: null,
    facts: null,
    unavailable: null,
    dns: {},
  };
  const keepDns = (lookups: DnsLookup[]) => {
    for (const lookup of lookups) evidence.dns[`dns:${lookup.type}:${lookup.name}`] = lookup;
  };
  let base = context.network.rdapUrl;
  if (base === null) {
    const read = await options.readBootstrap(options.bootstrapUrl, context);
    const baseUrls = read.services ? rdapBaseUrlsFor(registrable, read.services) : [];
    evidence.bootstrap = { url: read.url, error: read.error, cached: read.cached, base_urls: baseUrls };
    if (read.error !== null) {
      evidence.unavailable = `the IANA RDAP bootstrap file could not be read (${read.error})`;
      return evidence;
    }
    const tld = registrable.split('.').pop();
    if (baseUrls.length === 0) {
      evidence.unavailable = `the registry of .${tld} publishes no RDAP service (IANA bootstrap)`;
      return evidence;
    }
    base = baseUrls[0]!;
  }
  const url = rdapDomainUrl(base, registrable);
  const got = await guardedGet(url, context, 'application/rdap+json');
  keepDns(got.dns);
  const response = got.response;
  const request: RdapRequestEvidence = {
    url,
    hops: got.hops,
    status: response?.status ?? null,
    content_type: response ? headerValue(response, 'content-type') : null,
    retry_after: response ? headerValue(response, 'retry-after') : null,
    problem: response && response.status !== 200 ? rdapErrorText(response.body) : null,
    error: got.error,
  };
  evidence.request = request;
  if (response === null) {
    evidence.unavailable = `the RDAP request failed (${got.error})`;
    return evidence;
  }
  if (response.status !== 200) {
    evidence.unavailable = statusReason(response.status, registrable, request.retry_after);
    return evidence;
  }
  try {
    const facts = parseRdapDomain(JSON.parse(response.body));
    if (facts.ldhName !== null && facts.ldhName.toLowerCase().replace(/\.$/, '') !== registrable) {
      evidence.unavailable = `the RDAP answer is about ${facts.ldhName}, not ${registrable}`;
      return evidence;
    }
    evidence.facts = facts;
  } catch (error) {
    evidence.unavailable = `the RDAP answer is not a domain object (${(error as Error).message})`;
  }
  return evidence;
}
