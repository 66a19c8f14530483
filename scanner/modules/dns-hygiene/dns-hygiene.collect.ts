/**
 * Collects the dns_hygiene evidence in parallel: the zone apex and its NS set with every name server
 * probed (name-servers.collect.ts), a random name under the apex (wildcard), the addresses of the apex
 * and common host names (only read, never connected to), and the CAA set that applies to the domain.
 */
import { randomBytes } from 'node:crypto';
import { organizationalDomain } from '../../domain/organizational-domain.js';
import { judgeAddress } from '../../network/address-guard.js';
import type { DnsLookup } from '../../network/dns-client.js';
import { recordsOfType } from '../../network/dns-records.js';
import { findZoneApex } from '../dnssec/zone-apex.js';
import type { ScanContext } from '../module.js';
import { type CaaProperty, caaCandidates, parseCaa } from './caa.js';
import { type NameServerEvidence, probeNameServers } from './name-servers.collect.js';

/** Host names that often point inside a network when they should not be published at all. */
export const INTERNAL_LABELS = ['www', 'mail', 'vpn', 'intranet', 'dev', 'localhost'] as const;

export interface DnsHygieneEvidence {
  domain: string;
  apex: string | null;
  problem: string | null;
  apexLookups: DnsLookup[];
  ns: DnsLookup | null;
  nameServers: NameServerEvidence[];
  /** A and AAAA of a random label under the apex. */
  wildcard: { name: string; lookups: DnsLookup[] } | null;
  /** A and AAAA of the apex and INTERNAL_LABELS. */
  addressLookups: DnsLookup[];
  /** Every address in addressLookups, judged by the address guard (with the operator's allow-list). */
  addressVerdicts: { name: string; type: string; address: string; allowed: boolean; range: string }[];
  caa: { lookups: DnsLookup[]; owner: string | null; properties: CaaProperty[]; unparsed: string[] };
}

export const dnsKey = (type: string, name: string) => `dns:${type}:${name.toLowerCase()}`;

async function collectCaa(context: ScanContext): Promise<DnsHygieneEvidence['caa']> {
  const lookups: DnsLookup[] = [];
  // RFC 8659 section 3: the first non-empty CAA set walking up from the name applies.
  for (const name of caaCandidates(context.domain, organizationalDomain(context.domain))) {
    const lookup = await context.resolver.query(name, 'CAA');
    lookups.push(lookup);
    if (lookup.status === 'error') break;
    const records = recordsOfType(lookup, 'CAA');
    if (records.length > 0) {
      const parsed = records.map((record) => ({ data: record.data, property: parseCaa(record.data) }));
      return {
        lookups,
        owner: name,
        properties: parsed.flatMap((p) => (p.property ? [p.property] : [])),
        unparsed: parsed.filter((p) => p.property === null).map((p) => p.data),
      };
    }
  }
  return { lookups, owner: null, properties: [], unparsed: [] };
}

/** Only reads DNS data: these addresses are judged, never contacted. */
function judgeAddresses(lookups: DnsLookup[], context: ScanContext): DnsHygieneEvidence['addressVerdicts'] {
  return lookups.flatMap((lookup) =>
    lookup.records
      .filter((record) => record.type === 'A' || record.type === 'AAAA')
      .map((record) => {
        // The operator's allow-list (SCANNER_ALLOWED_CIDRS) marks ranges that count as public here.
        const verdict = judgeAddress(record.data, context.network.allowList);
        return {
          name: record.name,
          type: record.type,
          address: record.data,
          allowed: verdict.allowed,
          range: verdict.range,
        };
      }),
  );
}

async function lookupsFor(context: ScanContext, names: string[]): Promise<DnsLookup[]> {
  const questions = names.flatMap((name) => [context.resolver.query(name, 'A'), context.resolver.query(name, 'AAAA')]);
  return Promise.all(questions);
}

export async function collectDnsHygiene(context: ScanContext): Promise<DnsHygieneEvidence> {
  const evidence: DnsHygieneEvidence = {
    domain: context.domain,
    apex: null,
    problem: null,
    apexLookups: [],
    ns: null,
    nameServers: [],
    wildcard: null,
    addressLookups: [],
    addressVerdicts: [],
    caa: { lookups: [], owner: null, properties: [], unparsed: [] },
  };
  const found = await findZoneApex(context.resolver, context.domain);
  evidence.apexLookups = found.lookups;
  const caa = collectCaa(context);
  if (found.apex === null) {
    return { ...evidence, problem: found.error ?? 'no zone apex found', caa: await caa };
  }
  const apex = found.apex;
  // A label no one would create: if it resolves, a wildcard answered.
  const probeName = `rampart-wildcard-${randomBytes(6).toString('hex')}.${apex}`;
  const nameServers = (async () => {
    const ns = await context.resolver.query(apex, 'NS');
    const hosts = [...new Set(recordsOfType(ns, 'NS').map((record) => record.data.replace(/\.$/, '')))];
    return { ns, probed: await probeNameServers(hosts, apex, context) };
  })();
  const [servers, wildcard, addressLookups] = await Promise.all([
    nameServers,
    lookupsFor(context, [probeName]),
    lookupsFor(context, [apex, ...INTERNAL_LABELS.map((label) => `${label}.${apex}`)]),
  ]);
  return {
    ...evidence,
    apex,
    ns: servers.ns,
    nameServers: servers.probed,
    wildcard: { name: probeName, lookups: wildcard },
    addressLookups,
    addressVerdicts: judgeAddresses(addressLookups, context),
    caa: await caa,
  };
}
