/**
 * The lab's DNSSEC: at lab start, keys for every zone that asks to be signed (LabDnsZone.dnssec),
 * DNSKEY records at its apex and a DS at its parent (a stand-in `test` zone when no fixture serves
 * the parent); at query time, RRSIGs over whatever RRset is answered, made on first use and kept.
 * Signing lazily means records other lab parts add after start are signed too.
 */
import type { Answer } from 'dns-packet';
import { dsDigest } from '../../scanner/modules/dnssec/dnssec-crypto.js';
import { countLabels, type RrsigFields, signingInput, toWireRecord } from '../../scanner/modules/dnssec/dnssec-wire.js';
import type { LabDnsZone, LabZoneSigning } from '../dns/dns-zone.js';
import type { LabZone } from '../zones/records.js';
import { ns, soa } from '../zones/records.js';
import { createZoneKey, type ZoneKey } from './zone-keys.js';

const TTL = 300;
const HOUR = 3600;
const DAY = 86_400;

interface SignedZone {
  origin: string;
  options: LabZoneSigning;
  ksk: ZoneKey;
  zsk: ZoneKey;
}

function isBelow(name: string, origin: string): boolean {
  return name.endsWith(`.${origin}`);
}

/** The closest zone strictly above `origin` among `zones`. */
function parentOf(zones: readonly LabZone[], origin: string): LabZone | undefined {
  let best: LabZone | undefined;
  for (const zone of zones) {
    if (isBelow(origin, zone.origin) && (best === undefined || zone.origin.length > best.origin.length)) best = zone;
  }
  return best;
}

function dnskeyRecord(origin: string, key: ZoneKey): Answer {
  const { flags, algorithm, publicKey } = key.fields;
  return { type: 'DNSKEY', name: origin, ttl: TTL, data: { flags, algorithm, key: Buffer.from(publicKey, 'base64') } };
}

function dsRecord(child: string, key: ZoneKey): Answer {
  const digest = dsDigest(child, key.fields, 2)!;
  const data = { keyTag: key.tag, algorithm: key.fields.algorithm, digestType: 2, digest: Buffer.from(digest, 'hex') };
  return { type: 'DS', name: child, ttl: TTL, data };
}

export class LabDnssec {
  private readonly signed = new Map<LabZone, SignedZone>();
  private readonly extras = new Map<LabZone, Answer[]>();
  private readonly signatures = new Map<string, Answer[]>();
  /** Zones already considered for signing, at start or by adopt(). */
  private readonly seen = new Set<LabZone>();
  /** Stand-in parents (delegation-only) created for signed zones whose parent no fixture serves. */
  readonly virtualZones: LabDnsZone[] = [];

  static create(zones: readonly LabZone[]): LabDnssec {
    const lab = new LabDnssec();
    for (const zone of zones as readonly LabDnsZone[]) {
      if (zone.dnssec === undefined || parentOf([...zones, ...lab.virtualZones], zone.origin) !== undefined) continue;
      const tld = zone.origin.split('.').pop()!;
      if (tld === zone.origin) continue;
      const stand: LabDnsZone = { origin: tld, records: [soa(tld), ns(tld, `ns1.${tld}`)], delegationOnly: true };
      lab.virtualZones.push(stand);
      lab.signZone(stand, { algorithm: 13 }, []);
    }
    for (const zone of zones as readonly LabDnsZone[]) {
      lab.seen.add(zone);
      if (zone.dnssec) lab.signZone(zone, zone.dnssec, [...zones, ...lab.virtualZones]);
    }
    return lab;
  }

  /**
   * Signs zones that appeared after start (lab parts add zones at run time, such as the TLSA zone of a
   * DANE mail host): those that ask for it, and those whose parent zone is signed, with the parent's
   * algorithm, so a signed domain's run-time children get a DS and stay part of its chain of trust.
   */
  adopt(zones: readonly LabZone[]): void {
    for (const zone of zones as readonly LabDnsZone[]) {
      if (this.seen.has(zone)) continue;
      this.seen.add(zone);
      const all = [...zones, ...this.virtualZones];
      const parent = parentOf(all, zone.origin);
      const parentKeys = parent && this.signed.get(parent);
      const options = zone.dnssec ?? (parentKeys ? { algorithm: parentKeys.options.algorithm } : undefined);
      if (options) this.signZone(zone, options, all);
    }
  }

