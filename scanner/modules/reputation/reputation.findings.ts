/**
 * Every outcome of the reputation module by code (`reputation.<check>.<outcome>`, findings.ts). A
 * listing for misbehaviour (spam source, exploited host, phishing or malware domain) is high:
 * receivers and filters act on it and mail or links are blocked. A listing that only classifies the
 * address (Spamhaus PBL: "end-user range, should not send mail directly") is medium: it blocks direct
 * mail from that address but says nothing bad about the owner. A list that could not answer makes the
 * check unknown for that list; it never counts as a listing.
 */
import { defineFindings, each, fail, pass, unknown } from '../findings.js';

/** One listing: what is listed, on which list, what the list's codes mean, and its TXT reason. */
export type Listing = { subject: string; zone: string; meanings: string[]; reason: string | null };
/** A list that could not say, about what, and why. */
export type Unread = { zone: string; subject: string; why: string };

const listings = (p: { listings: Listing[] }) =>
  p.listings
    .map((l) => `${l.subject} on ${l.zone}: ${l.meanings.join(', ')}${l.reason ? ` ("${l.reason}")` : ''}`)
    .join('; ');
/** How many distinct things are listed, for agreement ("address is" / "addresses are"). */
const listedCount = (p: { listings: Listing[] }) => new Set(p.listings.map((l) => l.subject)).size;

const REMEDIATION = {
  web: "Find out why each address is listed (the reason above and the list operator's lookup page): a compromised site, an open proxy or spam sent from the server. Fix the cause, then request removal from each list.",
  mail: "Find out why each mail server is listed (the reason above and the list operator's lookup page): a compromised account, an open relay or mail sent without consent. Fix the cause, then request removal; until then many receivers reject its mail.",
  domain:
    'Check the sites and mail that use the domain for abuse (phishing pages, malware, spam links, a compromised account), clean them up, then request removal from each list; until then mail and links naming the domain are blocked.',
} as const;

const POLICY_REMEDIATION =
  "A policy listing (such as the Spamhaus PBL) means the address should not send mail directly: send through your provider's mail relay, or ask the provider to remove the range if it is a real mail server.";

type Listed = { listings: Listing[]; domains: string[] };
/** The listed thing as a sentence subject, with its verb: `The web addresses of x are`. */
const SUBJECTS = {
  web: (p: Listed & { domain: string }) =>
    listedCount(p) === 1 ? `The web address of ${p.domain} is` : `The web addresses of ${p.domain} are`,
  mail: (p: Listed & { domain: string }) =>
    listedCount(p) === 1 ? `The mail server address of ${p.domain} is` : `The mail server addresses of ${p.domain} are`,
  domain: (p: Listed & { domain: string }) => `${p.domains.length > 1 ? p.domains.join(' / ') : p.domain} is`,
};

const listed = (role: keyof typeof REMEDIATION, policy: boolean) =>
  fail<Listed>({
    summary: (p) => `Listed: ${listings(p)}.`,
    severity: policy ? 'medium' : 'high',
    finding: (p) => `${SUBJECTS[role](p)} listed on a DNS blocklist: ${listings(p)}.`,
    remediation: policy ? POLICY_REMEDIATION : REMEDIATION[role],
  });

type Unanswered = { unread: Unread[]; unresolved: string[] };
const unanswered = (p: Unanswered) =>
  [
    ...(p.unread.length > 0
      ? [`could not read ${p.unread.map((u) => `${u.zone} about ${u.subject} (${u.why})`).join('; ')}`]
      : []),
    ...p.unresolved.map((host) => `${host} could not be resolved`),
  ].join('; ');

type Refused = { host: string; address: string; range: string };
const refusedList = (refused: readonly Refused[]) =>
  refused.map((r) => `${r.host} ${r.address} (${r.range})`).join(', ');

export const REPUTATION_FINDINGS = defineFindings('reputation', {
  ...each(['web_addresses', 'mail_addresses', 'domain'], {
    'unknown.lists_unanswered': unknown<Unanswered>(
      (p) => `Not found on any list that answered, but ${unanswered(p)}.`,
    ),
  }),
  ...each(['web_addresses', 'mail_addresses'], {
    'unknown.no_lists': unknown('No IP-based blocklist is configured (SCANNER_DNSBL_ZONES).'),
  }),
  'web_addresses.pass': pass<{ zones: string[] }>((p) => `Not listed on ${p.zones.join(', ')}.`),
  'web_addresses.pass.no_address': pass((p) => `${p.domain} has no address of its own, so none can be listed.`),
  'web_addresses.listed': listed('web', false),
  'web_addresses.listed_policy': listed('web', true),
  'mail_addresses.pass': pass<{ zones: string[]; refused: Refused[] }>(
    (p) =>
      `Not listed on ${p.zones.join(', ')}.${p.refused.length > 0 ? ` Non-public MX addresses were not looked up: ${refusedList(p.refused)}.` : ''}`,
  ),
  'mail_addresses.pass.no_mx': pass((p) => `${p.domain} publishes no mail host, so none can be listed.`),
  'mail_addresses.listed': listed('mail', false),
  'mail_addresses.listed_policy': listed('mail', true),
  'mail_addresses.unknown.mx_lookup_failed': unknown<{ error: string }>(
    (p) => `The MX lookup for ${p.domain} failed (${p.error}).`,
  ),
  'mail_addresses.unknown.mx_no_address': unknown((p) => `The MX hosts of ${p.domain} have no address.`),
  'mail_addresses.unknown.mx_non_public': unknown<{ refused: Refused[] }>(
    (p) => `The MX hosts of ${p.domain} have only non-public addresses, not looked up: ${refusedList(p.refused)}.`,
  ),
  'domain.pass': pass<{ zones: string[] }>((p) => `Not listed on ${p.zones.join(', ')}.`),
  'domain.listed': listed('domain', false),
  'domain.listed_policy': listed('domain', true),
  'domain.unknown.no_lists': unknown('No domain-based blocklist is configured (SCANNER_DNSBL_ZONES).'),
});
