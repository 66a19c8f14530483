/**
 * Collects the DNS answers the dns_email checks need, once: the apex TXT set, then every answer the
 * SPF walk asks for, round by round (each round's questions go out in parallel).
 */
import type { DnsLookup } from '../../network/dns-client.js';
import type { DnsRecordType } from '../../network/dns-records.js';
import type { ScanContext } from '../module.js';
import { isSpfRecord } from './spf-record.js';
import { walkSpf } from './spf-walk.js';

export interface DnsEmailEvidence {
  domain: string;
  /** Every answer collected, keyed `dns:<TYPE>:<name>`. */
  dns: Record<string, DnsLookup>;
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

export async function collectDnsEmail(context: ScanContext): Promise<DnsEmailEvidence> {
  const evidence: DnsEmailEvidence = { domain: context.domain, dns: {} };
  const fetch = async (questions: { name: string; type: DnsRecordType }[]) => {
    const answers = await Promise.all(questions.map((q) => context.resolver.query(q.name, q.type)));
    questions.forEach((q, i) => {
      evidence.dns[dnsKey(q.type, q.name)] = answers[i]!;
    });
  };
  await fetch([{ name: context.domain, type: 'TXT' }]);
  const records = apexSpfRecords(evidence);
  if (records.length === 1) {
    for (let round = 0; round < MAX_SPF_ROUNDS; round++) {
      const missing = walkSpf(context.domain, records[0]!, lookupIn(evidence)).missing;
      if (missing.length === 0) break;
      await fetch(missing);
    }
  }
  return evidence;
}
