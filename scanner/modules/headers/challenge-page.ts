/**
 * Recognises a WAF or bot-protection challenge served instead of the site's page. Such a page says
 * nothing about the site's own headers, cookies or markup, so checks that would read them become
 * unknown (never fail): a scanner that blames the site for its CDN's interstitial is guessing.
 */
import type { HttpExchange } from '../../network/http-client.js';

/** Statuses challenge pages use: 403 and 503 (Cloudflare, Akamai, Sucuri), 429, 202 (AWS WAF). */
const CHALLENGE_STATUSES = new Set([202, 403, 405, 429, 503]);

/** Header names (and value patterns) that vendors add only to blocked or challenged responses. */
const HEADER_MARKERS: [string, RegExp][] = [
  ['cf-mitigated', /challenge/i],
  ['x-amzn-waf-action', /challenge|captcha|block/i],
  ['x-datadome', /./],
  ['x-sucuri-block', /./],
  ['x-iinfo', /./],
];

/** Body text specific to challenge and block pages of common vendors. */
const BODY_MARKERS: [string, RegExp][] = [
  ['Cloudflare challenge', /\/cdn-cgi\/challenge-platform\/|cf-chl-|challenges\.cloudflare\.com/i],
  ['Cloudflare block page', /Attention Required! \| Cloudflare|cf-error-details/i],
  ['"Just a moment" interstitial', /<title>\s*Just a moment\.\.\.\s*<\/title>/i],
  ['"Checking your browser" interstitial', /Checking your browser before accessing/i],
  ['Imperva/Incapsula', /_Incapsula_Resource|Incapsula incident ID/i],
  ['DataDome', /captcha-delivery\.com|geo\.captcha-delivery/i],
  ['PerimeterX', /px-captcha|_pxCaptcha|perimeterx/i],
  ['Sucuri firewall', /Sucuri WebSite Firewall/i],
  ['Akamai block page', /<title>\s*Access Denied\s*<\/title>[\s\S]*Reference #\d/i],
  ['AWS WAF', /AwsWafIntegration|awswaf\.com/i],
  ['DDoS-Guard', /ddos-guard/i],
  ['CAPTCHA', /hcaptcha\.com\/1\/api\.js|google\.com\/recaptcha\/api\.js|g-recaptcha/i],
];

/** The vendor marker that identifies `exchange` as a challenge page, or null when it is not one. */
export function challengeMarker(exchange: Pick<HttpExchange, 'status' | 'headers' | 'body'>): string | null {
  if (!CHALLENGE_STATUSES.has(exchange.status)) return null;
  for (const [name, pattern] of HEADER_MARKERS) {
    const value = exchange.headers[name]?.[0];
    if (value !== undefined && pattern.test(value)) return `${name}: ${value.slice(0, 80)}`;
  }
  const head = exchange.body.slice(0, 64 * 1024);
  for (const [label, pattern] of BODY_MARKERS) {
    if (pattern.test(head)) return label;
  }
  return null;
}
