/**
 * The headers module's cross-origin checks: COOP, CORP, COEP, CORS with credentials, and SRI on
 * third-party scripts. COOP, CORP and COEP are optional in the MDN Observatory; here only COOP's
 * absence fails (low): it leaves a window handle that cross-site pages can use for XS-Leaks and
 * opener navigation. CORP on an HTML page adds little (browsers' ORB already withholds HTML from
 * no-cors embedders) and COEP only opts the page itself into cross-origin isolation, so their
 * absence passes and only an invalid value (a policy the owner meant but browsers ignore) fails.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { Check, CheckOutcome } from '../module.js';
import { CORS_PROBE_ORIGIN, type HeadersEvidence, type JudgedPage } from './headers.collect.js';
import { corsKey, fail, headerFields, htmlKey, issue, pass, unknown, withPage } from './page-outcome.js';
import { COEP_VALUES, COOP_VALUES, CORP_VALUES, tokenHeader } from './policy-values.js';

/** A pass for an absent optional header, or a low failure for a value browsers ignore. */
function optionalToken(
  page: JudgedPage,
  refs: string[],
  url: string,
  header: { name: string; label: string; allowed: readonly string[]; parameters: boolean; absent: string },
): CheckOutcome {
  const verdict = tokenHeader(headerFields(page, header.name), header.allowed, header.parameters);
  if (verdict.kind === 'absent') return pass(`No ${header.label} header; ${header.absent}`, refs);
  if (verdict.kind === 'valid') return pass(`${header.label} is ${verdict.value}.`, refs);
  return fail(
    `${header.label} "${verdict.value}" is not valid; browsers ignore it.`,
    issue(
      'low',
      `${url} sends ${header.label} "${verdict.value}", which is not one value among ${header.allowed.join(', ')}, so browsers ignore it.`,
      `Send exactly one ${header.label} header with one of: ${header.allowed.join(', ')}.`,
    ),
    refs,
  );
}

export const CROSS_ORIGIN_CHECKS: Check<HeadersEvidence>[] = [
  {
    id: 'coop',
    title: 'Cross-Origin-Opener-Policy isolates the window',
    run: (e) =>
      withPage(e, (page, refs, url) => {
        const verdict = tokenHeader(headerFields(page, 'cross-origin-opener-policy'), COOP_VALUES, true);
        if (verdict.kind === 'valid' && verdict.value !== 'unsafe-none') {
          return pass(`Cross-Origin-Opener-Policy is ${verdict.value}.`, refs);
        }
        const seen =
          verdict.kind === 'absent'
            ? 'no Cross-Origin-Opener-Policy header'
            : verdict.kind === 'valid'
              ? 'Cross-Origin-Opener-Policy unsafe-none'
              : `an invalid Cross-Origin-Opener-Policy ("${verdict.value}")`;
        return fail(
          `The window is not isolated: ${seen}.`,
          issue(
            'low',
            `${url} sends ${seen}, so a cross-site page that opens it (or that it opens) keeps a window handle usable for XS-Leaks and opener navigation.`,
            'Send Cross-Origin-Opener-Policy: same-origin (or same-origin-allow-popups if the site relies on popups such as OAuth).',
          ),
          refs,
        );
      }),
  },
  {
    id: 'corp',
    title: 'Cross-Origin-Resource-Policy valid when set',
    run: (e) =>
      withPage(e, (page, refs, url) =>
        optionalToken(page, refs, url, {
          name: 'cross-origin-resource-policy',
          label: 'Cross-Origin-Resource-Policy',
          allowed: CORP_VALUES,
          parameters: false,
          absent: 'optional for an HTML page, which browsers already withhold from cross-origin no-cors reads.',
        }),
      ),
  },
  {
    id: 'coep',
    title: 'Cross-Origin-Embedder-Policy valid when set',
    run: (e) =>
      withPage(e, (page, refs, url) =>
        optionalToken(page, refs, url, {
          name: 'cross-origin-embedder-policy',
          label: 'Cross-Origin-Embedder-Policy',
          allowed: COEP_VALUES,
          parameters: true,
          absent: 'optional: it is only needed to make the page cross-origin isolated.',
        }),
      ),
  },
  {
    id: 'cors',
    title: 'CORS does not grant credentialed access to any origin',
    run: (e) =>
      withPage(
        e,
        (_page, refs, url) => {
          const probe = e.cors?.exchange;
          if (!probe) return unknown(`The CORS probe to ${url} got no answer (${e.cors?.error ?? 'not sent'}).`, refs);
          const acao = probe.headers['access-control-allow-origin']?.[0]?.trim() ?? null;
          const credentials = probe.headers['access-control-allow-credentials']?.[0]?.trim().toLowerCase() === 'true';
          if (credentials && (acao === CORS_PROBE_ORIGIN || acao === 'null')) {
            const how =
              acao === 'null'
                ? 'the origin "null" (which sandboxed frames and data: URLs send)'
                : `an arbitrary origin (${CORS_PROBE_ORIGIN})`;
            return fail(
              `Access-Control-Allow-Origin ${acao} with Access-Control-Allow-Credentials: true.`,
              issue(
                'high',
                `${url} grants ${how} credentialed CORS access, so any web site can read its responses with the visitor's cookies.`,
                'Allow only an explicit list of trusted origins, and send Access-Control-Allow-Credentials: true only for them; never reflect the Origin header.',
              ),
              refs,
            );
          }
          // Fetch spec CORS check: with credentials, "*" fails in every browser, so this pair exposes
          // nothing credentialed; it is at most a misconfiguration, not a finding.
          if (acao === '*' && credentials) {
            return pass(
              'Access-Control-Allow-Origin * with credentials: browsers reject that pair, so only uncredentialed reads are allowed.',
              refs,
            );
          }
          if (acao === null) return pass(`No CORS headers in answer to Origin ${CORS_PROBE_ORIGIN}.`, refs);
          return pass(
            `Access-Control-Allow-Origin ${acao}${credentials ? ' with credentials' : ', without credentials'}: no credentialed access for an arbitrary origin.`,
            refs,
          );
        },
        (url) => [corsKey(url)],
      ),
  },
  {
    id: 'subresource_integrity',
    title: 'Third-party scripts carry Subresource Integrity',
    run: (e) =>
      withPage(
        e,
        (page, refs, url) => {
          if (!page.html) return pass('The page is not HTML, so it loads no scripts.', refs);
          const site = organizationalDomain(new URL(url).hostname);
          const external = page.html.scripts.filter((s) => {
            if (!s.resolved) return false;
            const host = new URL(s.resolved).hostname;
            return organizationalDomain(host) !== site;
          });
          const missing = external.filter((s) => (s.integrity ?? '').trim() === '');
          if (missing.length === 0) {
            return pass(
              external.length === 0
                ? 'No scripts are loaded from other sites.'
                : `All ${external.length} third-party script(s) carry an integrity attribute.`,
              refs,
            );
          }
          const list = missing
            .slice(0, 5)
            .map((s) => s.resolved)
            .join(', ');
          return fail(
            `${missing.length} third-party script(s) without integrity: ${list}.`,
            issue(
              'low',
              `${url} loads ${missing.length} script(s) from other sites without Subresource Integrity (${list}); a compromise of that host runs code in the site.`,
              'Add integrity="sha384-..." and crossorigin="anonymous" to third-party <script> tags, or host the scripts yourself.',
            ),
            refs,
          );
        },
        (url) => [htmlKey(url)],
      ),
  },
];
