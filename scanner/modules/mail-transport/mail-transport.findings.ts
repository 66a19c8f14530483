/**
 * Every outcome of the mail_transport module by code (`mail_transport.<check>.<outcome>`,
 * findings.ts), and the clauses that say what was found on each MX (`MX_NOTES`).
 *
 * Severities (internet.nl's mail tests): no STARTTLS is high (mail crosses the internet in clear
 * text); an MX without an address, an old TLS version and a bad certificate are medium, the last high
 * under an enforced MTA-STS policy (senders then refuse to deliver, RFC 8461 section 5; otherwise
 * STARTTLS is opportunistic and unauthenticated, RFC 7435). A missing or broken MTA-STS policy is
 * medium, low when every MX has DANE doing the same job; testing mode and missing TLS reporting are
 * low. DANE: missing TLSA low (MTA-STS can do the job), no usable record medium, a mismatch high
 * (DANE-validating senders refuse to deliver).
 */
import { defineFindings, each, fail, pass, plural, unknown } from '../findings.js';
import { stsTxtName } from './mail-transport.collect.js';

/** What one MX showed, as a clause after its name: `mx1.example.com offers no STARTTLS`. */
export const MX_NOTES = {
  // Why an MX could not be examined (mail-outcomes.ts conversation).
  non_public: (v) => `(resolves to non-public ${v.address} (${v.detail}); not contacted)`,
  dns_failed: () => '(could not be resolved (DNS error))',
  no_address: () => '(has no address)',
  no_answer: (v) => `(port 25 of ${v.address} did not answer: ${v.detail})`,
  no_ehlo: (v) => `(did not complete EHLO: ${v.detail})`,
  no_tls_session: () => '(no TLS session)',
  // mx_addresses
  resolves_non_public: (v) => `(resolves to non-public ${v.address})`,
  lookup_failed: () => '(lookup failed)',
  unresolvable: () => 'has no address',
  // starttls
  no_starttls: () => 'offers no STARTTLS',
  tls_failed: (v) => `offers STARTTLS but TLS fails (${v.detail})`,
  starttls_unfinished: (v) => `(STARTTLS did not finish: ${v.detail})`,
  // starttls_certificate, smtp_tls_version
  certificate_invalid: (v) => `presents a certificate that does not verify (${v.detail}; ${v.subject})`,
  old_tls: (v) => `negotiates ${v.detail} at best`,
  // dane_tlsa, dane_match
  tlsa_lookup_failed: () => '(TLSA lookup failed)',
  no_tlsa: (v) => `has no TLSA record at ${v.detail}`,
  no_tls_to_compare: () => '(no TLS session to compare with)',
  unverifiable: (v) => `(${v.detail})`,
  tlsa_unusable: () => 'publishes no TLSA record usable for SMTP (only usages 0/1 or malformed ones)',
  tlsa_mismatch: (v) =>
    v.count === 1
      ? 'presents a certificate that its one DANE-EE record does not match'
      : `presents a certificate that none of its ${v.count} DANE-EE records match`,
} satisfies Record<string, (v: MxNote) => string>;

export type MxNoteCode = keyof typeof MX_NOTES;

/** One MX in a params list: its name, the clause code, and the values the clause takes. */
export type MxNote = {
  host: string;
  note: string;
  detail: string | null;
  address: string | null;
  subject: string | null;
  count: number;
};

/** `mx1.example.com offers no STARTTLS; mx2.example.com (has no address)`. */
const describe = (mx: readonly MxNote[]) =>
  mx.map((v) => `${v.host} ${MX_NOTES[v.note as MxNoteCode]?.(v) ?? v.note}`).join('; ');
const hosts = (p: { hosts: string[] }) => p.hosts.join(', ');

/** Folded per-MX verdicts (mail-outcomes.ts): a failure lists the failing MX, an unknown the unverified ones. */
const mxUnknowns = {
  'unknown.not_verified': unknown<{ mx: MxNote[] }>((p) => `Not verified: ${describe(p.mx)}.`),
  'unknown.no_mx_examined': unknown('No MX host could be examined.'),
};
const mxPass = (what: string) => pass<{ hosts: string[] }>((p) => `${what}: ${hosts(p)}.`);

