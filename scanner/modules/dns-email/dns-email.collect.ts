/**
 * Collects the DNS answers the dns_email checks need, once: the apex TXT set, the DMARC record (and
 * the organizational domain's when the name has none), external report authorisations, the DKIM
 * selectors, then every answer the SPF walk asks for, round by round (each round in parallel).
 */

import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { DnsLookup } from '../../network/dns-client.js';
import type { DnsRecordType } from '../../network/dns-records.js';
import type { ScanContext } from '../module.js';
import { COMMON_DKIM_SELECTORS } from './dkim-key.js';
import { isDmarcRecord, parseDmarc, reportDomain } from './dmarc-record.js';
import { isSpfRecord } from './spf-record.js';
import { walkSpf } from './spf-walk.js';

export interface DnsEmailEvidence {
  domain: string;
  /** Every answer collected, keyed `dns:<TYPE>:<name>`. */
  dns: Record<string, DnsLookup>;
  /** Selectors the owner gave, then the common ones, in the order tried. */
  dkimSelectors: string[];
  /** How many of dkimSelectors came from the owner. */
  ownerSelectorCount: number;
}

/** An SPF walk can never need more rounds than its include depth; this bounds a hostile zone. */
const MAX_SPF_ROUNDS = 12;

export function dnsKey(type: DnsRecordType, name: string): string {
  return `dns:${type}:${name.toLowerCase()}`;
}

export function lookupIn(evidence: Pick<DnsEmailEvidence, 'dns'>) {
  return (name: string, type: DnsRecordType): DnsLookup | undefined => evidence.dns[dnsKey(type, name)];
}

export function apexSpfRecords(evidence: DnsEmailEvidence): string[] {
  const apex = evidence.dns[dnsKey('TXT', evidence.domain)];
  return (apex?.records ?? []).filter((r) => r.type === 'TXT' && isSpfRecord(r.data)).map((r) => r.data);
}

/** The DMARC TXT records published at a name (only those starting v=DMARC1). */
export function dmarcRecordsAt(evidence: Pick<DnsEmailEvidence, 'dns'>, name: string): string[] {
  const lookup = evidence.dns[dnsKey('TXT', `_dmarc.${name}`)];
  return (lookup?.records ?? []).filter((r) => r.type === 'TXT' && isDmarcRecord(r.data)).map((r) => r.data);
}

const SELECTOR = /^[a-z0-9](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9](?:[a-z0-9_-]{0,62}))*$/;

export async function collectDnsEmail(context: ScanContext): Promise<DnsEmailEvidence> {
  const owner = [...new Set(context.dkimSelectors.map((s) => s.trim().toLowerCase()).filter((s) => SELECTOR.test(s)))];
  const selectors = [...owner, ...COMMON_DKIM_SELECTORS.filter((s) => !owner.includes(s))];
  const evidence: DnsEmailEvidence = {
    domain: context.domain,
    dns: {},
    dkimSelectors: selectors,
    ownerSelectorCount: owner.length,
  };
  const fetch = async (questions: { name: string; type: DnsRecordType }[]) => {
    const answers = await Promise.all(questions.map((q) => context.resolver.query(q.name, q.type)));
    questions.forEach((q, i) => {
      evidence.dns[dnsKey(q.type, q.name)] = answers[i]!;
    });
  };
  const domain = context.domain;
  await fetch([
    { name: domain, type: 'TXT' },
    { name: `_dmarc.${domain}`, type: 'TXT' },
    ...selectors.map((selector) => ({ name: `${selector}._domainkey.${domain}`, type: 'TXT' as const })),
  ]);
  const spf = async () => {
    const records = apexSpfRecords(evidence);
    if (records.length !== 1) return;
    for (let round = 0; round < MAX_SPF_ROUNDS; round++) {
      const missing = walkSpf(domain, records[0]!, lookupIn(evidence)).missing;
      if (missing.length === 0) break;
      await fetch(missing);
    }
  };
  const dmarc = async () => {
    const org = organizationalDomain(domain);
    let policyDomain = domain;
    // RFC 7489 section 6.6.3: no record at the name means the organizational domain's applies.
    if (dmarcRecordsAt(evidence, domain).length === 0 && org !== domain) {
      await fetch([{ name: `_dmarc.${org}`, type: 'TXT' }]);
      policyDomain = org;
    }
    const found = dmarcRecordsAt(evidence, policyDomain);
    const parsed = found.length === 1 ? parseDmarc(found[0]!) : null;
    if (!parsed?.ok) return;
    // Section 7.1: a report destination in another organization must opt in.
    const external = [...new Set([...parsed.record.rua, ...parsed.record.ruf].map(reportDomain))].filter(
      (target) => organizationalDomain(target) !== org,
    );
    await fetch(external.map((target) => ({ name: `${domain}._report._dmarc.${target}`, type: 'TXT' as const })));
  };
  await Promise.all([spf(), dmarc()]);
  return evidence;
}
