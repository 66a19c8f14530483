/**
 * Small builders for lab zone data, so zone files read like zone files. Names are absolute and
 * without the final dot, the form dns-packet uses.
 */
import type { Answer } from 'dns-packet';

/** What a name in a lab zone does instead of answering, to exercise the scanner's unknown path. */
export type LabFault = 'servfail' | 'refused' | 'drop';

export interface LabZone {
  origin: string;
  records: Answer[];
  /** Exact names (any type) that misbehave. */
  faults?: Record<string, LabFault>;
}

const TTL = 300;

/** Splits text into the 255-byte character-strings a TXT record is made of (RFC 1035 section 3.3). */
export function txt(name: string, text: string): Answer {
  const bytes = Buffer.from(text, 'utf8');
  const strings: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 255) strings.push(bytes.subarray(offset, offset + 255));
  return { type: 'TXT', name, ttl: TTL, data: strings.length > 0 ? strings : [Buffer.alloc(0)] };
}

export const a = (name: string, address: string): Answer => ({ type: 'A', name, ttl: TTL, data: address });
export const aaaa = (name: string, address: string): Answer => ({ type: 'AAAA', name, ttl: TTL, data: address });
export const cname = (name: string, target: string): Answer => ({ type: 'CNAME', name, ttl: TTL, data: target });
export const ns = (name: string, host: string): Answer => ({ type: 'NS', name, ttl: TTL, data: host });
export const mx = (name: string, preference: number, exchange: string): Answer => ({
  type: 'MX',
  name,
  ttl: TTL,
  data: { preference, exchange },
});
export const caa = (name: string, tag: 'issue' | 'issuewild' | 'iodef', value: string): Answer => ({
  type: 'CAA',
  name,
  ttl: TTL,
  data: { flags: 0, tag, value },
});

export function soa(origin: string): Answer {
  return {
    type: 'SOA',
    name: origin,
    ttl: TTL,
    data: {
      mname: `ns1.${origin}`,
      rname: `hostmaster.${origin}`,
      serial: 2024010101,
      refresh: 3600,
      retry: 600,
      expire: 604800,
      minimum: 300,
    },
  };
}

/** A zone with the SOA and NS every real zone has, plus the given records. */
export function zone(origin: string, records: Answer[], faults?: Record<string, LabFault>): LabZone {
  return { origin, records: [soa(origin), ns(origin, `ns1.${origin}`), ...records], faults };
}
