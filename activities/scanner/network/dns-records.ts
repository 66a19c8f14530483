/**
 * Converts dns-packet's decoded answers into the report's JSON evidence form: presentation-format
 * strings, as `dig` prints them, so a reader can compare evidence with their own lookups.
 */
import type { Answer } from 'dns-packet';
import type { DnsEvidence } from '../model/report.js';

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS' | 'SOA' | 'CAA' | 'PTR';
export type DnsRecord = DnsEvidence['records'][number];

/** A TXT record's character-strings joined without separators, as RFC 7208 section 3.3 requires. */
function txtData(data: unknown): string {
  const parts = Array.isArray(data) ? data : [data];
  return parts.map((part) => (Buffer.isBuffer(part) ? part.toString('utf8') : String(part))).join('');
}

function fqdn(name: string): string {
  return name === '' ? '.' : `${name}.`;
}

export function presentRecordData(answer: Answer): string | null {
  switch (answer.type) {
    case 'A':
    case 'AAAA':
      return answer.data;
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return fqdn(answer.data);
    case 'TXT':
      return txtData(answer.data);
    case 'MX':
      return `${answer.data.preference ?? 0} ${fqdn(answer.data.exchange)}`;
    case 'CAA':
      return `${answer.data.flags ?? 0} ${answer.data.tag} "${answer.data.value}"`;
    case 'SOA': {
      const d = answer.data;
      return `${fqdn(d.mname)} ${fqdn(d.rname)} ${d.serial ?? 0} ${d.refresh ?? 0} ${d.retry ?? 0} ${d.expire ?? 0} ${d.minimum ?? 0}`;
    }
    default:
      return null;
  }
}

/** Keeps the records the scanner understands; OPT pseudo-records and unknown types are dropped. */
export function toDnsRecords(answers: readonly Answer[]): DnsRecord[] {
  const records: DnsRecord[] = [];
  for (const answer of answers) {
    if (answer.type === 'OPT') continue;
    const data = presentRecordData(answer);
    if (data === null) continue;
    records.push({ name: answer.name.toLowerCase(), type: answer.type, ttl: answer.ttl ?? 0, data });
  }
  return records;
}

/** The records of one type in a lookup, e.g. the TXT records after a CNAME chain. */
export function recordsOfType(lookup: DnsEvidence, type: DnsRecordType): DnsRecord[] {
  return lookup.records.filter((record) => record.type === type);
}

/** Parses an MX record's presentation data back into preference and exchange (without the final dot). */
export function parseMxData(data: string): { preference: number; exchange: string } {
  const [preference, exchange] = data.split(' ');
  return { preference: Number(preference), exchange: (exchange ?? '').replace(/\.$/, '') };
}
