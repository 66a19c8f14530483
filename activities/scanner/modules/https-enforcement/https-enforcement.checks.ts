/**
 * The https_enforcement checks (MDN Observatory "redirection" and "strict-transport-security",
 * hstspreload.org), pure over the collected chains; mixed content is in mixed-content.check.ts.
 * Severities follow the Observatory's weights: no redirect, no HSTS and a final http page are
 * medium; a first hop that stays on http or leaves the host, a short max-age and missing preload
 * eligibility are low.
 */
import type { HttpExchange } from '../../network/http-client.js';
import { challengeMarker } from '../headers/challenge-page.js';
import { fail, issue, pass, unknown } from '../headers/page-outcome.js';
import type { Check, CheckOutcome } from '../module.js';
import { HSTS_MIN_MAX_AGE, type HstsPolicy, parseHsts, preloadProblems } from './hsts.js';
import type { HttpsEvidence } from './https-enforcement.collect.js';
import { MIXED_CONTENT_CHECK } from './mixed-content.check.js';
import { chainDestination, describeFailure } from './web-chains.js';
import { chainKeys } from './web-evidence.js';

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
function apexHttps(e: HttpsEvidence): { hop: HttpExchange; refs: string[] } | CheckOutcome {
  const refs = [...chainKeys(e.site.https), ...chainKeys(e.site.http)];
  const https = e.site.https;
  if (!e.site.hasAddress || !https) return unknown(`${e.domain} has no address, so it has no web site.`, []);
  const hop = https.chain.hops[0];
  if (hop) return { hop, refs };
  const httpAnswers = (e.site.http?.chain.hops.length ?? 0) > 0;
  if (https.unreachable === 'refused' && httpAnswers) {
    return fail(
      `Nothing listens on https://${e.domain}/, so there is no HSTS.`,
      issue(
        'medium',
        `${e.domain} serves plain HTTP only; nothing listens on port 443, so visitors cannot be protected by HTTPS or HSTS.`,
        'Serve the site over HTTPS with a valid certificate, redirect http:// to it and send Strict-Transport-Security.',
      ),
      refs,
    );
  }
  return unknown(`Not judged: ${describeFailure(https)}.`, refs);
}

/** HSTS over plain http is ignored by browsers (RFC 6797 8.1); say so when a site relies on it. */
function httpHstsNote(e: HttpsEvidence): string {
  const sent = (e.site.http?.chain.hops ?? []).some(
    (hop) => hop.url.startsWith('http:') && hop.headers['strict-transport-security'] !== undefined,
  );
  return sent ? ' The plain-HTTP response also sends Strict-Transport-Security, which browsers ignore over HTTP.' : '';
}

function hstsOf(hop: HttpExchange): HstsPolicy | null {
  const value = hop.headers['strict-transport-security']?.[0];
  return value === undefined ? null : parseHsts(value);
}

function preloadFailure(domain: string, problems: string[], refs: string[]): CheckOutcome {
  return fail(
    `Not eligible for HSTS preload: ${problems.join('; ')}.`,
    issue(
      'low',
      `${domain} cannot be added to the browsers' HSTS preload list: ${problems.join('; ')}; first visits stay exposed to downgrade.`,
      'Once every subdomain serves HTTPS, send Strict-Transport-Security: max-age=31536000; includeSubDomains; preload from https://<domain>/ (and its redirects), then submit the domain at hstspreload.org.',
    ),
    refs,
  );
}

const HSTS_REMEDIATION =
  'Send Strict-Transport-Security: max-age=31536000; includeSubDomains (add preload once every subdomain serves HTTPS) on the https responses of the domain itself.';

