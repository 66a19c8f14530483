/**
 * Finds the apex of the zone a name lives in: the closest name at or above it that owns an SOA
 * record. DNSSEC keys, name servers and zone transfers all belong to the apex, and a scan may name
 * a host inside a zone (www.example.com) rather than the zone itself.
 */
import type { DnsLookup, DnsResolver } from '../../network/dns-client.js';

export interface ZoneApex {
  /** Null when no SOA could be found (every answer failed, or the climb reached the top). */
  apex: string | null;
  lookups: DnsLookup[];
  /** Why the apex is unknown: the lookup that failed. */
  error?: string;
}

/** A scanned name is rarely more than a few labels below its zone; this bounds a hostile name. */
const MAX_CLIMB = 10;

export async function findZoneApex(resolver: DnsResolver, domain: string): Promise<ZoneApex> {
  const lookups: DnsLookup[] = [];
  let name = domain.replace(/\.$/, '').toLowerCase();
  for (let step = 0; step < MAX_CLIMB && name.includes('.'); step++) {
    const lookup = await resolver.query(name, 'SOA');
    lookups.push(lookup);
    if (lookup.status === 'error') return { apex: null, lookups, error: `SOA ${name}: ${lookup.error ?? 'no answer'}` };
    if (lookup.records.some((record) => record.type === 'SOA' && record.name === name)) return { apex: name, lookups };
    name = name.slice(name.indexOf('.') + 1);
  }
  return { apex: null, lookups, error: `no SOA record at or above ${domain}` };
}
