/**
 * The browser suites' accessibility audits: axe-core's WCAG 2.x A/AA and best-practice rules (serious
 * and critical violations only) and pages wider than the screen, on one page or on an account's
 * pages at both widths (DESKTOP, PHONE).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  letAMinutePass,
  openPage,
  PAGE_LOADED,
  PHONE,
  pageSays,
  type Rig,
  scriptErrorsOf,
  signIn,
} from './browser-kit.js';

const AXE_SOURCE = () => readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core's WCAG 2.x A/AA rules on the page as it is now; only serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // The page's CSP forbids inline script, so axe goes in through the DevTools protocol (bypassCSP
  // would weaken the page under test): evaluate runs outside the CSP's reach.
  await page.evaluate(AXE_SOURCE());
  // Page functions are written as strings: this project's typecheck has no DOM library.
  const violations = await page.evaluate<AxeViolation[]>(`(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  })()`);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * What the accessibility audits report of the page as it is now, one line each, prefixed with the
 * width and the path: axe's serious and critical violations, and a page wider than the screen.
 */
export async function layoutProblems(page: Page, viewport: { width: number }, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const violation of await seriousViolations(page)) {
    found.push(
      `${viewport.width}px ${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.targets.slice(0, 3).join(', ')}`,
    );
  }
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  if (overflow > 0) found.push(`${viewport.width}px ${path}: ${overflow} px wider than the screen`);
  return found;
}

export interface AuditOptions {
  /** When a page counts as loaded (an expression evaluated in it); PAGE_LOADED unless given. */
  loaded?: string;
  /** Runs after a page's audit (a screenshot, a check of the suite's own); returns more problems, if any. */
  each?: (page: Page, viewport: { width: number; height: number }, path: string) => Promise<string[] | undefined>;
}

/**
 * The accessibility audit of an account's pages at 1280 and 375 px: for each width a fresh context
 * signed in as `email` (a minute on first, as the pages spend the rate limiter's bucket), each page
 * opened and waited for, then its layoutProblems and what `each` adds. No script error on the way.
 * Returns the problems, one line each.
 */
export async function auditPages(
  rig: Rig,
  email: string,
  paths: readonly string[],
  options: AuditOptions = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    letAMinutePass(rig);
    const { context, page } = await openPage(rig, viewport);
    try {
      await signIn(page, email);
      for (const path of paths) {
        await page.goto(`/app${path}`);
        await page.locator('main h1').waitFor();
        await pageSays(page, options.loaded ?? PAGE_LOADED, `${path} loaded`);
        found.push(...(await layoutProblems(page, viewport, path)));
        found.push(...((await options.each?.(page, viewport, path)) ?? []));
      }
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  }
  return found;
}
