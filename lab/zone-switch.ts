/**
 * Changing a lab zone while the lab runs: a domain that was good and goes bad between two scans (the
 * monitoring tests). The DNS servers read the zone's records on every query, so replacing them in
 * place takes effect on the next query. Only for unsigned zones: a signed zone's signatures are cached.
 */
import type { Answer } from 'dns-packet';
import type { LabZone } from './zones/records.js';

export function replaceZoneRecords(zones: readonly LabZone[], origin: string, records: readonly Answer[]): void {
  const zone = zones.find((candidate) => candidate.origin === origin);
  if (!zone) throw new Error(`the lab serves no zone ${origin}`);
  zone.records.splice(0, zone.records.length, ...records);
}