const STS_REMEDIATION = (p: { domain: string }) =>
  `Publish "v=STSv1; id=<date>" at ${stsTxtName(p.domain)} and serve the policy (version, mode, mx, max_age) as text/plain at https://mta-sts.${p.domain}/.well-known/mta-sts.txt with a valid certificate.`;
const noSts = (severity: 'medium' | 'low') =>
  fail({
    summary: 'No MTA-STS policy is published.',
    severity,
    finding: (p) =>
      `${p.domain} publishes no MTA-STS policy (no TXT record at ${stsTxtName(p.domain)}), so sending servers cannot insist on encrypted, authenticated delivery and an attacker on the path can strip STARTTLS.`,
    remediation: STS_REMEDIATION,
  });
const brokenSts = (severity: 'medium' | 'low') =>
  fail<{ problem: string }>({
    summary: (p) => `MTA-STS is broken: ${p.problem}.`,
    severity,
    finding: (p) => `The MTA-STS policy of ${p.domain} is unusable, so senders ignore it: ${p.problem}.`,
    remediation: STS_REMEDIATION,
  });
const unlisted = (severity: 'high' | 'low', consequence: (them: string) => string) =>
  fail<{ patterns: string[]; hosts: string[] }>({
    summary: (p) => `Not listed in the policy: ${hosts(p)}.`,
    severity,
    finding: (p) =>
      `The MTA-STS policy of ${p.domain} (mx: ${p.patterns.join(', ')}) does not list ${p.hosts.length === 1 ? 'MX host' : 'MX hosts'} ${hosts(p)}; ${consequence(p.hosts.length === 1 ? 'it' : 'them')}.`,
    remediation: 'Add an mx line for every MX host (a *.domain pattern covers one label) and change the TXT id.',
  });
const STS_MODE_REMEDIATION =
  'Once TLS reports show every MX passing, set "mode: enforce" with a max_age of at least a week (604800) and change the TXT id.';

const noTlsRpt = (
  problem: (p: { name: string; count: number; problems: string[] }) => string,
  summary: typeof problem,
) =>
  fail<{ name: string; count: number; problems: string[] }>({
    summary,
    severity: 'low',
    finding: (p) => `${p.domain} receives no SMTP TLS failure reports: ${problem(p)}.`,
    remediation: (p) => `Publish "v=TLSRPTv1; rua=mailto:tls-reports@${p.domain}" at ${p.name}.`,
  });

const badCertificate = (severity: 'high' | 'medium', consequence: string) =>
  fail<{ mx: MxNote[] }>({
    summary: (p) => `${describe(p.mx)}.`,
    severity,
    finding: (p) => `${describe(p.mx)}. ${consequence}`,
    remediation:
      'Serve a certificate from a publicly trusted CA whose names include the MX host name, and renew it before it expires.',
  });
const DANE_MATCH_REMEDIATION =
  'Publish a TLSA record matching the certificate in use (e.g. "3 1 1" with the SHA-256 of its public key), and publish the next key\'s record before every rollover.';
const daneMismatch = (severity: 'high' | 'medium') =>
  fail<{ mx: MxNote[] }>({
    summary: (p) => `${describe(p.mx)}.`,
    severity,
    finding: (p) => `${describe(p.mx)}; DANE-validating senders will not deliver mail to it.`,
    remediation: DANE_MATCH_REMEDIATION,
  });

/** The checks behind the scope gate (mail-outcomes.ts forMailDomain). */
export const MAIL_CHECKS = [
  'mx_addresses',
  'starttls',
  'starttls_certificate',
  'smtp_tls_version',
  'mta_sts_policy',
  'mta_sts_mode',
  'mta_sts_mx',
  'tls_rpt',
  'dane_tlsa',
  'dane_match',
] as const;

