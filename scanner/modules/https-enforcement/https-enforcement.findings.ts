/**
 * Every outcome of the https_enforcement module by code (`https_enforcement.<check>.<outcome>`,
 * findings.ts). Severities follow the MDN Observatory's weights: no redirect, no HSTS and a final
 * http page are medium; a first hop that stays on http or leaves the host, a short max-age and missing
 * preload eligibility are low; active mixed content is high (it can take the page over), passive low.
 */
import { defineFindings, each, fail, pass, plural, unknown } from '../findings.js';
import { HSTS_MIN_MAX_AGE } from './hsts.js';

const HSTS_REMEDIATION =
  'Send Strict-Transport-Security: max-age=31536000; includeSubDomains (add preload once every subdomain serves HTTPS) on the https responses of the domain itself.';

/** Said whenever the plain-HTTP response also sends HSTS (browsers ignore it there, RFC 6797 8.1). */
const httpHsts = (p: { http_hsts: boolean }) =>
  p.http_hsts ? ' The plain-HTTP response also sends Strict-Transport-Security, which browsers ignore over HTTP.' : '';

const noEffect = (why: (p: { errors: string[] }) => string) =>
  fail<{ url: string; raw: string; errors: string[]; http_hsts: boolean }>({
    summary: (p) => `Strict-Transport-Security "${p.raw}" has no effect: ${why(p)}.${httpHsts(p)}`,
    severity: 'medium',
    finding: (p) => `The HSTS header of ${p.url} ("${p.raw}") has no effect: ${why(p)}.`,
    remediation: HSTS_REMEDIATION,
  });

type Reference = { element: string; attribute: string; url: string };
type Mixed = { url: string; active: number; passive: number; references: Reference[] };
const references = (p: Mixed) => p.references.map((r) => `<${r.element} ${r.attribute}> ${r.url}`).join(', ');
const mixedSummary = (p: Mixed) =>
  `${p.active} active and ${p.passive} passive http:// ${p.active + p.passive === 1 ? 'reference' : 'references'}: ${references(p)}.`;

