/**
 * Every outcome of the dns_email module by code (`dns_email.<check>.<outcome>`, findings.ts), with its
 * summary and, for a failure, severity, finding and remediation. Severities follow checkdmarc: a
 * policy that authorises everyone (+all) is critical; one receivers cannot evaluate (none, several
 * records, over the lookup limit, loops) or no usable DMARC is high; p=none is medium and caps the
 * grade at B; partial enforcement, a weak subdomain policy and missing reports are smaller gaps.
 */
import { defineFindings, each, fail, pass, plural, unknown } from '../findings.js';

export const MAX_LOOKUPS = 10;
export const MAX_VOID_LOOKUPS = 2;
export const MIN_RSA_BITS = 1024;
export const RECOMMENDED_RSA_BITS = 2048;

/** The SPF checks that judge the single apex record, and so share its two unknowns. */
export const SPF_RECORD_CHECKS = [
  'spf_syntax',
  'spf_all',
  'spf_lookup_limit',
  'spf_void_lookups',
  'spf_includes',
] as const;
/** The DMARC checks that judge the one valid record. */
export const DMARC_RECORD_CHECKS = [
  'dmarc_policy',
  'dmarc_enforcement',
  'dmarc_subdomain_policy',
  'dmarc_reporting',
  'dmarc_external_reports',
] as const;

const dmarcGaps = (p: { pct: number | null; testing: boolean }) =>
  [
    ...(p.pct !== null ? [`pct=${p.pct} applies it to only ${p.pct}% of failing mail`] : []),
    ...(p.testing ? ['t=y marks it as a test, so receivers apply a softer policy'] : []),
  ].join('; ');

const spfProblems = (p: { loops: readonly string[]; broken: readonly string[] }) =>
  [...p.loops.map((loop) => `include loop ${loop}`), ...p.broken].join('; ');

const dkimUnverified = (why: string) =>
  `DKIM unverified: ${why}. Selectors cannot be listed from DNS; give yours as a scan option.`;

