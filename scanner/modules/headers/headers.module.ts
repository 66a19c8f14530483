/**
 * The headers module: the security headers of the site's final page (MDN Observatory rules), with
 * the redirect chains, the judged response's headers, the `<meta>` policies, the third-party
 * scripts and the CORS probe's answer as evidence.
 */
import { exchangeEvidence, publishChain, responseKey } from '../https-enforcement/web-evidence.js';
import type { ScannerModule } from '../module.js';
import { CROSS_ORIGIN_CHECKS } from './cross-origin.checks.js';
import { collectHeaders, type HeadersEvidence } from './headers.collect.js';
import { HEADERS_FINDINGS } from './headers.findings.js';
import { corsKey, htmlKey, PAGE_KEY } from './page-outcome.js';
import { POLICY_CHECKS } from './policy.checks.js';

/** Meta tags worth showing: the ones that act as policy. */
const POLICY_METAS = new Set(['content-security-policy', 'referrer']);
const MAX_LISTED = 50;

export function publishHeaders(e: HeadersEvidence): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  publishChain(e.site.https, out);
  publishChain(e.site.http, out);
  if (!e.page) {
    out[PAGE_KEY] = { url: null, reason: e.noPage };
    return out;
  }
  const { exchange, html } = e.page;
  out[PAGE_KEY] = {
    url: exchange.url,
    status: exchange.status,
    fallback_reason: e.page.fallbackReason,
    challenge: e.page.challenge,
  };
  out[responseKey(exchange.url)] = exchangeEvidence(exchange);
  if (html) {
    out[htmlKey(exchange.url)] = {
      meta: html.metas
        .filter((m) => POLICY_METAS.has(m.httpEquiv ?? '') || POLICY_METAS.has(m.name ?? ''))
        .map((m) => ({ http_equiv: m.httpEquiv, name: m.name, content: m.content.slice(0, 4096), in_head: m.inHead })),
      scripts: html.scripts.slice(0, MAX_LISTED).map((s) => ({ src: s.resolved ?? s.src, integrity: s.integrity })),
      scripts_total: html.scripts.length,
    };
  } else {
    out[htmlKey(exchange.url)] = { parsed: false, content_type: exchange.headers['content-type']?.[0] ?? null };
  }
  if (e.cors) {
    const probe = e.cors.exchange;
    out[corsKey(exchange.url)] = {
      origin_sent: e.cors.origin,
      status: probe?.status ?? null,
      'access-control-allow-origin': probe?.headers['access-control-allow-origin'] ?? [],
      'access-control-allow-credentials': probe?.headers['access-control-allow-credentials'] ?? [],
      error: e.cors.error,
    };
  }
  return out;
}

export const HEADERS_MODULE: ScannerModule<HeadersEvidence> = {
  name: 'headers',
  collect: collectHeaders,
  publish: publishHeaders,
  checks: [...POLICY_CHECKS, ...CROSS_ORIGIN_CHECKS],
  findings: HEADERS_FINDINGS,
  // Two chains in parallel, then one probe: each request is bounded by the network timeouts.
  timeoutMs: 20_000,
};
