/**
 * The wire forms DNSSEC signs and hashes (RFC 4034 sections 3.1.8.1, 5.1.4 and 6), as pure
 * functions over plain-JSON records, so the same bytes can be rebuilt from a report's evidence.
 * Record data is kept as canonical RDATA (names uncompressed and, for the types RFC 4034 section 6.2
 * lists, lowercased); owner names are lowercased when the signing input is built.
 */
import dnsPacket, { type Answer } from 'dns-packet';

/** One resource record in wire form: RDATA as base64 of its canonical bytes. */
export interface WireRecord {
  name: string;
  type: string;
  ttl: number;
  rdata: string;
}

export interface DnskeyFields {
  flags: number;
  protocol: number;
  algorithm: number;
  /** Base64, as in the presentation format. */
  publicKey: string;
}

export interface RrsigFields {
  typeCovered: string;
  algorithm: number;
  labels: number;
  originalTtl: number;
  /** Seconds since the epoch (RFC 4034 section 3.1.5). */
  expiration: number;
  inception: number;
  keyTag: number;
  signerName: string;
  /** Base64. */
  signature: string;
}

export interface DsFields {
  keyTag: number;
  algorithm: number;
  digestType: number;
  /** Hex, lowercase. */
  digest: string;
}

/** Type codes (IANA DNS parameters) of the types the scanner signs, hashes or meets in signed answers. */
const TYPE_CODES: Record<string, number> = {
  A: 1,
  NS: 2,
  CNAME: 5,
  SOA: 6,
  PTR: 12,
  MX: 15,
  TXT: 16,
  AAAA: 28,
  SRV: 33,
  DNAME: 39,
  DS: 43,
  SSHFP: 44,
  RRSIG: 46,
  NSEC: 47,
  DNSKEY: 48,
  NSEC3: 50,
  NSEC3PARAM: 51,
  TLSA: 52,
  CDS: 59,
  CDNSKEY: 60,
  CAA: 257,
};

export function typeCode(type: string): number | null {
  return TYPE_CODES[type.toUpperCase()] ?? null;
}

/** DNSKEY flag bits (RFC 4034 section 2.1.1, RFC 5011): zone key, revoked, secure entry point. */
export const ZONE_KEY_FLAG = 0x0100;
export const REVOKE_FLAG = 0x0080;
export const SEP_FLAG = 0x0001;

function normalName(name: string): string {
  return name.replace(/\.$/, '').toLowerCase();
}

