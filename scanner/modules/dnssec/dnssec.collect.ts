/**
 * Collects what DNSSEC validation of a domain needs, asked with the DO bit through the scan's
 * resolver: the zone apex, its DNSKEY set, the DS set the parent publishes, the apex SOA and the
 * domain's A records with their RRSIGs, and the parent's DNSKEY set that signs the DS records.
 */
import type { Answer } from 'dns-packet';
import type { DnsLookup, DnsResolver, RawDnsAnswer } from '../../network/dns-client.js';
import type { DnsRecordType, DnssecRecordType } from '../../network/dns-records.js';
import type { ScanContext } from '../module.js';
import {
  type DnskeyFields,
  type DsFields,
  type RrsigFields,
  rrsigFields,
  toWireRecord,
  type WireRecord,
} from './dnssec-wire.js';
import { findZoneApex } from './zone-apex.js';

/** One RRset as answered: its records in wire form, their parsed fields, and the RRSIGs over it. */
export interface RrsetEvidence {
  /** Evidence key, `dns:<TYPE>:<owner>`. */
  key: string;
  owner: string;
  type: string;
  lookup: DnsLookup;
  records: WireRecord[];
  signatures: RrsigFields[];
}

export interface DnssecEvidence {
  domain: string;
  apex: string | null;
  /** Why nothing could be collected: no apex found, or a resolver without DNSSEC queries. */
  problem: string | null;
  dnskey: RrsetEvidence | null;
  ds: RrsetEvidence | null;
  soa: RrsetEvidence | null;
  /** The domain's A RRset (absent when the domain owns no A records of its own). */
  address: RrsetEvidence | null;
  /** The DNSKEY set of the zone whose key signed the DS records, when it could be read. */
  parentDnskey: RrsetEvidence | null;
  /** Seconds since the epoch when collected: signature validity is judged against this. */
  now: number;
  /** The SOA lookups made while looking for the apex. */
  apexLookups: DnsLookup[];
}

export function dnsKey(type: string, name: string): string {
  return `dns:${type}:${name.toLowerCase()}`;
}

export function rrsetOf(raw: RawDnsAnswer, owner: string, type: string): RrsetEvidence {
  const mine = (answer: Answer) => answer.name.toLowerCase().replace(/\.$/, '') === owner;
  const records = raw.answers.filter((answer) => answer.type === type && mine(answer)).map(toWireRecord);
  const signatures = raw.answers
    .filter(mine)
    .map(rrsigFields)
    .filter((sig): sig is RrsigFields => sig !== null && sig.typeCovered === type);
  return { key: dnsKey(type, owner), owner, type, lookup: raw.lookup, records, signatures };
}

export function dnskeysOf(rrset: RrsetEvidence | null): DnskeyFields[] {
  if (rrset === null) return [];
  return rrset.records.map((record) => {
    const bytes = Buffer.from(record.rdata, 'base64');
    return {
      flags: bytes.readUInt16BE(0),
      protocol: bytes[2]!,
      algorithm: bytes[3]!,
      publicKey: bytes.subarray(4).toString('base64'),
    };
  });
}

export function dsOf(rrset: RrsetEvidence | null): DsFields[] {
  if (rrset === null) return [];
  return rrset.records.map((record) => {
    const bytes = Buffer.from(record.rdata, 'base64');
    return {
      keyTag: bytes.readUInt16BE(0),
      algorithm: bytes[2]!,
      digestType: bytes[3]!,
      digest: bytes.subarray(4).toString('hex'),
    };
  });
}

export async function collectDnssec(context: ScanContext): Promise<DnssecEvidence> {
  const resolver: DnsResolver = context.resolver;
  const evidence: DnssecEvidence = {
    domain: context.domain,
    apex: null,
    problem: null,
    dnskey: null,
    ds: null,
    soa: null,
    address: null,
    parentDnskey: null,
    now: Math.floor(Date.now() / 1000),
    apexLookups: [],
  };
  const queryRaw = resolver.queryRaw?.bind(resolver);
  if (queryRaw === undefined) {
    return { ...evidence, problem: 'the configured resolver client cannot ask DNSSEC questions' };
  }
  const found = await findZoneApex(resolver, context.domain);
  evidence.apexLookups = found.lookups;
  if (found.apex === null) return { ...evidence, problem: found.error ?? 'no zone apex found' };
  const apex = found.apex;
  evidence.apex = apex;
  const ask = async (name: string, type: DnsRecordType | DnssecRecordType) =>
    rrsetOf(await queryRaw(name, type, { dnssec: true }), name, type);
  const [dnskey, ds, soa, address] = await Promise.all([
    ask(apex, 'DNSKEY'),
    ask(apex, 'DS'),
    ask(apex, 'SOA'),
    ask(context.domain, 'A'),
  ]);
  Object.assign(evidence, { dnskey, ds, soa, address: address.records.length > 0 ? address : null });
  // The DS set is signed by the parent zone; its signer name says which zone that is.
  const signer = ds.signatures[0]?.signerName;
  if (signer !== undefined && signer !== apex && apex.endsWith(`.${signer}`)) {
    evidence.parentDnskey = await ask(signer, 'DNSKEY');
  }
  return evidence;
}
