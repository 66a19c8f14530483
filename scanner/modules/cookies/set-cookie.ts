/**
 * Set-Cookie parsing as browsers do it (RFC 6265bis section 5.6), cookie-prefix rules (section 4.1.3)
 * and the name heuristics that decide how much a cookie matters. Pure functions. The cookie's value
 * is never kept: only its length, so a report never carries someone's session.
 */

export type SameSite = 'strict' | 'lax' | 'none';

export interface SetCookie {
  name: string;
  valueLength: number;
  secure: boolean;
  httpOnly: boolean;
  /** The raw SameSite attribute value (last one wins), or null when absent. */
  sameSiteRaw: string | null;
  domain: string | null;
  path: string | null;
  maxAge: number | null;
  expires: string | null;
  partitioned: boolean;
}

/** Bounds a hostile header; RFC 6265bis limits name+value to 4096 bytes anyway. */
const MAX_LINE = 8192;

/** null when browsers would ignore the line (empty name and value). */
export function parseSetCookie(line: string): SetCookie | null {
  const text = line.slice(0, MAX_LINE);
  const semicolon = text.indexOf(';');
  const pair = semicolon === -1 ? text : text.slice(0, semicolon);
  const equals = pair.indexOf('=');
  // 6265bis: a pair without "=" is a value with an empty name.
  const name = equals === -1 ? '' : pair.slice(0, equals).trim();
  const value = equals === -1 ? pair.trim() : pair.slice(equals + 1).trim();
  if (name === '' && value === '') return null;
  const cookie: SetCookie = {
    name,
    valueLength: value.length,
    secure: false,
    httpOnly: false,
    sameSiteRaw: null,
    domain: null,
    path: null,
    maxAge: null,
    expires: null,
    partitioned: false,
  };
  const attributes = semicolon === -1 ? [] : text.slice(semicolon + 1).split(';');
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq === -1 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const val = eq === -1 ? '' : attribute.slice(eq + 1).trim();
    // For valued attributes the last occurrence wins (6265bis 5.7 step 3 reads the list backwards).
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'partitioned') cookie.partitioned = true;
    else if (key === 'samesite') cookie.sameSiteRaw = val;
    else if (key === 'domain') cookie.domain = val === '' ? null : val.replace(/^\./, '').toLowerCase();
    else if (key === 'path') cookie.path = val.startsWith('/') ? val : null;
    else if (key === 'max-age' && /^-?\d+$/.test(val)) cookie.maxAge = Number(val);
    else if (key === 'expires' && val !== '') cookie.expires = val;
  }
  return cookie;
}

/** 6265bis: None, Strict, Lax (any case); anything else is "unrecognised" and treated as absent. */
export function sameSiteOf(cookie: Pick<SetCookie, 'sameSiteRaw'>): SameSite | 'invalid' | null {
  if (cookie.sameSiteRaw === null) return null;
  const value = cookie.sameSiteRaw.toLowerCase();
  return value === 'strict' || value === 'lax' || value === 'none' ? value : 'invalid';
}

/** A Set-Cookie that removes a cookie (Max-Age <= 0, or Expires in the past) stores nothing to protect. */
export function isDeletion(cookie: Pick<SetCookie, 'maxAge' | 'expires'>, now: Date): boolean {
  if (cookie.maxAge !== null) return cookie.maxAge <= 0;
  if (cookie.expires === null) return false;
  const when = Date.parse(cookie.expires);
  return Number.isFinite(when) && when <= now.getTime();
}

export type CookieRole = 'session' | 'csrf' | 'platform' | 'other';

/**
 * Load-balancer routing cookies a hosting platform sets in front of the site, by exact name. They
 * name a backend, not a user (no credential to steal), and the site owner cannot change their
 * attributes (only turn affinity off), so no check judges them; the Observatory exempts Heroku's too.
 */
export const PLATFORM_ROUTING_COOKIES: Readonly<Record<string, string>> = {
  'heroku-session-affinity': "Heroku's router",
  awsalb: 'AWS Application Load Balancer',
  awsalbcors: 'AWS Application Load Balancer',
  awselb: 'AWS Classic Load Balancer',
  arraffinity: 'Azure App Service',
  arraffinitysamesite: 'Azure App Service',
  __cflb: "Cloudflare's load balancer",
};

/**
 * What a cookie is likely for, from its name. Session and login cookies are worth stealing (so Secure
 * and HttpOnly matter most); anti-CSRF cookies must stay readable by scripts (double-submit), so they
 * need Secure but not HttpOnly; platform routing cookies are not the site's to fix. Word-ish matching
 * keeps "sid" from matching "inside".
 */
export function cookieRole(name: string): CookieRole {
  const n = name.toLowerCase();
  if (Object.hasOwn(PLATFORM_ROUTING_COOKIES, n)) return 'platform';
  if (/csrf|xsrf/.test(n)) return 'csrf';
  if (/sess|token|auth|login|jwt|remember/.test(n) || /(^|[^a-z])sid($|[^a-z])/.test(n)) return 'session';
  return 'other';
}

/** Why browsers reject a __Secure- or __Host- cookie (6265bis 4.1.3; prefixes match in any case). */
export function prefixProblems(cookie: SetCookie, setOverHttps: boolean): string[] {
  const lower = cookie.name.toLowerCase();
  const problems: string[] = [];
  if (lower.startsWith('__secure-') || lower.startsWith('__host-')) {
    if (!cookie.secure) problems.push('lacks Secure');
    if (!setOverHttps) problems.push('was set over plain HTTP');
  }
  if (lower.startsWith('__host-')) {
    if (cookie.domain !== null) problems.push(`has Domain=${cookie.domain}`);
    if (cookie.path !== '/') problems.push(cookie.path === null ? 'lacks Path=/' : `has Path=${cookie.path}`);
  }
  return problems;
}
