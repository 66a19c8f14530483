/**
 * Collects what https_enforcement judges: both redirect chains from the domain's front page
 * (http:// and https://), and, when the https chain ends on an https HTML page, the page's
 * references and whether its CSP upgrades insecure requests.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import { challengeMarker } from '../headers/challenge-page.js';
import { parseCsp, upgradesInsecureRequests } from '../headers/csp.js';
import { looksLikeHtml, type PageScan, scanPage } from '../headers/page-html.js';
import type { ScanContext } from '../module.js';
import { fetchSite, type SiteFetch } from './web-chains.js';

export interface HttpsPage {
  url: string;
  challenge: string | null;
  html: PageScan | null;
  upgradeInsecureRequests: boolean;
}

export interface HttpsEvidence {
  domain: string;
  /** True when the domain is a registrable domain (only those can be HSTS-preloaded). */
  registrable: boolean;
  site: SiteFetch;
  /** The final page of the https chain when it is an https URL; null otherwise. */
  page: HttpsPage | null;
}

export async function collectHttpsEnforcement(context: ScanContext): Promise<HttpsEvidence> {
  const site = await fetchSite(context);
  const final = site.https?.chain.final ?? null;
  let page: HttpsPage | null = null;
  if (final && final.url.startsWith('https:')) {
    const contentType = final.headers['content-type']?.[0] ?? null;
    const html = looksLikeHtml(contentType, final.body) ? scanPage(final.body, final.url) : null;
    const metaCsp = (html?.metas ?? []).filter((m) => m.httpEquiv === 'content-security-policy' && m.inHead);
    const policies = parseCsp(
      final.headers['content-security-policy'] ?? [],
      metaCsp.map((m) => m.content),
    );
    page = {
      url: final.url,
      challenge: challengeMarker(final),
      html,
      upgradeInsecureRequests: upgradesInsecureRequests(policies),
    };
  }
  return { domain: context.domain, registrable: organizationalDomain(context.domain) === context.domain, site, page };
}
