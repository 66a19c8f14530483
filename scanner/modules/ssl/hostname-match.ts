/**
 * Does a certificate name a host? RFC 6125 section 6.4 as browsers apply it (and the CA/Browser
 * Forum baseline requirements allow): only subjectAltName DNS entries count (the subject CN has been
 * ignored by browsers since 2017), comparison is case-insensitive, and a wildcard is allowed only as
 * the whole left-most label, matches exactly one label, and never sits directly on a single-label
 * suffix (`*.com`). Partial wildcards (`f*.example.com`) are rejected, as Chrome and Firefox do.
 */

function normalize(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/** One presented identifier against the host name being scanned. */
export function nameMatches(host: string, presented: string): boolean {
  const h = normalize(host);
  const p = normalize(presented);
  if (h === '' || p === '') return false;
  if (!p.includes('*')) return h === p;
  if (!p.startsWith('*.') || p.indexOf('*', 1) !== -1) return false;
  const suffix = p.slice(2);
  // At least two labels under the wildcard: *.example.com yes, *.com no.
  if (!suffix.includes('.')) return false;
  const dot = h.indexOf('.');
  if (dot <= 0) return false;
  return h.slice(dot + 1) === suffix;
}

export interface HostnameVerdict {
  matches: boolean;
  /** The SAN entry that matched. */
  matched: string | null;
}

export function matchHostname(host: string, sanDnsNames: readonly string[]): HostnameVerdict {
  const matched = sanDnsNames.find((name) => nameMatches(host, name)) ?? null;
  return { matches: matched !== null, matched };
}
