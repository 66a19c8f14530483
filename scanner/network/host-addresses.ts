/**
 * Resolves a host the scanner is about to contact (an MX, a redirect target, a name server) and
 * splits its addresses into those the guard allows and those it refuses. Callers connect only to the
 * allowed addresses returned here: the check and the connection use the same answer.
 */

import { type AddressVerdict, type AllowList, judgeAddress } from './address-guard.js';
import type { DnsLookup, DnsResolver } from './dns-client.js';
import { recordsOfType } from './dns-records.js';

export interface HostAddresses {
  host: string;
  /** The A and AAAA answers, as evidence. */
  lookups: DnsLookup[];
  allowed: string[];
  refused: AddressVerdict[];
  /** True when both lookups failed (timeout, SERVFAIL): unknown, not "no addresses". */
  failed: boolean;
}

export async function resolveHostAddresses(
  resolver: DnsResolver,
  host: string,
  allowList: AllowList,
): Promise<HostAddresses> {
  const lookups = await Promise.all([resolver.query(host, 'A'), resolver.query(host, 'AAAA')]);
  const addresses = [...recordsOfType(lookups[0], 'A'), ...recordsOfType(lookups[1], 'AAAA')].map((r) => r.data);
  const verdicts = [...new Set(addresses)].map((address) => judgeAddress(address, allowList));
  return {
    host,
    lookups,
    allowed: verdicts.filter((v) => v.allowed).map((v) => v.address),
    refused: verdicts.filter((v) => !v.allowed),
    failed: lookups.every((lookup) => lookup.status === 'error'),
  };
}
