/**
 * The cookies checks, pure over every cookie the front page set. Wording and severities (by what a
 * cookie is for, set-cookie.ts cookieRole) are in cookies.findings.ts.
 */
import { chainKeys } from '../https-enforcement/web-evidence.js';
import type { Check, CheckOutcome } from '../module.js';
import type { CookiesEvidence, SeenCookie } from './cookies.collect.js';
import { COOKIE_CHECKS, COOKIES_FINDINGS, type Named, type NamedCookie } from './cookies.findings.js';
import { cookieRole, prefixProblems, sameSiteOf } from './set-cookie.js';

const { out } = COOKIES_FINDINGS;
export const COOKIES_KEY = 'cookies';
const MAX_NAMED = 8;

/** The cookies a sentence names (the first eight), with what is wrong with each. */
function named(list: readonly SeenCookie[], detail: (c: SeenCookie) => Partial<NamedCookie> = () => ({})): Named {
  return {
    cookies: list.slice(0, MAX_NAMED).map((c) => ({
      name: c.cookie.name,
      url: c.url,
      samesite: null,
      raw: null,
      problems: [],
      ...detail(c),
    })),
    more: Math.max(0, list.length - MAX_NAMED),
  };
}

const isSession = (c: SeenCookie) => cookieRole(c.cookie.name) === 'session';
const isPlatform = (c: SeenCookie) => cookieRole(c.cookie.name) === 'platform';

/** Names the platform cookies left out, in `not_judged` (cookies.findings.ts adds the sentence). */
function withPlatformNote(outcome: CheckOutcome, platform: string[]): CheckOutcome {
  return platform.length === 0 ? outcome : { ...outcome, params: { ...outcome.params, not_judged: platform } };
}

/** Runs `judge` over the live cookies, or settles the check when there are none to judge. */
function withCookies(
  e: CookiesEvidence,
  check: (typeof COOKIE_CHECKS)[number],
  judge: (live: SeenCookie[], refs: string[]) => CheckOutcome,
): CheckOutcome {
  const refs = [COOKIES_KEY, ...chainKeys(e.site.http), ...chainKeys(e.site.https)];
  if (!e.site.hasAddress) return out(`${check}.unknown.no_address`, []);
  const hops = [...(e.site.http?.chain.hops ?? []), ...(e.site.https?.chain.hops ?? [])];
  if (hops.length === 0) return out(`${check}.unknown.no_web_server`, refs);
  const set = e.cookies.filter((c) => !c.deletion);
  // Platform routing cookies are listed in the evidence but judged by no check (set-cookie.ts).
  const platform = [...new Set(set.filter(isPlatform).map((c) => c.cookie.name))];
  const live = set.filter((c) => !isPlatform(c));
  if (live.length > 0) return withPlatformNote(judge(live, refs), platform);
  if (platform.length > 0) return out(`${check}.pass.platform_only`, refs, { platform });
  if (e.challenges.length > 0) return out(`${check}.unknown.challenge`, refs, { challenges: e.challenges });
  if (e.gaps.length > 0) return out(`${check}.unknown.partly_unread`, refs, { gaps: e.gaps });
  return out(`${check}.pass.no_cookies`, refs, { responses: hops.length });
}

const SITE_OUTCOMES = [
  'pass.no_cookies',
  'pass.platform_only',
  'unknown.no_address',
  'unknown.no_web_server',
  'unknown.challenge',
  'unknown.partly_unread',
] as const;

export const COOKIES_CHECKS: Check<CookiesEvidence>[] = [
  {
    id: 'secure',
    title: 'Cookies carry Secure',
    outcomes: ['pass', 'missing', 'missing_on_session', ...SITE_OUTCOMES],
    run: (e) =>
      withCookies(e, 'secure', (live, refs) => {
        const offenders = live.filter((c) => !c.cookie.secure);
        // A Secure cookie sent over http:// is dropped by browsers (6265bis 5.7): not exposed, just lost.
        const dropped = live.filter((c) => c.cookie.secure && !c.overHttps).length;
        if (offenders.length === 0) return out('secure.pass', refs, { count: live.length, dropped });
        return out(offenders.some(isSession) ? 'secure.missing_on_session' : 'secure.missing', refs, {
          ...named(offenders),
          count: offenders.length,
          dropped,
        });
      }),
  },
  {
    id: 'httponly',
    title: 'Session cookies carry HttpOnly',
    outcomes: ['pass', 'pass.no_session', 'missing', ...SITE_OUTCOMES],
    run: (e) =>
      withCookies(e, 'httponly', (live, refs) => {
        const sessions = live.filter(isSession);
        const offenders = sessions.filter((c) => !c.cookie.httpOnly);
        if (sessions.length === 0) return out('httponly.pass.no_session', refs, { count: live.length });
        if (offenders.length === 0) return out('httponly.pass', refs, { count: sessions.length });
        return out('httponly.missing', refs, { ...named(offenders), count: offenders.length });
      }),
  },
  {
    id: 'samesite',
    title: 'Cookies carry a valid SameSite',
    outcomes: ['pass', 'invalid', 'session_none_without_secure', ...SITE_OUTCOMES],
    run: (e) =>
      withCookies(e, 'samesite', (live, refs) => {
        const problems = live.flatMap((c): { c: SeenCookie; samesite: NonNullable<NamedCookie['samesite']> }[] => {
          const value = sameSiteOf(c.cookie);
          if (value === null) return [{ c, samesite: 'missing' }];
          if (value === 'invalid') return [{ c, samesite: 'invalid' }];
          if (value === 'none' && !c.cookie.secure) return [{ c, samesite: 'none_without_secure' }];
          return [];
        });
        if (problems.length === 0) return out('samesite.pass', refs, { count: live.length });
        const listed = named(
          problems.map((p) => p.c),
          (c) => ({ samesite: problems.find((p) => p.c === c)?.samesite ?? null, raw: c.cookie.sameSiteRaw ?? null }),
        );
        const severe = problems.some((p) => p.samesite === 'none_without_secure' && isSession(p.c));
        return out(severe ? 'samesite.session_none_without_secure' : 'samesite.invalid', refs, {
          ...listed,
          count: problems.length,
        });
      }),
  },
  {
    id: 'prefixes',
    title: '__Host- and __Secure- cookies follow the prefix rules',
    outcomes: ['pass', 'pass.none', 'broken', ...SITE_OUTCOMES],
    run: (e) =>
      withCookies(e, 'prefixes', (live, refs) => {
        const prefixed = live.filter((c) => /^__(host|secure)-/i.test(c.cookie.name));
        const broken = prefixed.filter((c) => prefixProblems(c.cookie, c.overHttps).length > 0);
        if (prefixed.length === 0) return out('prefixes.pass.none', refs);
        if (broken.length === 0) return out('prefixes.pass', refs, { count: prefixed.length });
        return out('prefixes.broken', refs, {
          ...named(broken, (c) => ({ problems: prefixProblems(c.cookie, c.overHttps) })),
          count: broken.length,
        });
      }),
  },
];
