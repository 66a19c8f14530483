/**
 * The subdomains module: host names from the domain's certificate and from common labels, each
 * resolved, and CNAMEs that lead nowhere (subdomain takeover). Evidence: every name found with the
 * sources that named it and its answers, and the certificate's name list.
 */
import type { ScannerModule } from '../module.js';
import { certificateKey, NAMES_KEY, nameKey, SUBDOMAIN_CHECKS } from './subdomains.checks.js';
import { collectSubdomains, type SubdomainsEvidence } from './subdomains.collect.js';
import { SUBDOMAINS_FINDINGS } from './subdomains.findings.js';

function publish(e: SubdomainsEvidence): Record<string, unknown> {
  const found = e.results.filter((r) => r.status !== 'absent');
  const published: Record<string, unknown> = {
    [certificateKey(e.domain)]: { ...e.certificate, out_of_scope: e.outOfScope },
    [NAMES_KEY]: {
      checked: e.results.length,
      found: found.map((r) => ({
        name: r.name,
        sources: r.sources,
        status: r.status,
        cnames: r.cnames,
        addresses: r.addresses,
        ...(r.danglingTarget && { dangling_target: r.danglingTarget }),
        ...(r.error && { error: r.error }),
      })),
    },
  };
  // The first lookup is the name's own answer; chased targets follow under their own keys.
  for (const result of found) {
    for (const lookup of result.lookups) published[nameKey(lookup.name)] = lookup;
  }
  return published;
}

export const SUBDOMAINS_MODULE: ScannerModule<SubdomainsEvidence> = {
  name: 'subdomains',
  collect: collectSubdomains,
  publish,
  checks: SUBDOMAIN_CHECKS,
  findings: SUBDOMAINS_FINDINGS,
  // One TLS handshake, then ~45 lookups eight at a time.
  timeoutMs: 10_000,
};
