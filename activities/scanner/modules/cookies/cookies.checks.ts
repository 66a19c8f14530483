/**
 * The cookies checks, pure over every cookie the front page set. Severity follows what a cookie is
 * for (set-cookie.ts cookieRole): a session cookie that can be read on the wire or by script is
 * medium, any other cookie's weakness is low. No cookies is a fact and passes; a site that could not
 * be read (no server, a challenge page, a timeout) is unknown.
 */
import { fail, issue, pass, unknown } from '../headers/page-outcome.js';
import { chainKeys } from '../https-enforcement/web-evidence.js';
import type { Check, CheckOutcome } from '../module.js';
import type { CookiesEvidence, SeenCookie } from './cookies.collect.js';
import { cookieRole, prefixProblems, sameSiteOf } from './set-cookie.js';

export const COOKIES_KEY = 'cookies';
const MAX_NAMED = 8;

/** `a (https://x/), b (http://x/)`, bounded. */
function names(list: readonly SeenCookie[], detail: (c: SeenCookie) => string = () => ''): string {
  const shown = list.slice(0, MAX_NAMED).map((c) => `${c.cookie.name || '(no name)'}${detail(c)} set by ${c.url}`);
  return list.length > MAX_NAMED ? `${shown.join('; ')} and ${list.length - MAX_NAMED} more` : shown.join('; ');
}

const isSession = (c: SeenCookie) => cookieRole(c.cookie.name) === 'session';

/** Runs `judge` over the live cookies, or settles the check when there are none to judge. */
function withCookies(e: CookiesEvidence, judge: (live: SeenCookie[], refs: string[]) => CheckOutcome): CheckOutcome {
  const refs = [COOKIES_KEY, ...chainKeys(e.site.http), ...chainKeys(e.site.https)];
  if (!e.site.hasAddress) return unknown(`${e.domain} has no address, so it has no web site.`, []);
  const hops = [...(e.site.http?.chain.hops ?? []), ...(e.site.https?.chain.hops ?? [])];
  if (hops.length === 0) return unknown(`No web server answered on port 80 or 443 of ${e.domain}.`, refs);
  const live = e.cookies.filter((c) => !c.deletion);
  if (live.length > 0) return judge(live, refs);
  if (e.challenges.length > 0) {
    return unknown(
      `No cookies seen, but a WAF/bot challenge stood in for the site (${e.challenges.join('; ')}).`,
      refs,
    );
  }
  if (e.gaps.length > 0)
    return unknown(`No cookies seen, but part of the site could not be read (${e.gaps.join('; ')}).`, refs);
  return pass(`No cookies set (${hops.length} response(s) read).`, refs);
}

export const COOKIES_CHECKS: Check<CookiesEvidence>[] = [
  {
    id: 'secure',
    title: 'Cookies carry Secure',
    run: (e) =>
      withCookies(e, (live, refs) => {
        const offenders = live.filter((c) => !c.cookie.secure);
        // A Secure cookie sent over http:// is dropped by browsers (6265bis 5.7): not exposed, just lost.
        const dropped = live.filter((c) => c.cookie.secure && !c.overHttps);
        const note =
          dropped.length > 0 ? ` Browsers discard ${dropped.length} Secure cookie(s) set over plain HTTP.` : '';
        if (offenders.length === 0) return pass(`All ${live.length} cookie(s) carry Secure.${note}`, refs);
        const session = offenders.filter(isSession);
        return fail(
          `${offenders.length} cookie(s) without Secure: ${names(offenders)}.${note}`,
          issue(
            session.length > 0 ? 'medium' : 'low',
            `Cookies without the Secure attribute are also sent over plain HTTP, where a network attacker can read them: ${names(offenders)}.`,
            'Add Secure to every cookie (and serve the site only over HTTPS).',
          ),
          refs,
        );
      }),
  },
  {
    id: 'httponly',
    title: 'Session cookies carry HttpOnly',
    run: (e) =>
      withCookies(e, (live, refs) => {
        const sessions = live.filter(isSession);
        const offenders = sessions.filter((c) => !c.cookie.httpOnly);
        if (sessions.length === 0)
          return pass(`None of the ${live.length} cookie(s) looks like a session cookie.`, refs);
        if (offenders.length === 0) return pass(`All ${sessions.length} session-like cookie(s) carry HttpOnly.`, refs);
        return fail(
          `${offenders.length} session-like cookie(s) without HttpOnly: ${names(offenders)}.`,
          issue(
            'medium',
            `Session-like cookies readable by page scripts, so any XSS can steal the session: ${names(offenders)}.`,
            'Add HttpOnly to session and authentication cookies.',
          ),
          refs,
        );
      }),
  },
  {
    id: 'samesite',
    title: 'Cookies carry a valid SameSite',
    run: (e) =>
      withCookies(e, (live, refs) => {
        const problems = live.flatMap((c) => {
          const value = sameSiteOf(c.cookie);
          if (value === null) return [{ c, why: 'no SameSite' }];
          if (value === 'invalid') return [{ c, why: `SameSite=${c.cookie.sameSiteRaw} is not Strict, Lax or None` }];
          if (value === 'none' && !c.cookie.secure)
            return [{ c, why: 'SameSite=None without Secure, which browsers reject' }];
          return [];
        });
        if (problems.length === 0) return pass(`All ${live.length} cookie(s) carry a valid SameSite.`, refs);
        const listed = names(
          problems.map((p) => p.c),
          (c) => ` (${problems.find((p) => p.c === c)?.why})`,
        );
        const severe = problems.some((p) => p.why.startsWith('SameSite=None') && isSession(p.c));
        return fail(
          `${problems.length} cookie(s) with a missing or invalid SameSite: ${listed}.`,
          issue(
            severe ? 'medium' : 'low',
            `Cookies without a valid SameSite attribute may be sent on cross-site requests (CSRF) or be rejected: ${listed}.`,
            'Set SameSite=Lax (or Strict) on every cookie; use SameSite=None only together with Secure, for cookies that must cross sites.',
          ),
          refs,
        );
      }),
  },
  {
    id: 'prefixes',
    title: '__Host- and __Secure- cookies follow the prefix rules',
    run: (e) =>
      withCookies(e, (live, refs) => {
        const prefixed = live.filter((c) => /^__(host|secure)-/i.test(c.cookie.name));
        const broken = prefixed.filter((c) => prefixProblems(c.cookie, c.overHttps).length > 0);
        if (prefixed.length === 0) return pass('No cookie uses a __Host- or __Secure- prefix.', refs);
        if (broken.length === 0)
          return pass(`All ${prefixed.length} prefixed cookie(s) follow their prefix rules.`, refs);
        const listed = names(broken, (c) => ` (${prefixProblems(c.cookie, c.overHttps).join(', ')})`);
        return fail(
          `${broken.length} prefixed cookie(s) break their prefix rules: ${listed}.`,
          issue(
            'low',
            `Browsers reject these prefixed cookies, so the protection the prefix promises is not there: ${listed}.`,
            '__Secure- cookies need Secure and an https origin; __Host- cookies also need Path=/ and no Domain attribute.',
          ),
          refs,
        );
      }),
  },
];
