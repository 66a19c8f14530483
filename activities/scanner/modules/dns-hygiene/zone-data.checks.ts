/**
 * Checks of what the zone publishes: a wildcard (every name resolves, so typos and forgotten hosts
 * look alive and subdomain takeover checks go blind: low), internal addresses in public DNS (they map
 * the internal network for an attacker, and a name pointing at loopback lets any local process claim
 * a site-origin: medium), and CAA (which CAs may issue certificates: low, a defence in depth).
 */
import type { Check, CheckOutcome } from '../module.js';
import { caaProblems } from './caa.js';
import { type DnsHygieneEvidence, dnsKey } from './dns-hygiene.collect.js';

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });
const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });

const keyOf = (lookup: { type: string; name: string }) => dnsKey(lookup.type, lookup.name);

export const ZONE_DATA_CHECKS: Check<DnsHygieneEvidence>[] = [
  {
    id: 'wildcard',
    title: 'No wildcard records',
    run(e) {
      if (e.wildcard === null) return unknown(`Not evaluated: ${e.problem ?? 'no zone apex'}.`, []);
      const refs = e.wildcard.lookups.map(keyOf);
      const answered = e.wildcard.lookups.filter((lookup) => lookup.status === 'answer');
      if (answered.length > 0) {
        const data = answered.flatMap((lookup) => lookup.records.map((r) => `${r.type} ${r.data}`)).join(', ');
        return {
          status: 'fail',
          summary: `${e.wildcard.name} resolves (${data}).`,
          issue: {
            severity: 'low',
            finding: `${e.apex} has a wildcard record: the random name ${e.wildcard.name} resolves to ${data}, so every mistyped or forgotten name under it resolves too.`,
            remediation:
              'Remove the wildcard and publish only the names you use; if you need it, make sure every name it answers for is served safely.',
          },
          evidence: refs,
        };
      }
      if (e.wildcard.lookups.some((lookup) => lookup.status === 'error')) {
        return unknown(`The lookup of ${e.wildcard.name} failed.`, refs);
      }
      return pass(`A random name under ${e.apex} does not resolve.`, refs);
    },
  },
  {
    id: 'private_addresses',
    title: 'No internal addresses in public DNS',
    run(e) {
      if (e.apex === null) return unknown(`Not evaluated: ${e.problem ?? 'no zone apex'}.`, []);
      const refs = e.addressLookups.map(keyOf);
      const internal = e.addressVerdicts
        .filter((v) => !v.allowed)
        .map((v) => `${v.name} ${v.type} ${v.address} (${v.range})`);
      if (internal.length > 0) {
        return {
          status: 'fail',
          summary: `Internal addresses published: ${internal.join(', ')}.`,
          issue: {
            severity: 'medium',
            finding: `Public DNS for ${e.apex} points names at non-public addresses: ${internal.join(', ')}. This maps your internal network for anyone, and names on loopback can be claimed by any local process.`,
            remediation:
              'Serve internal names only from internal DNS (split horizon) and remove them from the public zone.',
          },
          evidence: refs,
        };
      }
      if (e.addressLookups.every((lookup) => lookup.status === 'error')) {
        return unknown('None of the address lookups got an answer.', refs);
      }
      return pass(
        `The apex and ${e.addressLookups.length / 2 - 1} common host names publish only public addresses.`,
        refs,
      );
    },
  },
  {
    id: 'caa',
    title: 'CAA records restrict certificate issuance',
    run(e) {
      const refs = e.caa.lookups.map(keyOf);
      const failed = e.caa.lookups.find((lookup) => lookup.status === 'error');
      if (failed) return unknown(`The CAA lookup for ${failed.name} failed (${failed.error ?? 'no answer'}).`, refs);
      if (e.caa.owner === null) {
        return {
          status: 'fail',
          summary: `No CAA record at ${e.domain} or above it.`,
          issue: {
            severity: 'low',
            finding: `${e.domain} has no CAA record, so every certificate authority may issue certificates for it.`,
            remediation: `Publish CAA records naming the CAs you use, e.g. ${e.domain}. CAA 0 issue "letsencrypt.org", plus an iodef address for reports.`,
          },
          evidence: refs,
        };
      }
      const problems = [
        ...e.caa.unparsed.map((data) => `unreadable record "${data}"`),
        ...caaProblems(e.caa.properties),
      ];
      if (problems.length === 0) {
        const issuers = e.caa.properties.filter((p) => p.tag.startsWith('issue')).map((p) => `${p.tag} "${p.value}"`);
        return pass(`CAA at ${e.caa.owner}: ${issuers.join(', ')}.`, refs);
      }
      return {
        status: 'fail',
        summary: `CAA at ${e.caa.owner} is not usable: ${problems.join('; ')}.`,
        issue: {
          severity: 'low',
          finding: `The CAA records of ${e.caa.owner} are malformed: ${problems.join('; ')}.`,
          remediation:
            'Name each allowed CA by its CAA domain (issue "letsencrypt.org"), give iodef a mailto: or https: URL, and mark no unknown tag critical.',
        },
        evidence: refs,
      };
    },
  },
];
