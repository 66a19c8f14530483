/**
 * The https_enforcement checks (MDN Observatory "redirection" and "strict-transport-security",
 * hstspreload.org), pure over the collected chains; mixed content is in mixed-content.check.ts.
 * Wording and severities (the Observatory's weights): https-enforcement.findings.ts.
 */
import type { HttpExchange } from '../../network/http-client.js';
import { challengeMarker } from '../headers/challenge-page.js';
import type { Check } from '../module.js';
import { HSTS_MIN_MAX_AGE, type HstsPolicy, parseHsts, preloadProblems } from './hsts.js';
import type { HttpsEvidence } from './https-enforcement.collect.js';
import { HTTPS_ENFORCEMENT_FINDINGS } from './https-enforcement.findings.js';
import { MIXED_CONTENT_CHECK } from './mixed-content.check.js';
import { chainDestination, describeFailure } from './web-chains.js';
import { chainKeys } from './web-evidence.js';

const { out } = HTTPS_ENFORCEMENT_FINDINGS;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const isRedirect = (hop: HttpExchange) => REDIRECT_STATUSES.has(hop.status) && hop.headers.location !== undefined;

function firstLocation(hop: HttpExchange): URL | null {
  try {
    return new URL(hop.headers.location?.[0] ?? '', hop.url);
  } catch {
    return null;
  }
}

/** The domain's own https response (the first hop of https://<domain>/), or why there is none to judge. */
type Apex =
  | { hop: HttpExchange; refs: string[] }
  | { none: 'no_address' }
  | { none: 'no_https' | 'unreachable'; refs: string[]; failure: string };

function apexHttps(e: HttpsEvidence): Apex {
  const refs = [...chainKeys(e.site.https), ...chainKeys(e.site.http)];
  const https = e.site.https;
  if (!e.site.hasAddress || !https) return { none: 'no_address' };
  const hop = https.chain.hops[0];
  if (hop) return { hop, refs };
  const httpAnswers = (e.site.http?.chain.hops.length ?? 0) > 0;
  const failure = describeFailure(https);
  return { none: https.unreachable === 'refused' && httpAnswers ? 'no_https' : 'unreachable', refs, failure };
}

/** HSTS over plain http is ignored by browsers (RFC 6797 8.1); say so when a site relies on it. */
function httpHsts(e: HttpsEvidence): boolean {
  return (e.site.http?.chain.hops ?? []).some(
    (hop) => hop.url.startsWith('http:') && hop.headers['strict-transport-security'] !== undefined,
  );
}

function hstsOf(hop: HttpExchange): HstsPolicy | null {
  const value = hop.headers['strict-transport-security']?.[0];
  return value === undefined ? null : parseHsts(value);
}

const SITE_UNKNOWNS = ['unknown.no_address', 'unknown.unreachable'] as const;

