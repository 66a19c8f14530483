/**
 * Converts dns-packet's decoded answers into the report's JSON evidence form: presentation-format
 * strings, as `dig` prints them, so a reader can compare evidence with their own lookups.
 */
import type { Answer } from 'dns-packet';
import type { DnsEvidence } from '../../core/scan-model/report.js';

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS' | 'SOA' | 'CAA' | 'PTR' | 'TLSA';
export type DnsRecord = DnsEvidence['records'][number];
/** DNSSEC types (RFC 4034, RFC 5155): asked for with the DO bit, shown as dig shows them. */
export type DnssecRecordType = 'DNSKEY' | 'DS' | 'RRSIG' | 'NSEC' | 'NSEC3';
/** Anything the client may ask for: the everyday types and the DNSSEC ones. */
export type DnsQueryType = DnsRecordType | DnssecRecordType;

/** A TXT record's character-strings joined without separators, as RFC 7208 section 3.3 requires. */
function txtData(data: unknown): string {
  const parts = Array.isArray(data) ? data : [data];
  return parts.map((part) => (Buffer.isBuffer(part) ? part.toString('utf8') : String(part))).join('');
}

function fqdn(name: string): string {
  return name === '' ? '.' : `${name}.`;
}

/** RRSIG times as dig prints them: YYYYMMDDHHmmSS in UTC (RFC 4034 section 3.2). */
function dnssecTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Base 32 with the extended hex alphabet, unpadded: how NSEC3 prints hashed names (RFC 5155 section 3.3). */
function base32hex(bytes: Buffer): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
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
    case 'TLSA':
      // As dig prints it: usage selector matching-type, then the association data in hex.
      return `${answer.data.usage} ${answer.data.selector} ${answer.data.matchingType} ${answer.data.certificate.toString('hex').toUpperCase()}`;
    case 'SOA': {
      const d = answer.data;
      return `${fqdn(d.mname)} ${fqdn(d.rname)} ${d.serial ?? 0} ${d.refresh ?? 0} ${d.retry ?? 0} ${d.expire ?? 0} ${d.minimum ?? 0}`;
    }
    case 'DNSKEY':
      return `${answer.data.flags} 3 ${answer.data.algorithm} ${answer.data.key.toString('base64')}`;
    case 'DS':
      return `${answer.data.keyTag} ${answer.data.algorithm} ${answer.data.digestType} ${answer.data.digest.toString('hex').toUpperCase()}`;
    case 'RRSIG': {
      const d = answer.data;
      return `${d.typeCovered} ${d.algorithm} ${d.labels} ${d.originalTTL} ${dnssecTime(d.expiration)} ${dnssecTime(d.inception)} ${d.keyTag} ${fqdn(d.signersName)} ${d.signature.toString('base64')}`;
    }
    case 'NSEC':
      return `${fqdn(answer.data.nextDomain)} ${answer.data.rrtypes.join(' ')}`;
    case 'NSEC3': {
      const d = answer.data;
      const salt = d.salt.length === 0 ? '-' : d.salt.toString('hex').toUpperCase();
      return `${d.algorithm} ${d.flags} ${d.iterations} ${salt} ${base32hex(d.nextDomain)} ${d.rrtypes.join(' ')}`;
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