export const HTTPS_ENFORCEMENT_FINDINGS = defineFindings('https_enforcement', {
  ...each(['redirect_to_https', 'hsts', 'hsts_preload'], {
    'unknown.no_address': unknown((p) => `${p.domain} has no address, so it has no web site.`),
    'unknown.unreachable': unknown<{ failure: string }>((p) => `Not judged: ${p.failure}.`),
  }),
  'redirect_to_https.pass': pass<{
    start: string;
    status: number;
    location: string;
    destination: string;
    stopped: string | null;
  }>(
    (p) =>
      `${p.start} redirects (${p.status}) to ${p.location}, ending at ${p.destination}${p.stopped === null ? '' : ` (the chain then stopped: ${p.stopped})`}.`,
  ),
  'redirect_to_https.pass.https_only': pass<{ start: string }>(
    (p) => `Nothing listens on ${p.start}; the site is served over HTTPS only.`,
  ),
  'redirect_to_https.no_redirect': fail<{ start: string; status: number }>({
    summary: (p) => `${p.start} answers ${p.status} over plain HTTP without redirecting to HTTPS.`,
    severity: 'medium',
    finding: (p) =>
      `${p.start} serves the site over plain HTTP (status ${p.status}) instead of redirecting to HTTPS, so visitors who type the name stay unencrypted.`,
    remediation: (p) => `Answer every http:// request with a 301 redirect to the same URL on https://${p.domain}/.`,
  }),
  'redirect_to_https.ends_on_http': fail<{ start: string; destination: string }>({
    summary: (p) => `The redirects from ${p.start} end on ${p.destination}, not HTTPS.`,
    severity: 'medium',
    finding: (p) => `${p.start} redirects, but ends on ${p.destination}, which is still plain HTTP.`,
    remediation: (p) => `Redirect http:// to https://${p.domain}/.`,
  }),
  'redirect_to_https.http_first_hop': fail<{ start: string; location: string }>({
    summary: (p) => `The first redirect from ${p.start} goes to ${p.location}, still plain HTTP.`,
    severity: 'low',
    finding: (p) =>
      `${p.start} first redirects to ${p.location} over plain HTTP before reaching HTTPS, an extra unencrypted hop an attacker can rewrite.`,
    remediation: (p) => `Make the first redirect go straight to https://${p.domain}/.`,
  }),
  'redirect_to_https.off_host_first_hop': fail<{ start: string; location: string; host: string }>({
    summary: (p) => `The first redirect from ${p.start} leaves for ${p.host} before HTTPS on ${p.domain}.`,
    severity: 'low',
    finding: (p) =>
      `${p.start} redirects first to ${p.location}, another host, so browsers never receive HSTS for ${p.domain} itself.`,
    remediation: (p) =>
      `Redirect http://${p.domain}/ to https://${p.domain}/ first; redirect to other hosts only from there.`,
  }),
  'redirect_to_https.unknown.no_web_server': unknown((p) => `No web server answered on port 80 or 443 of ${p.domain}.`),
  'redirect_to_https.unknown.challenge': unknown<{ start: string; challenge: string }>(
    (p) => `${p.start} answered with a WAF/bot challenge (${p.challenge}).`,
  ),
  'redirect_to_https.unknown.redirect_unreadable': unknown<{ start: string; error: string }>(
    (p) => `The redirect from ${p.start} could not be followed (${p.error}).`,
  ),
  'hsts.pass': pass<{ raw: string; max_age: number; http_hsts: boolean }>(
    (p) => `Strict-Transport-Security "${p.raw}" (max-age ${p.max_age} s).${httpHsts(p)}`,
  ),
  'hsts.no_https': fail({
    summary: (p) => `Nothing listens on https://${p.domain}/, so there is no HSTS.`,
    severity: 'medium',
    finding: (p) =>
      `${p.domain} serves plain HTTP only; nothing listens on port 443, so visitors cannot be protected by HTTPS or HSTS.`,
    remediation:
      'Serve the site over HTTPS with a valid certificate, redirect http:// to it and send Strict-Transport-Security.',
  }),
  'hsts.missing': fail<{ url: string; http_hsts: boolean }>({
    summary: (p) => `${p.url} sends no Strict-Transport-Security header.${httpHsts(p)}`,
    severity: 'medium',
    finding: (p) =>
      `${p.url} sends no HSTS header, so browsers keep trying plain HTTP first and a network attacker can intercept that.${httpHsts(p)}`,
    remediation: HSTS_REMEDIATION,
  }),
  'hsts.certificate_invalid': fail<{ url: string; error: string }>({
    summary: (p) => `HSTS is sent, but the certificate does not verify (${p.error}); browsers ignore HSTS then.`,
    severity: 'medium',
    finding: (p) => `Browsers ignore the HSTS header of ${p.url} because its certificate does not verify (${p.error}).`,
    remediation: 'Serve a certificate that verifies for the domain; HSTS only takes effect over a trusted connection.',
  }),
  'hsts.max_age_zero': noEffect(() => 'max-age=0 tells browsers to forget HSTS'),
  'hsts.invalid': noEffect((p) => p.errors.join('; ')),
  'hsts.short_max_age': fail<{ url: string; max_age: number; http_hsts: boolean }>({
    summary: (p) => `HSTS max-age is ${p.max_age} s, under six months (${HSTS_MIN_MAX_AGE} s).${httpHsts(p)}`,
    severity: 'low',
    finding: (p) =>
      `The HSTS max-age of ${p.url} is ${p.max_age} seconds; protection lapses for visitors who stay away longer than that.`,
    remediation: HSTS_REMEDIATION,
  }),
  'hsts.unknown.challenge': unknown<{ url: string; challenge: string }>(
    (p) => `${p.url} answered with a WAF/bot challenge (${p.challenge}) and no HSTS.`,
  ),
  'hsts_preload.pass': pass((p) => `${p.domain} meets the hstspreload.org requirements a scan can see.`),
  'hsts_preload.not_eligible': fail<{ problems: string[] }>({
    summary: (p) => `Not eligible for HSTS preload: ${p.problems.join('; ')}.`,
    severity: 'low',
    finding: (p) =>
      `${p.domain} cannot be added to the browsers' HSTS preload list: ${p.problems.join('; ')}; first visits stay exposed to downgrade.`,
    remediation:
      'Once every subdomain serves HTTPS, send Strict-Transport-Security: max-age=31536000; includeSubDomains; preload from https://<domain>/ (and its redirects), then submit the domain at hstspreload.org.',
  }),
  'hsts_preload.unknown.subdomain': unknown(
    (p) => `Not judged: the preload list takes registrable domains, and ${p.domain} is a subdomain.`,
  ),
  'hsts_preload.unknown.challenge': unknown<{ url: string }>((p) => `${p.url} answered with a WAF/bot challenge.`),
  'mixed_content.pass': pass<{ url: string }>((p) => `${p.url} references no http:// subresources or form targets.`),
  'mixed_content.pass.not_html': pass<{ url: string }>((p) => `${p.url} is not an HTML page.`),
  'mixed_content.pass.upgraded': pass<{ count: number }>(
    (p) =>
      `${plural(p.count, 'http:// reference')}, but CSP upgrade-insecure-requests makes browsers fetch them over HTTPS.`,
  ),
  'mixed_content.active': fail<Mixed>({
    summary: mixedSummary,
    severity: 'high',
    finding: (p) =>
      `${p.url} loads or submits to plain-HTTP URLs from active elements (${references(p)}); an attacker on the network can rewrite them and take over the page.`,
    remediation:
      'Load every script, stylesheet, frame and form target over https://, or add upgrade-insecure-requests to the CSP.',
  }),
  'mixed_content.passive': fail<Mixed>({
    summary: mixedSummary,
    severity: 'low',
    finding: (p) =>
      `${p.url} loads images or media over plain HTTP (${references(p)}), which can be watched or swapped on the network.`,
    remediation: 'Load images and media over https://, or add upgrade-insecure-requests to the CSP.',
  }),
  'mixed_content.unknown.no_page': unknown('No HTTPS page could be read.'),
  'mixed_content.unknown.not_https_page': unknown<{ ended: string }>(
    (p) => `The https chain ends on ${p.ended}, not an https page.`,
  ),
  'mixed_content.unknown.challenge': unknown<{ url: string; challenge: string }>(
    (p) => `${p.url} is a WAF/bot challenge (${p.challenge}), not the site's page.`,
  ),
});
