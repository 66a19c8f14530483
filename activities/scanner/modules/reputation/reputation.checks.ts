/**
 * The reputation checks: are the web addresses, the mail hosts' addresses or the domain on the
 * configured blocklists? A listing for misbehaviour (spam source, exploited host, phishing or malware
 * domain) is high: receivers and filters act on it and mail or links are blocked. A listing that only
 * classifies the address (Spamhaus PBL: "end-user range, should not send mail directly") is medium:
 * it blocks direct mail from that address but says nothing bad about the owner. A list that could not
 * answer makes the check unknown for that list; it never counts as a listing.
 */
import type { Issue } from '../../../../core/scan-model/report.js';
import type { Check, CheckOutcome } from '../module.js';
import { type DnsblVerdict, interpretDnsblAnswer } from './dnsbl-answer.js';
import { addressQueryName, domainQueryName } from './dnsbl-names.js';
import type { DnsblKind } from './dnsbl-zones.js';
import { dnsKey, mailAddresses, mxExchanges, mxKeyOf, type ReputationEvidence } from './reputation.collect.js';

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

const REMEDIATION = {
  web: "Find out why each address is listed (the reason above and the list operator's lookup page): a compromised site, an open proxy or spam sent from the server. Fix the cause, then request removal from each list.",
  mail: "Find out why each mail server is listed (the reason above and the list operator's lookup page): a compromised account, an open relay or mail sent without consent. Fix the cause, then request removal; until then many receivers reject its mail.",
  domain:
    'Check the sites and mail that use the domain for abuse (phishing pages, malware, spam links, a compromised account), clean them up, then request removal from each list; until then mail and links naming the domain are blocked.',
} as const;

const POLICY_REMEDIATION =
  "A policy listing (such as the Spamhaus PBL) means the address should not send mail directly: send through your provider's mail relay, or ask the provider to remove the range if it is a real mail server.";

function describeListing(listing: Survey['listed'][number]): string {
  const reason = listing.verdict.reason ? ` ("${listing.verdict.reason}")` : '';
  return `${listing.subject} on ${listing.zone}: ${listing.verdict.meanings.join(', ')}${reason}`;
}

function failure(role: keyof typeof REMEDIATION, what: string, s: Survey, keys: string[]): CheckOutcome {
  const policyOnly = s.listed.every((listing) => listing.verdict.policyOnly);
  const listings = s.listed.map(describeListing).join('; ');
  const issue: Issue = {
    severity: policyOnly ? 'medium' : 'high',
    finding: `${what} listed on a DNS blocklist: ${listings}.`,
    remediation: policyOnly ? POLICY_REMEDIATION : REMEDIATION[role],
  };
  const summary = `Listed: ${listings}.`;
  return { status: 'fail', summary, issue, evidence: keys };
}

function unreadable(s: Survey): string {
  return s.unknown.map((u) => `${u.zone} about ${u.subject} (${u.why})`).join('; ');
}

/** fail on any listing, else unknown when any list could not answer, else pass. */
function judge(
  role: keyof typeof REMEDIATION,
  what: string,
  s: Survey,
  keys: string[],
  extraUnknown: string[] = [],
): CheckOutcome {
  if (s.listed.length > 0) return failure(role, what, s, keys);
  if (s.unknown.length > 0 || extraUnknown.length > 0) {
    const parts = [...(s.unknown.length > 0 ? [`could not read ${unreadable(s)}`] : []), ...extraUnknown];
    return {
      status: 'unknown',
      summary: `Not found on any list that answered, but ${parts.join('; ')}.`,
      evidence: keys,
    };
  }
  return { status: 'pass', summary: `Not listed on ${s.zones.join(', ')}.`, evidence: keys };
}

function noZones(kind: DnsblKind, keys: string[]): CheckOutcome {
  return {
    status: 'unknown',
    summary: `No ${kind === 'ip' ? 'IP-based' : 'domain-based'} blocklist is configured (SCANNER_DNSBL_ZONES).`,
    evidence: keys,
  };
}

export const REPUTATION_CHECKS: Check<ReputationEvidence>[] = [
  {
    id: 'web_addresses',
    title: 'Web addresses are not on IP blocklists',
    run(e) {
      const base = [ZONES_KEY, WEB_ADDRESSES_KEY];
      if (!e.zones.some((zone) => zone.kind === 'ip')) return noZones('ip', base);
      if (e.webAddresses.length === 0) {
        return {
          status: 'pass',
          summary: `${e.domain} has no address of its own, so none can be listed.`,
          evidence: base,
        };
      }
      const s = survey(e, e.webAddresses, 'ip');
      return judge('web', `The web address(es) of ${e.domain} are`, s, [...base, ...s.keys]);
    },
  },
  {
    id: 'mail_addresses',
    title: 'Mail server addresses are not on IP blocklists',
    run(e) {
      const mxKey = mxKeyOf(e.domain);
      const mx = e.dns[mxKey];
      const hostKeys = e.mxHosts.flatMap((h) => [dnsKey('A', h.host), dnsKey('AAAA', h.host)]);
      const base = [ZONES_KEY, mxKey, MX_HOSTS_KEY, ...hostKeys];
      if (!e.zones.some((zone) => zone.kind === 'ip')) return noZones('ip', base);
      if (mx === undefined || mx.status === 'error') {
        return {
          status: 'unknown',
          summary: `The MX lookup for ${e.domain} failed (${mx?.error ?? 'not asked'}).`,
          evidence: base,
        };
      }
      if (mxExchanges(mx).length === 0) {
        return {
          status: 'pass',
          summary: `${e.domain} publishes no mail host, so none can be listed.`,
          evidence: base,
        };
      }
      const addresses = mailAddresses(e);
      const s = survey(e, addresses, 'ip');
      const keys = [...base, ...s.keys];
      const failed = e.mxHosts.filter((h) => h.failed).map((h) => `${h.host} could not be resolved`);
      const refused = e.mxHosts.flatMap((h) => h.refused.map((r) => `${h.host} ${r.address} (${r.range})`));
      if (s.listed.length === 0 && failed.length === 0 && addresses.length === 0) {
        const why =
          refused.length > 0 ? `only non-public addresses, not looked up: ${refused.join(', ')}` : 'no address';
        return { status: 'unknown', summary: `The MX hosts of ${e.domain} have ${why}.`, evidence: keys };
      }
      const outcome = judge('mail', `The mail server address(es) of ${e.domain} are`, s, keys, failed);
      if (outcome.status === 'pass' && refused.length > 0) {
        outcome.summary += ` Non-public MX addresses were not looked up: ${refused.join(', ')}.`;
      }
      return outcome;
    },
  },
  {
    id: 'domain',
    title: 'Domain is not on domain blocklists',
    run(e) {
      const base = [ZONES_KEY, DOMAINS_KEY];
      if (!e.zones.some((zone) => zone.kind === 'domain')) return noZones('domain', base);
      const s = survey(e, e.domains, 'domain');
      return judge('domain', e.domains.length > 1 ? `${e.domains.join(' / ')} is` : `${e.domain} is`, s, [
        ...base,
        ...s.keys,
      ]);
    },
  },
];
