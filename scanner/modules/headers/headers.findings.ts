/**
 * Every outcome of the headers module by code (`headers.<check>.<outcome>`, findings.ts). Severities
 * follow the weight the MDN Observatory gives each test: a missing or script-permissive CSP and
 * missing framing protection are medium; credentialed CORS for any origin is high; the rest are low,
 * because browsers' defaults already cover part of the risk.
 *
 * When the page judged is the http:// fallback, page-outcome.ts adds the `judged_on` and
 * `fallback_reason` params and every summary ends by saying so.
 */
import { defineFindings, each, fail, pass, plural, sentence, unknown } from '../findings.js';
import { CORS_PROBE_ORIGIN } from './headers.collect.js';
import { COEP_VALUES, CORP_VALUES } from './policy-values.js';

/** Every check of the module: each judges the final page, or is unknown without one. */
export const PAGE_CHECKS = [
  'csp',
  'csp_hardening',
  'frame_options',
  'content_type_options',
  'referrer_policy',
  'permissions_policy',
  'coop',
  'corp',
  'coep',
  'cors',
  'subresource_integrity',
] as const;

const STRICT_CSP_EXAMPLE =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** ` 2 CSP <meta> tags outside <head> are ignored by browsers.` when there are any. */
const metaNote = (p: { ignored_meta: number }) =>
  p.ignored_meta > 0
    ? ` ${plural(p.ignored_meta, 'CSP <meta> tag')} outside <head> ${p.ignored_meta === 1 ? 'is' : 'are'} ignored by browsers.`
    : '';
const origins = (p: { origins: string[] }) => p.origins.join(' and ');

type Weakness = { unrestricted: boolean; unsafe_inline: boolean; broad_sources: string[]; unsafe_eval: boolean };
const weaknesses = (p: Weakness) =>
  (p.unrestricted
    ? ['no script-src or default-src, so scripts may come from anywhere']
    : [
        ...(p.unsafe_inline ? ["script-src allows 'unsafe-inline' without a nonce, hash or 'strict-dynamic'"] : []),
        ...(p.broad_sources.length > 0 ? [`scripts may load from ${p.broad_sources.join(' ')}`] : []),
        ...(p.unsafe_eval ? ["script-src allows 'unsafe-eval'"] : []),
      ]
  ).join('; ');
const weakCsp = (severity: 'medium' | 'low') =>
  fail<Weakness & { url: string; origins: string[] }>({
    summary: (p) => `The CSP (${origins(p)}) is weak: ${weaknesses(p)}.`,
    severity,
    finding: (p) =>
      `The Content-Security-Policy of ${p.url} leaves room for injected or string-built scripts: ${weaknesses(p)}.`,
    remediation:
      "Remove 'unsafe-inline' (use nonces or hashes), 'unsafe-eval', wildcards, scheme-only sources (https:, data:) and http:// sources from script-src.",
  });
const noCsp = (what: string) =>
  fail<{ url: string; ignored_meta: number }>({
    summary: (p) => `No CSP is enforced: ${what}.${metaNote(p)}`,
    severity: 'medium',
    finding: (p) => `${p.url} sends ${what}, so any script an attacker manages to inject will run.`,
    remediation: `Send a Content-Security-Policy header that restricts scripts, e.g. "${STRICT_CSP_EXAMPLE}", or a nonce-based policy with 'strict-dynamic'.`,
  });

type Hardening = { url: string; object_src: boolean; base_uri: boolean; form_action?: boolean };
/** Reports stored before form-action was checked have no `form_action` param: it was not asked. */
const unhardened = (p: Hardening) => {
  const wanted = [
    ...(p.object_src ? ["object-src 'none' (or a restrictive default-src)"] : []),
    ...(p.base_uri ? ["base-uri 'none' or 'self' (default-src does not cover it)"] : []),
    ...(p.form_action ? ["form-action 'self' (default-src does not cover it)"] : []),
  ];
  return wanted.length > 1 ? `${wanted.slice(0, -1).join(', ')} and ${wanted.at(-1)}` : (wanted[0] ?? '');
};
const HARDENING_REMEDIATION =
  "Add object-src 'none', base-uri 'none' (or 'self') and form-action 'self' to the Content-Security-Policy.";

