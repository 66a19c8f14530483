/**
 * The subdomains check: no name of the domain may be a CNAME to a name that does not exist
 * (subdomain takeover). Wording and severity: subdomains.findings.ts.
 */
import type { Check } from '../module.js';
import type { SubdomainsEvidence } from './subdomains.collect.js';
import { SUBDOMAINS_FINDINGS } from './subdomains.findings.js';
import { takeoverProvider } from './takeover-providers.js';

const { out } = SUBDOMAINS_FINDINGS;

export const NAMES_KEY = 'subdomains:names';
export const certificateKey = (domain: string) => `cert:${domain}:443`;
export const nameKey = (name: string) => `dns:A:${name}`;

export const SUBDOMAIN_CHECKS: Check<SubdomainsEvidence>[] = [
  {
    id: 'dangling_cnames',
    title: 'No CNAME points at a name that does not exist',
    outcomes: ['pass', 'dangling', 'unknown.no_lookups', 'unknown.unfinished'],
    run(e) {
      const found = e.results.filter((r) => r.status !== 'absent');
      const refs = [NAMES_KEY, certificateKey(e.domain), ...found.map((r) => nameKey(r.name))];
      const dangling = found.filter((r) => r.status === 'dangling');
      if (dangling.length > 0) {
        return out('dangling_cnames.dangling', refs, {
          dangling: dangling.map((r) => {
            const provider = takeoverProvider(r.danglingTarget!);
            return {
              name: r.name,
              cnames: r.cnames,
              provider: provider?.provider ?? null,
              status: provider?.status ?? null,
            };
          }),
        });
      }
      const errors = e.results.filter((r) => r.status === 'error');
      if (errors.length === e.results.length) return out('dangling_cnames.unknown.no_lookups', refs);
      // A failed chase of a known CNAME, or a certificate name that cannot be looked up, could hide a dangling one.
      const open = errors.filter((r) => r.cnames.length > 0 || r.sources.includes('certificate'));
      if (open.length > 0) {
        return out('dangling_cnames.unknown.unfinished', refs, {
          open: open.map((r) => ({ name: r.name, error: String(r.error) })),
        });
      }
      return out('dangling_cnames.pass', refs, {
        found: found.length,
        via_cname: found.filter((r) => r.cnames.length > 0).length,
      });
    },
  },
];
