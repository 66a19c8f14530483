/**
 * The headers module's policy checks over the final page: CSP (header and `<meta>`), clickjacking
 * protection, nosniff, Referrer-Policy and Permissions-Policy. Severities follow the weight the MDN
 * Observatory gives each test: a missing or script-permissive CSP and missing framing protection
 * are medium; the rest are low, because browsers' defaults already cover part of the risk.
 */
import type { Check } from '../module.js';
import { frameAncestors, restrictsBaseUri, restrictsPlugins, scriptWeakness } from './csp.js';
import type { HeadersEvidence } from './headers.collect.js';
import { fail, headerFields, headerList, htmlKey, issue, metaCsp, pass, policiesOf, withPage } from './page-outcome.js';
import { effectiveReferrerPolicy, parsePermissionsPolicy, xFrameOptionsState } from './policy-values.js';

const STRICT_CSP_EXAMPLE =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const withHtml = (url: string) => [htmlKey(url)];

export const POLICY_CHECKS: Check<HeadersEvidence>[] = [
  {
    id: 'csp',
    title: 'Content-Security-Policy restricts scripts',
    run: (e) =>
      withPage(
        e,
        (page, refs, url) => {
          const policies = policiesOf(page);
          const ignoredMeta = metaCsp(page).outsideHead;
          const metaNote =
            ignoredMeta > 0 ? ` ${ignoredMeta} CSP <meta> tag(s) outside <head> are ignored by browsers.` : '';
          if (policies.length === 0) {
            const reportOnly = headerFields(page, 'content-security-policy-report-only').length > 0;
            const what = reportOnly
              ? 'only Content-Security-Policy-Report-Only, which reports violations but blocks nothing'
              : 'no Content-Security-Policy header or <meta>';
            return fail(
              `No CSP is enforced: ${what}.${metaNote}`,
              issue(
                'medium',
                `${url} sends ${what}, so any script an attacker manages to inject will run.`,
                `Send a Content-Security-Policy header that restricts scripts, e.g. "${STRICT_CSP_EXAMPLE}", or a nonce-based policy with 'strict-dynamic'.`,
              ),
              refs,
            );
          }
          const w = scriptWeakness(policies);
          const problems: string[] = [];
          if (w.unrestricted) problems.push('no script-src or default-src, so scripts may come from anywhere');
          else {
            if (w.unsafeInline)
              problems.push("script-src allows 'unsafe-inline' without a nonce, hash or 'strict-dynamic'");
            if (w.broadSources.length > 0) problems.push(`scripts may load from ${w.broadSources.join(' ')}`);
            if (w.unsafeEval) problems.push("script-src allows 'unsafe-eval'");
          }
          const origins = [...new Set(policies.map((p) => p.origin))].join(' and ');
          if (problems.length === 0) {
            return pass(`The CSP (${origins}) restricts scripts.${metaNote}`, refs);
          }
          const onlyEval = problems.length === 1 && w.unsafeEval && !w.unrestricted;
          return fail(
            `The CSP (${origins}) is weak: ${problems.join('; ')}.`,
            issue(
              onlyEval ? 'low' : 'medium',
              `The Content-Security-Policy of ${url} leaves room for injected or string-built scripts: ${problems.join('; ')}.`,
              "Remove 'unsafe-inline' (use nonces or hashes), 'unsafe-eval', wildcards, scheme-only sources (https:, data:) and http:// sources from script-src.",
            ),
            refs,
          );
        },
        withHtml,
      ),
  },
  {
    id: 'csp_hardening',
    title: 'CSP restricts plugins (object-src) and <base> (base-uri)',
    run: (e) =>
      withPage(
        e,
        (page, refs, url) => {
          const policies = policiesOf(page);
          const missing: string[] = [];
          if (!restrictsPlugins(policies)) missing.push("object-src 'none' (or a restrictive default-src)");
          if (!restrictsBaseUri(policies)) missing.push("base-uri 'none' or 'self' (default-src does not cover it)");
          if (missing.length === 0) return pass('The CSP restricts plugins and <base>.', refs);
          const none = policies.length === 0;
          return fail(
            `${none ? 'No CSP, so plugins and <base> are unrestricted; wanted' : 'The CSP lacks'} ${missing.join(' and ')}.`,
            issue(
              'low',
              `${url} ${none ? 'has no CSP, so' : 'has a CSP, but'} plugins and <base> injection are not restricted (missing ${missing.join(' and ')}).`,
              "Add object-src 'none' and base-uri 'none' (or 'self') to the Content-Security-Policy.",
            ),
            refs,
          );
        },
        withHtml,
      ),
  },
  {
    id: 'frame_options',
    title: 'Framing restricted (X-Frame-Options or CSP frame-ancestors)',
    run: (e) =>
      withPage(
        e,
        (page, refs, url) => {
          const policies = policiesOf(page);
          const ancestors = frameAncestors(policies);
          const metaIgnored = policies.some((p) => p.origin === 'meta' && p.ignored.includes('frame-ancestors'));
          const metaNote = metaIgnored ? ' frame-ancestors in a <meta> CSP is ignored by browsers.' : '';
          const remediation =
            "Send Content-Security-Policy: frame-ancestors 'none' (or 'self') as a header, and X-Frame-Options: DENY (or SAMEORIGIN) for older browsers.";
          // HTML spec: when a header CSP has frame-ancestors, browsers ignore X-Frame-Options entirely.
          if (ancestors) {
            if (ancestors.restrictive) {
              return pass(`CSP frame-ancestors ${ancestors.sources.join(' ') || "'none'"} restricts framing.`, refs);
            }
            return fail(
              `CSP frame-ancestors allows ${ancestors.sources.join(' ')}; X-Frame-Options is then ignored.`,
              issue(
                'medium',
                `${url} lets any site frame it (frame-ancestors ${ancestors.sources.join(' ')}), which enables clickjacking.`,
                remediation,
              ),
              refs,
            );
          }
          const xfo = xFrameOptionsState(headerList(page, 'x-frame-options'));
          if (xfo.protects) return pass(`X-Frame-Options ${xfo.display} restricts framing.${metaNote}`, refs);
          const what =
            xfo.display === ''
              ? 'no X-Frame-Options and no CSP frame-ancestors'
              : `X-Frame-Options "${xfo.display}" (${xfo.note})`;
          return fail(
            `Framing is not restricted: ${what}.${metaNote}`,
            issue(
              'medium',
              `${url} can be framed by any site (${what}), which enables clickjacking.${metaNote}`,
              remediation,
            ),
            refs,
          );
        },
        withHtml,
      ),
  },
  {
    id: 'content_type_options',
    title: 'X-Content-Type-Options: nosniff',
    run: (e) =>
      withPage(e, (page, refs, url) => {
        // Fetch spec "determine nosniff": only the first value counts.
        const first = headerList(page, 'x-content-type-options')[0];
        if (first?.toLowerCase() === 'nosniff') return pass('X-Content-Type-Options is nosniff.', refs);
        const seen = first === undefined ? 'no X-Content-Type-Options header' : `X-Content-Type-Options "${first}"`;
        return fail(
          `MIME sniffing is not disabled: ${seen}.`,
          issue(
            'low',
            `${url} sends ${seen}, so browsers may sniff responses into a script or stylesheet type.`,
            'Send X-Content-Type-Options: nosniff on every response.',
          ),
          refs,
        );
      }),
  },
  {
    id: 'referrer_policy',
    title: 'Referrer-Policy does not leak full URLs',
    run: (e) =>
      withPage(
        e,
        (page, refs, url) => {
          const metas = (page.html?.metas ?? []).filter((m) => m.name === 'referrer').map((m) => m.content);
          const policy = effectiveReferrerPolicy(headerList(page, 'referrer-policy'), metas);
          const remediation =
            'Send Referrer-Policy: strict-origin-when-cross-origin (or no-referrer, same-origin, strict-origin).';
          if (policy.kind === 'default') {
            return pass('No Referrer-Policy is set; browsers default to strict-origin-when-cross-origin.', refs);
          }
          if (policy.kind === 'safe')
            return pass(`Referrer-Policy is ${policy.value} (from the ${policy.source}).`, refs);
          if (policy.kind === 'invalid') {
            return fail(
              `Referrer-Policy "${policy.value}" has no valid token; browsers ignore it.`,
              issue(
                'low',
                `${url} sends an invalid Referrer-Policy ("${policy.value}"), so the intended policy is not applied.`,
                remediation,
              ),
              refs,
            );
          }
          return fail(
            `Referrer-Policy is ${policy.value} (from the ${policy.source}).`,
            issue(
              policy.value === 'unsafe-url' ? 'medium' : 'low',
              policy.value === 'unsafe-url'
                ? `${url} uses Referrer-Policy unsafe-url: full URLs, paths and query strings included, go to every site and over plain HTTP.`
                : `${url} uses Referrer-Policy ${policy.value}, which sends ${policy.value === 'no-referrer-when-downgrade' ? 'full URLs to other sites' : 'the origin even to plain-HTTP sites'}.`,
              remediation,
            ),
            refs,
          );
        },
        withHtml,
      ),
  },
  {
    id: 'permissions_policy',
    title: 'Permissions-Policy present',
    run: (e) =>
      withPage(e, (page, refs, url) => {
        const fields = headerFields(page, 'permissions-policy');
        const remediation =
          'Send Permissions-Policy disabling what the site does not use, e.g. "camera=(), microphone=(), geolocation=()".';
        if (fields.length === 0) {
          const legacy = headerFields(page, 'feature-policy').length > 0;
          const seen = legacy ? 'only the deprecated Feature-Policy header' : 'no Permissions-Policy header';
          return fail(
            `${seen[0]!.toUpperCase()}${seen.slice(1)}.`,
            issue(
              'low',
              `${url} sends ${seen}, so embedded content may ask for camera, microphone, location and other powerful features.`,
              remediation,
            ),
            refs,
          );
        }
        const features = parsePermissionsPolicy(fields.join(', '));
        if (features === null) {
          return fail(
            `Permissions-Policy "${fields.join(', ').slice(0, 200)}" does not parse; browsers ignore it.`,
            issue(
              'low',
              `${url} sends a Permissions-Policy that is not a valid structured-field dictionary, so browsers ignore it.`,
              remediation,
            ),
            refs,
          );
        }
        return pass(
          `Permissions-Policy sets ${features.length} feature(s): ${features.slice(0, 10).join(', ')}.`,
          refs,
        );
      }),
  },
];
