/**
 * Turns what a user typed into a scan target, or refuses it with the message the API answers 400
 * with: an invalid name, a name that does not resolve (`Could not resolve <domain>`), or a name whose
 * addresses are not public. The addresses judged here are the ones every module connects to.
 */

import { SCAN_TARGET_REFUSALS, type ScanTargetRefusal } from '../core/errors.js';
import type { DnsEvidence } from '../core/scan-model/report.js';
import { DomainNameError, normalizeDomain } from './domain/normalize-domain.js';
import { describeRejection, judgeAddress } from './network/address-guard.js';
import type { DnsResolver } from './network/dns-client.js';
import { recordsOfType } from './network/dns-records.js';
import type { ScanDeps } from './scan-deps.js';

/**
 * The target cannot be scanned; `message` (one of core/errors.ts's refusals) is safe to show the user.
 * `dns` holds the answers an `unresolvable` refusal rests on (the CLI says which resolvers answered what).
 */
export class ScanTargetError extends Error {
  declare readonly message: ScanTargetRefusal;

  constructor(
    message: ScanTargetRefusal,
    readonly reason: 'invalid' | 'unresolvable' | 'non_public',
    readonly dns: readonly DnsEvidence[] = [],
  ) {
    super(message);
  }
}

export interface ScanTarget {
  domain: string;
  /** Guard-approved A then AAAA addresses; empty for a mail-only domain (MX but no address). */
  addresses: string[];
  /** The A, AAAA (and, for mail-only domains, MX) answers the decision rests on. */
  dns: DnsEvidence[];
}

export async function resolveScanTarget(
  input: string,
  deps: Pick<ScanDeps, 'network'>,
  resolver: DnsResolver,
): Promise<ScanTarget> {
  let domain: string;
  try {
    domain = normalizeDomain(input);
  } catch (error) {
    if (error instanceof DomainNameError) throw new ScanTargetError(error.message, 'invalid');
    throw error;
  }
  const [v4, v6] = await Promise.all([resolver.query(domain, 'A'), resolver.query(domain, 'AAAA')]);
  const addresses = [...new Set([...recordsOfType(v4, 'A'), ...recordsOfType(v6, 'AAAA')].map((r) => r.data))];
  const dns = [v4, v6];
  if (addresses.length === 0) {
    // A domain used only for mail is still a domain worth scanning; anything else is not there.
    const mx = v4.status === 'nxdomain' ? null : await resolver.query(domain, 'MX');
    if (mx === null || recordsOfType(mx, 'MX').length === 0) {
      throw new ScanTargetError(SCAN_TARGET_REFUSALS.couldNotResolve(domain), 'unresolvable', mx ? [...dns, mx] : dns);
    }
    dns.push(mx);
    return { domain, addresses: [], dns };
  }
  for (const address of addresses) {
    const verdict = judgeAddress(address, deps.network.allowList);
    // One private address is enough to refuse: a scan would otherwise probe inside someone's network.
    if (!verdict.allowed) throw new ScanTargetError(describeRejection(domain, verdict), 'non_public');
  }
  return { domain, addresses, dns };
}