const FRAMING_REMEDIATION =
  "Send Content-Security-Policy: frame-ancestors 'none' (or 'self') as a header, and X-Frame-Options: DENY (or SAMEORIGIN) for older browsers.";
const framingMetaNote = (p: { meta_ignored: boolean }) =>
  p.meta_ignored ? ' frame-ancestors in a <meta> CSP is ignored by browsers.' : '';
const unframed = (what: (p: { value: string; note: string }) => string) =>
  fail<{ url: string; value: string; note: string; meta_ignored: boolean }>({
    summary: (p) => `Framing is not restricted: ${what(p)}.${framingMetaNote(p)}`,
    severity: 'medium',
    finding: (p) => `${p.url} can be framed by any site (${what(p)}), which enables clickjacking.${framingMetaNote(p)}`,
    remediation: FRAMING_REMEDIATION,
  });

const sniffable = (seen: (p: { value: string }) => string) =>
  fail<{ url: string; value: string }>({
    summary: (p) => `MIME sniffing is not disabled: ${seen(p)}.`,
    severity: 'low',
    finding: (p) => `${p.url} sends ${seen(p)}, so browsers may sniff responses into a script or stylesheet type.`,
    remediation: 'Send X-Content-Type-Options: nosniff on every response.',
  });

const REFERRER_REMEDIATION =
  'Send Referrer-Policy: strict-origin-when-cross-origin (or no-referrer, same-origin, strict-origin).';
const leakyReferrer = (severity: 'medium' | 'low', finding: (p: { url: string; value: string }) => string) =>
  fail<{ url: string; value: string; source: string }>({
    summary: (p) => `Referrer-Policy is ${p.value} (from the ${p.source}).`,
    severity,
    finding,
    remediation: REFERRER_REMEDIATION,
  });

const PERMISSIONS_REMEDIATION =
  'Send Permissions-Policy disabling what the site does not use, e.g. "camera=(), microphone=(), geolocation=()".';
const noPermissionsPolicy = (seen: string) =>
  fail<{ url: string }>({
    summary: `${sentence(seen)}.`,
    severity: 'low',
    finding: (p) =>
      `${p.url} sends ${seen}, so embedded content may ask for camera, microphone, location and other powerful features.`,
    remediation: PERMISSIONS_REMEDIATION,
  });

const notIsolated = (seen: (p: { value: string }) => string) =>
  fail<{ url: string; value: string }>({
    summary: (p) => `The window is not isolated: ${seen(p)}.`,
    severity: 'low',
    finding: (p) =>
      `${p.url} sends ${seen(p)}, so a cross-site page that opens it (or that it opens) keeps a window handle usable for XS-Leaks and opener navigation.`,
    remediation:
      'Send Cross-Origin-Opener-Policy: same-origin (or same-origin-allow-popups if the site relies on popups such as OAuth).',
  });

/** CORP and COEP: optional, so only a value browsers ignore fails. */
const optionalToken = (label: string, allowed: readonly string[], absent: string) => ({
  'pass.absent': pass(`No ${label} header; ${absent}`),
  pass: pass<{ value: string }>((p) => `${label} is ${p.value}.`),
  invalid: fail<{ url: string; value: string }>({
    summary: (p) => `${label} "${p.value}" is not valid; browsers ignore it.`,
    severity: 'low',
    finding: (p) =>
      `${p.url} sends ${label} "${p.value}", which is not one value among ${allowed.join(', ')}, so browsers ignore it.`,
    remediation: `Send exactly one ${label} header with one of: ${allowed.join(', ')}.`,
  }),
});

const credentialedCors = (how: string) =>
  fail<{ url: string; origin: string }>({
    summary: (p) => `Access-Control-Allow-Origin ${p.origin} with Access-Control-Allow-Credentials: true.`,
    severity: 'high',
    finding: (p) =>
      `${p.url} grants ${how} credentialed CORS access, so any web site can read its responses with the visitor's cookies.`,
    remediation:
      'Allow only an explicit list of trusted origins, and send Access-Control-Allow-Credentials: true only for them; never reflect the Origin header.',
  });

const scripts = (count: number) => plural(count, 'script');

