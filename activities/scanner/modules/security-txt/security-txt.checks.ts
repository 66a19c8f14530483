/**
 * The security_txt checks (RFC 9116), pure over the fetched file. Every failure is low: security.txt
 * is a hygiene signal that helps researchers reach the owner, not a control that stops an attack.
 */
import type { Check, CheckOutcome } from '../module.js';
import { foundFile, type SecurityTxtAttempt, type SecurityTxtEvidence } from './security-txt.collect.js';
import {
  fieldValues,
  isContactUri,
  type ParsedSecurityTxt,
  parseRfc3339,
  parseSecurityTxt,
} from './security-txt-parse.js';

const DAY_MS = 86_400_000;
/** RFC 9116 section 2.5.5: "it is RECOMMENDED that the value of this field be less than a year into the future". */
const MAX_EXPIRY_MS = 365 * DAY_MS;

const fail = (summary: string, finding: string, remediation: string, evidence: string[]): CheckOutcome => ({
  status: 'fail',
  summary,
  issue: { severity: 'low', finding, remediation },
  evidence,
});

type Found = { key: string; attempt: SecurityTxtAttempt; parsed: ParsedSecurityTxt };

/** Runs `judge` on the found file; unknown when there is none (the published check reports that). */
function withFile(e: SecurityTxtEvidence, judge: (found: Found) => CheckOutcome): CheckOutcome {
  const found = foundFile(e);
  if (found === null) return { status: 'unknown', summary: 'Not evaluated: no security.txt was found.', evidence: [] };
  return judge({ ...found, parsed: parseSecurityTxt(found.attempt.body ?? '') });
}

const signedNote = (parsed: ParsedSecurityTxt) => (parsed.signed ? ' (PGP-signed; signature not verified)' : '');

/** Why nothing was found can also be "could not look": network errors and refusals are not absence. */
function unreadable(attempts: SecurityTxtAttempt[]): string | null {
  if (attempts.length === 0) return 'the domain has no address to fetch it from';
  if (attempts.every((a) => a.status === undefined)) return attempts.map((a) => `${a.url}: ${a.error}`).join('; ');
  const refused = attempts.find(
    (a) => a.status !== undefined && (a.status === 401 || a.status === 403 || a.status === 429 || a.status >= 500),
  );
  return refused ? `${refused.url} answered HTTP ${refused.status}` : null;
}

function absence(attempt: SecurityTxtAttempt): string {
  if (attempt.status === undefined) return `${attempt.url}: ${attempt.error}`;
  if (attempt.status === 200) return `${attempt.url} answered 200 with a page that is not a security.txt (soft 404)`;
  return `${attempt.url} answered HTTP ${attempt.status}`;
}

const published: Check<SecurityTxtEvidence> = {
  id: 'published',
  title: 'security.txt is published',
  run(e) {
    const found = foundFile(e);
    const keys = Object.keys(e.attempts);
    if (found) {
      const parsed = parseSecurityTxt(found.attempt.body ?? '');
      return {
        status: 'pass',
        summary: `Found at ${found.attempt.final_url}${signedNote(parsed)}.`,
        evidence: [found.key],
      };
    }
    const attempts = Object.values(e.attempts);
    const cannot = unreadable(attempts);
    if (cannot !== null)
      return { status: 'unknown', summary: `security.txt could not be read: ${cannot}.`, evidence: keys };
    return fail(
      'No security.txt found.',
      `${e.domain} publishes no security.txt (${attempts.map(absence).join('; ')}), so researchers have no stated way to report a vulnerability.`,
      `Publish https://${e.domain}/.well-known/security.txt as text/plain with at least a Contact and an Expires field (RFC 9116).`,
      keys,
    );
  },
};

const servedCorrectly: Check<SecurityTxtEvidence> = {
  id: 'served_correctly',
  title: 'security.txt is served over https, at /.well-known/, as text/plain',
  run: (e) =>
    withFile(e, ({ key, attempt }) => {
      const problems: string[] = [];
      if (!(attempt.final_url ?? attempt.url).startsWith('https://'))
        problems.push(`it is served over plain http (${attempt.final_url})`);
      if (attempt.location === 'legacy')
        problems.push('it is only at the legacy path /security.txt, not /.well-known/security.txt');
      const type = (attempt.content_type ?? '').toLowerCase();
      const media = type.split(';')[0]!.trim();
      const charset = /charset\s*=\s*"?([^";\s]+)/.exec(type)?.[1];
      if (media !== 'text/plain')
        problems.push(`its Content-Type is ${attempt.content_type ?? 'missing'}, not text/plain`);
      else if (charset !== undefined && charset !== 'utf-8') problems.push(`its charset is ${charset}, not utf-8`);
      if (problems.length === 0)
        return {
          status: 'pass',
          summary: `Served from ${attempt.final_url} as ${attempt.content_type}.`,
          evidence: [key],
        };
      return fail(
        problems.join('; '),
        `The security.txt of ${e.domain} is not served as RFC 9116 requires: ${problems.join('; ')}.`,
        'Serve the file at https://<domain>/.well-known/security.txt with Content-Type: text/plain; charset=utf-8 (keep /security.txt only as a redirect to it).',
        [key],
      );
    }),
};

