/**
 * What the webhook, usage and PDF browser suites share: the rig with the lab's Stripe stand-in
 * (lab/stripe/) started on loopback before the app, which gets its keys, so the usage page can
 * upgrade and no billing call answers 503; and the usage page's own layout check for the audits.
 */
import type { Page } from 'playwright-core';
import { StripeStandIn } from '../../lab/stripe/stripe-stand-in.js';
import { type Rig, useDashboardRig } from './browser-kit.js';

/** The suite's before/after: the stand-in, then the rig (browser-kit.ts) with its keys and `env`. */
export function useBillingRig(env: Record<string, string> = {}): { rig: () => Rig; stripe: StripeStandIn } {
  const stripe = new StripeStandIn();
  before(async () => {
    await stripe.start();
  });
  after(async () => {
    await stripe.stop();
  });
  const rig = useDashboardRig([], { env: () => ({ ...stripe.env(), ...env }) });
  return { rig, stripe };
}

/** Loaded: no text in <main> says "Loading" (stricter than PAGE_LOADED: any text, not only status notes). */
export const NOTHING_LOADING = "!/Loading/.test(document.querySelector('main')?.textContent ?? 'Loading')";

/** The month table fits its card (a scrolled table hides a column at 375 px): a problem line, or none. */
export async function monthTableScrolls(page: Page, viewport: { width: number }, path: string): Promise<string[]> {
  const hidden = await page.evaluate<number>(
    "Math.max(0, ...[...document.querySelectorAll('.history-card .table-wrap')].map((e) => e.scrollWidth - e.clientWidth))",
  );
  return hidden > 0 ? [`${viewport.width}px ${path}: the month table scrolls by ${hidden} px`] : [];
}
