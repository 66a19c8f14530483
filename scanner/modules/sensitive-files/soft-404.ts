/**
 * Deciding whether a probe found something, against the site's answer for a path that cannot exist
 * (the baseline). A site that answers 200 everywhere (soft 404) gives no information through status
 * codes, so only content signatures count there, and never a body identical to the baseline's. A WAF
 * challenge, or a 401/403 on a site that refuses every path, means the path could not be seen: the
 * probe is `blocked` and its check unknown, never failed. A 403 on a site that otherwise answers 404
 * means the path is protected: absent.
 */
import { matchesSignature, type ProbeResponse } from './content-signatures.js';
import type { Probe } from './probe-table.js';

export type ProbeVerdict = 'exposed' | 'absent' | 'blocked';

/** Markers of bot-protection and WAF interstitials (Cloudflare, Imperva, Akamai, Sucuri, ModSecurity). */
const CHALLENGE_MARKERS = [
  /Just a moment\.\.\./i,
  /cf-chl|challenge-platform|cf_chl_/i,
  /Attention Required! \| Cloudflare/i,
  /_Incapsula_Resource|Incapsula incident/i,
  /Access Denied[\s\S]{0,400}Reference #/i,
  /Sucuri WebSite Firewall/i,
  /Mod_Security|ModSecurity/i,
  /\bcaptcha\b/i,
];

const REFUSING = new Set([401, 403, 429]);

export function isChallengePage(response: ProbeResponse): boolean {
  return CHALLENGE_MARKERS.some((marker) => marker.test(response.body.slice(0, 16 * 1024)));
}

/** The site answers a path that cannot exist with success: status codes say nothing there. */
export function isCatchAll(baseline: ProbeResponse): boolean {
  return baseline.status >= 200 && baseline.status < 300 && !isChallengePage(baseline);
}

/** The site refuses or challenges even a path that cannot exist: it is not showing us its files. */
export function isBlockedSite(baseline: ProbeResponse): boolean {
  return REFUSING.has(baseline.status) || isChallengePage(baseline);
}

/** Bodies compared without the paths they may echo ("/admin/ was not found"). */
function sameBody(a: ProbeResponse, aPath: string, b: ProbeResponse, bPath: string): boolean {
  const strip = (body: string, path: string) => body.split(path).join('\u0000').trim();
  return strip(a.body, aPath) === strip(b.body, bPath);
}

export function judgeProbe(
  probe: Pick<Probe, 'path' | 'signature' | 'weak'>,
  response: ProbeResponse,
  baseline: { path: string; response: ProbeResponse },
): { verdict: ProbeVerdict; reason: string } {
  if (isChallengePage(response)) return { verdict: 'blocked', reason: 'a WAF or bot challenge page answered' };
  if (REFUSING.has(response.status) && isBlockedSite(baseline.response)) {
    return { verdict: 'blocked', reason: `HTTP ${response.status}, as for every path on this site` };
  }
  if (!matchesSignature(probe.signature, response)) {
    return {
      verdict: 'absent',
      reason: REFUSING.has(response.status)
        ? `protected (HTTP ${response.status})`
        : `HTTP ${response.status}, not the file`,
    };
  }
  if (isCatchAll(baseline.response) && sameBody(response, probe.path, baseline.response, baseline.path)) {
    return { verdict: 'absent', reason: 'the same page the site returns for any path (soft 404)' };
  }
  if (probe.weak && isCatchAll(baseline.response) && matchesSignature(probe.signature, baseline.response)) {
    // A login form on a site that shows one for any path is its universal page, not an admin panel.
    return { verdict: 'absent', reason: 'the site shows the same kind of page for any path (soft 404)' };
  }
  return {
    verdict: 'exposed',
    reason: `HTTP ${response.status} with the ${probe.signature.replace(/_/g, ' ')} signature`,
  };
}
