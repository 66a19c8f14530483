/**
 * The headers module's cross-origin checks: COOP, CORP, COEP, CORS with credentials, and SRI on
 * third-party scripts. COOP, CORP and COEP are optional in the MDN Observatory; here only COOP's
 * absence fails (low): it leaves a window handle that cross-site pages can use for XS-Leaks and
 * opener navigation. CORP on an HTML page adds little (browsers' ORB already withholds HTML from
 * no-cors embedders) and COEP only opts the page itself into cross-origin isolation, so their
 * absence passes and only an invalid value (a policy the owner meant but browsers ignore) fails.
 * Wording: headers.findings.ts.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { Check, CheckOutcome } from '../module.js';
import { CORS_PROBE_ORIGIN, type HeadersEvidence, type JudgedPage } from './headers.collect.js';
import { HEADERS_FINDINGS } from './headers.findings.js';
import { corsKey, headerFields, htmlKey, withPage } from './page-outcome.js';
import { PAGE_UNKNOWNS } from './policy.checks.js';
import { COEP_VALUES, COOP_VALUES, CORP_VALUES, tokenHeader } from './policy-values.js';

const { out } = HEADERS_FINDINGS;

/** A pass for an absent optional header, or a low failure for a value browsers ignore. */
function optionalToken(
  check: 'corp' | 'coep',
  page: JudgedPage,
  refs: string[],
  url: string,
  header: { name: string; allowed: readonly string[]; structured: boolean },
): CheckOutcome {
  const verdict = tokenHeader(headerFields(page, header.name), header.allowed, header.structured);
  if (verdict.kind === 'absent') return out(`${check}.pass.absent`, refs);
  if (verdict.kind === 'valid') return out(`${check}.pass`, refs, { value: verdict.value });
  return out(`${check}.invalid`, refs, { url, value: verdict.value });
}

const OPTIONAL_OUTCOMES = ['pass', 'pass.absent', 'invalid', ...PAGE_UNKNOWNS];

export const CROSS_ORIGIN_CHECKS: Check<HeadersEvidence>[] = [
  {
    id: 'coop',
    title: 'Cross-Origin-Opener-Policy isolates the window',
    outcomes: ['pass', 'missing', 'unsafe_none', 'invalid', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(e, 'coop', (page, refs, url) => {
        const verdict = tokenHeader(headerFields(page, 'cross-origin-opener-policy'), COOP_VALUES, true);
        if (verdict.kind === 'absent') return out('coop.missing', refs, { url, value: '' });
        if (verdict.kind === 'invalid') return out('coop.invalid', refs, { url, value: verdict.value });
        if (verdict.value === 'unsafe-none') return out('coop.unsafe_none', refs, { url, value: verdict.value });
        return out('coop.pass', refs, { value: verdict.value });
      }),
  },
  {
    id: 'corp',
    title: 'Cross-Origin-Resource-Policy valid when set',
    outcomes: OPTIONAL_OUTCOMES,
    run: (e) =>
      withPage(e, 'corp', (page, refs, url) =>
        optionalToken('corp', page, refs, url, {
          name: 'cross-origin-resource-policy',
          allowed: CORP_VALUES,
          structured: false,
        }),
      ),
  },
  {
    id: 'coep',
    title: 'Cross-Origin-Embedder-Policy valid when set',
    outcomes: OPTIONAL_OUTCOMES,
    run: (e) =>
      withPage(e, 'coep', (page, refs, url) =>
        optionalToken('coep', page, refs, url, {
          name: 'cross-origin-embedder-policy',
          allowed: COEP_VALUES,
          structured: true,
        }),
      ),
  },
  {
    id: 'cors',
    title: 'CORS does not grant credentialed access to any origin',
    outcomes: [
      'pass',
      'pass.no_cors',
      'pass.wildcard_with_credentials',
      'any_origin_with_credentials',
      'null_origin_with_credentials',
      'unknown.no_answer',
      ...PAGE_UNKNOWNS,
    ],
    run: (e) =>
      withPage(
        e,
        'cors',
        (_page, refs, url) => {
          const probe = e.cors?.exchange;
          if (!probe) return out('cors.unknown.no_answer', refs, { url, error: e.cors?.error ?? 'not sent' });
          const acao = probe.headers['access-control-allow-origin']?.[0]?.trim() ?? null;
          const credentials = probe.headers['access-control-allow-credentials']?.[0]?.trim().toLowerCase() === 'true';
          if (credentials && acao === 'null')
            return out('cors.null_origin_with_credentials', refs, { url, origin: acao });
          if (credentials && acao === CORS_PROBE_ORIGIN) {
            return out('cors.any_origin_with_credentials', refs, { url, origin: acao });
          }
          // Fetch spec CORS check: with credentials, "*" fails in every browser, so this pair exposes
          // nothing credentialed; it is at most a misconfiguration, not a finding.
          if (acao === '*' && credentials) return out('cors.pass.wildcard_with_credentials', refs);
          if (acao === null) return out('cors.pass.no_cors', refs);
          return out('cors.pass', refs, { origin: acao, credentials });
        },
        (url) => [corsKey(url)],
      ),
  },
  {
    id: 'subresource_integrity',
    title: 'Third-party scripts carry Subresource Integrity',
    outcomes: ['pass', 'pass.no_third_party', 'pass.not_html', 'missing', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(
        e,
        'subresource_integrity',
        (page, refs, url) => {
          if (!page.html) return out('subresource_integrity.pass.not_html', refs);
          const site = organizationalDomain(new URL(url).hostname);
          const external = page.html.scripts.filter((s) => {
            if (!s.resolved) return false;
            const host = new URL(s.resolved).hostname;
            return organizationalDomain(host) !== site;
          });
          const missing = external.filter((s) => (s.integrity ?? '').trim() === '');
          if (missing.length === 0) {
            return external.length === 0
              ? out('subresource_integrity.pass.no_third_party', refs)
              : out('subresource_integrity.pass', refs, { count: external.length });
          }
          return out('subresource_integrity.missing', refs, {
            url,
            count: missing.length,
            scripts: missing.slice(0, 5).map((s) => s.resolved ?? ''),
          });
        },
        (url) => [htmlKey(url)],
      ),
  },
];
