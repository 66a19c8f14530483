/**
 * What the CLI prints when the scanner refuses a domain: the refusal (the same sentence the API
 * answers 400 with), and for a name that does not resolve a second line saying which resolvers were
 * asked and what each lookup got back (NXDOMAIN, SERVFAIL, a timeout), so "Could not resolve" on a
 * machine without the lab settings points at the resolver, not at the scanner. Pure, so it is tested
 * without a process.
 */

import type { DnsEvidence } from '../core/scan-model/report.js';
import type { ScanTargetError } from '../scanner/scan-target.js';

/** `A NXDOMAIN`, `AAAA SERVFAIL`, `MX timeout (no answer within 2000 ms)`, `A no records`. */
function describeLookup(lookup: DnsEvidence): string {
  switch (lookup.status) {
    case 'nxdomain':
      return `${lookup.type} NXDOMAIN`;
    case 'nodata':
      return `${lookup.type} no records`;
    case 'answer':
      return `${lookup.type} answered`;
    default: {
      if (lookup.rcode && lookup.rcode !== 'NOERROR') return `${lookup.type} ${lookup.rcode}`;
      const [reason, ...rest] = (lookup.error ?? 'no answer').split(': ');
      return rest.length > 0 ? `${lookup.type} ${reason} (${rest.join(': ')})` : `${lookup.type} ${reason}`;
    }
  }
}

export function refusalLines(
  error: Pick<ScanTargetError, 'message' | 'reason' | 'dns'>,
  resolvers: { servers: readonly string[]; configured: boolean },
): string[] {
  const lines = [`rampart: ${error.message}`];
  if (error.reason === 'unresolvable') {
    const source = resolvers.configured ? 'from SCANNER_DNS_SERVERS' : "the system's, from /etc/resolv.conf";
    const asked = resolvers.servers.length > 0 ? resolvers.servers.join(', ') : 'no resolver';
    const answers = error.dns.map(describeLookup).join(', ') || 'no answer';
    lines.push(`rampart: asked ${asked} (${source}): ${answers}`);
  }
  return lines;
}
