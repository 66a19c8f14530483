/**
 * Collects what the headers checks judge: the FINAL response of https://<domain>/ after redirects
 * (the Observatory's rule: intermediate redirects are never judged), its HTML (meta policies,
 * scripts), and a second request to that final URL carrying a foreign Origin, to see how CORS answers.
 */
import { type HttpExchange, httpExchange } from '../../network/http-client.js';
import { describeFailure, fetchSite, type SiteChain, type SiteFetch } from '../https-enforcement/web-chains.js';
import type { ScanContext } from '../module.js';
import { challengeMarker } from './challenge-page.js';
import { looksLikeHtml, type PageScan, scanPage } from './page-html.js';

/** An origin that can never be the site's own (.invalid is reserved, RFC 2606). */
export const CORS_PROBE_ORIGIN = 'https://rampart-cors-probe.invalid';

export interface JudgedPage {
  exchange: HttpExchange;
  /**
   * Set when https://<domain>/ could not be reached and the http:// page is judged instead. Its
   * headers are real policy for everyone who visits over http (browsers apply CSP, X-Frame-Options
   * and the rest on http pages too), so judging them is better than reporting nothing; the missing
   * HTTPS itself is https_enforcement's finding.
   */
  fallbackReason: string | null;
  /** A WAF/challenge marker: the page is not the site's, and every check is unknown. */
  challenge: string | null;
  html: PageScan | null;
}

export interface HeadersEvidence {
  domain: string;
  site: SiteFetch;
  page: JudgedPage | null;
  /** Why there is no page to judge (no address, no web server, a broken chain). */
  noPage: string | null;
  cors: { origin: string; exchange: HttpExchange | null; error: string | null } | null;
}

/** The page to judge, or why there is none. */
export function choosePage(site: SiteFetch): { exchange: HttpExchange; fallbackReason: string | null } | string {
  if (!site.hasAddress) return `${site.domain} has no address, so it has no web site`;
  const https = site.https;
  const http = site.http;
  if (https?.chain.final) return { exchange: https.chain.final, fallbackReason: null };
  // A chain that started but broke (a refused redirect target, a loop) is not "no https": unknown.
  if (https && https.chain.hops.length > 0) return `the https redirect chain stopped: ${https.chain.error}`;
  if (http?.chain.final) {
    return { exchange: http.chain.final, fallbackReason: https ? describeFailure(https) : 'https was not tried' };
  }
  const reasons = [https, http].filter((c): c is SiteChain => c !== null).map(describeFailure);
  return `no web page could be read: ${reasons.join('; ')}`;
}

export async function collectHeaders(context: ScanContext): Promise<HeadersEvidence> {
  // https first; the http:// page is fetched only when https gave no response at all (the fallback),
  // which saves a request and a TLS handshake on every site that serves HTTPS.
  const site = await fetchSite(context, ['https']);
  if (site.https?.unreachable) site.http = (await fetchSite(context, ['http'])).http;
  const chosen = choosePage(site);
  if (typeof chosen === 'string') return { domain: context.domain, site, page: null, noPage: chosen, cors: null };
  const { exchange } = chosen;
  const challenge = challengeMarker(exchange);
  const contentType = exchange.headers['content-type']?.[0] ?? null;
  const html = looksLikeHtml(contentType, exchange.body) ? scanPage(exchange.body, exchange.url) : null;
  const page: JudgedPage = { exchange, fallbackReason: chosen.fallbackReason, challenge, html };
  if (challenge) return { domain: context.domain, site, page, noPage: null, cors: null };
  const cors: NonNullable<HeadersEvidence['cors']> = { origin: CORS_PROBE_ORIGIN, exchange: null, error: null };
  try {
    // The same URL and address as the judged response; only the Origin header differs.
    cors.exchange = await httpExchange(exchange.url, exchange.address, context.network, {
      headers: { origin: CORS_PROBE_ORIGIN },
      maxBodyBytes: 1024,
      signal: context.signal,
    });
  } catch (error) {
    cors.error = (error as Error).message;
  }
  return { domain: context.domain, site, page, noPage: null, cors };
}
