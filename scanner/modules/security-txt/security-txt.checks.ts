/**
 * The security_txt checks (RFC 9116), pure over the fetched file. Wording and severities (all low):
 * security-txt.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import { foundFile, type SecurityTxtAttempt, type SecurityTxtEvidence } from './security-txt.collect.js';
import { type Attempt, SECURITY_TXT_FINDINGS } from './security-txt.findings.js';
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

const { out } = SECURITY_TXT_FINDINGS;

type Found = { key: string; attempt: SecurityTxtAttempt; parsed: ParsedSecurityTxt };
type FileCheck = 'served_correctly' | 'contact' | 'expires' | 'expires_within_year' | 'canonical';

/** Runs `judge` on the found file; unknown when there is none (the published check reports that). */
function withFile(e: SecurityTxtEvidence, check: FileCheck, judge: (found: Found) => CheckOutcome): CheckOutcome {
  const found = foundFile(e);
  if (found === null) return out(`${check}.unknown.not_found`, []);
  return judge({ ...found, parsed: parseSecurityTxt(found.attempt.body ?? '') });
}

const attemptOf = (a: SecurityTxtAttempt): Attempt => ({
  url: a.url,
  status: a.status ?? null,
  error: a.error ?? null,
});

/** Why nothing was found can also be "could not look": network errors and refusals are not absence. */
function unreadable(attempts: SecurityTxtAttempt[], keys: string[]): CheckOutcome | null {
  if (attempts.length === 0) return out('published.unknown.no_address', keys);
  if (attempts.every((a) => a.status === undefined)) {
    return out('published.unknown.fetch_failed', keys, { attempts: attempts.map(attemptOf) });
  }
  const refused = attempts.find(
    (a) => a.status !== undefined && (a.status === 401 || a.status === 403 || a.status === 429 || a.status >= 500),
  );
  return refused ? out('published.unknown.refused', keys, { url: refused.url, status: refused.status! }) : null;
}

const published: Check<SecurityTxtEvidence> = {
  id: 'published',
  title: 'security.txt is published',
  outcomes: ['pass', 'missing', 'unknown.no_address', 'unknown.fetch_failed', 'unknown.refused'],
  run(e) {
    const found = foundFile(e);
    const keys = Object.keys(e.attempts);
    if (found) {
      const parsed = parseSecurityTxt(found.attempt.body ?? '');
      return out('published.pass', [found.key], { url: String(found.attempt.final_url), signed: parsed.signed });
    }
    const attempts = Object.values(e.attempts);
    return unreadable(attempts, keys) ?? out('published.missing', keys, { attempts: attempts.map(attemptOf) });
  },
};

const FILE_UNKNOWN = 'unknown.not_found';

const servedCorrectly: Check<SecurityTxtEvidence> = {
  id: 'served_correctly',
  title: 'security.txt is served over https, at /.well-known/, as text/plain',
  outcomes: ['pass', 'served_incorrectly', FILE_UNKNOWN],
  run: (e) =>
    withFile(e, 'served_correctly', ({ key, attempt }) => {
      const type = (attempt.content_type ?? '').toLowerCase();
      const media = type.split(';')[0]!.trim();
      const charset = /charset\s*=\s*"?([^";\s]+)/.exec(type)?.[1];
      const serving = {
        http_url: (attempt.final_url ?? attempt.url).startsWith('https://') ? null : String(attempt.final_url),
        legacy: attempt.location === 'legacy',
        content_type: media !== 'text/plain' ? (attempt.content_type ?? 'missing') : null,
        charset: media === 'text/plain' && charset !== undefined && charset !== 'utf-8' ? charset : null,
      };
      if (serving.http_url === null && !serving.legacy && serving.content_type === null && serving.charset === null) {
        return out('served_correctly.pass', [key], {
          url: String(attempt.final_url),
          content_type: String(attempt.content_type),
        });
      }
      return out('served_correctly.served_incorrectly', [key], serving);
    }),
};

const contact: Check<SecurityTxtEvidence> = {
  id: 'contact',
  title: 'security.txt has a Contact URI',
  outcomes: ['pass', 'missing', 'invalid', FILE_UNKNOWN],
  run: (e) =>
    withFile(e, 'contact', ({ key, parsed }) => {
      const values = fieldValues(parsed, 'contact');
      const valid = values.filter(isContactUri);
      if (valid.length > 0) return out('contact.pass', [key], { contacts: valid, signed: parsed.signed });
      return values.length === 0 ? out('contact.missing', [key]) : out('contact.invalid', [key], { values });
    }),
};

/** The single valid Expires value, or the outcome that says why there is none. */
function expiresOf(parsed: ParsedSecurityTxt, key: string): { date: Date; value: string } | { problem: CheckOutcome } {
  const values = fieldValues(parsed, 'expires');
  if (values.length === 0) return { problem: out('expires.missing', [key]) };
  if (values.length > 1) return { problem: out('expires.multiple', [key], { count: values.length }) };
  const date = parseRfc3339(values[0]!);
  return date ? { date, value: values[0]! } : { problem: out('expires.invalid', [key], { value: values[0]! }) };
}

const expires: Check<SecurityTxtEvidence> = {
  id: 'expires',
  title: 'security.txt has a valid Expires in the future',
  outcomes: ['pass', 'missing', 'multiple', 'invalid', 'expired', FILE_UNKNOWN],
  run: (e) =>
    withFile(e, 'expires', ({ key, parsed }) => {
      const result = expiresOf(parsed, key);
      if ('problem' in result) return result.problem;
      if (result.date.getTime() <= Date.parse(e.checkedAt))
        return out('expires.expired', [key], { value: result.value });
      return out('expires.pass', [key], { value: result.value });
    }),
};

const expiresHorizon: Check<SecurityTxtEvidence> = {
  id: 'expires_within_year',
  title: 'security.txt Expires is less than a year ahead',
  outcomes: ['pass', 'too_far', 'unknown.no_valid_expiry', FILE_UNKNOWN],
  run: (e) =>
    withFile(e, 'expires_within_year', ({ key, parsed }) => {
      const result = expiresOf(parsed, key);
      const now = Date.parse(e.checkedAt);
      if ('problem' in result || result.date.getTime() <= now) {
        return out('expires_within_year.unknown.no_valid_expiry', [key]);
      }
      const days = Math.floor((result.date.getTime() - now) / DAY_MS);
      if (result.date.getTime() - now <= MAX_EXPIRY_MS) return out('expires_within_year.pass', [key], { days });
      return out('expires_within_year.too_far', [key], { value: result.value, days });
    }),
};

const canonical: Check<SecurityTxtEvidence> = {
  id: 'canonical',
  title: 'security.txt Canonical includes the URL it was fetched from',
  outcomes: ['pass', 'pass.none', 'mismatch', FILE_UNKNOWN],
  run: (e) =>
    withFile(e, 'canonical', ({ key, attempt, parsed }) => {
      const values = fieldValues(parsed, 'canonical');
      if (values.length === 0) return out('canonical.pass.none', [key]);
      const fetched = [attempt.url, attempt.final_url].filter((u): u is string => u !== undefined);
      const url = String(attempt.final_url);
      if (values.some((value) => fetched.includes(value))) return out('canonical.pass', [key], { url });
      return out('canonical.mismatch', [key], { url, canonical: values });
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
