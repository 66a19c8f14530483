/**
 * Every outcome of the security_txt module by code (`security_txt.<check>.<outcome>`, findings.ts).
 * Every failure is low: security.txt (RFC 9116) is a hygiene signal that helps researchers reach the
 * owner, not a control that stops an attack.
 */
import { defineFindings, each, fail, type NoParams, pass, plural, unknown } from '../findings.js';
import type { Params } from '../module.js';

/** One URL asked for and what came back: an HTTP status, or the error when none did. */
export type Attempt = { url: string; status: number | null; error: string | null };

function absence(a: Attempt): string {
  if (a.status === null) return `${a.url}: ${a.error}`;
  if (a.status === 200) return `${a.url} answered 200 with a page that is not a security.txt (soft 404)`;
  return `${a.url} answered HTTP ${a.status}`;
}

const signedNote = (p: { signed: boolean }) => (p.signed ? ' (PGP-signed; signature not verified)' : '');

/** How the file is served against RFC 9116: over http, only at the legacy path, the wrong type or charset. */
export type Serving = { http_url: string | null; legacy: boolean; content_type: string | null; charset: string | null };
const servingProblems = (p: Serving) =>
  [
    ...(p.http_url !== null ? [`it is served over plain http (${p.http_url})`] : []),
    ...(p.legacy ? ['it is only at the legacy path /security.txt, not /.well-known/security.txt'] : []),
    ...(p.content_type !== null ? [`its Content-Type is ${p.content_type}, not text/plain`] : []),
    ...(p.charset !== null ? [`its charset is ${p.charset}, not utf-8`] : []),
  ].join('; ');

/** A file problem as a clause after "The file" / "The security.txt of x". */
const fileProblem = <P extends Params = NoParams>(problem: (p: P) => string, remediation: string) =>
  fail<P>({
    summary: (p) => `The file ${problem(p)}.`,
    severity: 'low',
    finding: (p) => `The security.txt of ${p.domain} ${problem(p)}.`,
    remediation,
  });

const EXPIRES_REMEDIATION =
  'Set exactly one Expires field to an RFC 3339 date-time less than a year ahead, e.g. "Expires: 2030-01-31T23:00:00Z", and renew it before it passes.';
const CONTACT_REMEDIATION =
  'Add a Contact field with a URI, e.g. "Contact: mailto:security@<domain>" or an https:// reporting page.';

export const SECURITY_TXT_FINDINGS = defineFindings('security_txt', {
  'published.pass': pass<{ url: string; signed: boolean }>((p) => `Found at ${p.url}${signedNote(p)}.`),
  'published.missing': fail<{ attempts: Attempt[] }>({
    summary: 'No security.txt found.',
    severity: 'low',
    finding: (p) =>
      `${p.domain} publishes no security.txt (${p.attempts.map(absence).join('; ')}), so researchers have no stated way to report a vulnerability.`,
    remediation: (p) =>
      `Publish https://${p.domain}/.well-known/security.txt as text/plain with at least a Contact and an Expires field (RFC 9116).`,
  }),
  'published.unknown.no_address': unknown(
    'security.txt could not be read: the domain has no address to fetch it from.',
  ),
  'published.unknown.fetch_failed': unknown<{ attempts: Attempt[] }>(
    (p) => `security.txt could not be read: ${p.attempts.map((a) => `${a.url}: ${a.error}`).join('; ')}.`,
  ),
  'published.unknown.refused': unknown<{ url: string; status: number }>(
    (p) => `security.txt could not be read: ${p.url} answered HTTP ${p.status}.`,
  ),
  ...each(['served_correctly', 'contact', 'expires', 'expires_within_year', 'canonical'], {
    'unknown.not_found': unknown('Not evaluated: no security.txt was found.'),
  }),
  'served_correctly.pass': pass<{ url: string; content_type: string }>(
    (p) => `Served from ${p.url} as ${p.content_type}.`,
  ),
  'served_correctly.served_incorrectly': fail<Serving>({
    summary: (p) => `Not served as RFC 9116 requires: ${servingProblems(p)}.`,
    severity: 'low',
    finding: (p) => `The security.txt of ${p.domain} is not served as RFC 9116 requires: ${servingProblems(p)}.`,
    remediation:
      'Serve the file at https://<domain>/.well-known/security.txt with Content-Type: text/plain; charset=utf-8 (keep /security.txt only as a redirect to it).',
  }),
  'contact.pass': pass<{ contacts: string[]; signed: boolean }>(
    (p) => `Contact: ${p.contacts.join(', ')}${signedNote(p)}.`,
  ),
  'contact.missing': fail({
    summary: 'The file has no Contact field.',
    severity: 'low',
    finding: (p) =>
      `The security.txt of ${p.domain} has no Contact field; Contact is required (RFC 9116 section 2.5.3).`,
    remediation: CONTACT_REMEDIATION,
  }),
  'contact.invalid': fail<{ values: string[] }>({
    summary: (p) => `The file has no valid Contact URI (${quoted(p.values)}).`,
    severity: 'low',
    finding: (p) =>
      `The security.txt of ${p.domain} has no valid Contact URI (${quoted(p.values)}); Contact is required (RFC 9116 section 2.5.3).`,
    remediation: CONTACT_REMEDIATION,
  }),
  'expires.pass': pass<{ value: string }>((p) => `Expires ${p.value}.`),
  'expires.missing': fileProblem(() => 'has no Expires field', EXPIRES_REMEDIATION),
  'expires.multiple': fileProblem<{ count: number }>(
    (p) => `has ${p.count} Expires fields (at most one is allowed)`,
    EXPIRES_REMEDIATION,
  ),
  'expires.invalid': fileProblem<{ value: string }>(
    (p) => `has an Expires value that is not an RFC 3339 date-time ("${p.value}")`,
    EXPIRES_REMEDIATION,
  ),
  'expires.expired': fail<{ value: string }>({
    summary: (p) => `Expired on ${p.value}.`,
    severity: 'low',
    finding: (p) =>
      `The security.txt of ${p.domain} expired on ${p.value}; researchers should treat its contents as stale.`,
    remediation: EXPIRES_REMEDIATION,
  }),
  'expires_within_year.pass': pass<{ days: number }>((p) => `Expires in ${plural(p.days, 'day')}.`),
  'expires_within_year.too_far': fail<{ value: string; days: number }>({
    summary: (p) => `Expires in ${plural(p.days, 'day')}.`,
    severity: 'low',
    finding: (p) =>
      `The security.txt of ${p.domain} expires ${p.value}, ${plural(p.days, 'day')} ahead; RFC 9116 recommends less than a year, so the file is reviewed.`,
    remediation: 'Set Expires to a date less than a year ahead and renew it on a schedule.',
  }),
  'expires_within_year.unknown.no_valid_expiry': unknown('Not evaluated: there is no valid future Expires.'),
  'canonical.pass': pass<{ url: string }>((p) => `Canonical lists ${p.url}.`),
  'canonical.pass.none': pass('No Canonical field (it is optional).'),
  'canonical.mismatch': fail<{ url: string; canonical: string[] }>({
    summary: (p) => `Canonical (${p.canonical.join(', ')}) does not list ${p.url}.`,
    severity: 'low',
    finding: (p) =>
      `The security.txt fetched from ${p.url} names other Canonical URLs (${p.canonical.join(', ')}), so researchers cannot tell whether this copy is authoritative.`,
    remediation: (p) => `List every URL the file is served from in Canonical fields, including ${p.url}.`,
  }),
});

function quoted(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}
