/**
 * Collects every Set-Cookie the site sends on its front page: along both redirect chains (http:// and
 * https://) and on their final responses, each with the URL that set it and whether that was https.
 */
import { challengeMarker } from '../headers/challenge-page.js';
import { fetchSite, type SiteFetch } from '../https-enforcement/web-chains.js';
import type { ScanContext } from '../module.js';
import { isDeletion, parseSetCookie, type SetCookie } from './set-cookie.js';

export interface SeenCookie {
  cookie: SetCookie;
  /** The response that set it. */
  url: string;
  overHttps: boolean;
  /** Max-Age <= 0 or a past Expires: a removal, with nothing stored to protect. */
  deletion: boolean;
}

export interface CookiesEvidence {
  domain: string;
  site: SiteFetch;
  cookies: SeenCookie[];
  /** WAF/bot challenge markers of the final responses: the site's own cookies were not seen. */
  challenges: string[];
  /** Why part of the site could not be read (a timeout, a broken chain); empty when all was read. */
  gaps: string[];
}

/** Cookies a single response may set before the rest are ignored (a hostile response). */
const MAX_COOKIES_PER_RESPONSE = 100;

export function cookiesFromSite(site: SiteFetch, now: Date): Omit<CookiesEvidence, 'domain' | 'site'> {
  const cookies: SeenCookie[] = [];
  const challenges = new Set<string>();
  const gaps: string[] = [];
  // Both chains usually end on the same https response (fetched twice): count its cookies once.
  const seen = new Set<string>();
  for (const chain of [site.http, site.https]) {
    if (!chain) continue;
    if (chain.unreachable !== 'refused' && chain.chain.final === null) {
      gaps.push(`${chain.start}: ${chain.chain.error ?? 'no final response'}`);
    }
    for (const hop of chain.chain.hops) {
      for (const line of (hop.headers['set-cookie'] ?? []).slice(0, MAX_COOKIES_PER_RESPONSE)) {
        const cookie = parseSetCookie(line);
        const key = `${hop.url}\n${line}`;
        if (!cookie || seen.has(key)) continue;
        seen.add(key);
        cookies.push({
          cookie,
          url: hop.url,
          overHttps: hop.url.startsWith('https:'),
          deletion: isDeletion(cookie, now),
        });
      }
    }
    const marker = chain.chain.final ? challengeMarker(chain.chain.final) : null;
    if (marker) challenges.add(`${chain.chain.final!.url}: ${marker}`);
  }
  return { cookies, challenges: [...challenges], gaps };
}

export async function collectCookies(context: ScanContext): Promise<CookiesEvidence> {
  const site = await fetchSite(context);
  return { domain: context.domain, site, ...cookiesFromSite(site, new Date()) };
}
