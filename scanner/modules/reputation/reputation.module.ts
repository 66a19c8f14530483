/**
 * The reputation module: the domain's web and mail addresses on IP blocklists and the domain on
 * domain blocklists (RFC 5782), over the zones in SCANNER_DNSBL_ZONES (dnsbl-zones.ts reads them).
 */
import type { ScannerModule } from '../module.js';
import { DOMAINS_KEY, MX_HOSTS_KEY, REPUTATION_CHECKS, WEB_ADDRESSES_KEY, ZONES_KEY } from './reputation.checks.js';
import { collectReputation, type ReputationEvidence } from './reputation.collect.js';
import { REPUTATION_FINDINGS } from './reputation.findings.js';

export const REPUTATION_MODULE: ScannerModule<ReputationEvidence> = {
  name: 'reputation',
  collect: collectReputation,
  publish: (e) => ({
    [ZONES_KEY]: {
      zones: e.zones.map(({ zone, kind, ipv6, source }) => ({ zone, kind, ipv6, source })),
      ignored: e.rejectedZones,
    },
    [WEB_ADDRESSES_KEY]: e.webAddresses,
    [MX_HOSTS_KEY]: e.mxHosts,
    [DOMAINS_KEY]: e.domains,
    ...e.dns,
  }),
  checks: [...REPUTATION_CHECKS],
  findings: REPUTATION_FINDINGS,
  // Worst case is four DNS rounds in a row (MX, the MX hosts' addresses, the list, its TXT reason),
  // each up to two 2 s attempts; a lab or healthy resolver answers all of it in milliseconds.
  timeoutMs: 20_000,
};
