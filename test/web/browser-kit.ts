/**
 * The dashboard's browser tests: the real service listening on loopback (SQLite, mail to a loopback
 * SMTP sink, the scanner pointed at the lab on RAMPART_LAB_NET) and Debian's Chromium driven by
 * playwright-core. Builds the dashboard first (a no-op when web/dist is current).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { CORE_FIXTURES } from '../../lab/fixtures/core.fixtures.js';
import { SECURE_FIXTURES } from '../../lab/fixtures/secure.fixtures.js';
import type { LabFixtureSet } from '../../lab/hosts.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { LAB_ZONES } from '../../lab/zones/index.js';
import { ensureDashboardBuilt } from '../../scripts/build-dashboard.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { testDatabases } from '../helpers/databases.js';
import type { ReceivedMail } from '../helpers/mailbox.js';
import { until } from '../helpers/wait.js';

/** Debian's Chromium; CHROMIUM_PATH (the variable PDF rendering reads too) names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/**
 * A page has loaded when no status note in <main> starts with "Loading" (every page's own wording).
 * Only status notes count: a report quotes scanned sites, whose text may say "Loading" anywhere.
 */
export const PAGE_LOADED =
  "document.querySelector('main h1') !== null && ![...document.querySelectorAll('main [role=status]')].some((status) => /^\\s*Loading/.test(status.textContent ?? ''))";

export interface Rig {
  /** http://127.0.0.1:<port>, also the app's PUBLIC_BASE_URL, so mail links point here. */
  base: string;
  t: TestApp;
  lab: Lab;
  browser: Browser;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RigOptions {
  /**
   * Extra app environment (e.g. a Stripe stand-in's keys, a short webhook retry schedule). A
   * function is read when the rig starts, after the suite's earlier `before` hooks (a stand-in's
   * port is known only once it listens).
   */
  env?: Record<string, string> | (() => Record<string, string>);
}

/** The suite's before/after: lab (plus a suite's own `fixtures`), app on a loopback port, browser. */
export function useDashboardRig(fixtures: LabFixtureSet[] = [], options: RigOptions = {}): () => Rig {
  let rig: Rig | undefined;
  before(async function () {
    this.timeout(180_000);
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(
        `Chromium is not at ${CHROMIUM_PATH}: install Debian's chromium (.ci/run does) or set CHROMIUM_PATH`,
      );
    }
    await ensureDashboardBuilt();
    const lab = await startLab({
      fixtures: [CORE_FIXTURES, SECURE_FIXTURES, { zones: [...LAB_ZONES], hosts: [] }, ...fixtures],
    });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const sqlite = testDatabases().find((database) => database.name === 'sqlite')!;
    const env = typeof options.env === 'function' ? options.env() : (options.env ?? {});
    const t = await buildTestApp(sqlite, { ...env, PUBLIC_BASE_URL: base }, [], { scanDeps: labScanDeps(lab) });
    await t.app.listen({ port, host: '127.0.0.1' });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    rig = { base, t, lab, browser };
  });
  after(async function () {
    this.timeout(30_000);
    await rig?.browser.close();
    await rig?.t.close();
    await rig?.lab.stop();
  });
  return () => {
    if (!rig) throw new Error('the rig exists only inside the suite');
    return rig;
  };
}

export async function openPage(rig: Rig, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await rig.browser.newContext({ viewport, baseURL: rig.base });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A CSP violation or a script error shows up in the console: fail loudly rather than render half a page.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (400|401|403|404|409|422|429)/.test(message.text())) {
      errors.push(message.text());
    }
  });
  (page as Page & { scriptErrors: string[] }).scriptErrors = errors;
  return { context, page };
}

export const scriptErrorsOf = (page: Page) => (page as Page & { scriptErrors?: string[] }).scriptErrors ?? [];

/** The body of a mail as a person reads it (quoted-printable soft breaks and =3D undone). */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The first link in a mail that starts with `prefix` (e.g. `http://127.0.0.1:1234/app/verify-email`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}\\?token=[A-Za-z0-9_-]+`).exec(mailText(mail));
  if (!found) throw new Error(`no link ${prefix} in mail:\n${mailText(mail)}`);
  return found[0];
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** An element's text, spaces collapsed (what a person reads, hidden labels included). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}
export const PASSWORD = 'correct horse battery staple';

/** How long a lab scan may take, queued to completed, on a busy machine. */
export const SCAN_TIMEOUT_MS = 45_000;

/**
 * The app's clock is the test's (it only moves when told), and so is the rate limiter's: an
 * account's burst bucket (Free 20, Professional 50) never refills by itself. Pages read several
 * routes each, and a page that polls spends the bucket like a person would over minutes, so a
 * journey moves the clock a minute on between steps, as a person's time would pass. Only between
 * scans: a running scan reads the clock too.
 */
export const letAMinutePass = (rig: Rig) => rig.t.clock.advance(61_000);

/** Signs the page's browser context in through the API (the cookie session), not the form. */
export async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.context().request.post('/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).to.equal(200);
}

/** Logs in through the login form, as a person does; the scans page is where it lands. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/app/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Scans', level: 1 }).waitFor();
}

/**
 * Waits until `expression` is true in the page. Not waitForFunction: after its first check it polls
 * with eval inside the page, which the dashboard's CSP (no 'unsafe-eval') refuses; evaluate runs
 * through the DevTools protocol, outside the CSP's reach.
 */
export const pageSays = (page: Page, expression: string, what: string, timeoutMs = 10_000) =>
  until(what, () => page.evaluate<boolean>(expression), timeoutMs, 100);

/** A full scan of a lab domain through the API with the account's key, waited for until it ends; it must complete. */
export async function scanToCompletion(rig: Rig, apiKey: string, domain: string): Promise<ScanJob> {
  const { t } = rig;
  const queued = await t.app.inject({
    method: 'POST',
    url: '/v1/scan',
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { domain },
  });
  expect(queued.statusCode, queued.body).to.equal(202);
  const jobId = queued.json().job_id as number;
  const job = await until(
    `scan ${jobId} to end`,
    async () => {
      const found = await t.db.manager.findOneByOrFail(ScanJob, { id: jobId });
      return found.status === 'completed' || found.status === 'failed' ? found : undefined;
    },
    SCAN_TIMEOUT_MS,
    200,
  );
  expect(job.status, job.failureReason ?? '').to.equal('completed');
  return job;
}

/** Where screenshots go: DASHBOARD_SCREENSHOTS (docs/screenshots to refresh the README's), else a temp folder. */
export const SCREENSHOT_DIR = process.env.DASHBOARD_SCREENSHOTS ?? join(tmpdir(), 'rampart-dashboard-screenshots');

/** The page (`fullPage`: all of it, at most `maxHeight` px), or one element when `of` is given. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; maxHeight?: number; of?: Locator } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  if (options.of) {
    await options.of.screenshot({ path, animations: 'disabled' });
    return path;
  }
  const fullPage = options.fullPage ?? true;
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  const clip =
    options.maxHeight && fullPage ? { x: 0, y: 0, width, height: Math.min(height, options.maxHeight) } : undefined;
  await page.screenshot({ path, fullPage, clip, animations: 'disabled' });
  return path;
}