export const DNS_EMAIL_FINDINGS = defineFindings('dns_email', {
  // SPF
  'spf_record.pass': pass('Exactly one SPF record is published.'),
  'spf_record.multiple': fail<{ count: number }>({
    summary: (p) => `${p.count} SPF records are published.`,
    severity: 'high',
    finding: (p) =>
      `${p.domain} publishes ${p.count} SPF records; receivers treat that as a permanent error and ignore SPF.`,
    remediation: 'Merge the SPF records into a single TXT record starting with v=spf1.',
  }),
  'spf_record.missing': fail({
    summary: 'No SPF record is published.',
    severity: 'high',
    finding: (p) => `${p.domain} publishes no SPF record, so anyone can send mail that claims to come from it.`,
    remediation: (p) =>
      `Publish a TXT record at ${p.domain} such as "v=spf1 mx -all", listing every service that sends your mail.`,
  }),
  'spf_record.unknown.lookup_failed': unknown<{ error: string }>(
    (p) => `The TXT lookup for ${p.domain} failed (${p.error}).`,
  ),
  ...each(SPF_RECORD_CHECKS, {
    'unknown.no_answer': unknown('The TXT lookup for SPF got no answer.'),
    'unknown.not_single': unknown('Not evaluated: there is not exactly one SPF record.'),
  }),
  'spf_syntax.pass': pass('The SPF record and its includes parse cleanly.'),
  'spf_syntax.syntax_errors': fail<{ errors: string[] }>({
    summary: (p) => `Syntax errors: ${p.errors.join('; ')}.`,
    severity: 'medium',
    finding: (p) => `The SPF policy of ${p.domain} has syntax errors: ${p.errors.join('; ')}.`,
    remediation: 'Correct the listed terms; receivers treat an SPF syntax error as a permanent error.',
  }),
  'spf_all.pass': pass<{ qualifier: string }>((p) => `The policy ends in ${p.qualifier}all.`),
  'spf_all.plus_all': fail({
    summary: 'The policy ends in +all.',
    severity: 'critical',
    finding: (p) =>
      `The SPF policy of ${p.domain} ends in +all, which authorises every server on the internet to send its mail.`,
    remediation: 'Replace +all with -all (or ~all while you are still listing your senders).',
  }),
  'spf_all.neutral': fail({
    summary: 'The policy ends in ?all (neutral).',
    severity: 'medium',
    finding: (p) =>
      `The SPF policy of ${p.domain} ends neutral (?all), so mail from unlisted servers is not marked as failing.`,
    remediation: 'End the SPF record with -all (or ~all).',
  }),
  'spf_all.no_all': fail({
    summary: 'The policy has no all mechanism (neutral).',
    severity: 'medium',
    finding: (p) =>
      `The SPF policy of ${p.domain} ends neutral (no all mechanism), so mail from unlisted servers is not marked as failing.`,
    remediation: 'End the SPF record with -all (or ~all).',
  }),
  // RFC 7208 section 8.5: a soft fail is accepted and marked. Without DMARC enforcement (RFC 7489
  // section 6.3, p=quarantine or reject) nothing tells receivers to act on the mark, so spoofed mail
  // is delivered. Lower than neutral when DMARC at least reports (p=none gives the owner reports).
  'spf_all.softfail_no_dmarc': fail({
    summary: 'The policy ends in ~all (soft fail) and no DMARC policy enforces it.',
    severity: 'medium',
    finding: (p) =>
      `The SPF policy of ${p.domain} ends in ~all and ${p.domain} has no usable DMARC policy, so mail from servers it does not list is marked but still delivered: anyone can spoof it.`,
    remediation: (p) =>
      `End the SPF record with -all, or publish a DMARC policy at _dmarc.${p.domain} with p=quarantine or p=reject.`,
  }),
  'spf_all.softfail_dmarc_none': fail({
    summary: 'The policy ends in ~all (soft fail) and DMARC is at p=none.',
    severity: 'low',
    finding: (p) =>
      `The SPF policy of ${p.domain} ends in ~all and its DMARC policy is p=none, so mail from servers it does not list is marked but still delivered; DMARC reports show it, nothing stops it.`,
    remediation:
      'Move DMARC to p=quarantine or p=reject once its reports show your senders pass, or end the SPF record with -all.',
  }),
  'spf_all.unknown.dmarc_unreadable': unknown(
    'The policy ends in ~all; the DMARC lookup failed, so whether anything enforces the soft fail is not known.',
  ),
  'spf_all.unknown.redirect_unreadable': unknown(
    'The redirect target could not be read, so the ending all is not known.',
  ),
  'spf_lookup_limit.pass': pass<{ lookups: number }>(
    (p) => `Evaluating the policy takes ${plural(p.lookups, 'DNS lookup')} (limit ${MAX_LOOKUPS}).`,
  ),
  'spf_lookup_limit.too_many_lookups': fail<{ lookups: number }>({
    summary: (p) => `Evaluating the policy takes ${p.lookups} DNS lookups.`,
    severity: 'high',
    finding: (p) =>
      `The SPF policy of ${p.domain} needs ${p.lookups} DNS lookups; above ${MAX_LOOKUPS} receivers return a permanent error and ignore it.`,
    remediation: 'Remove unused includes, replace a/mx with ip4/ip6 ranges, or flatten nested includes.',
  }),
  'spf_lookup_limit.unknown.partly_unreadable': unknown<{ lookups: number }>(
    (p) => `${plural(p.lookups, 'lookup')} counted, but part of the policy could not be read.`,
  ),
  'spf_void_lookups.pass': pass<{ count: number }>(
    (p) => `${plural(p.count, 'void lookup')} (limit ${MAX_VOID_LOOKUPS}).`,
  ),
  'spf_void_lookups.too_many_void_lookups': fail<{ count: number }>({
    summary: (p) => `${p.count} lookups return no records.`,
    severity: 'medium',
    finding: (p) =>
      `The SPF policy of ${p.domain} has ${p.count} lookups that return nothing; above ${MAX_VOID_LOOKUPS} receivers may return a permanent error.`,
    remediation: 'Remove mechanisms that point at names with no records.',
  }),
  'spf_void_lookups.unknown.partly_unreadable': unknown('Part of the policy could not be read.'),
  'spf_includes.pass': pass('Every include and redirect leads to one SPF record, without loops.'),
  'spf_includes.broken': fail<{ loops: string[]; broken: string[] }>({
    summary: (p) => `The policy cannot be evaluated: ${spfProblems(p)}.`,
    severity: 'high',
    finding: (p) => `The SPF policy of ${p.domain} cannot be evaluated: ${spfProblems(p)}.`,
    remediation:
      'Point include and redirect only at domains with exactly one SPF record, and never back at a domain already on the path.',
  }),
  'spf_includes.unknown.includes_unreadable': unknown<{ lookups: string[] }>(
    (p) => `Some includes could not be read: ${p.lookups.join(', ')}.`,
  ),

  // DMARC
  'dmarc_record.pass': pass<{ at: string }>((p) => `One valid DMARC record at _dmarc.${p.at}.`),
  'dmarc_record.pass.inherited': pass<{ at: string }>(
    (p) => `One valid DMARC record at _dmarc.${p.at} (inherited from the organizational domain ${p.at}).`,
  ),
  'dmarc_record.missing': fail<{ at: string }>({
    summary: (p) => `No DMARC record at _dmarc.${p.at}.`,
    severity: 'high',
    finding: (p) => `${p.domain} has no DMARC policy, so receivers have no instruction to reject mail that spoofs it.`,
    remediation: (p) =>
      `Publish a TXT record at _dmarc.${p.domain} such as "v=DMARC1; p=quarantine; rua=mailto:dmarc@${p.domain}", then move to p=reject.`,
  }),
  'dmarc_record.multiple': fail<{ at: string; count: number }>({
    summary: (p) => `${p.count} DMARC records at _dmarc.${p.at}.`,
    severity: 'high',
    finding: (p) =>
      `_dmarc.${p.at} publishes ${p.count} DMARC records; receivers then apply no DMARC policy at all (RFC 7489 section 6.6.3).`,
    remediation: 'Keep exactly one TXT record starting with v=DMARC1 at that name.',
  }),
  'dmarc_record.invalid': fail<{ at: string; errors: string[] }>({
    summary: (p) => `The DMARC record is invalid: ${p.errors.join('; ')}.`,
    severity: 'high',
    finding: (p) => `The DMARC record at _dmarc.${p.at} is invalid (${p.errors.join('; ')}), so receivers ignore it.`,
    remediation: 'Correct the record; it must start with v=DMARC1 and carry p=none, quarantine or reject.',
  }),
  'dmarc_record.unknown.lookup_failed': unknown<{ at: string }>(
    (p) => `The DMARC lookup for _dmarc.${p.at} got no answer.`,
  ),
  ...each(DMARC_RECORD_CHECKS, {
    'unknown.no_valid_record': unknown('Not evaluated: there is no single valid DMARC record.'),
  }),
  'dmarc_policy.pass': pass<{ policy: string }>((p) => `The policy that applies to ${p.domain} is ${p.policy}.`),
  'dmarc_policy.none': fail({
    summary: (p) => `The policy that applies to ${p.domain} is none.`,
    severity: 'medium',
    finding: (p) => `The DMARC policy for ${p.domain} is p=none: spoofed mail is reported but still delivered.`,
    remediation:
      'Once the aggregate reports show your legitimate senders pass, move to p=quarantine and then p=reject.',
    cap: 'dmarc_policy_none',
  }),
  'dmarc_enforcement.pass': pass<{ policy: string }>((p) => `The ${p.policy} policy applies to all failing mail.`),
  'dmarc_enforcement.pass.no_enforcement': pass(
    'The policy is none: there is no enforcement to apply partially (see dmarc_policy).',
  ),
  'dmarc_enforcement.partial': fail<{ policy: string; pct: number | null; testing: boolean }>({
    summary: (p) => `Not fully enforced: ${dmarcGaps(p)}.`,
    severity: 'low',
    finding: (p) => `The DMARC ${p.policy} policy of ${p.domain} is not fully enforced: ${dmarcGaps(p)}.`,
    remediation: 'Remove pct (or set pct=100) and t=y once the reports look clean.',
  }),
  'dmarc_subdomain_policy.pass': pass<{ policy: string; inherited: boolean }>(
    (p) => `Subdomains get ${p.policy}${p.inherited ? ' (inherited from p)' : ' (sp)'}.`,
  ),
  'dmarc_subdomain_policy.sp_none': fail<{ at: string; policy: string }>({
    summary: (p) => `Subdomains get sp=none while the domain has p=${p.policy}.`,
    severity: 'medium',
    finding: (p) =>
      `The DMARC record at _dmarc.${p.at} sets sp=none, so mail spoofing any subdomain of ${p.at} is delivered even though the domain itself is protected.`,
    remediation: 'Remove sp=none (subdomains then inherit p) or set sp=reject.',
  }),
  'dmarc_reporting.pass': pass<{ rua: string[] }>((p) => `Aggregate reports go to ${p.rua.join(', ')}.`),
  'dmarc_reporting.no_rua': fail<{ at: string }>({
    summary: 'No rua tag.',
    severity: 'low',
    finding: (p) =>
      `The DMARC record of ${p.domain} requests no aggregate reports, so nobody sees who sends mail as the domain.`,
    remediation: (p) => `Add rua=mailto:dmarc-reports@${p.at} (or your DMARC provider's address).`,
  }),
  'dmarc_external_reports.pass': pass<{ destinations: string[] }>(
    (p) => `${p.destinations.join(', ')} authorised reports for ${p.domain}.`,
  ),
  'dmarc_external_reports.pass.internal': pass('Every report destination is inside the organization.'),
  'dmarc_external_reports.unauthorised': fail<{ destinations: string[] }>({
    summary: (p) => `Not authorised: ${p.destinations.join(', ')}.`,
    severity: 'low',
    finding: (p) =>
      `DMARC reports for ${p.domain} go to ${p.destinations.join(', ')}, which ${p.destinations.length === 1 ? 'has' : 'have'} not published ${p.domain}._report._dmarc.<destination>, so receivers will not send them (RFC 7489 section 7.1).`,
    remediation: (p) =>
      `Ask the report receiver to publish a TXT record "v=DMARC1" at ${p.domain}._report._dmarc.${p.destinations[0]}, or use an address in your own domain.`,
  }),
  'dmarc_external_reports.unknown.lookup_failed': unknown('An authorisation lookup got no answer.'),

  // DKIM
  'dkim_selector.pass': pass<{ selectors: string[] }>((p) => `DKIM key found at ${p.selectors.join(', ')}.`),
  'dkim_selector.missing': fail<{ selectors: string[] }>({
    summary: (p) =>
      `No DKIM key at the ${p.selectors.length === 1 ? 'selector' : 'selectors'} you named: ${p.selectors.join(', ')}.`,
    severity: 'medium',
    finding: (p) =>
      `No DKIM key is published at ${p.selectors.map((s) => `${s}._domainkey.${p.domain}`).join(', ')}, so mail signed with that selector fails DKIM.`,
    remediation: 'Publish the public key your mail service gives you at that selector, or correct the selector name.',
  }),
  'dkim_selector.unknown.revoked_only': unknown<{ selectors: string[] }>((p) =>
    dkimUnverified(`only revoked keys (empty p=) at ${p.selectors.join(', ')}`),
  ),
  'dkim_selector.unknown.lookups_failed': unknown<{ count: number }>((p) =>
    dkimUnverified(`${plural(p.count, 'selector lookup')} got no answer`),
  ),
  'dkim_selector.unknown.not_found': unknown<{ count: number }>((p) =>
    dkimUnverified(`no key at the ${plural(p.count, 'selector')} tried`),
  ),
  'dkim_key_strength.pass': pass(
    `Every DKIM key found parses and is at least ${RECOMMENDED_RSA_BITS}-bit RSA or Ed25519.`,
  ),
  'dkim_key_strength.unusable_key': fail<{ selector: string; error: string }>({
    summary: (p) => `The key at ${p.selector}._domainkey is unusable: ${p.error}.`,
    severity: 'medium',
    finding: (p) =>
      `The DKIM key at ${p.selector}._domainkey.${p.domain} is unusable (${p.error}), so signatures made with it fail.`,
    remediation: 'Republish the public key exactly as your mail service provides it (one base64 string in p=).',
  }),
  'dkim_key_strength.key_under_1024': fail<{ selector: string; bits: number }>({
    summary: (p) => `The key at ${p.selector}._domainkey is ${p.bits}-bit RSA.`,
    severity: 'high',
    finding: (p) =>
      `The DKIM key at ${p.selector}._domainkey.${p.domain} is ${p.bits}-bit RSA; receivers must reject keys under ${MIN_RSA_BITS} bits (RFC 8301).`,
    remediation: `Generate a ${RECOMMENDED_RSA_BITS}-bit RSA key (or Ed25519 alongside RSA), publish it at a new selector and switch signing to it.`,
  }),
  'dkim_key_strength.key_under_2048': fail<{ selector: string; bits: number }>({
    summary: (p) => `The key at ${p.selector}._domainkey is ${p.bits}-bit RSA.`,
    severity: 'low',
    finding: (p) =>
      `The DKIM key at ${p.selector}._domainkey.${p.domain} is ${p.bits}-bit RSA; RFC 8301 recommends ${RECOMMENDED_RSA_BITS} bits.`,
    remediation: `Generate a ${RECOMMENDED_RSA_BITS}-bit RSA key (or Ed25519 alongside RSA), publish it at a new selector and switch signing to it.`,
  }),
  'dkim_key_strength.unknown.no_key': unknown('Not evaluated: no DKIM key was found.'),
});