export const HTTPS_ENFORCEMENT_CHECKS: Check<HttpsEvidence>[] = [
  {
    id: 'redirect_to_https',
    title: 'HTTP redirects to HTTPS on the same host',
    outcomes: [
      'pass',
      'pass.https_only',
      'no_redirect',
      'ends_on_http',
      'http_first_hop',
      'off_host_first_hop',
      'unknown.no_web_server',
      'unknown.challenge',
      'unknown.redirect_unreadable',
      ...SITE_UNKNOWNS,
    ],
    run(e) {
      const refs = [...chainKeys(e.site.http), ...chainKeys(e.site.https)];
      const http = e.site.http;
      if (!e.site.hasAddress || !http) return out('redirect_to_https.unknown.no_address', []);
      const start = http.start;
      if (http.unreachable === 'refused') {
        // The Observatory passes a site with no plain-HTTP service: there is no page to downgrade to.
        if ((e.site.https?.chain.hops.length ?? 0) > 0)
          return out('redirect_to_https.pass.https_only', refs, { start });
        return out('redirect_to_https.unknown.no_web_server', refs);
      }
      if (http.unreachable === 'error') {
        return out('redirect_to_https.unknown.unreachable', refs, { failure: describeFailure(http) });
      }
      const first = http.chain.hops[0]!;
      if (!isRedirect(first)) {
        const challenge = challengeMarker(first);
        if (challenge) return out('redirect_to_https.unknown.challenge', refs, { start, challenge });
        return out('redirect_to_https.no_redirect', refs, { start, status: first.status });
      }
      const location = firstLocation(first);
      const destination = chainDestination(http);
      if (location === null || destination === null) {
        return out('redirect_to_https.unknown.redirect_unreadable', refs, {
          start,
          error: http.chain.error ?? 'bad Location',
        });
      }
      if (!destination.startsWith('https:')) return out('redirect_to_https.ends_on_http', refs, { start, destination });
      if (location.protocol === 'http:') {
        return out('redirect_to_https.http_first_hop', refs, { start, location: location.href });
      }
      if (location.hostname !== e.domain) {
        return out('redirect_to_https.off_host_first_hop', refs, {
          start,
          location: location.href,
          host: location.host,
        });
      }
      return out('redirect_to_https.pass', refs, {
        start,
        status: first.status,
        location: location.href,
        destination,
        stopped: http.chain.final ? null : String(http.chain.error),
      });
    },
  },
  {
    id: 'hsts',
    title: 'HSTS with max-age of at least six months',
    outcomes: [
      'pass',
      'no_https',
      'missing',
      'certificate_invalid',
      'max_age_zero',
      'invalid',
      'short_max_age',
      'unknown.challenge',
      ...SITE_UNKNOWNS,
    ],
    run(e) {
      const apex = apexHttps(e);
      if ('none' in apex) {
        if (apex.none === 'no_address') return out('hsts.unknown.no_address', []);
        if (apex.none === 'no_https') return out('hsts.no_https', apex.refs);
        return out('hsts.unknown.unreachable', apex.refs, { failure: apex.failure });
      }
      const { hop, refs } = apex;
      const http_hsts = httpHsts(e);
      const url = hop.url;
      const hsts = hstsOf(hop);
      if (hsts === null) {
        const challenge = challengeMarker(hop);
        if (challenge) return out('hsts.unknown.challenge', refs, { url, challenge });
        return out('hsts.missing', refs, { url, http_hsts });
      }
      if (hop.tls && !hop.tls.authorized) {
        return out('hsts.certificate_invalid', refs, { url, error: String(hop.tls.error) });
      }
      if (!hsts.valid || hsts.maxAge === 0) {
        return out(hsts.valid ? 'hsts.max_age_zero' : 'hsts.invalid', refs, {
          url,
          raw: hsts.raw,
          errors: hsts.errors,
          http_hsts,
        });
      }
      const max_age = hsts.maxAge ?? 0;
      if (max_age < HSTS_MIN_MAX_AGE) return out('hsts.short_max_age', refs, { url, max_age, http_hsts });
      return out('hsts.pass', refs, { raw: hsts.raw, max_age, http_hsts });
    },
  },
  {
    id: 'hsts_preload',
    title: 'Eligible for the HSTS preload list',
    outcomes: ['pass', 'not_eligible', 'unknown.subdomain', 'unknown.challenge', ...SITE_UNKNOWNS],
    run(e) {
      if (!e.registrable) return out('hsts_preload.unknown.subdomain', []);
      const apex = apexHttps(e);
      if ('none' in apex) {
        if (apex.none === 'no_address') return out('hsts_preload.unknown.no_address', []);
        if (apex.none === 'no_https') {
          return out('hsts_preload.not_eligible', apex.refs, { problems: ['nothing listens on port 443'] });
        }
        return out('hsts_preload.unknown.unreachable', apex.refs, { failure: apex.failure });
      }
      const { hop, refs } = apex;
      const hsts = hstsOf(hop);
      if (hsts === null && challengeMarker(hop)) return out('hsts_preload.unknown.challenge', refs, { url: hop.url });
      const http = e.site.http;
      const first = http?.chain.hops[0];
      const location = first && isRedirect(first) ? firstLocation(first) : null;
      // null: nothing listens on port 80 (allowed), or port 80 could not be read (judged below).
      const redirectOk = http?.unreachable ? null : location?.protocol === 'https:' && location.hostname === e.domain;
      const problems = preloadProblems({
        hsts,
        certificateValid: hop.tls?.authorized === true,
        httpRedirectsToSameHostHttps: redirectOk,
      });
      if (problems.length > 0) return out('hsts_preload.not_eligible', refs, { problems });
      // A port 80 that timed out hides whether the redirect rule holds.
      if (http?.unreachable === 'error') {
        return out('hsts_preload.unknown.unreachable', refs, { failure: describeFailure(http) });
      }
      return out('hsts_preload.pass', refs);
    },
  },
  MIXED_CONTENT_CHECK,
];