export const MAIL_TRANSPORT_FINDINGS = defineFindings('mail_transport', {
  ...each(['mx_records', ...MAIL_CHECKS], {
    'pass.null_mx': pass((p) => `${p.domain} publishes a null MX: it accepts no mail.`),
    'unknown.mx_lookup_failed': unknown<{ error: string }>((p) => `The MX lookup for ${p.domain} failed (${p.error}).`),
  }),
  ...each(MAIL_CHECKS, {
    'unknown.no_mx': unknown((p) => `${p.domain} publishes no MX, so there is no mail server to test.`),
  }),
  ...each(
    ['mx_addresses', 'starttls', 'starttls_certificate', 'smtp_tls_version', 'dane_tlsa', 'dane_match'],
    mxUnknowns,
  ),

  'mx_records.pass': pass<{ mx: { preference: number; host: string }[] }>(
    (p) => `${plural(p.mx.length, 'MX host')}: ${p.mx.map((m) => `${m.preference} ${m.host}`).join(', ')}.`,
  ),
  'mx_records.pass.no_mx': pass(
    (p) => `${p.domain} publishes no MX: it does not take mail (a null MX "0 ." would say so explicitly, RFC 7505).`,
  ),
  'mx_records.null_mx_mixed': fail<{ count: number }>({
    summary: 'A null MX is published next to real MX hosts.',
    severity: 'low',
    finding: (p) =>
      `${p.domain} publishes a null MX ("0 .") together with ${plural(p.count, 'MX host')}; RFC 7505 allows a null MX only on its own.`,
    remediation: 'Remove the null MX record if the domain receives mail, or the other MX records if it does not.',
  }),
  'mx_addresses.pass': mxPass('Every MX host resolves'),
  'mx_addresses.unresolvable_mx': fail<{ mx: MxNote[] }>({
    summary: (p) => `${describe(p.mx)}.`,
    severity: 'medium',
    finding: (p) =>
      `${p.mx.length === 1 ? 'MX host' : 'MX hosts'} of ${p.domain} without any address: ${p.mx.map((v) => v.host).join(', ')}; mail routed to ${p.mx.length === 1 ? 'it' : 'them'} cannot be delivered.`,
    remediation: 'Publish A/AAAA records for every MX host, or remove MX records that point nowhere.',
  }),
  'starttls.pass': mxPass('STARTTLS works on every MX examined'),
  'starttls.unencrypted': fail<{ mx: MxNote[] }>({
    summary: (p) => `${describe(p.mx)}.`,
    severity: 'high',
    finding: (p) => `Mail to ${p.domain} can travel unencrypted: ${describe(p.mx)}.`,
    remediation: 'Enable STARTTLS on every MX with a certificate for the MX name (TLS 1.2 or newer).',
  }),
  'starttls_certificate.pass': mxPass('The certificate verifies on every MX examined'),
  'starttls_certificate.certificate_invalid': badCertificate(
    'medium',
    'Senders cannot authenticate the MX, so MTA-STS cannot be enforced.',
  ),
  'starttls_certificate.certificate_invalid_sts_enforced': badCertificate(
    'high',
    'The MTA-STS policy is in enforce mode, so senders that honour it will not deliver to this MX.',
  ),
  'smtp_tls_version.pass': mxPass('TLS 1.2 or newer on every MX examined'),
  'smtp_tls_version.legacy_tls': fail<{ mx: MxNote[] }>({
    summary: (p) => `${describe(p.mx)}.`,
    severity: 'medium',
    finding: (p) => `${describe(p.mx)}; TLS 1.0 and 1.1 are deprecated (RFC 8996) and weak.`,
    remediation: 'Enable TLS 1.2 and TLS 1.3 on the mail server (and disable TLS 1.0/1.1).',
  }),

  'mta_sts_policy.pass': pass<{ id: string }>((p) => `MTA-STS policy ${p.id} is published and valid.`),
  'mta_sts_policy.missing': noSts('medium'),
  'mta_sts_policy.missing_with_dane': noSts('low'),
  'mta_sts_policy.invalid': brokenSts('medium'),
  'mta_sts_policy.invalid_with_dane': brokenSts('low'),
  'mta_sts_policy.unknown.not_verified': unknown<{ reason: string }>((p) => `MTA-STS not verified: ${p.reason}.`),
  'mta_sts_mode.pass': pass<{ max_age: number }>((p) => `The policy is enforced (max_age ${p.max_age} s).`),
  'mta_sts_mode.short_max_age': fail<{ max_age: number | null }>({
    summary: (p) => `The policy is enforced for only ${p.max_age} s (max_age).`,
    severity: 'low',
    finding: (p) =>
      `The MTA-STS policy of ${p.domain} is enforced for only ${p.max_age} seconds (max_age), so it lapses between most senders' visits.`,
    remediation: STS_MODE_REMEDIATION,
  }),
  'mta_sts_mode.not_enforced': fail<{ mode: string; max_age: number | null }>({
    summary: (p) => `The policy is in mode ${p.mode} (max_age ${p.max_age} s).`,
    severity: 'low',
    finding: (p) =>
      `The MTA-STS policy of ${p.domain} is in mode "${p.mode}", so senders deliver even when TLS fails or is stripped.`,
    remediation: STS_MODE_REMEDIATION,
  }),
  'mta_sts_mode.unknown.no_policy': unknown('There is no valid MTA-STS policy to read the mode of.'),
  'mta_sts_mx.pass': pass<{ patterns: string[] }>((p) => `Every MX matches the policy (mx: ${p.patterns.join(', ')}).`),
  'mta_sts_mx.unlisted_mx': unlisted('low', () => 'in testing mode this only produces failure reports'),
  'mta_sts_mx.unlisted_mx_enforced': unlisted(
    'high',
    (them) => `senders that honour the enforced policy refuse to deliver to ${them}`,
  ),
  'mta_sts_mx.unknown.no_policy': unknown('There is no valid MTA-STS policy to match the MX hosts against.'),
  'mta_sts_mx.unknown.mode_none': unknown('The policy is in mode none: its mx patterns are not used.'),
  'tls_rpt.pass': pass<{ record: string }>((p) => `TLS reports go to ${p.record}.`),
  'tls_rpt.missing': noTlsRpt(
    (p) => `no TLS-RPT record at ${p.name}`,
    (p) => `No TLS-RPT record at ${p.name}.`,
  ),
  'tls_rpt.multiple': noTlsRpt(
    (p) => `${p.count} TLS-RPT records (receivers of reports ignore them all)`,
    (p) => `${p.count} TLS-RPT records (receivers of reports ignore them all).`,
  ),
  'tls_rpt.invalid': noTlsRpt(
    (p) => p.problems.join('; '),
    (p) => `The TLS-RPT record is invalid: ${p.problems.join('; ')}.`,
  ),
  'tls_rpt.unknown.lookup_failed': unknown<{ name: string }>((p) => `The TXT lookup at ${p.name} failed.`),

  'dane_tlsa.pass': mxPass('TLSA records are published for every MX examined'),
  'dane_tlsa.missing': fail<{ mx: MxNote[] }>({
    summary: (p) => `${describe(p.mx)}.`,
    severity: 'low',
    finding: (p) =>
      `No DANE for ${p.mx.map((v) => v.host).join(', ')}: senders cannot authenticate the MX through DNSSEC.`,
    remediation:
      'Sign the zone with DNSSEC and publish a "3 1 1" TLSA record (SHA-256 of the MX key) at _25._tcp.<mx>, rolling it before each key change.',
  }),
  'dane_match.pass': mxPass('A TLSA record matches the certificate of every MX with DANE'),
  'dane_match.mismatch': daneMismatch('high'),
  'dane_match.unusable': daneMismatch('medium'),
  'dane_match.unknown.no_tlsa': unknown('No MX has TLSA records to verify (see dane_tlsa).'),
});