export const HTTPS_ENFORCEMENT_CHECKS: Check<HttpsEvidence>[] = [
  {
    id: 'redirect_to_https',
    title: 'HTTP redirects to HTTPS on the same host',
    run(e) {
      const refs = [...chainKeys(e.site.http), ...chainKeys(e.site.https)];
      const http = e.site.http;
      if (!e.site.hasAddress || !http) return unknown(`${e.domain} has no address, so it has no web site.`, []);
      const start = http.start;
      if (http.unreachable === 'refused') {
        // The Observatory passes a site with no plain-HTTP service: there is no page to downgrade to.
        if ((e.site.https?.chain.hops.length ?? 0) > 0) {
          return pass(`Nothing listens on ${start}; the site is served over HTTPS only.`, refs);
        }
        return unknown(`No web server answered on port 80 or 443 of ${e.domain}.`, refs);
      }
      if (http.unreachable === 'error') return unknown(`Not judged: ${describeFailure(http)}.`, refs);
      const first = http.chain.hops[0]!;
      if (!isRedirect(first)) {
        const challenge = challengeMarker(first);
        if (challenge) return unknown(`${start} answered with a WAF/bot challenge (${challenge}).`, refs);
        return fail(
          `${start} answers ${first.status} over plain HTTP without redirecting to HTTPS.`,
          issue(
            'medium',
            `${start} serves the site over plain HTTP (status ${first.status}) instead of redirecting to HTTPS, so visitors who type the name stay unencrypted.`,
            `Answer every http:// request with a 301 redirect to the same URL on https://${e.domain}/.`,
          ),
          refs,
        );
      }
      const location = firstLocation(first);
      const destination = chainDestination(http);
      if (location === null || destination === null) {
        return unknown(
          `The redirect from ${start} could not be followed (${http.chain.error ?? 'bad Location'}).`,
          refs,
        );
      }
      if (!destination.startsWith('https:')) {
        return fail(
          `The redirects from ${start} end on ${destination}, not HTTPS.`,
          issue(
            'medium',
            `${start} redirects, but ends on ${destination}, which is still plain HTTP.`,
            `Redirect http:// to https://${e.domain}/.`,
          ),
          refs,
        );
      }
      const broke = http.chain.final ? '' : ` (the chain then stopped: ${http.chain.error})`;
      if (location.protocol === 'http:') {
        return fail(
          `The first redirect from ${start} goes to ${location.href}, still plain HTTP.`,
          issue(
            'low',
            `${start} first redirects to ${location.href} over plain HTTP before reaching HTTPS, an extra unencrypted hop an attacker can rewrite.`,
            `Make the first redirect go straight to https://${e.domain}/.`,
          ),
          refs,
        );
      }
      if (location.hostname !== e.domain) {
        return fail(
          `The first redirect from ${start} leaves for ${location.host} before HTTPS on ${e.domain}.`,
          issue(
            'low',
            `${start} redirects first to ${location.href}, another host, so browsers never receive HSTS for ${e.domain} itself.`,
            `Redirect http://${e.domain}/ to https://${e.domain}/ first; redirect to other hosts only from there.`,
          ),
          refs,
        );
      }
      return pass(`${start} redirects (${first.status}) to ${location.href}, ending at ${destination}${broke}.`, refs);
    },
  },
  {
    id: 'hsts',
    title: 'HSTS with max-age of at least six months',
    run(e) {
      const apex = apexHttps(e);
      if (!('hop' in apex)) return apex;
      const { hop, refs } = apex;
      const note = httpHstsNote(e);
      const hsts = hstsOf(hop);
      if (hsts === null) {
        const challenge = challengeMarker(hop);
        if (challenge) return unknown(`${hop.url} answered with a WAF/bot challenge (${challenge}) and no HSTS.`, refs);
        return fail(
          `${hop.url} sends no Strict-Transport-Security header.${note}`,
          issue(
            'medium',
            `${hop.url} sends no HSTS header, so browsers keep trying plain HTTP first and a network attacker can intercept that.${note}`,
            HSTS_REMEDIATION,
          ),
          refs,
        );
      }
      if (hop.tls && !hop.tls.authorized) {
        return fail(
          `HSTS is sent, but the certificate does not verify (${hop.tls.error}); browsers ignore HSTS then.`,
          issue(
            'medium',
            `Browsers ignore the HSTS header of ${hop.url} because its certificate does not verify (${hop.tls.error}).`,
            'Serve a certificate that verifies for the domain; HSTS only takes effect over a trusted connection.',
          ),
          refs,
        );
      }
      if (!hsts.valid || hsts.maxAge === 0) {
        const why = hsts.valid ? 'max-age=0 tells browsers to forget HSTS' : hsts.errors.join('; ');
        return fail(
          `Strict-Transport-Security "${hsts.raw}" has no effect: ${why}.${note}`,
          issue('medium', `The HSTS header of ${hop.url} ("${hsts.raw}") has no effect: ${why}.`, HSTS_REMEDIATION),
          refs,
        );
      }
      if ((hsts.maxAge ?? 0) < HSTS_MIN_MAX_AGE) {
        return fail(
          `HSTS max-age is ${hsts.maxAge} s, under six months (${HSTS_MIN_MAX_AGE} s).${note}`,
          issue(
            'low',
            `The HSTS max-age of ${hop.url} is ${hsts.maxAge} seconds; protection lapses for visitors who stay away longer than that.`,
            HSTS_REMEDIATION,
          ),
          refs,
        );
      }
      return pass(`Strict-Transport-Security "${hsts.raw}" (max-age ${hsts.maxAge} s).${note}`, refs);
    },
  },
  {
    id: 'hsts_preload',
    title: 'Eligible for the HSTS preload list',
    run(e) {
      if (!e.registrable) {
        return unknown(`Not judged: the preload list takes registrable domains, and ${e.domain} is a subdomain.`, []);
      }
      const apex = apexHttps(e);
      if (!('hop' in apex)) {
        return apex.status === 'fail' ? preloadFailure(e.domain, ['nothing listens on port 443'], apex.evidence) : apex;
      }
      const { hop, refs } = apex;
      const hsts = hstsOf(hop);
      if (hsts === null && challengeMarker(hop)) return unknown(`${hop.url} answered with a WAF/bot challenge.`, refs);
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
      if (problems.length > 0) return preloadFailure(e.domain, problems, refs);
      // A port 80 that timed out hides whether the redirect rule holds.
      if (http?.unreachable === 'error') return unknown(`Not judged: ${describeFailure(http)}.`, refs);
      return pass(`${e.domain} meets the hstspreload.org requirements a scan can see.`, refs);
    },
  },
  MIXED_CONTENT_CHECK,
];