const contact: Check<SecurityTxtEvidence> = {
  id: 'contact',
  title: 'security.txt has a Contact URI',
  run: (e) =>
    withFile(e, ({ key, parsed }) => {
      const values = fieldValues(parsed, 'contact');
      const valid = values.filter(isContactUri);
      if (valid.length > 0)
        return { status: 'pass', summary: `Contact: ${valid.join(', ')}${signedNote(parsed)}.`, evidence: [key] };
      const seen =
        values.length === 0
          ? 'has no Contact field'
          : `has no valid Contact URI (${values.map((v) => `"${v}"`).join(', ')})`;
      return fail(
        `The file ${seen}.`,
        `The security.txt of ${e.domain} ${seen}; Contact is required (RFC 9116 section 2.5.3).`,
        'Add a Contact field with a URI, e.g. "Contact: mailto:security@<domain>" or an https:// reporting page.',
        [key],
      );
    }),
};

/** The single valid Expires value, or why there is none. */
function expiresOf(parsed: ParsedSecurityTxt): { date: Date; value: string } | { problem: string } {
  const values = fieldValues(parsed, 'expires');
  if (values.length === 0) return { problem: 'has no Expires field' };
  if (values.length > 1) return { problem: `has ${values.length} Expires fields (at most one is allowed)` };
  const date = parseRfc3339(values[0]!);
  return date
    ? { date, value: values[0]! }
    : { problem: `has an Expires value that is not an RFC 3339 date-time ("${values[0]}")` };
}

const expires: Check<SecurityTxtEvidence> = {
  id: 'expires',
  title: 'security.txt has a valid Expires in the future',
  run: (e) =>
    withFile(e, ({ key, parsed }) => {
      const result = expiresOf(parsed);
      const remediation =
        'Set exactly one Expires field to an RFC 3339 date-time less than a year ahead, e.g. "Expires: 2030-01-31T23:00:00Z", and renew it before it passes.';
      if ('problem' in result)
        return fail(`The file ${result.problem}.`, `The security.txt of ${e.domain} ${result.problem}.`, remediation, [
          key,
        ]);
      if (result.date.getTime() <= Date.parse(e.checkedAt)) {
        return fail(
          `Expired on ${result.value}.`,
          `The security.txt of ${e.domain} expired on ${result.value}; researchers should treat its contents as stale.`,
          remediation,
          [key],
        );
      }
      return { status: 'pass', summary: `Expires ${result.value}.`, evidence: [key] };
    }),
};

const expiresHorizon: Check<SecurityTxtEvidence> = {
  id: 'expires_within_year',
  title: 'security.txt Expires is less than a year ahead',
  run: (e) =>
    withFile(e, ({ key, parsed }) => {
      const result = expiresOf(parsed);
      const now = Date.parse(e.checkedAt);
      if ('problem' in result || result.date.getTime() <= now) {
        return { status: 'unknown', summary: 'Not evaluated: there is no valid future Expires.', evidence: [key] };
      }
      const days = Math.floor((result.date.getTime() - now) / DAY_MS);
      if (result.date.getTime() - now <= MAX_EXPIRY_MS)
        return { status: 'pass', summary: `Expires in ${days} days.`, evidence: [key] };
      return fail(
        `Expires in ${days} days.`,
        `The security.txt of ${e.domain} expires ${result.value}, ${days} days ahead; RFC 9116 recommends less than a year, so the file is reviewed.`,
        'Set Expires to a date less than a year ahead and renew it on a schedule.',
        [key],
      );
    }),
};

const canonical: Check<SecurityTxtEvidence> = {
  id: 'canonical',
  title: 'security.txt Canonical includes the URL it was fetched from',
  run: (e) =>
    withFile(e, ({ key, attempt, parsed }) => {
      const values = fieldValues(parsed, 'canonical');
      if (values.length === 0)
        return { status: 'pass', summary: 'No Canonical field (it is optional).', evidence: [key] };
      const fetched = [attempt.url, attempt.final_url].filter((u): u is string => u !== undefined);
      if (values.some((value) => fetched.includes(value))) {
        return { status: 'pass', summary: `Canonical lists ${attempt.final_url}.`, evidence: [key] };
      }
      return fail(
        `Canonical (${values.join(', ')}) does not list ${attempt.final_url}.`,
        `The security.txt fetched from ${attempt.final_url} names other Canonical URLs (${values.join(', ')}), so researchers cannot tell whether this copy is authoritative.`,
        `List every URL the file is served from in Canonical fields, including ${attempt.final_url}.`,
        [key],
      );
    }),
};

export const SECURITY_TXT_CHECKS: Check<SecurityTxtEvidence>[] = [
  published,
  servedCorrectly,
  contact,
  expires,
  expiresHorizon,
  canonical,
];