/** A name in canonical wire form: lowercase labels, uncompressed, ending in the root label. */
export function nameToWire(name: string): Buffer {
  const labels = normalName(name)
    .split('.')
    .filter((label) => label !== '');
  const parts: Buffer[] = [];
  for (const label of labels) {
    const bytes = Buffer.from(label, 'utf8');
    if (bytes.length > 63) throw new Error(`label "${label}" is longer than 63 octets`);
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

/** Labels of a name as RRSIG counts them: without the root, and without a leading `*` (RFC 4034 3.1.3). */
export function countLabels(name: string): number {
  const labels = normalName(name)
    .split('.')
    .filter((label) => label !== '');
  return labels[0] === '*' ? labels.length - 1 : labels.length;
}

/** Lowercases the domain names inside RDATA for the types RFC 4034 section 6.2 lists (as amended). */
function lowercaseNames(answer: Answer): Answer {
  const lower = (value: string) => value.toLowerCase();
  switch (answer.type) {
    case 'NS':
    case 'CNAME':
    case 'PTR':
    case 'DNAME':
      return { ...answer, data: lower(answer.data) };
    case 'MX':
      return { ...answer, data: { ...answer.data, exchange: lower(answer.data.exchange) } };
    case 'SOA':
      return { ...answer, data: { ...answer.data, mname: lower(answer.data.mname), rname: lower(answer.data.rname) } };
    case 'SRV':
      return { ...answer, data: { ...answer.data, target: lower(answer.data.target) } };
    case 'RRSIG':
      return { ...answer, data: { ...answer.data, signersName: lower(answer.data.signersName) } };
    default:
      return answer;
  }
}

/** Canonical RDATA of a decoded record: dns-packet never compresses names, so re-encoding is enough. */
export function canonicalRdata(answer: Answer): Buffer {
  // A packet with one answer owned by the root: 12 header bytes, then name (1), type, class, TTL, length.
  const packet = dnsPacket.encode({ type: 'response', id: 0, answers: [{ ...lowercaseNames(answer), name: '.' }] });
  return Buffer.from(packet.subarray(12 + 11));
}

export function toWireRecord(answer: Answer): WireRecord {
  const ttl = 'ttl' in answer ? (answer.ttl ?? 0) : 0;
  return { name: normalName(answer.name), type: answer.type, ttl, rdata: canonicalRdata(answer).toString('base64') };
}

/** DNSKEY RDATA: flags, protocol, algorithm, public key (RFC 4034 section 2.1). */
export function dnskeyRdata(key: DnskeyFields): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(key.flags, 0);
  head.writeUInt8(key.protocol, 2);
  head.writeUInt8(key.algorithm, 3);
  return Buffer.concat([head, Buffer.from(key.publicKey, 'base64')]);
}

/** The key tag of RFC 4034 Appendix B (algorithm 1 uses the old RSA/MD5 rule of B.1). */
export function keyTag(key: DnskeyFields): number {
  const rdata = dnskeyRdata(key);
  if (key.algorithm === 1) return rdata.length >= 4 ? rdata.readUInt16BE(rdata.length - 3) : 0;
  let sum = 0;
  for (let i = 0; i < rdata.length; i++) sum += i & 1 ? rdata[i]! : rdata[i]! << 8;
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

/** RRSIG RDATA without the signature, signer name lowercased: the first part of the signed data. */
export function rrsigPrefix(sig: RrsigFields): Buffer {
  const code = typeCode(sig.typeCovered);
  if (code === null) throw new Error(`no type code known for ${sig.typeCovered}`);
  const head = Buffer.alloc(18);
  head.writeUInt16BE(code, 0);
  head.writeUInt8(sig.algorithm, 2);
  head.writeUInt8(sig.labels, 3);
  head.writeUInt32BE(sig.originalTtl >>> 0, 4);
  head.writeUInt32BE(sig.expiration >>> 0, 8);
  head.writeUInt32BE(sig.inception >>> 0, 12);
  head.writeUInt16BE(sig.keyTag, 16);
  return Buffer.concat([head, nameToWire(sig.signerName)]);
}

/** The owner as signed: a wildcard expansion is signed as `*.` plus the RRSIG's label count (RFC 4035 5.3.2). */
function signedOwner(owner: string, labels: number): string {
  const parts = normalName(owner)
    .split('.')
    .filter((label) => label !== '');
  if (labels >= parts.length) return parts.join('.');
  return ['*', ...parts.slice(parts.length - labels)].join('.');
}

/** Canonical RR ordering (RFC 4034 section 6.3): RDATA compared as unsigned octet strings, duplicates dropped. */
export function canonicalOrder(rdatas: readonly Buffer[]): Buffer[] {
  const sorted = [...rdatas].sort(Buffer.compare);
  return sorted.filter((rdata, i) => i === 0 || !rdata.equals(sorted[i - 1]!));
}

/** RFC 4034 section 3.1.8.1: signed data = RRSIG_RDATA | RR(1) | RR(2)... in canonical form and order. */
export function signingInput(sig: RrsigFields, rrset: readonly WireRecord[]): Buffer {
  const code = typeCode(sig.typeCovered);
  if (code === null) throw new Error(`no type code known for ${sig.typeCovered}`);
  if (rrset.length === 0) throw new Error('an RRset to sign has at least one record');
  const owner = nameToWire(signedOwner(rrset[0]!.name, sig.labels));
  const fixed = Buffer.alloc(8);
  fixed.writeUInt16BE(code, 0);
  fixed.writeUInt16BE(1, 2); // class IN
  fixed.writeUInt32BE(sig.originalTtl >>> 0, 4);
  const parts: Buffer[] = [rrsigPrefix(sig)];
  for (const rdata of canonicalOrder(rrset.map((record) => Buffer.from(record.rdata, 'base64')))) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(rdata.length);
    parts.push(owner, fixed, length, rdata);
  }
  return Buffer.concat(parts);
}

/** Reads the RRSIG fields from a decoded record (null for any other type). */
export function rrsigFields(answer: Answer): RrsigFields | null {
  if (answer.type !== 'RRSIG') return null;
  const d = answer.data;
  return {
    typeCovered: d.typeCovered,
    algorithm: d.algorithm,
    labels: d.labels,
    originalTtl: d.originalTTL,
    expiration: d.expiration,
    inception: d.inception,
    keyTag: d.keyTag,
    signerName: normalName(d.signersName),
    signature: d.signature.toString('base64'),
  };
}
