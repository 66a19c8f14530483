/**
 * Strict-Transport-Security parsing (RFC 6797 section 6.1) and hstspreload.org's submission rules.
 * Pure functions.
 */

export interface HstsPolicy {
  raw: string;
  /** False when browsers would ignore the header (RFC 6797 6.1: no max-age, a bad value, a repeat). */
  valid: boolean;
  maxAge: number | null;
  includeSubDomains: boolean;
  preload: boolean;
  errors: string[];
}

/** The Observatory's six months: 15768000 is exact, but 15552000 (180 days) is what sites use. */
export const HSTS_MIN_MAX_AGE = 15_552_000;
/** hstspreload.org: at least one year. */
export const PRELOAD_MIN_MAX_AGE = 31_536_000;

/** RFC 7230 token (RFC 6797 6.1: directive-name = token, directive-value = token / quoted-string). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const QUOTED_STRING = /^"(?:[\t !#-[\]-~\x80-\xff]|\\[\t -~\x80-\xff])*"$/;

/** The value as a UA reads it: a token as is, a quoted-string unescaped; null when it is neither. */
function directiveValue(value: string): string | null {
  if (TOKEN.test(value)) return value;
  if (QUOTED_STRING.test(value)) return value.slice(1, -1).replace(/\\(.)/g, '$1');
  return null;
}

export function parseHsts(header: string): HstsPolicy {
  const raw = header.slice(0, 1024);
  const policy: HstsPolicy = { raw, valid: true, maxAge: null, includeSubDomains: false, preload: false, errors: [] };
  const seen = new Set<string>();
  for (const part of raw.split(';')) {
    const directive = part.trim();
    if (directive === '') continue;
    const equals = directive.indexOf('=');
    const name = (equals === -1 ? directive : directive.slice(0, equals)).trim().toLowerCase();
    const rawValue = equals === -1 ? null : directive.slice(equals + 1).trim();
    // The grammar is strict and UAs drop the whole header on any error (Chromium's ParseHSTSHeader):
    // "max-age=1; includeSubDomains, max-age=1" (two headers folded into one) has a directive named
    // "includeSubDomains, max-age", which is no token.
    if (!TOKEN.test(name)) {
      policy.errors.push(`"${name.slice(0, 60)}" is not a valid directive name`);
      continue;
    }
    const value = rawValue === null ? null : directiveValue(rawValue);
    if (rawValue !== null && value === null) {
      policy.errors.push(`the value of ${name} ("${rawValue.slice(0, 60)}") is neither a token nor a quoted string`);
      continue;
    }
    // "All directives MUST appear only once"; a UA ignores a header that breaks this.
    if (seen.has(name)) policy.errors.push(`directive ${name} appears more than once`);
    seen.add(name);
    if (name === 'max-age') {
      if (value === null || !/^\d+$/.test(value))
        policy.errors.push(`max-age value "${value ?? ''}" is not a number of seconds`);
      else policy.maxAge = Number(value);
    } else if (name === 'includesubdomains') {
      policy.includeSubDomains = true;
    } else if (name === 'preload') {
      policy.preload = true;
    }
    // Unknown directives are ignored (RFC 6797 6.1 item 2).
  }
  if (!seen.has('max-age')) policy.errors.push('max-age is missing');
  policy.valid = policy.errors.length === 0;
  if (!policy.valid) policy.maxAge = null;
  return policy;
}

export interface PreloadInput {
  /** HSTS on the apex's own https response (not on a page it redirects to). */
  hsts: HstsPolicy | null;
  /** The certificate of https://<apex>/ verified. */
  certificateValid: boolean;
  /** null when nothing listens on port 80 (allowed); else whether http:// first redirects to https on the same host. */
  httpRedirectsToSameHostHttps: boolean | null;
}

/** The hstspreload.org requirements the site misses (those a scanner can see from outside). */
export function preloadProblems(input: PreloadInput): string[] {
  const problems: string[] = [];
  if (!input.certificateValid) problems.push('the certificate does not verify');
  if (input.httpRedirectsToSameHostHttps === false)
    problems.push('http:// does not first redirect to https:// on the same host');
  const hsts = input.hsts;
  if (!hsts || !hsts.valid) {
    problems.push('the https response of the domain itself sends no valid Strict-Transport-Security header');
    return problems;
  }
  if ((hsts.maxAge ?? 0) < PRELOAD_MIN_MAX_AGE)
    problems.push(`max-age ${hsts.maxAge} is below ${PRELOAD_MIN_MAX_AGE} (one year)`);
  if (!hsts.includeSubDomains) problems.push('includeSubDomains is missing');
  if (!hsts.preload) problems.push('the preload token is missing');
  return problems;
}
