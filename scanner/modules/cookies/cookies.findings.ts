/**
 * Every outcome of the cookies module by code (`cookies.<check>.<outcome>`, findings.ts). Severity
 * follows what a cookie is for (set-cookie.ts cookieRole): a session cookie that can be read on the
 * wire or by script is medium, any other cookie's weakness is low. No cookies is a fact and passes; a
 * site that could not be read (no server, a challenge page, a timeout) is unknown.
 */
import { defineFindings, each, fail, pass, plural, unknown } from '../findings.js';
import { PLATFORM_ROUTING_COOKIES } from './set-cookie.js';

export const COOKIE_CHECKS = ['secure', 'httponly', 'samesite', 'prefixes'] as const;

/** One cookie named in a sentence; `problem` (SameSite) and `problems` (prefixes) say what is wrong with it. */
export type NamedCookie = {
  name: string;
  url: string;
  samesite: 'missing' | 'invalid' | 'none_without_secure' | null;
  /** The SameSite value as sent. */
  raw: string | null;
  problems: string[];
};
/** The cookies a sentence names: the first eight, and how many more there are. */
export type Named = { cookies: NamedCookie[]; more: number };

function why(cookie: NamedCookie): string {
  if (cookie.samesite === 'missing') return ' (no SameSite)';
  if (cookie.samesite === 'invalid') return ` (SameSite=${cookie.raw} is not Strict, Lax or None)`;
  if (cookie.samesite === 'none_without_secure') return ' (SameSite=None without Secure, which browsers reject)';
  if (cookie.problems.length > 0) return ` (${cookie.problems.join(', ')})`;
  return '';
}

/** `a set by https://x/; b (no SameSite) set by http://x/ and 3 more`. */
const names = (p: Named) => {
  const shown = p.cookies.map((c) => `${c.name || '(no name)'}${why(c)} set by ${c.url}`).join('; ');
  return p.more > 0 ? `${shown} and ${p.more} more` : shown;
};

/** `The one cookie carries Secure` / `All 3 cookies carry Secure`. */
const every = (count: number, noun: string, one: string, many: string) =>
  count === 1 ? `The one ${noun} ${one}` : `All ${count} ${noun}s ${many}`;

const droppedNote = (p: { dropped: number }) =>
  p.dropped > 0 ? ` Browsers discard ${plural(p.dropped, 'Secure cookie')} set over plain HTTP.` : '';

type Insecure = Named & { count: number; dropped: number };
const insecure = (severity: 'medium' | 'low') =>
  fail<Insecure>({
    summary: (p) => `${plural(p.count, 'cookie')} without Secure: ${names(p)}.${droppedNote(p)}`,
    severity,
    finding: (p) =>
      `Cookies without the Secure attribute are also sent over plain HTTP, where a network attacker can read them: ${names(p)}.`,
    remediation: 'Add Secure to every cookie (and serve the site only over HTTPS).',
  });

const badSameSite = (severity: 'medium' | 'low') =>
  fail<Named & { count: number }>({
    summary: (p) => `${plural(p.count, 'cookie')} with a missing or invalid SameSite: ${names(p)}.`,
    severity,
    finding: (p) =>
      `Cookies without a valid SameSite attribute may be sent on cross-site requests (CSRF) or be rejected: ${names(p)}.`,
    remediation:
      'Set SameSite=Lax (or Strict) on every cookie; use SameSite=None only together with Secure, for cookies that must cross sites.',
  });

/** `heroku-session-affinity (Heroku's router)`, for cookies the hosting platform sets. */
const platformNames = (names: string[]) =>
  names.map((n) => `${n} (${PLATFORM_ROUTING_COOKIES[n.toLowerCase()] ?? 'the hosting platform'})`).join(', ');
const platformNote = (names: string[]) =>
  names.length === 1
    ? `Not judged: ${platformNames(names)}, a load balancer's routing cookie the site cannot change and that carries no credential.`
    : `Not judged: ${platformNames(names)}, load balancers' routing cookies the site cannot change and that carry no credential.`;

export const COOKIES_FINDINGS = defineFindings(
  'cookies',
  {
    ...each(COOKIE_CHECKS, {
      'pass.no_cookies': pass<{ responses: number }>(
        (p) => `No cookies set (${plural(p.responses, 'response')} read).`,
      ),
      'pass.platform_only': pass<{ platform: string[] }>(
        (p) => `No cookies of the site's own. ${platformNote(p.platform)}`,
      ),
      'unknown.no_address': unknown((p) => `${p.domain} has no address, so it has no web site.`),
      'unknown.no_web_server': unknown((p) => `No web server answered on port 80 or 443 of ${p.domain}.`),
      'unknown.challenge': unknown<{ challenges: string[] }>(
        (p) => `No cookies seen, but a WAF/bot challenge stood in for the site (${p.challenges.join('; ')}).`,
      ),
      'unknown.partly_unread': unknown<{ gaps: string[] }>(
        (p) => `No cookies seen, but part of the site could not be read (${p.gaps.join('; ')}).`,
      ),
    }),
    'secure.pass': pass<{ count: number; dropped: number }>(
      (p) => `${every(p.count, 'cookie', 'carries Secure', 'carry Secure')}.${droppedNote(p)}`,
    ),
    'secure.missing': insecure('low'),
    'secure.missing_on_session': insecure('medium'),
    'httponly.pass': pass<{ count: number }>(
      (p) => `${every(p.count, 'session-like cookie', 'carries HttpOnly', 'carry HttpOnly')}.`,
    ),
    'httponly.pass.no_session': pass<{ count: number }>((p) =>
      p.count === 1
        ? 'The one cookie does not look like a session cookie.'
        : `None of the ${p.count} cookies looks like a session cookie.`,
    ),
    'httponly.missing': fail<Named & { count: number }>({
      summary: (p) => `${plural(p.count, 'session-like cookie')} without HttpOnly: ${names(p)}.`,
      severity: 'medium',
      finding: (p) => `Session-like cookies readable by page scripts, so any XSS can steal the session: ${names(p)}.`,
      remediation: 'Add HttpOnly to session and authentication cookies.',
    }),
    'samesite.pass': pass<{ count: number }>(
      (p) => `${every(p.count, 'cookie', 'carries a valid SameSite', 'carry a valid SameSite')}.`,
    ),
    'samesite.invalid': badSameSite('low'),
    'samesite.session_none_without_secure': badSameSite('medium'),
    'prefixes.pass': pass<{ count: number }>(
      (p) => `${every(p.count, 'prefixed cookie', 'follows its prefix rules', 'follow their prefix rules')}.`,
    ),
    'prefixes.pass.none': pass('No cookie uses a __Host- or __Secure- prefix.'),
    'prefixes.broken': fail<Named & { count: number }>({
      summary: (p) =>
        `${plural(p.count, 'prefixed cookie')} ${p.count === 1 ? 'breaks its' : 'break their'} prefix rules: ${names(p)}.`,
      severity: 'low',
      finding: (p) =>
        `Browsers reject these prefixed cookies, so the protection the prefix promises is not there: ${names(p)}.`,
      remediation:
        '__Secure- cookies need Secure and an https origin; __Host- cookies also need Path=/ and no Domain attribute.',
    }),
  },
  {
    // Judged outcomes name the platform cookies they left out (cookies.checks.ts withPlatformNote).
    summary: (summary, params) =>
      Array.isArray(params.not_judged) ? `${summary} ${platformNote(params.not_judged as string[])}` : summary,
  },
);
