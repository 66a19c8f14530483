/**
 * The headers module's policy checks over the final page: CSP (header and `<meta>`), clickjacking
 * protection, nosniff, Referrer-Policy and Permissions-Policy. Wording and severities (the weight the
 * MDN Observatory gives each test) are in headers.findings.ts.
 */
import type { Check } from '../module.js';
import { frameAncestors, restrictsBaseUri, restrictsFormAction, restrictsPlugins, scriptWeakness } from './csp.js';
import type { HeadersEvidence } from './headers.collect.js';
import { HEADERS_FINDINGS } from './headers.findings.js';
import { headerFields, headerList, htmlKey, metaCsp, policiesOf, withPage } from './page-outcome.js';
import { effectiveReferrerPolicy, parsePermissionsPolicy, xFrameOptionsState } from './policy-values.js';

const { out } = HEADERS_FINDINGS;
const withHtml = (url: string) => [htmlKey(url)];
/** What every check of the module can also say (page-outcome.ts withPage). */
export const PAGE_UNKNOWNS = ['unknown.no_page', 'unknown.challenge'] as const;

export const POLICY_CHECKS: Check<HeadersEvidence>[] = [
  {
    id: 'csp',
    title: 'Content-Security-Policy restricts scripts',
    outcomes: ['pass', 'missing', 'report_only', 'weak', 'unsafe_eval', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(
        e,
        'csp',
        (page, refs, url) => {
          const policies = policiesOf(page);
          const ignored_meta = metaCsp(page).outsideHead;
          if (policies.length === 0) {
            const reportOnly = headerFields(page, 'content-security-policy-report-only').length > 0;
            return out(reportOnly ? 'csp.report_only' : 'csp.missing', refs, { url, ignored_meta });
          }
          const w = scriptWeakness(policies);
          const weakness = {
            unrestricted: w.unrestricted,
            unsafe_inline: !w.unrestricted && w.unsafeInline,
            broad_sources: w.unrestricted ? [] : w.broadSources,
            unsafe_eval: !w.unrestricted && w.unsafeEval,
          };
          const origins = [...new Set(policies.map((p) => p.origin))];
          if (
            !weakness.unrestricted &&
            !weakness.unsafe_inline &&
            !weakness.unsafe_eval &&
            !weakness.broad_sources.length
          ) {
            return out('csp.pass', refs, { origins, ignored_meta });
          }
          const onlyEval = weakness.unsafe_eval && !weakness.unsafe_inline && weakness.broad_sources.length === 0;
          return out(onlyEval ? 'csp.unsafe_eval' : 'csp.weak', refs, { ...weakness, url, origins });
        },
        withHtml,
      ),
  },
  {
    id: 'csp_hardening',
    title: 'CSP restricts plugins (object-src), <base> (base-uri) and form targets (form-action)',
    outcomes: ['pass', 'no_csp', 'incomplete', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(
        e,
        'csp_hardening',
        (page, refs, url) => {
          const policies = policiesOf(page);
          const missing = {
            url,
            object_src: !restrictsPlugins(policies),
            base_uri: !restrictsBaseUri(policies),
            form_action: !restrictsFormAction(policies),
          };
          if (!missing.object_src && !missing.base_uri && !missing.form_action) return out('csp_hardening.pass', refs);
          return out(policies.length === 0 ? 'csp_hardening.no_csp' : 'csp_hardening.incomplete', refs, missing);
        },
        withHtml,
      ),
  },
  {
    id: 'frame_options',
    title: 'Framing restricted (X-Frame-Options or CSP frame-ancestors)',
    outcomes: ['pass', 'pass.frame_ancestors', 'frame_ancestors_open', 'missing', 'ineffective', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(
        e,
        'frame_options',
        (page, refs, url) => {
          const policies = policiesOf(page);
          const ancestors = frameAncestors(policies);
          const meta_ignored = policies.some((p) => p.origin === 'meta' && p.ignored.includes('frame-ancestors'));
          // HTML spec: when a header CSP has frame-ancestors, browsers ignore X-Frame-Options entirely.
          if (ancestors) {
            return ancestors.restrictive
              ? out('frame_options.pass.frame_ancestors', refs, { sources: ancestors.sources })
              : out('frame_options.frame_ancestors_open', refs, { url, sources: ancestors.sources });
          }
          const xfo = xFrameOptionsState(headerList(page, 'x-frame-options'));
          if (xfo.protects) return out('frame_options.pass', refs, { value: xfo.display, meta_ignored });
          return out(xfo.display === '' ? 'frame_options.missing' : 'frame_options.ineffective', refs, {
            url,
            value: xfo.display,
            note: xfo.note,
            meta_ignored,
          });
        },
        withHtml,
      ),
  },
  {
    id: 'content_type_options',
    title: 'X-Content-Type-Options: nosniff',
    outcomes: ['pass', 'missing', 'invalid', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(e, 'content_type_options', (page, refs, url) => {
        // Fetch spec "determine nosniff": only the first value counts.
        const first = headerList(page, 'x-content-type-options')[0];
        if (first?.toLowerCase() === 'nosniff') return out('content_type_options.pass', refs);
        if (first === undefined) return out('content_type_options.missing', refs, { url, value: '' });
        return out('content_type_options.invalid', refs, { url, value: first });
      }),
  },
  {
    id: 'referrer_policy',
    title: 'Referrer-Policy does not leak full URLs',
    outcomes: [
      'pass',
      'pass.default',
      'invalid',
      'unsafe_url',
      'no_referrer_when_downgrade',
      'origin_to_http',
      ...PAGE_UNKNOWNS,
    ],
    run: (e) =>
      withPage(
        e,
        'referrer_policy',
        (page, refs, url) => {
          const metas = (page.html?.metas ?? []).filter((m) => m.name === 'referrer').map((m) => m.content);
          const policy = effectiveReferrerPolicy(headerList(page, 'referrer-policy'), metas);
          if (policy.kind === 'default') return out('referrer_policy.pass.default', refs);
          if (policy.kind === 'invalid') return out('referrer_policy.invalid', refs, { url, value: policy.value });
          const { value, source } = policy;
          if (policy.kind === 'safe') return out('referrer_policy.pass', refs, { value, source });
          const code =
            value === 'unsafe-url'
              ? 'referrer_policy.unsafe_url'
              : value === 'no-referrer-when-downgrade'
                ? 'referrer_policy.no_referrer_when_downgrade'
                : 'referrer_policy.origin_to_http';
          return out(code, refs, { url, value, source });
        },
        withHtml,
      ),
  },
  {
    id: 'permissions_policy',
    title: 'Permissions-Policy present',
    outcomes: ['pass', 'missing', 'feature_policy_only', 'invalid', ...PAGE_UNKNOWNS],
    run: (e) =>
      withPage(e, 'permissions_policy', (page, refs, url) => {
        const fields = headerFields(page, 'permissions-policy');
        if (fields.length === 0) {
          const legacy = headerFields(page, 'feature-policy').length > 0;
          return out(legacy ? 'permissions_policy.feature_policy_only' : 'permissions_policy.missing', refs, { url });
        }
        const features = parsePermissionsPolicy(fields.join(', '));
        if (features === null) {
          return out('permissions_policy.invalid', refs, { url, value: fields.join(', ').slice(0, 200) });
        }
        return out('permissions_policy.pass', refs, { count: features.length, features: features.slice(0, 10) });
      }),
  },
];
