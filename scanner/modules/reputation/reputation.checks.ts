/**
 * The reputation checks: are the web addresses, the mail hosts' addresses or the domain on the
 * configured blocklists? Wording and severities (misbehaviour high, a policy listing medium, a list
 * that could not answer unknown): reputation.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import { type DnsblVerdict, interpretDnsblAnswer } from './dnsbl-answer.js';
import { addressQueryName, domainQueryName } from './dnsbl-names.js';
import type { DnsblKind } from './dnsbl-zones.js';
import { dnsKey, mailAddresses, mxExchanges, mxKeyOf, type ReputationEvidence } from './reputation.collect.js';
import { type Listing, REPUTATION_FINDINGS } from './reputation.findings.js';

const { out } = REPUTATION_FINDINGS;

export const ZONES_KEY = 'dnsbl:zones';
export const WEB_ADDRESSES_KEY = 'dnsbl:web_addresses';
export const MX_HOSTS_KEY = 'dnsbl:mx_hosts';
export const DOMAINS_KEY = 'dnsbl:domains';

type Listed = Extract<DnsblVerdict, { state: 'listed' }>;

interface Survey {
  listed: { subject: string; zone: string; verdict: Listed }[];
  unknown: { subject: string; zone: string; why: string }[];
  zones: string[];
  keys: string[];
}

/** Every (subject, list) answer of one kind of list, read from the evidence. */
export function survey(e: ReputationEvidence, subjects: readonly string[], kind: DnsblKind): Survey {
  const zones = e.zones.filter((zone) => zone.kind === kind);
  const result: Survey = { listed: [], unknown: [], zones: zones.map((z) => z.zone), keys: [] };
  for (const subject of subjects) {
    for (const zone of zones) {
      const name = kind === 'ip' ? addressQueryName(subject, zone) : domainQueryName(subject, zone);
      if (name === null) continue; // an IPv6 address on an IPv4-only list: that list cannot hold it
      const aKey = dnsKey('A', name);
      const txtKey = dnsKey('TXT', name);
      result.keys.push(aKey, ...(txtKey in e.dns ? [txtKey] : []));
      const verdict = interpretDnsblAnswer(zone, e.dns[aKey], e.dns[txtKey]);
      if (verdict.state === 'listed') result.listed.push({ subject, zone: zone.zone, verdict });
      if (verdict.state === 'unknown') result.unknown.push({ subject, zone: zone.zone, why: verdict.why });
    }
  }
  return result;
}

type Role = 'web_addresses' | 'mail_addresses' | 'domain';

const listingOf = (listing: Survey['listed'][number]): Listing => ({
  subject: listing.subject,
  zone: listing.zone,
  meanings: listing.verdict.meanings,
  reason: listing.verdict.reason ?? null,
});

/** fail on any listing, else unknown when any list could not answer, else pass. */
function judge(
  check: Role,
  s: Survey,
  keys: string[],
  passed: () => CheckOutcome,
  extra: { domains?: string[]; unresolved?: string[] } = {},
): CheckOutcome {
  if (s.listed.length > 0) {
    const policyOnly = s.listed.every((listing) => listing.verdict.policyOnly);
    return out(policyOnly ? `${check}.listed_policy` : `${check}.listed`, keys, {
      listings: s.listed.map(listingOf),
      domains: extra.domains ?? [],
    });
  }
  const unresolved = extra.unresolved ?? [];
  if (s.unknown.length > 0 || unresolved.length > 0) {
    return out(`${check}.unknown.lists_unanswered`, keys, {
      unread: s.unknown.map((u) => ({ zone: u.zone, subject: u.subject, why: u.why })),
      unresolved,
    });
  }
  return passed();
}

const LIST_OUTCOMES = ['listed', 'listed_policy', 'unknown.lists_unanswered'] as const;

export const REPUTATION_CHECKS: Check<ReputationEvidence>[] = [
  {
    id: 'web_addresses',
    title: 'Web addresses are not on IP blocklists',
    outcomes: ['pass', 'pass.no_address', 'unknown.no_lists', ...LIST_OUTCOMES],
    run(e) {
      const base = [ZONES_KEY, WEB_ADDRESSES_KEY];
      if (!e.zones.some((zone) => zone.kind === 'ip')) return out('web_addresses.unknown.no_lists', base);
      if (e.webAddresses.length === 0) return out('web_addresses.pass.no_address', base);
      const s = survey(e, e.webAddresses, 'ip');
      const keys = [...base, ...s.keys];
      return judge('web_addresses', s, keys, () => out('web_addresses.pass', keys, { zones: s.zones }));
    },
  },
  {
    id: 'mail_addresses',
    title: 'Mail server addresses are not on IP blocklists',
    outcomes: [
      'pass',
      'pass.no_mx',
      'unknown.no_lists',
      'unknown.mx_lookup_failed',
      'unknown.mx_no_address',
      'unknown.mx_non_public',
      ...LIST_OUTCOMES,
    ],
    run(e) {
      const mxKey = mxKeyOf(e.domain);
      const mx = e.dns[mxKey];
      const hostKeys = e.mxHosts.flatMap((h) => [dnsKey('A', h.host), dnsKey('AAAA', h.host)]);
      const base = [ZONES_KEY, mxKey, MX_HOSTS_KEY, ...hostKeys];
      if (!e.zones.some((zone) => zone.kind === 'ip')) return out('mail_addresses.unknown.no_lists', base);
      if (mx === undefined || mx.status === 'error') {
        return out('mail_addresses.unknown.mx_lookup_failed', base, { error: mx?.error ?? 'not asked' });
      }
      if (mxExchanges(mx).length === 0) return out('mail_addresses.pass.no_mx', base);
      const addresses = mailAddresses(e);
      const s = survey(e, addresses, 'ip');
      const keys = [...base, ...s.keys];
      const unresolved = e.mxHosts.filter((h) => h.failed).map((h) => h.host);
      const refused = e.mxHosts.flatMap((h) =>
        h.refused.map((r) => ({ host: h.host, address: r.address, range: String(r.range) })),
      );
      if (s.listed.length === 0 && unresolved.length === 0 && addresses.length === 0) {
        return refused.length > 0
          ? out('mail_addresses.unknown.mx_non_public', keys, { refused })
          : out('mail_addresses.unknown.mx_no_address', keys);
      }
      const passed = () => out('mail_addresses.pass', keys, { zones: s.zones, refused });
      return judge('mail_addresses', s, keys, passed, { unresolved });
    },
  },
  {
    id: 'domain',
    title: 'Domain is not on domain blocklists',
    outcomes: ['pass', 'unknown.no_lists', ...LIST_OUTCOMES],
    run(e) {
      const base = [ZONES_KEY, DOMAINS_KEY];
      if (!e.zones.some((zone) => zone.kind === 'domain')) return out('domain.unknown.no_lists', base);
      const s = survey(e, e.domains, 'domain');
      const keys = [...base, ...s.keys];
      const passed = () => out('domain.pass', keys, { zones: s.zones });
      return judge('domain', s, keys, passed, { domains: e.domains });
    },
  },
];
