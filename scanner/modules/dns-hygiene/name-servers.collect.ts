/**
 * Probes a zone's name servers the way a resolver and an attacker would: resolve each NS name
 * (through the guard, host-addresses.ts), ask each allowed address for the apex SOA without recursion
 * (an authoritative server answers with AA set), and ask it for a zone transfer. Addresses the guard
 * refuses are never contacted; a non-public address published for an NS is itself a finding.
 */

import { type DnsLookup, queryDnsServer } from '../../network/dns-client.js';
import { type HostAddresses, resolveHostAddresses } from '../../network/host-addresses.js';
import type { ScanContext } from '../module.js';
import { type TransferResult, tryZoneTransfer } from './zone-transfer.js';

export interface AddressProbe {
  address: string;
  /** ok: answered authoritatively with the SOA; lame: did not; unknown: not judged. */
  verdict: 'ok' | 'lame' | 'unknown';
  detail: string;
  /** Evidence key of the SOA answer, when the address was queried. */
  key: string | null;
  lookup: DnsLookup | null;
}

export interface NameServerEvidence {
  host: string;
  addresses: HostAddresses;
  probes: AddressProbe[];
  transfers: TransferResult[];
}

/** A zone rarely has more than a handful of NS; bounds keep a hostile zone from fanning out. */
const MAX_NAME_SERVERS = 10;
const MAX_ADDRESSES_PER_SERVER = 4;

export const probeKey = (address: string) => `ns-soa:${address}`;
export const transferKey = (address: string) => `axfr:${address}`;

async function probeSoa(address: string, apex: string, context: ScanContext): Promise<AddressProbe> {
  const raw = await queryDnsServer({ host: address, port: 53 }, apex, 'SOA', {
    recursion: false,
    allowList: context.network.allowList,
    timeoutMs: context.network.timeouts.connectMs,
  });
  const base = { address, key: probeKey(address), lookup: raw.lookup };
  const lookup = raw.lookup;
  if (lookup.status === 'error') {
    if (lookup.error?.startsWith('blocked'))
      return { ...base, verdict: 'unknown', detail: 'not queried: address not public' };
    const silent = lookup.rcode === null;
    return { ...base, verdict: 'lame', detail: silent ? `no answer (${lookup.error})` : `answered ${lookup.rcode}` };
  }
  const hasSoa = lookup.records.some((record) => record.type === 'SOA' && record.name === apex);
  if (!raw.flags.aa) return { ...base, verdict: 'lame', detail: 'answered without authority (AA not set)' };
  if (!hasSoa) return { ...base, verdict: 'lame', detail: `answered ${lookup.status} without the SOA of ${apex}` };
  return { ...base, verdict: 'ok', detail: 'answered authoritatively with the SOA' };
}

async function probeServer(host: string, apex: string, context: ScanContext): Promise<NameServerEvidence> {
  const addresses = await resolveHostAddresses(context.resolver, host, context.network.allowList);
  const allowed = addresses.allowed.slice(0, MAX_ADDRESSES_PER_SERVER);
  const options = {
    allowList: context.network.allowList,
    connectMs: context.network.timeouts.connectMs,
    ioMs: context.network.timeouts.ioMs,
    signal: context.signal,
  };
  const [probes, transfers] = await Promise.all([
    Promise.all(allowed.map((address) => probeSoa(address, apex, context))),
    Promise.all(allowed.map((address) => tryZoneTransfer(address, apex, options))),
  ]);
  // Published but non-public: no resolver on the internet can reach it, so it is lame for everyone.
  for (const refused of addresses.refused) {
    probes.push({
      address: refused.address,
      verdict: 'lame',
      detail: `non-public address (${refused.range}), unreachable from the internet; not contacted`,
      key: null,
      lookup: null,
    });
  }
  return { host, addresses, probes, transfers };
}

export function probeNameServers(hosts: readonly string[], apex: string, context: ScanContext) {
  return Promise.all(hosts.slice(0, MAX_NAME_SERVERS).map((host) => probeServer(host, apex, context)));
}