export const HEADERS_FINDINGS = defineFindings(
  'headers',
  {
    ...each(PAGE_CHECKS, {
      'unknown.no_page': unknown<{ reason: string }>((p) => `Not judged: ${p.reason}.`),
      'unknown.challenge': unknown<{ url: string; status: number; challenge: string }>(
        (p) =>
          `Not judged: ${p.url} answered ${p.status} with a WAF/bot challenge (${p.challenge}), not the site's page.`,
      ),
    }),
    'csp.pass': pass<{ origins: string[]; ignored_meta: number }>(
      (p) => `The CSP (${origins(p)}) restricts scripts.${metaNote(p)}`,
    ),
    'csp.missing': noCsp('no Content-Security-Policy header or <meta>'),
    'csp.report_only': noCsp('only Content-Security-Policy-Report-Only, which reports violations but blocks nothing'),
    'csp.weak': weakCsp('medium'),
    'csp.unsafe_eval': weakCsp('low'),
    'csp_hardening.pass': pass('The CSP restricts plugins, <base> and form targets.'),
    'csp_hardening.no_csp': fail<Hardening>({
      summary: (p) => `No CSP, so plugins, <base> and form targets are unrestricted; wanted ${unhardened(p)}.`,
      severity: 'low',
      finding: (p) =>
        `${p.url} has no CSP, so plugins, <base> injection and injected forms posting elsewhere are not restricted (missing ${unhardened(p)}).`,
      remediation: HARDENING_REMEDIATION,
    }),
    'csp_hardening.incomplete': fail<Hardening>({
      summary: (p) => `The CSP lacks ${unhardened(p)}.`,
      severity: 'low',
      finding: (p) =>
        `${p.url} has a CSP, but it leaves injected markup room (missing ${unhardened(p)}): plugins, a <base> that redirects relative URLs, or forms that post to another site.`,
      remediation: HARDENING_REMEDIATION,
    }),
    'frame_options.pass': pass<{ value: string; meta_ignored: boolean }>(
      (p) => `X-Frame-Options ${p.value} restricts framing.${framingMetaNote(p)}`,
    ),
    'frame_options.pass.frame_ancestors': pass<{ sources: string[] }>(
      (p) => `CSP frame-ancestors ${p.sources.join(' ') || "'none'"} restricts framing.`,
    ),
    'frame_options.frame_ancestors_open': fail<{ url: string; sources: string[] }>({
      summary: (p) => `CSP frame-ancestors allows ${p.sources.join(' ')}; X-Frame-Options is then ignored.`,
      severity: 'medium',
      finding: (p) =>
        `${p.url} lets any site frame it (frame-ancestors ${p.sources.join(' ')}), which enables clickjacking.`,
      remediation: FRAMING_REMEDIATION,
    }),
    'frame_options.missing': unframed(() => 'no X-Frame-Options and no CSP frame-ancestors'),
    'frame_options.ineffective': unframed((p) => `X-Frame-Options "${p.value}" (${p.note})`),
    'content_type_options.pass': pass('X-Content-Type-Options is nosniff.'),
    'content_type_options.missing': sniffable(() => 'no X-Content-Type-Options header'),
    'content_type_options.invalid': sniffable((p) => `X-Content-Type-Options "${p.value}"`),
    'referrer_policy.pass': pass<{ value: string; source: string }>(
      (p) => `Referrer-Policy is ${p.value} (from the ${p.source}).`,
    ),
    'referrer_policy.pass.default': pass(
      'No Referrer-Policy is set; browsers default to strict-origin-when-cross-origin.',
    ),
    'referrer_policy.invalid': fail<{ url: string; value: string }>({
      summary: (p) => `Referrer-Policy "${p.value}" has no valid token; browsers ignore it.`,
      severity: 'low',
      finding: (p) =>
        `${p.url} sends an invalid Referrer-Policy ("${p.value}"), so the intended policy is not applied.`,
      remediation: REFERRER_REMEDIATION,
    }),
    'referrer_policy.unsafe_url': leakyReferrer(
      'medium',
      (p) =>
        `${p.url} uses Referrer-Policy unsafe-url: full URLs, paths and query strings included, go to every site and over plain HTTP.`,
    ),
    'referrer_policy.no_referrer_when_downgrade': leakyReferrer(
      'low',
      (p) => `${p.url} uses Referrer-Policy ${p.value}, which sends full URLs to other sites.`,
    ),
    'referrer_policy.origin_to_http': leakyReferrer(
      'low',
      (p) => `${p.url} uses Referrer-Policy ${p.value}, which sends the origin even to plain-HTTP sites.`,
    ),
    'permissions_policy.pass': pass<{ count: number; features: string[] }>(
      (p) => `Permissions-Policy sets ${plural(p.count, 'feature')}: ${p.features.join(', ')}.`,
    ),
    'permissions_policy.missing': noPermissionsPolicy('no Permissions-Policy header'),
    'permissions_policy.feature_policy_only': noPermissionsPolicy('only the deprecated Feature-Policy header'),
    'permissions_policy.invalid': fail<{ url: string; value: string }>({
      summary: (p) => `Permissions-Policy "${p.value}" does not parse; browsers ignore it.`,
      severity: 'low',
      finding: (p) =>
        `${p.url} sends a Permissions-Policy that is not a valid structured-field dictionary, so browsers ignore it.`,
      remediation: PERMISSIONS_REMEDIATION,
    }),
    'coop.pass': pass<{ value: string }>((p) => `Cross-Origin-Opener-Policy is ${p.value}.`),
    'coop.missing': notIsolated(() => 'no Cross-Origin-Opener-Policy header'),
    'coop.unsafe_none': notIsolated(() => 'Cross-Origin-Opener-Policy unsafe-none'),
    'coop.invalid': notIsolated((p) => `an invalid Cross-Origin-Opener-Policy ("${p.value}")`),
    ...each(
      ['corp'],
      optionalToken(
        'Cross-Origin-Resource-Policy',
        CORP_VALUES,
        'optional for an HTML page, which browsers already withhold from cross-origin no-cors reads.',
      ),
    ),
    ...each(
      ['coep'],
      optionalToken(
        'Cross-Origin-Embedder-Policy',
        COEP_VALUES,
        'optional: it is only needed to make the page cross-origin isolated.',
      ),
    ),
    'cors.pass': pass<{ origin: string; credentials: boolean }>(
      (p) =>
        `Access-Control-Allow-Origin ${p.origin}${p.credentials ? ' with credentials' : ', without credentials'}: no credentialed access for an arbitrary origin.`,
    ),
    'cors.pass.no_cors': pass(`No CORS headers in answer to Origin ${CORS_PROBE_ORIGIN}.`),
    'cors.pass.wildcard_with_credentials': pass(
      'Access-Control-Allow-Origin * with credentials: browsers reject that pair, so only uncredentialed reads are allowed.',
    ),
    'cors.any_origin_with_credentials': credentialedCors(`an arbitrary origin (${CORS_PROBE_ORIGIN})`),
    'cors.null_origin_with_credentials': credentialedCors(
      'the origin "null" (which sandboxed frames and data: URLs send)',
    ),
    'cors.unknown.no_answer': unknown<{ url: string; error: string }>(
      (p) => `The CORS probe to ${p.url} got no answer (${p.error}).`,
    ),
    'subresource_integrity.pass': pass<{ count: number }>((p) =>
      p.count === 1
        ? 'The one third-party script carries an integrity attribute.'
        : `All ${p.count} third-party scripts carry an integrity attribute.`,
    ),
    'subresource_integrity.pass.no_third_party': pass('No scripts are loaded from other sites.'),
    'subresource_integrity.pass.not_html': pass('The page is not HTML, so it loads no scripts.'),
    'subresource_integrity.missing': fail<{ url: string; count: number; scripts: string[] }>({
      summary: (p) => `${plural(p.count, 'third-party script')} without integrity: ${p.scripts.join(', ')}.`,
      severity: 'low',
      finding: (p) =>
        `${p.url} loads ${scripts(p.count)} from other sites without Subresource Integrity (${p.scripts.join(', ')}); a compromise of that host runs code in the site.`,
      remediation:
        'Add integrity="sha384-..." and crossorigin="anonymous" to third-party <script> tags, or host the scripts yourself.',
    }),
  },
  {
    summary: (summary, params) =>
      typeof params.fallback_reason === 'string'
        ? `${summary} (judged on ${params.judged_on} because ${params.fallback_reason})`
        : summary,
  },
);
