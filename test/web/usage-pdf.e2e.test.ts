/**
 * The usage page and the report's PDF in Chromium, against the real service and the lab
 * (browser-kit.ts) with the lab's Stripe stand-in (billing-kit.ts). Usage: the meters and the
 * history table agree with the API, checkout goes to the stand-in and back, the portal, a processor
 * failure in words. The report's PDF downloaded through the session (a real %PDF), and an API error
 * in words. axe at 1280 and 375 px on the report page.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { signUp } from '../helpers/accounts.js';
import { auditPages } from './audit-kit.js';
import { monthTableScrolls, NOTHING_LOADING, useBillingRig } from './billing-kit.js';
import {
  letAMinutePass,
  openPage,
  scanToCompletion,
  scriptErrorsOf,
  signIn,
  textOf,
  uniqueEmail,
} from './browser-kit.js';

describe('the dashboard in Chromium: usage, billing and the PDF', function () {
  this.timeout(240_000);
  const { rig, stripe } = useBillingRig();
  /** For the accessibility audit: an account with a completed scan. */
  const audit: { email?: string; jobId?: number } = {};

  it('usage: meters and the history table agree with the API; upgrade through the stand-in checkout and back; the portal; a processor failure in words', async () => {
    const { base, t } = rig();
    const account = await signUp(t.app, uniqueEmail('usage'));
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, account.email);
      await page.goto('/app/scans');
      await page.getByRole('link', { name: 'Usage', exact: true }).click();
      await page.getByRole('heading', { name: 'Usage and plan', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Your plan: Free' }).waitFor();

      // Each limit: a native meter named by the limit, and the same figures in words beside it.
      const meter = async (name: string) => {
        const bar = page.getByRole('meter', { name });
        const words = await textOf(page.locator('.usage-meter').filter({ has: bar }).locator('.usage-meter-value'));
        // value is a property (what assistive technology reads), not necessarily an attribute.
        const element = `document.getElementById(${JSON.stringify(await bar.getAttribute('id'))})`;
        const [value, max] = await page.evaluate<[string, string]>(
          `[String(${element}.value), String(${element}.max)]`,
        );
        return { value, max, words };
      };
      expect(await meter('Scans this month')).to.deep.equal({ value: '0', max: '10', words: '0 of 10 used' });
      expect(await meter('Monitored domains')).to.deep.equal({ value: '0', max: '1', words: '0 of 1 used' });
      expect(await meter('Active webhook endpoints')).to.deep.equal({ value: '0', max: '1', words: '0 of 1 used' });
      const today = await meter('API requests today');
      expect(today.max).to.equal('5000');
      expect(today.words).to.equal(`${today.value} of 5,000 used`);
      expect(Number(today.value)).to.be.greaterThan(0);

      // The chart and its table: the same six months the API counts (the page's own requests included).
      expect(await page.locator('svg.chart-svg[role="img"]').count()).to.equal(2);
      const history = await context.request.get('/v1/usage/history?months=6', {
        headers: { authorization: `Bearer ${account.apiKey}` },
      });
      const months = ((await history.json()) as { months: { requests: number; scans: number }[] }).months;
      const table = page.getByRole('table', { name: 'Usage per month, the current month last' });
      const rows = table.locator('tbody tr');
      expect(await rows.count()).to.equal(6);
      const current = rows.last();
      const cell = (name: string) => textOf(current.locator('td').nth(['Requests', 'Errors', 'Scans'].indexOf(name)));
      expect(Number((await cell('Requests')).replace(/\D/g, ''))).to.be.greaterThan(0);
      expect(Number((await cell('Requests')).replace(/\D/g, ''))).to.be.at.most(months[5]?.requests ?? 0);
      expect(await cell('Scans')).to.equal('0');
      const chartBars = await page.locator('svg.chart-requests rect.chart-bar').count();
      expect(chartBars).to.equal(6);
      await page.getByRole('heading', { name: 'Requests by API route, last 30 days' }).waitFor();
      await page.getByText('GET /v1/usage/limits').waitFor();

      // Upgrade: checkout at the stand-in, then its success address back to this page.
      letAMinutePass(rig());
      await page.getByLabel('Plan to upgrade to').selectOption('professional');
      await page.getByRole('button', { name: 'Upgrade' }).click();
      await page.getByRole('heading', { name: 'Stand-in checkout' }).waitFor();
      const session = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
      expect(page.url()).to.equal(session.url);
      expect(session).to.include({
        success_url: `${base}/app/usage?checkout=success`,
        cancel_url: `${base}/app/usage?checkout=cancelled`,
      });
      expect((session.metadata as Record<string, string>).plan).to.equal('professional');
      await page.goto(String(session.success_url));
      await page.getByText('Checkout finished. Your plan changes here as soon as').waitFor();
      expect(page.url(), 'the return address is read once').to.equal(`${base}/app/usage`);

      // The customer exists now: the portal opens at the stand-in.
      letAMinutePass(rig());
      await page.getByRole('button', { name: 'Manage billing' }).click();
      await page.getByRole('heading', { name: 'Stand-in billing portal' }).waitFor();
      expect(stripe.requests.some((request) => request.path === '/v1/billing_portal/sessions')).to.equal(true);

      // The processor failing: the API's 503, in words, and the page stays.
      letAMinutePass(rig());
      await page.goto('/app/usage');
      stripe.failNext('/v1/checkout/sessions', 500, 3);
      await page.getByRole('button', { name: 'Upgrade' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'The payment processor could not be reached or refused the request' })
        .waitFor({ timeout: 20_000 });
      expect(page.url()).to.equal(`${base}/app/usage`);
      // The browser logs the 503 it was meant to get; anything else is a fault.
      expect(scriptErrorsOf(page).filter((error) => !/status of 503/.test(error))).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('the report page downloads the PDF through the session (a real PDF), and says why when it cannot', async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('pdf'));
    const other = await signUp(t.app, uniqueEmail('pdf-other'));
    const { id: jobId } = await scanToCompletion(rig(), account.apiKey, 'web-core.test');
    letAMinutePass(rig());
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, account.email);
      await page.goto(`/app/scans/${jobId}`);
      await page.getByRole('heading', { name: 'Report: web-core.test', level: 1 }).waitFor();
      const button = page.getByRole('button', { name: 'Download PDF' });

      // An error in words: the job is, for a moment, another account's (the API's 404).
      await t.db.manager.update(ScanJob, { id: jobId }, { userId: other.id });
      await button.click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'The PDF could not be downloaded: Scan job not found' })
        .waitFor();
      await t.db.manager.update(ScanJob, { id: jobId }, { userId: account.id });

      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await button.click();
      // The first request renders the PDF (Chromium starts, prints; a second or more): the button
      // says so and cannot be pressed twice meanwhile.
      const busy = page.getByRole('button', { name: 'Preparing the PDF…' });
      await busy.waitFor();
      expect(await busy.isDisabled()).to.equal(true);
      const download = await downloading;
      expect(download.suggestedFilename()).to.match(
        /^rampart-security-report-web-core\.test-\d{4}-\d{2}-\d{2}-[A-Z]{2}-[A-Z0-9]{8}\.pdf$/,
      );
      const saved = await download.path();
      const bytes = readFileSync(saved);
      expect(bytes.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
      expect(bytes.length).to.be.greaterThan(10_000);
      await page.getByText(`Downloaded ${download.suggestedFilename()}.`).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'could not be downloaded' }).count()).to.equal(0);
      expect(scriptErrorsOf(page)).to.deep.equal([]);
      audit.jobId = jobId;
      audit.email = account.email;
    } finally {
      await context.close();
    }
  });

  it('axe finds no serious or critical violation on the report page with its PDF button at 1280 and 375 px, none wider than the screen', async () => {
    const { email, jobId } = audit;
    if (!email || !jobId) throw new Error('needs the PDF test: its account and completed scan');
    const found = await auditPages(rig(), email, [`/scans/${jobId}`], {
      loaded: NOTHING_LOADING,
      each: monthTableScrolls,
    });
    expect(found, found.join('\n')).to.deep.equal([]);
  });
});
