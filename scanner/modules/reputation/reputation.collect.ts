/**
 * Collects what the reputation checks read: for every configured list, the answers about the scan
 * target's addresses, its MX hosts' addresses and (on domain lists) the domain itself. The MX hosts
 * are resolved through the address guard; a refused (private) address is recorded, never looked up,
 * since a public list can say nothing about it and the question would leak the address.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { DnsLookup } from '../../network/dns-client.js';
import { type DnsRecordType, parseMxData, recordsOfType } from '../../network/dns-records.js';
import { resolveHostAddresses } from '../../network/host-addresses.js';
import type { ScanContext } from '../module.js';
import { addressQueryName, domainQueryName } from './dnsbl-names.js';
import { type DnsblZone, parseDnsblSettings, type RejectedZoneSetting } from './dnsbl-zones.js';

export interface MxHostEvidence {
  host: string;
  preference: number;
  /** Guard-approved addresses: these are looked up on the IP lists. */
  allowed: string[];
  /** Addresses the guard refused, with their range: recorded, not looked up. */
  refused: { address: string; range: string }[];
  /** Both address lookups failed (timeout, SERVFAIL). */
  failed: boolean;
}

export interface ReputationEvidence {
  domain: string;
  zones: DnsblZone[];
  rejectedZones: RejectedZoneSetting[];
  /** The scan target's guard-approved addresses. */
  webAddresses: string[];
  /** The MX hosts by preference (at most MAX_MX_HOSTS); the null MX ("0 .") is not a host. */
  mxHosts: MxHostEvidence[];
  /** The scanned name and, when different, its registrable domain: what domain lists are asked about. */
  domains: string[];
  /** Every answer, keyed `dns:<TYPE>:<name>`. */
  dns: Record<string, DnsLookup>;
}

/** Mail is rarely spread over more hosts; the bound keeps a hostile zone from fanning out. */
export const MAX_MX_HOSTS = 10;
/** Addresses looked up per role; more than this is not a mail or web setup, it is a fan-out attempt. */
export const MAX_ADDRESSES = 16;
/** DNSBL questions in flight at once: each is a UDP socket, and lists throttle bursts. */
const CONCURRENCY = 16;

export function dnsKey(type: DnsRecordType, name: string): string {
  return `dns:${type}:${name.toLowerCase().replace(/\.$/, '')}`;
}

export function mxKeyOf(domain: string): string {
  return dnsKey('MX', domain);
}

/** A tiny concurrency limiter: at most `size` calls of the returned function run at a time. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** MX exchanges by preference, without the null MX of RFC 7505. */
export function mxExchanges(lookup: DnsLookup): { host: string; preference: number }[] {
  // The root name ("0 ." is a null MX) arrives as "" or "." depending on how it was presented
  // (as in mail-transport.collect.ts); "." was taken for a host that could not be resolved.
  const parsed = recordsOfType(lookup, 'MX')
    .map((record) => parseMxData(record.data))
    .map((mx) => ({ ...mx, exchange: mx.exchange.replace(/\.+$/, '') }));
  const hosts = parsed.filter((mx) => mx.exchange !== '').sort((x, y) => x.preference - y.preference);
  const seen = new Set<string>();
  return hosts
    .filter((mx) => !seen.has(mx.exchange.toLowerCase()) && seen.add(mx.exchange.toLowerCase()))
    .map((mx) => ({ host: mx.exchange.toLowerCase(), preference: mx.preference }));
}

export async function collectReputation(context: ScanContext): Promise<ReputationEvidence> {
  const { zones, rejected } = parseDnsblSettings(context.network.dnsblZones);
  const registrable = organizationalDomain(context.domain);
  const evidence: ReputationEvidence = {
    domain: context.domain,
    zones,
    rejectedZones: rejected,
    webAddresses: context.addresses.slice(0, MAX_ADDRESSES),
    mxHosts: [],
    domains: registrable === context.domain ? [context.domain] : [context.domain, registrable],
    dns: {},
  };
  const limit = limiter(CONCURRENCY);
  const query = async (name: string, type: DnsRecordType) => {
    const answer = await limit(() => context.resolver.query(name, type));
    evidence.dns[dnsKey(type, name)] = answer;
    return answer;
  };
  // A, then TXT only for a listing: the reason is worth one more question, a clean answer is not.
  const ask = async (name: string | null) => {
    if (name === null || context.signal.aborted) return;
    const answer = await query(name, 'A');
    if (recordsOfType(answer, 'A').length > 0) await query(name, 'TXT');
  };
  const ipZones = zones.filter((zone) => zone.kind === 'ip');
  const askAddresses = (addresses: readonly string[]) =>
    Promise.all(addresses.flatMap((address) => ipZones.map((zone) => ask(addressQueryName(address, zone)))));

  const mail = async () => {
    const mx = await query(context.domain, 'MX');
    const exchanges = mxExchanges(mx).slice(0, MAX_MX_HOSTS);
    evidence.mxHosts = await Promise.all(
      exchanges.map(async ({ host, preference }) => {
        const resolved = await resolveHostAddresses(context.resolver, host, context.network.allowList);
        for (const lookup of resolved.lookups) evidence.dns[dnsKey(lookup.type as DnsRecordType, host)] = lookup;
        return {
          host,
          preference,
          allowed: resolved.allowed,
          refused: resolved.refused.map((verdict) => ({ address: verdict.address, range: verdict.range })),
          failed: resolved.failed,
        };
      }),
    );
    await askAddresses(mailAddresses(evidence));
  };

  await Promise.all([
    askAddresses(evidence.webAddresses),
    mail(),
    ...evidence.domains.flatMap((domain) =>
      zones.filter((zone) => zone.kind === 'domain').map((zone) => ask(domainQueryName(domain, zone))),
    ),
  ]);
  return evidence;
}

/** The distinct guard-approved MX addresses, in MX preference order, bounded. */
export function mailAddresses(evidence: Pick<ReputationEvidence, 'mxHosts'>): string[] {
  return [...new Set(evidence.mxHosts.flatMap((host) => host.allowed))].slice(0, MAX_ADDRESSES);
}
