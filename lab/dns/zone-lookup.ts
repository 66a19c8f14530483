/**
 * How the lab's authoritative server answers one question from its zones: the rules of RFC 1034
 * section 4.3.2 that the scanner depends on (NXDOMAIN vs NODATA, CNAME chasing inside our zones,
 * REFUSED outside them), wildcards (RFC 4592), DS answered by the parent (RFC 4035 section 3.1.4.1)
 * and, for queries with the DO bit, the RRSIGs of every RRset answered. Kept apart from the sockets
 * so it can be read and tested on its own.
 */
import type { Answer, RecordType } from 'dns-packet';
import type { LabDnssec } from '../dnssec/lab-dnssec.js';
import type { LabFault, LabZone } from '../zones/records.js';
import type { LabDnsZone } from './dns-zone.js';

export type ZoneAnswer =
  | { kind: 'fault'; fault: LabFault }
  | { kind: 'refused' }
  | { kind: 'answer'; rcode: 'NOERROR' | 'NXDOMAIN'; answers: Answer[]; authorities: Answer[] };

export interface AnswerOptions {
  /** The lab's signing state; without it no zone is signed and no stand-in parent exists. */
  dnssec?: LabDnssec | null;
  /** The query had the DO bit: add RRSIGs (RFC 4035 section 3.1.1). */
  signatures?: boolean;
}

const MAX_CNAME_CHAIN = 8;

function inZone(name: string, origin: string): boolean {
  return name === origin || name.endsWith(`.${origin}`);
}

/** The zone that answers for `name`; a delegation-only zone answers only at its own apex. */
export function findZone(zones: readonly LabZone[], name: string): LabZone | undefined {
  let best: LabZone | undefined;
  for (const zone of zones) {
    if ((zone as LabDnsZone).delegationOnly && name !== zone.origin) continue;
    if (inZone(name, zone.origin) && (best === undefined || zone.origin.length > best.origin.length)) best = zone;
  }
  return best;
}

/** The closest zone strictly above a zone apex: where its DS lives. */
function parentZone(zones: readonly LabZone[], apex: string): LabZone | undefined {
  let best: LabZone | undefined;
  for (const zone of zones) {
    if (apex.endsWith(`.${zone.origin}`) && (best === undefined || zone.origin.length > best.origin.length))
      best = zone;
  }
  return best;
}

function nameExists(records: readonly Answer[], name: string): boolean {
  // A name with records, or an empty non-terminal (a name with records below it), exists.
  return records.some((record) => record.name === name || record.name.endsWith(`.${name}`));
}

/**
 * The records owned by `name`, or those of the wildcard that covers it (RFC 4592 section 4.3: the
 * wildcard at the closest encloser), renamed to `name`. `signedOwner` is the owner they are signed as.
 */
function recordsAt(records: readonly Answer[], origin: string, name: string) {
  const exact = records.filter((record) => record.name === name);
  if (exact.length > 0 || nameExists(records, name)) return { here: exact, signedOwner: name };
  let encloser = name;
  while (encloser !== origin && encloser.includes('.')) {
    encloser = encloser.slice(encloser.indexOf('.') + 1);
    if (encloser === origin || nameExists(records, encloser)) break;
  }
  const wildcard = `*.${encloser}`;
  const matched = records.filter((record) => record.name === wildcard).map((record) => ({ ...record, name }));
  return { here: matched, signedOwner: matched.length > 0 ? wildcard : name };
}

export function answerQuestion(
  zones: readonly LabZone[],
  rawName: string,
  type: RecordType,
  options: AnswerOptions = {},
): ZoneAnswer {
  let name = rawName.toLowerCase().replace(/\.$/, '');
  const dnssec = options.dnssec ?? null;
  dnssec?.adopt(zones);
  const all = dnssec ? [...zones, ...dnssec.virtualZones] : zones;
  const recordsOf = (zone: LabZone) => (dnssec ? dnssec.recordsOf(zone) : zone.records);
  const sign = (zone: LabZone, owner: string, rrset: Answer[], signedOwner = owner) =>
    options.signatures && dnssec ? dnssec.signaturesFor(zone, owner, rrset, signedOwner) : [];

  let zone = findZone(all, name);
  // DS belongs to the parent side of a delegation; the child zone has none of its own.
  const delegatedDs = type === 'DS' && zone?.origin === name ? parentZone(all, name) : undefined;
  if (delegatedDs !== undefined) zone = delegatedDs;
  if (zone === undefined) return { kind: 'refused' };
  const answers: Answer[] = [];
  for (let hop = 0; hop <= MAX_CNAME_CHAIN; hop++) {
    const fault = zone.faults?.[name];
    if (fault !== undefined) return { kind: 'fault', fault };
    const records = recordsOf(zone);
    const { here, signedOwner } = recordsAt(records, zone.origin, name);
    const matching = here.filter((record) => record.type === type);
    if (matching.length > 0) {
      const signatures = sign(zone, name, matching, signedOwner);
      return { kind: 'answer', rcode: 'NOERROR', answers: [...answers, ...matching, ...signatures], authorities: [] };
    }
    const alias = here.find((record) => record.type === 'CNAME');
    if (alias === undefined || type === 'CNAME') {
      const soa = records.filter((record) => record.type === 'SOA');
      const exists = here.length > 0 || nameExists(records, name) || delegatedDs !== undefined;
      const authorities = [...soa, ...sign(zone, zone.origin, soa)];
      return { kind: 'answer', rcode: exists ? 'NOERROR' : 'NXDOMAIN', answers, authorities };
    }
    answers.push(alias, ...sign(zone, name, [alias], signedOwner));
    name = String((alias as { data: unknown }).data).toLowerCase();
    const next = findZone(all, name);
    // A CNAME leaving the lab's zones is returned as is, as a real authoritative server would.
    if (next === undefined) return { kind: 'answer', rcode: 'NOERROR', answers, authorities: [] };
    zone = next;
  }
  return { kind: 'fault', fault: 'servfail' };
}

/** Every record of a zone for AXFR (RFC 5936): SOA first and last, signatures included when signed. */
export function zoneTransfer(zone: LabZone, dnssec: LabDnssec | null): Answer[] {
  const records = dnssec ? dnssec.recordsOf(zone) : zone.records;
  const soa = records.find((record) => record.type === 'SOA');
  if (soa === undefined) return [];
  const rest = records.filter((record) => record !== soa);
  const signatures: Answer[] = [];
  if (dnssec?.isSigned(zone)) {
    const sets = new Map<string, Answer[]>();
    for (const record of records)
      sets.set(`${record.name}|${record.type}`, [...(sets.get(`${record.name}|${record.type}`) ?? []), record]);
    for (const set of sets.values()) signatures.push(...dnssec.signaturesFor(zone, set[0]!.name, set));
  }
  return [soa, ...rest, ...signatures, soa];
}