  private signZone(zone: LabZone, options: LabZoneSigning, all: readonly LabZone[]): void {
    const algorithm = options.algorithm ?? 13;
    const keys = {
      origin: zone.origin,
      options,
      ksk: createZoneKey(algorithm, 'ksk'),
      zsk: createZoneKey(algorithm, 'zsk'),
    };
    this.signed.set(zone, keys);
    this.add(zone, [dnskeyRecord(zone.origin, keys.ksk), dnskeyRecord(zone.origin, keys.zsk)]);
    const parent = parentOf(all, zone.origin);
    if (parent === undefined || options.noDs) return;
    // A DS for a key that is never published: what a botched key roll leaves at the registry. Always a
    // fresh P-256 key, since the RSA keys are shared (zone-keys.ts) and would match after all.
    const dsKey = options.dsMismatch ? createZoneKey(13, 'ksk') : keys.ksk;
    this.add(parent, [dsRecord(zone.origin, dsKey)]);
  }

  private add(zone: LabZone, records: Answer[]): void {
    this.extras.set(zone, [...(this.extras.get(zone) ?? []), ...records]);
  }

  /** The zone's records plus what signing added (DNSKEY at its apex, DS for its children). */
  recordsOf(zone: LabZone): Answer[] {
    const added = this.extras.get(zone);
    return added ? [...zone.records, ...added] : zone.records;
  }

  isSigned(zone: LabZone): boolean {
    return this.signed.has(zone);
  }

  /**
   * RRSIGs over one RRset of `zone`, owned by `owner` as answered. `signedOwner` differs from it for
   * a wildcard expansion, which is signed as the wildcard (RFC 4035 section 5.3.2).
   */
  signaturesFor(zone: LabZone, owner: string, rrset: readonly Answer[], signedOwner = owner): Answer[] {
    const keys = this.signed.get(zone);
    if (keys === undefined || rrset.length === 0) return [];
    const type = rrset[0]!.type;
    const wire = rrset.map((record) => toWireRecord({ ...record, name: signedOwner } as Answer));
    const cacheKey = `${zone.origin}|${signedOwner}|${type}|${wire
      .map((r) => r.rdata)
      .sort()
      .join(',')}`;
    let made = this.signatures.get(cacheKey);
    if (made === undefined) {
      made = [this.sign(keys, signedOwner, type, wire)];
      this.signatures.set(cacheKey, made);
    }
    return made.map((sig) => ({ ...sig, name: owner }));
  }

  private sign(keys: SignedZone, owner: string, type: string, wire: ReturnType<typeof toWireRecord>[]): Answer {
    const key = type === 'DNSKEY' ? keys.ksk : keys.zsk;
    const now = Math.floor(Date.now() / 1000);
    const [inception, expiration] = keys.options.expired
      ? [now - 30 * DAY, now - 7 * DAY]
      : [now - HOUR, now + 30 * DAY];
    const fields: RrsigFields = {
      typeCovered: type,
      algorithm: key.fields.algorithm,
      labels: countLabels(owner),
      originalTtl: wire[0]!.ttl,
      expiration,
      inception,
      keyTag: key.tag,
      signerName: keys.origin,
      signature: '',
    };
    const signature = key.sign(signingInput(fields, wire));
    if (keys.options.corruptSignatures?.includes(type)) {
      signature.writeUInt8(signature.at(-1)! ^ 0x01, signature.length - 1);
    }
    return {
      type: 'RRSIG',
      name: owner,
      ttl: wire[0]!.ttl,
      data: {
        typeCovered: type,
        algorithm: fields.algorithm,
        labels: fields.labels,
        originalTTL: fields.originalTtl,
        expiration,
        inception,
        keyTag: key.tag,
        signersName: keys.origin,
        signature,
      },
    };
  }
}
