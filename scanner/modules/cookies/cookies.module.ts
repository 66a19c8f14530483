/**
 * The cookies module: Secure, HttpOnly, SameSite and prefix rules on every cookie the front page
 * sets over http:// and https://. Evidence: each cookie's attributes (never its value) and the chains.
 */
import { publishChain } from '../https-enforcement/web-evidence.js';
import type { ScannerModule } from '../module.js';
import { COOKIES_CHECKS, COOKIES_KEY } from './cookies.checks.js';
import { type CookiesEvidence, collectCookies } from './cookies.collect.js';
import { COOKIES_FINDINGS } from './cookies.findings.js';
import { cookieRole, sameSiteOf } from './set-cookie.js';

const MAX_LISTED = 100;

export function publishCookies(e: CookiesEvidence): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  publishChain(e.site.http, out);
  publishChain(e.site.https, out);
  out[COOKIES_KEY] = e.cookies.slice(0, MAX_LISTED).map(({ cookie, url, overHttps, deletion }) => ({
    name: cookie.name,
    set_by: url,
    over_https: overHttps,
    role: cookieRole(cookie.name),
    secure: cookie.secure,
    http_only: cookie.httpOnly,
    same_site: cookie.sameSiteRaw,
    same_site_effective: sameSiteOf(cookie),
    domain: cookie.domain,
    path: cookie.path,
    max_age: cookie.maxAge,
    expires: cookie.expires,
    partitioned: cookie.partitioned,
    value_length: cookie.valueLength,
    deletion,
  }));
  return out;
}

export const COOKIES_MODULE: ScannerModule<CookiesEvidence> = {
  name: 'cookies',
  collect: collectCookies,
  publish: publishCookies,
  checks: COOKIES_CHECKS,
  findings: COOKIES_FINDINGS,
  timeoutMs: 20_000,
};
