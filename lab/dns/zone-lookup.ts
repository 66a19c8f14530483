/**
 * How the lab's authoritative server answers one question from its zones: the rules of RFC 1034
 * section 4.3.2 that the scanner depends on (NXDOMAIN vs NODATA, CNAME chasing inside our zones,
 * REFUSED outside them). Kept apart from the sockets so it can be read and tested on its own.
 */
import type { Answer, RecordType } from 'dns-packet';
import type { LabFault, LabZone } from '../zones/records.js';

export type ZoneAnswer =
  | { kind: 'fault'; fault: LabFault }
  | { kind: 'refused' }
  | { kind: 'answer'; rcode: 'NOERROR' | 'NXDOMAIN'; answers: Answer[]; authorities: Answer[] };

const MAX_CNAME_CHAIN = 8;

function inZone(name: string, origin: string): boolean {
  return name === origin || name.endsWith(`.${origin}`);
}

export function findZone(zones: readonly LabZone[], name: string): LabZone | undefined {
  let best: LabZone | undefined;
  for (const zone of zones) {
    if (inZone(name, zone.origin) && (best === undefined || zone.origin.length > best.origin.length)) best = zone;
  }
  return best;
}

function nameExists(zone: LabZone, name: string): boolean {
  // A name with records, or an empty non-terminal (a name with records below it), exists.
  return zone.records.some((record) => record.name === name || record.name.endsWith(`.${name}`));
}

export function answerQuestion(zones: readonly LabZone[], rawName: string, type: RecordType): ZoneAnswer {
  let name = rawName.toLowerCase().replace(/\.$/, '');
  let zone = findZone(zones, name);
  if (zone === undefined) return { kind: 'refused' };
  const answers: Answer[] = [];
  for (let hop = 0; hop <= MAX_CNAME_CHAIN; hop++) {
    const fault = zone.faults?.[name];
    if (fault !== undefined) return { kind: 'fault', fault };
    const here = zone.records.filter((record) => record.name === name);
    const matching = here.filter((record) => record.type === type);
    if (matching.length > 0)
      return { kind: 'answer', rcode: 'NOERROR', answers: [...answers, ...matching], authorities: [] };
    const alias = here.find((record) => record.type === 'CNAME');
    if (alias === undefined || type === 'CNAME') {
      const soa = zone.records.filter((record) => record.type === 'SOA');
      const rcode = nameExists(zone, name) ? 'NOERROR' : 'NXDOMAIN';
      return { kind: 'answer', rcode, answers, authorities: soa };
    }
    answers.push(alias);
    name = String((alias as { data: unknown }).data).toLowerCase();
    const next = findZone(zones, name);
    // A CNAME leaving the lab's zones is returned as is, as a real authoritative server would.
    if (next === undefined) return { kind: 'answer', rcode: 'NOERROR', answers, authorities: [] };
    zone = next;
  }
  return { kind: 'fault', fault: 'servfail' };
}
