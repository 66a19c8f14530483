/**
 * Name server checks of dns_hygiene. RFC 2182 asks for at least two name servers in topologically
 * separate networks; a lame server (one listed in NS that does not answer authoritatively) slows or
 * breaks resolution and, when its name can be registered by someone else, hands them the zone; a
 * server that gives out zone transfers publishes every name in the zone.
 */
import ipaddr from 'ipaddr.js';
import { recordsOfType } from '../../network/dns-records.js';
import type { Check, CheckOutcome } from '../module.js';
import { type DnsHygieneEvidence, dnsKey } from './dns-hygiene.collect.js';
import { probeKey, transferKey } from './name-servers.collect.js';

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });
const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });

/** The NS answer, or the unknown outcome every name server check gives without it. */
function withNs(e: DnsHygieneEvidence, judge: (apex: string, hosts: string[], refs: string[]) => CheckOutcome) {
  if (e.apex === null || e.ns === null) return unknown(`Not evaluated: ${e.problem ?? 'no zone apex'}.`, []);
  const key = dnsKey('NS', e.apex);
  if (e.ns.status === 'error')
    return unknown(`The NS lookup for ${e.apex} failed (${e.ns.error ?? 'no answer'}).`, [key]);
  const hosts = recordsOfType(e.ns, 'NS').map((record) => record.data.replace(/\.$/, ''));
  return judge(e.apex, hosts, [key]);
}

const addressRefs = (e: DnsHygieneEvidence) =>
  e.nameServers.flatMap((server) => [dnsKey('A', server.host), dnsKey('AAAA', server.host)]);

/** The network an address sits in, for diversity: its /24 (IPv4) or /48 (IPv6). */
export function networkOf(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return `${parsed.toString().split('.').slice(0, 3).join('.')}.0/24`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${parts.join(':')}::/48`;
}

export const NAME_SERVER_CHECKS: Check<DnsHygieneEvidence>[] = [
  {
    id: 'ns_count',
    title: 'At least two name servers',
    run: (e) =>
      withNs(e, (apex, hosts, refs) => {
        if (hosts.length >= 2) return pass(`${apex} has ${hosts.length} name servers: ${hosts.join(', ')}.`, refs);
        return {
          status: 'fail',
          summary: hosts.length === 1 ? `Only one name server: ${hosts[0]}.` : 'No NS records at the apex.',
          issue: {
            severity: 'medium',
            finding: `${apex} is served by ${hosts.length === 1 ? `a single name server (${hosts[0]})` : 'no name server listed at its apex'}; if it fails, the domain and its mail stop resolving.`,
            remediation: 'Publish at least two name servers (RFC 2182), ideally run by separate networks or providers.',
          },
          evidence: refs,
        };
      }),
  },
  {
    id: 'ns_diversity',
    title: 'Name servers in more than one network',
    run: (e) =>
      withNs(e, (apex, _hosts, refs) => {
        const addresses = e.nameServers.flatMap((s) => [
          ...s.addresses.allowed,
          ...s.addresses.refused.map((r) => r.address),
        ]);
        const allRefs = [...refs, ...addressRefs(e)];
        if (addresses.length === 0) return unknown('No address of any name server could be found.', allRefs);
        const networks = [...new Set(addresses.map(networkOf))];
        if (networks.length >= 2)
          return pass(`Name servers sit in ${networks.length} networks: ${networks.join(', ')}.`, allRefs);
        return {
          status: 'fail',
          summary: `Every name server address is in ${networks[0]}.`,
          issue: {
            severity: 'low',
            finding: `All name servers of ${apex} (${addresses.join(', ')}) are in one network, ${networks[0]}: one outage or route problem takes them all down.`,
            remediation:
              'Add a name server in another network (a different /24, ideally another provider or anycast network).',
          },
          evidence: allRefs,
        };
      }),
  },
  {
    id: 'lame_delegation',
    title: 'Every name server answers authoritatively',
    run: (e) =>
      withNs(e, (apex, hosts, refs) => {
        const lame: string[] = [];
        const open: string[] = [];
        const probeRefs: string[] = [];
        for (const server of e.nameServers) {
          if (server.addresses.failed) open.push(`${server.host} (its addresses could not be looked up)`);
          else if (server.addresses.allowed.length + server.addresses.refused.length === 0) {
            lame.push(`${server.host} has no address`);
          }
          for (const probe of server.probes) {
            if (probe.key) probeRefs.push(probe.key);
            if (probe.verdict === 'lame') lame.push(`${server.host} at ${probe.address}: ${probe.detail}`);
            if (probe.verdict === 'unknown') open.push(`${server.host} at ${probe.address}: ${probe.detail}`);
          }
        }
        const allRefs = [...refs, ...addressRefs(e), ...probeRefs];
        if (hosts.length === 0) return unknown('No name server to query.', allRefs);
        if (lame.length > 0) {
          return {
            status: 'fail',
            summary: `Lame: ${lame.join('; ')}.`,
            issue: {
              severity: 'medium',
              finding: `Name servers listed for ${apex} do not serve it: ${lame.join('; ')}. Resolvers waste time on them, and a server name that can be registered by someone else hands them the zone.`,
              remediation:
                'Remove name servers that do not serve the zone from the NS set (at the zone and at the registrar), or fix their configuration.',
            },
            evidence: allRefs,
          };
        }
        if (open.length > 0) return unknown(`Not every name server could be judged: ${open.join('; ')}.`, allRefs);
        return pass(`All ${hosts.length} name servers answer authoritatively for ${apex}.`, allRefs);
      }),
  },
  {
    id: 'zone_transfer',
    title: 'Zone transfers (AXFR) refused',
    run: (e) =>
      withNs(e, (apex, _hosts, refs) => {
        const transfers = e.nameServers.flatMap((server) => server.transfers.map((t) => ({ host: server.host, ...t })));
        const allRefs = [...refs, ...transfers.map((t) => transferKey(t.address))];
        const leaking = transfers.filter((t) => t.status === 'transferred');
        if (leaking.length > 0) {
          const where = leaking.map((t) => `${t.host} (${t.address}): ${t.detail}`).join('; ');
          return {
            status: 'fail',
            summary: `AXFR allowed by ${where}.`,
            issue: {
              severity: 'high',
              finding: `Anyone can download the whole zone of ${apex} by zone transfer from ${where}, revealing every host name in it.`,
              remediation:
                'Allow AXFR only to your secondary servers (by address and TSIG key) and refuse it to everyone else.',
            },
            evidence: allRefs,
          };
        }
        if (transfers.length === 0)
          return unknown('No name server address could be asked for a zone transfer.', allRefs);
        const open = transfers.filter((t) => t.status === 'error');
        if (open.length > 0) {
          return unknown(`Could not ask ${open.map((t) => `${t.address} (${t.detail})`).join(', ')}.`, allRefs);
        }
        return pass(`All ${transfers.length} name server addresses refuse zone transfers.`, allRefs);
      }),
  },
];
