/**
 * Finds a domain's host names from two sources, the certificate on port 443 and a list of common
 * labels, and resolves each (a bounded number at a time), following CNAME chains to their end so a
 * CNAME whose target does not exist (NXDOMAIN) is seen as dangling.
 */
import type { DnsLookup, DnsResolver } from '../../network/dns-client.js';
import { recordsOfType } from '../../network/dns-records.js';
import type { ScanContext } from '../module.js';
import { type CertificateNames, certificateNames } from './certificate-names.js';

/** Labels that often name forgotten or third-party-hosted services. */
export const COMMON_LABELS = [
  'www',
  'mail',
  'webmail',
  'smtp',
  'api',
  'app',
  'dev',
  'staging',
  'stage',
  'test',
  'qa',
  'uat',
  'beta',
  'demo',
  'admin',
  'portal',
  'vpn',
  'remote',
  'intranet',
  'blog',
  'shop',
  'store',
  'cdn',
  'static',
  'assets',
  'media',
  'img',
  'docs',
  'help',
  'support',
  'status',
  'm',
  'mobile',
  'git',
  'ci',
  'jenkins',
  'jira',
  'wiki',
  'login',
  'sso',
  'auth',
  'autodiscover',
  'ftp',
] as const;

export type NameSource = 'domain' | 'certificate' | 'common-label';

export interface NameResult {
  name: string;
  sources: NameSource[];
  /** resolves: the name (or its CNAME target) exists; dangling: a CNAME leads to NXDOMAIN; absent: no such name. */
  status: 'resolves' | 'dangling' | 'absent' | 'error';
  cnames: string[];
  addresses: string[];
  /** The CNAME target that does not exist. */
  danglingTarget: string | null;
  error: string | null;
  lookups: DnsLookup[];
}

export interface SubdomainsEvidence {
  domain: string;
  certificate: CertificateNames;
  /** Certificate names outside the domain: listed, not resolved (they are not this scan's target). */
  outOfScope: string[];
  results: NameResult[];
}

const CONCURRENCY = 8;
const MAX_CHAIN = 8;

/** Resolves one name, chasing a CNAME chain the resolver left unfinished (a CNAME out of its zones). */
export async function resolveName(resolver: DnsResolver, name: string, sources: NameSource[]): Promise<NameResult> {
  const result: NameResult = {
    name,
    sources,
    status: 'absent',
    cnames: [],
    addresses: [],
    danglingTarget: null,
    error: null,
    lookups: [],
  };
  let current = name;
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    const lookup = await resolver.query(current, 'A');
    result.lookups.push(lookup);
    if (lookup.status === 'error') return { ...result, status: 'error', error: lookup.error ?? 'no answer' };
    const chain = recordsOfType(lookup, 'CNAME').map((record) => record.data.replace(/\.$/, ''));
    result.cnames.push(...chain);
    result.addresses.push(...recordsOfType(lookup, 'A').map((record) => record.data));
    const target = chain.at(-1);
    if (lookup.status === 'nxdomain') {
      if (result.cnames.length === 0) return result;
      return { ...result, status: 'dangling', danglingTarget: result.cnames.at(-1)! };
    }
    // Addresses, or a name (or CNAME target) that exists without them, resolve. A chain that stops at a
    // target the resolver did not answer for (an authoritative server's CNAME out of its zones) is chased.
    const answeredTarget = target === undefined || lookup.records.some((r) => r.name === target && r.type !== 'CNAME');
    if (result.addresses.length > 0 || answeredTarget) {
      return { ...result, status: 'resolves' };
    }
    current = target;
  }
  return { ...result, status: 'error', error: `CNAME chain longer than ${MAX_CHAIN}` };
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function inScope(name: string, domain: string): boolean {
  return name === domain || name.endsWith(`.${domain}`);
}

export async function collectSubdomains(context: ScanContext): Promise<SubdomainsEvidence> {
  const domain = context.domain;
  const certificate = await certificateNames(context);
  const sources = new Map<string, NameSource[]>([[domain, ['domain']]]);
  const add = (name: string, source: NameSource) => sources.set(name, [...(sources.get(name) ?? []), source]);
  const outOfScope: string[] = [];
  for (const raw of certificate.names) {
    // A wildcard entry names every host below it; the name it stands on is what can be checked.
    const name = raw.replace(/^\*\./, '');
    if (inScope(name, domain)) add(name, 'certificate');
    else outOfScope.push(raw);
  }
  for (const label of COMMON_LABELS) add(`${label}.${domain}`, 'common-label');
  const names = [...sources.entries()];
  const results = await mapBounded(names, CONCURRENCY, ([name, from]) => resolveName(context.resolver, name, from));
  return { domain, certificate, outOfScope, results };
}
