/**
 * The dns_hygiene module: name server count, diversity and lameness, zone transfers, wildcards,
 * internal addresses in public DNS, and CAA. Name servers are queried directly, each address only
 * after the address guard allowed it; everything else goes through the scan's resolver.
 */
import type { ScannerModule } from '../module.js';
import { collectDnsHygiene, type DnsHygieneEvidence, dnsKey } from './dns-hygiene.collect.js';
import { DNS_HYGIENE_FINDINGS } from './dns-hygiene.findings.js';
import { NAME_SERVER_CHECKS } from './name-servers.checks.js';
import { transferKey } from './name-servers.collect.js';
import { ZONE_DATA_CHECKS } from './zone-data.checks.js';

function publish(e: DnsHygieneEvidence): Record<string, unknown> {
  const published: Record<string, unknown> = {};
  const add = (lookup: { type: string; name: string }) => {
    published[dnsKey(lookup.type, lookup.name)] = lookup;
  };
  [
    ...e.apexLookups,
    ...(e.ns ? [e.ns] : []),
    ...(e.wildcard?.lookups ?? []),
    ...e.addressLookups,
    ...e.caa.lookups,
  ].forEach(add);
  for (const server of e.nameServers) {
    server.addresses.lookups.forEach(add);
    for (const probe of server.probes) {
      if (probe.key) published[probe.key] = { ...probe.lookup, verdict: probe.verdict, detail: probe.detail };
    }
    for (const transfer of server.transfers) published[transferKey(transfer.address)] = transfer;
  }
  return published;
}

export const DNS_HYGIENE_MODULE: ScannerModule<DnsHygieneEvidence> = {
  name: 'dns_hygiene',
  collect: collectDnsHygiene,
  publish,
  checks: [...NAME_SERVER_CHECKS, ...ZONE_DATA_CHECKS],
  findings: DNS_HYGIENE_FINDINGS,
  // Name server probes run in parallel, each bounded by the connect and I/O timeouts.
  timeoutMs: 12_000,
};
