/**
 * Shared pieces of the headers checks: the evidence keys, header access on the judged page, and the
 * rule that a missing page or a challenge page makes a check unknown before it judges anything.
 */
import { chainKeys, responseKey } from '../https-enforcement/web-evidence.js';
import type { CheckOutcome } from '../module.js';
import { parseCsp } from './csp.js';
import type { HeadersEvidence, JudgedPage } from './headers.collect.js';
import { HEADERS_FINDINGS, type PAGE_CHECKS } from './headers.findings.js';

export const PAGE_KEY = 'page';
export const htmlKey = (url: string): string => `html:${url}`;
export const corsKey = (url: string): string => `cors:${url}`;

/** Every value of a response header (lower-case name), each field split on commas. */
export function headerList(page: JudgedPage, name: string): string[] {
  return (page.exchange.headers[name] ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
}

/** The header fields as sent (no comma split), for headers whose grammar has commas inside. */
export function headerFields(page: JudgedPage, name: string): string[] {
  return page.exchange.headers[name] ?? [];
}

/** CSP `<meta>` contents that browsers honour (inside `<head>`) and those they ignore. */
export function metaCsp(page: JudgedPage): { honoured: string[]; outsideHead: number } {
  const metas = (page.html?.metas ?? []).filter((m) => m.httpEquiv === 'content-security-policy');
  return {
    honoured: metas.filter((m) => m.inHead).map((m) => m.content),
    outsideHead: metas.filter((m) => !m.inHead).length,
  };
}

export function policiesOf(page: JudgedPage) {
  return parseCsp(headerFields(page, 'content-security-policy'), metaCsp(page).honoured);
}

/**
 * Runs `judge` on the final page, or returns unknown when there is none or it is a WAF challenge.
 * The evidence always names the page record and the judged response; when the page judged is the
 * http:// fallback, the outcome carries `judged_on` and `fallback_reason` (headers.findings.ts says so).
 */
export function withPage(
  e: HeadersEvidence,
  check: (typeof PAGE_CHECKS)[number],
  judge: (page: JudgedPage, refs: string[], url: string) => CheckOutcome,
  extraKeys: (url: string) => string[] = () => [],
): CheckOutcome {
  if (!e.page) {
    return HEADERS_FINDINGS.out(
      `${check}.unknown.no_page`,
      [PAGE_KEY, ...chainKeys(e.site.https), ...chainKeys(e.site.http)],
      { reason: e.noPage ?? 'no page' },
    );
  }
  const url = e.page.exchange.url;
  const refs = [PAGE_KEY, responseKey(url), ...extraKeys(url)];
  if (e.page.challenge) {
    return HEADERS_FINDINGS.out(`${check}.unknown.challenge`, refs, {
      url,
      status: e.page.exchange.status,
      challenge: e.page.challenge,
    });
  }
  const outcome = judge(e.page, refs, url);
  const fallback = e.page.fallbackReason;
  return fallback ? { ...outcome, params: { ...outcome.params, judged_on: url, fallback_reason: fallback } } : outcome;
}
