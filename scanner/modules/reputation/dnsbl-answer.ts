/**
 * Reads one DNSBL answer (RFC 5782 section 2.3): an A record in 127.0.0.0/8 means listed, NXDOMAIN
 * means not listed. Anything that is not a clean answer is unknown, never listed: SERVFAIL and
 * timeouts, the lists' "query refused" codes (127.255.255.x at Spamhaus, 127.0.0.1 at SURBL/URIBL,
 * which RFC 5782 section 5 keeps out of every list), and addresses outside 127/8, which a resolver
 * that rewrites NXDOMAIN to an advertising page would produce.
 */
import type { DnsLookup } from '../../network/dns-client.js';
import { recordsOfType } from '../../network/dns-records.js';
import type { DnsblZone, ReturnCode } from './dnsbl-zones.js';

export type DnsblVerdict =
  | { state: 'not_listed' }
  | { state: 'unknown'; why: string }
  | {
      state: 'listed';
      codes: string[];
      /** One per code: the list's meaning, or "listed (return code x)" for a list we do not describe. */
      meanings: string[];
      /** True when every code is a policy listing (e.g. Spamhaus PBL), not a listing for misbehaviour. */
      policyOnly: boolean;
      /** The list's TXT explanation, when it gave one. */
      reason: string | null;
    };

/** The meaning of one return code on a zone: the zone's table first, then the rules every list shares. */
export function returnCodeMeaning(zone: Pick<DnsblZone, 'codes'>, code: string): ReturnCode | null {
  const known = zone.codes[code];
  if (known) return known;
  const octets = code.split('.');
  if (octets.length !== 4 || octets[0] !== '127') return null;
  if (code.startsWith('127.255.255.')) return { meaning: 'query refused by the list', class: 'error' };
  if (code === '127.0.0.1') return { meaning: 'query refused (127.0.0.1 is never a listing)', class: 'error' };
  return { meaning: `listed (return code ${code})` };
}

export function interpretDnsblAnswer(
  zone: Pick<DnsblZone, 'codes'>,
  a: DnsLookup | undefined,
  txt: DnsLookup | undefined,
): DnsblVerdict {
  if (a === undefined) return { state: 'unknown', why: 'not asked' };
  if (a.status === 'error')
    return { state: 'unknown', why: a.error ?? `the resolver answered ${a.rcode ?? 'nothing'}` };
  if (a.status === 'nxdomain' || a.status === 'nodata') return { state: 'not_listed' };
  const codes = [...new Set(recordsOfType(a, 'A').map((record) => record.data))];
  if (codes.length === 0) return { state: 'not_listed' };
  const meanings = codes.map((code) => ({ code, meaning: returnCodeMeaning(zone, code) }));
  const foreign = meanings.find((m) => m.meaning === null);
  if (foreign) {
    return {
      state: 'unknown',
      why: `answer ${foreign.code} is not a DNSBL return code (a resolver may rewrite NXDOMAIN)`,
    };
  }
  const refused = meanings.find((m) => m.meaning?.class === 'error');
  if (refused) return { state: 'unknown', why: `${refused.meaning!.meaning} (${refused.code})` };
  const reason =
    txt?.status === 'answer'
      ? recordsOfType(txt, 'TXT')
          .map((r) => r.data)
          .join(' ') || null
      : null;
  return {
    state: 'listed',
    codes,
    meanings: meanings.map((m) => m.meaning!.meaning),
    policyOnly: meanings.every((m) => m.meaning?.class === 'policy'),
    reason,
  };
}
