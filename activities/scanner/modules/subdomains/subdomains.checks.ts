/**
 * The subdomains check: no name of the domain may be a CNAME to a name that does not exist. Whoever
 * registers that target (a cloud app, a bucket, a Pages site) then serves content, sets cookies and
 * receives mail on the domain's own name: subdomain takeover, so high.
 */
import type { Check, CheckOutcome } from '../module.js';
import type { NameResult, SubdomainsEvidence } from './subdomains.collect.js';
import { takeoverProvider } from './takeover-providers.js';

export const NAMES_KEY = 'subdomains:names';
export const certificateKey = (domain: string) => `cert:${domain}:443`;
export const nameKey = (name: string) => `dns:A:${name}`;

function describe(result: NameResult): string {
  const target = result.danglingTarget!;
  const provider = takeoverProvider(target);
  const chain = [result.name, ...result.cnames].join(' -> ');
  if (provider === null) return `${chain} (NXDOMAIN)`;
  return `${chain} (NXDOMAIN; ${provider.provider}, listed as "${provider.status}" for takeover by can-i-take-over-xyz)`;
}

export const SUBDOMAIN_CHECKS: Check<SubdomainsEvidence>[] = [
  {
    id: 'dangling_cnames',
    title: 'No CNAME points at a name that does not exist',
    run(e): CheckOutcome {
      const found = e.results.filter((r) => r.status !== 'absent');
      const refs = [NAMES_KEY, certificateKey(e.domain), ...found.map((r) => nameKey(r.name))];
      const dangling = found.filter((r) => r.status === 'dangling');
      if (dangling.length > 0) {
        const list = dangling.map(describe);
        const providers = dangling.flatMap((r) => takeoverProvider(r.danglingTarget!)?.provider ?? []);
        const hosted =
          providers.length > 0
            ? ` Unclaimed ${[...new Set(providers)].join(', ')} resources can be registered by anyone, who would then serve content on your name.`
            : '';
        return {
          status: 'fail',
          summary: `Dangling CNAMEs: ${list.join('; ')}.`,
          issue: {
            severity: 'high',
            finding: `Names of ${e.domain} point at targets that do not exist: ${list.join('; ')}. Whoever claims a target takes over the name (subdomain takeover).${hosted}`,
            remediation: 'Delete these CNAME records, or reclaim the targets they point to, before someone else does.',
          },
          evidence: refs,
        };
      }
      const errors = e.results.filter((r) => r.status === 'error');
      if (errors.length === e.results.length) return unknown('No name could be looked up.', refs);
      // A failed chase of a known CNAME, or a certificate name that cannot be looked up, could hide a dangling one.
      const open = errors.filter((r) => r.cnames.length > 0 || r.sources.includes('certificate'));
      if (open.length > 0) {
        return unknown(`Could not finish resolving ${open.map((r) => `${r.name} (${r.error})`).join(', ')}.`, refs);
      }
      const cnames = found.filter((r) => r.cnames.length > 0).length;
      return {
        status: 'pass',
        summary: `${found.length} names found (${cnames} via CNAME), none pointing at a missing target.`,
        evidence: refs,
      };
    },
  },
];

function unknown(summary: string, evidence: string[]): CheckOutcome {
  return { status: 'unknown', summary, evidence };
}
