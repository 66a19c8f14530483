/**
 * Name server checks of dns_hygiene: count, network diversity, lame delegation and zone transfers
 * (RFC 2182; wording and severities in dns-hygiene.findings.ts).
 */
import ipaddr from 'ipaddr.js';
import { recordsOfType } from '../../network/dns-records.js';
import type { Check, CheckOutcome } from '../module.js';
import { type DnsHygieneEvidence, dnsKey } from './dns-hygiene.collect.js';
import { DNS_HYGIENE_FINDINGS, type NS_CHECKS, type ServerNote } from './dns-hygiene.findings.js';
import { transferKey } from './name-servers.collect.js';

const { out } = DNS_HYGIENE_FINDINGS;
const NS_UNKNOWNS = ['unknown.not_evaluated', 'unknown.ns_lookup_failed'] as const;

/** The NS answer, or the unknown outcome every name server check gives without it. */
function withNs(
  e: DnsHygieneEvidence,
  check: (typeof NS_CHECKS)[number],
  judge: (apex: string, hosts: string[], refs: string[]) => CheckOutcome,
): CheckOutcome {
  if (e.apex === null || e.ns === null) {
    return out(`${check}.unknown.not_evaluated`, [], { problem: e.problem ?? 'no zone apex' });
  }
  const key = dnsKey('NS', e.apex);
  if (e.ns.status === 'error') {
    return out(`${check}.unknown.ns_lookup_failed`, [key], { apex: e.apex, error: e.ns.error ?? 'no answer' });
  }
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

const server = (host: string, address: string | null = null, detail: string | null = null): ServerNote => ({
  host,
  address,
  detail,
});

export const NAME_SERVER_CHECKS: Check<DnsHygieneEvidence>[] = [
  {
    id: 'ns_count',
    title: 'At least two name servers',
    outcomes: ['pass', 'single_ns', 'no_ns', ...NS_UNKNOWNS],
    run: (e) =>
      withNs(e, 'ns_count', (apex, hosts, refs) => {
        if (hosts.length >= 2) return out('ns_count.pass', refs, { apex, hosts });
        if (hosts.length === 1) return out('ns_count.single_ns', refs, { apex, host: hosts[0]! });
        return out('ns_count.no_ns', refs, { apex });
      }),
  },
  {
    id: 'ns_diversity',
    title: 'Name servers in more than one network',
    outcomes: ['pass', 'single_network', 'unknown.no_addresses', ...NS_UNKNOWNS],
    run: (e) =>
      withNs(e, 'ns_diversity', (apex, _hosts, refs) => {
        const addresses = e.nameServers.flatMap((s) => [
          ...s.addresses.allowed,
          ...s.addresses.refused.map((r) => r.address),
        ]);
        const allRefs = [...refs, ...addressRefs(e)];
        if (addresses.length === 0) return out('ns_diversity.unknown.no_addresses', allRefs);
        const networks = [...new Set(addresses.map(networkOf))];
        if (networks.length >= 2) return out('ns_diversity.pass', allRefs, { networks });
        return out('ns_diversity.single_network', allRefs, { apex, network: networks[0]!, addresses });
      }),
  },
  {
    id: 'lame_delegation',
    title: 'Every name server answers authoritatively',
    outcomes: ['pass', 'lame', 'unknown.no_ns', 'unknown.partly_judged', ...NS_UNKNOWNS],
    run: (e) =>
      withNs(e, 'lame_delegation', (apex, hosts, refs) => {
        const lame: ServerNote[] = [];
        const open: ServerNote[] = [];
        const probeRefs: string[] = [];
        for (const ns of e.nameServers) {
          if (ns.addresses.failed) open.push(server(ns.host));
          else if (ns.addresses.allowed.length + ns.addresses.refused.length === 0) lame.push(server(ns.host));
          for (const probe of ns.probes) {
            if (probe.key) probeRefs.push(probe.key);
            if (probe.verdict === 'lame') lame.push(server(ns.host, probe.address, probe.detail));
            if (probe.verdict === 'unknown') open.push(server(ns.host, probe.address, probe.detail));
          }
        }
        const allRefs = [...refs, ...addressRefs(e), ...probeRefs];
        if (hosts.length === 0) return out('lame_delegation.unknown.no_ns', allRefs);
        if (lame.length > 0) return out('lame_delegation.lame', allRefs, { apex, lame });
        if (open.length > 0) return out('lame_delegation.unknown.partly_judged', allRefs, { open });
        return out('lame_delegation.pass', allRefs, { apex, count: hosts.length });
      }),
  },
  {
    id: 'zone_transfer',
    title: 'Zone transfers (AXFR) refused',
    outcomes: ['pass', 'axfr_allowed', 'unknown.no_addresses', 'unknown.unanswered', ...NS_UNKNOWNS],
    run: (e) =>
      withNs(e, 'zone_transfer', (apex, _hosts, refs) => {
        const transfers = e.nameServers.flatMap((ns) => ns.transfers.map((t) => ({ host: ns.host, ...t })));
        const allRefs = [...refs, ...transfers.map((t) => transferKey(t.address))];
        const leaking = transfers.filter((t) => t.status === 'transferred');
        if (leaking.length > 0) {
          return out('zone_transfer.axfr_allowed', allRefs, {
            apex,
            servers: leaking.map((t) => server(t.host, t.address, t.detail)),
          });
        }
        if (transfers.length === 0) return out('zone_transfer.unknown.no_addresses', allRefs);
        const open = transfers.filter((t) => t.status === 'error');
        if (open.length > 0) {
          return out('zone_transfer.unknown.unanswered', allRefs, {
            servers: open.map((t) => server(t.host, t.address, t.detail)),
          });
        }
        return out('zone_transfer.pass', allRefs, { count: transfers.length });
      }),
  },
];
