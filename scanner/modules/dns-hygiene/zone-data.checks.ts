/**
 * Checks of what the zone publishes: a wildcard, internal addresses in public DNS, and CAA (which CAs
 * may issue certificates). Wording and severities: dns-hygiene.findings.ts.
 */
import type { Check } from '../module.js';
import { caaProblems } from './caa.js';
import { type DnsHygieneEvidence, dnsKey } from './dns-hygiene.collect.js';
import { DNS_HYGIENE_FINDINGS } from './dns-hygiene.findings.js';

const { out } = DNS_HYGIENE_FINDINGS;
const keyOf = (lookup: { type: string; name: string }) => dnsKey(lookup.type, lookup.name);

export const ZONE_DATA_CHECKS: Check<DnsHygieneEvidence>[] = [
  {
    id: 'wildcard',
    title: 'No wildcard records',
    outcomes: ['pass', 'wildcard', 'unknown.lookup_failed', 'unknown.not_evaluated'],
    run(e) {
      if (e.wildcard === null || e.apex === null) {
        return out('wildcard.unknown.not_evaluated', [], { problem: e.problem ?? 'no zone apex' });
      }
      const refs = e.wildcard.lookups.map(keyOf);
      const name = e.wildcard.name;
      const answered = e.wildcard.lookups.filter((lookup) => lookup.status === 'answer');
      if (answered.length > 0) {
        const records = answered.flatMap((lookup) => lookup.records.map((r) => `${r.type} ${r.data}`));
        return out('wildcard.wildcard', refs, { apex: e.apex, name, records });
      }
      if (e.wildcard.lookups.some((lookup) => lookup.status === 'error')) {
        return out('wildcard.unknown.lookup_failed', refs, { name });
      }
      return out('wildcard.pass', refs, { apex: e.apex });
    },
  },
  {
    id: 'private_addresses',
    title: 'No internal addresses in public DNS',
    outcomes: ['pass', 'internal_addresses', 'unknown.no_answers', 'unknown.not_evaluated'],
    run(e) {
      if (e.apex === null) {
        return out('private_addresses.unknown.not_evaluated', [], { problem: e.problem ?? 'no zone apex' });
      }
      const refs = e.addressLookups.map(keyOf);
      const internal = e.addressVerdicts
        .filter((v) => !v.allowed)
        .map((v) => ({ name: v.name, type: v.type, address: v.address, range: String(v.range) }));
      if (internal.length > 0) return out('private_addresses.internal_addresses', refs, { apex: e.apex, internal });
      if (e.addressLookups.every((lookup) => lookup.status === 'error')) {
        return out('private_addresses.unknown.no_answers', refs);
      }
      return out('private_addresses.pass', refs, { hosts: e.addressLookups.length / 2 - 1 });
    },
  },
  {
    id: 'caa',
    title: 'CAA records restrict certificate issuance',
    outcomes: ['pass', 'missing', 'malformed', 'unknown.lookup_failed'],
    run(e) {
      const refs = e.caa.lookups.map(keyOf);
      const failed = e.caa.lookups.find((lookup) => lookup.status === 'error');
      if (failed) {
        return out('caa.unknown.lookup_failed', refs, { name: failed.name, error: failed.error ?? 'no answer' });
      }
      const owner = e.caa.owner;
      if (owner === null) return out('caa.missing', refs);
      const problems = caaProblems(e.caa.properties);
      if (e.caa.unparsed.length + problems.length > 0) {
        return out('caa.malformed', refs, { owner, unparsed: e.caa.unparsed, problems });
      }
      const issuers = e.caa.properties
        .filter((p) => p.tag.startsWith('issue'))
        .map((p) => ({ tag: p.tag, value: p.value }));
      return out('caa.pass', refs, { owner, issuers });
    },
  },
];
