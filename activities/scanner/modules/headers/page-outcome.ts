/**
 * Shared pieces of the headers checks: the evidence keys, header access on the judged page, and the
 * rule that a missing page or a challenge page makes a check unknown before it judges anything.
 */
import type { Issue, Severity } from '../../../../core/scan-model/report.js';
import { chainKeys, responseKey } from '../https-enforcement/web-evidence.js';
import type { CheckOutcome } from '../module.js';
import { parseCsp } from './csp.js';
import type { HeadersEvidence, JudgedPage } from './headers.collect.js';

export const PAGE_KEY = 'page';
export const htmlKey = (url: string): string => `html:${url}`;
export const corsKey = (url: string): string => `cors:${url}`;

export const unknown = (summary: string, evidence: string[]): CheckOutcome => ({
  status: 'unknown',
  summary,
  evidence,
});
export const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });
export function fail(summary: string, issue: Issue, evidence: string[]): CheckOutcome {
  return { status: 'fail', summary, issue, evidence };
}
export function issue(severity: Severity, finding: string, remediation: string): Issue {
  return { severity, finding, remediation };
}

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

/** ` (judged on http://x/: https://x/ ...)` when the page is the http fallback, else empty. */
export function fallbackNote(page: JudgedPage): string {
  return page.fallbackReason ? ` (judged on ${page.exchange.url} because ${page.fallbackReason})` : '';
}

/**
 * Runs `judge` on the final page, or returns unknown when there is none or it is a WAF challenge.
 * The evidence always names the page record and the judged response, and the summary says when the
 * page judged is the http:// fallback.
 */
export function withPage(
  e: HeadersEvidence,
  judge: (page: JudgedPage, refs: string[], url: string) => CheckOutcome,
  extraKeys: (url: string) => string[] = () => [],
): CheckOutcome {
  if (!e.page) {
    return unknown(`Not judged: ${e.noPage ?? 'no page'}.`, [
      PAGE_KEY,
      ...chainKeys(e.site.https),
      ...chainKeys(e.site.http),
    ]);
  }
  const url = e.page.exchange.url;
  const refs = [PAGE_KEY, responseKey(url), ...extraKeys(url)];
  if (e.page.challenge) {
    return unknown(
      `Not judged: ${url} answered ${e.page.exchange.status} with a WAF/bot challenge (${e.page.challenge}), not the site's page.`,
      refs,
    );
  }
  const outcome = judge(e.page, refs, url);
  return { ...outcome, summary: `${outcome.summary}${fallbackNote(e.page)}` };
}
