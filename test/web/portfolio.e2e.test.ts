/**
 * The portfolio page in Chromium, against the real service and the lab (browser-kit.ts): an MSP
 * account imports a CSV of lab client domains from the page (one line refused, in words), lab
 * domains are scanned and one degrades between two scans; the page shows the grade chart, the
 * summary and the table (worst first, unscanned last), narrows it by client and grade through the
 * address, links each domain to its page, and offers the exports. axe and layout at 1280 and 375
 * px; screenshots.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Client } from '../../db/entities/client.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { portfolioDomainNames, portfolioFixtures } from '../../lab/fixtures/portfolio.fixtures.js';
import { MONITOR_FIXTURES, SWITCH_DOMAIN, switchToBad, switchToGood } from '../api/monitoring/monitoring-kit.js';
import { signUp } from '../helpers/accounts.js';
import { until } from '../helpers/wait.js';
import { auditPages } from './audit-kit.js';
import {
  DESKTOP,
  letAMinutePass,
  openPage,
  PHONE,
  type Rig,
  scanToCompletion,
  screenshot,
  scriptErrorsOf,
  signIn,
  textOf,
  uniqueEmail,
  useDashboardRig,
} from './browser-kit.js';

const BOOK = portfolioDomainNames(12);

/** A scan of a monitored lab domain through the API, waited for until the portfolio row shows it. */
async function scanIntoPortfolio(rig: Rig, apiKey: string, userId: number, domain: string): Promise<void> {
  const job = await scanToCompletion(rig, apiKey, domain);
  await until(`${domain} evaluated`, async () => {
    const row = await rig.t.db.manager.findOneBy(MonitoredDomain, { userId, domain });
    return row?.lastJobId === job.id;
  });
  letAMinutePass(rig);
}

const rowsOf = (page: Page) => page.locator('.scan-table tbody tr');

describe('the dashboard: the portfolio in Chromium', function () {
  this.timeout(300_000);
  const rig = useDashboardRig([MONITOR_FIXTURES, portfolioFixtures(BOOK.length)]);
  after(() => switchToGood(rig().lab));
  let email = '';
  let acmeId = 0;

  it('imports a CSV from the page, then shows grades, the worst first, filters and links', async () => {
    const { t, lab } = rig();
    email = uniqueEmail('portfolio');
    const account = await signUp(t.app, email);
    await t.db.manager.update(User, { id: account.id }, { plan: 'msp', subscriptionStatus: 'active' });
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, email);
      await page.goto('/app/portfolio');
      await page.getByRole('heading', { name: 'Portfolio', level: 1 }).waitFor();
      await page.getByText('No monitored domain matches these filters.').waitFor();
      const csv = [
        'domain,client,tags,frequency',
        ...BOOK.map((domain, i) => `${domain},${i % 2 === 0 ? 'Acme Dental' : 'Bravo Law'},prod;eu,daily`),
        `mon-1.test,Acme Dental,prod,daily`,
        `mon-2.test,Bravo Law,,weekly`,
        `${SWITCH_DOMAIN},Acme Dental,mail,daily`,
        'nowhere.test,Bravo Law,,daily',
      ].join('\n');
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import' }).click();
      await page
        .getByText(`Imported: ${BOOK.length + 4} of ${BOOK.length + 4} lines, ${BOOK.length + 3} added, 1 refused.`)
        .waitFor({ timeout: 60_000 });
      await page.getByText('Line 16 (nowhere.test): Could not resolve nowhere.test').waitFor();
      // The table reloads with the imported domains, none scanned yet.
      await page.getByRole('heading', { name: `Domains (${BOOK.length + 3})` }).waitFor();

      for (const domain of ['mon-1.test', 'mon-2.test', SWITCH_DOMAIN]) {
        await scanIntoPortfolio(rig(), account.apiKey, account.id, domain);
      }
      switchToBad(lab);
      await scanIntoPortfolio(rig(), account.apiKey, account.id, SWITCH_DOMAIN);

      await page.reload();
      await page.getByRole('heading', { name: `Domains (${BOOK.length + 3})` }).waitFor();
      const chart = page.getByRole('img', { name: /^Domains by grade: / });
      expect(await chart.getAttribute('aria-label')).to.contain(`Not scanned ${BOOK.length}`);
      // Worst first: the degraded domain heads the table, with its drop and unread alerts.
      const first = rowsOf(page).first();
      await first.getByRole('link', { name: SWITCH_DOMAIN }).waitFor();
      expect(await textOf(first.locator('[data-label="Trend"]'))).to.match(/^Down −\d+$/);
      expect(Number(await textOf(first.locator('[data-label="Unread alerts"]')))).to.be.above(0);
      expect(await textOf(rowsOf(page).last().locator('[data-label="Grade"]'))).to.equal('Not scanned');
      await page.getByText(/Last 7 days: 1 grade drop, 0 rises/).waitFor();

      // Filters go into the address and narrow the table.
      await page.getByLabel('Client').selectOption({ label: 'Bravo Law' });
      await page.waitForURL(/client_id=\d+/);
      await page.getByRole('heading', { name: 'Domains (7)' }).waitFor();
      await page.getByLabel('Grade', { exact: true }).selectOption({ label: 'Not scanned' });
      await page.getByRole('heading', { name: 'Domains (6)' }).waitFor();
      await page.getByLabel('Client').selectOption({ label: 'All clients' });
      await page.getByLabel('Grade', { exact: true }).selectOption({ label: 'All grades' });
      await page.getByLabel('Tag').fill('mail');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('heading', { name: 'Domains (1)' }).waitFor();
      const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      expect(exportHref).to.equal('/v1/portfolio/domains/export?tag=mail');
      const exported = await page.context().request.get(exportHref ?? '');
      expect(exported.status()).to.equal(200);
      expect((await exported.text()).split('\r\n')[1]).to.match(
        new RegExp(`^${SWITCH_DOMAIN},Acme Dental,mail,[A-F],`),
      );
      // Each domain links to its own page.
      await page.getByRole('link', { name: SWITCH_DOMAIN }).click();
      await page.getByRole('heading', { name: SWITCH_DOMAIN, level: 1 }).waitFor();
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("sets a client's scheduled report and sends one now: the PDF arrives by mail", async () => {
    const { t } = rig();
    const owner = await t.db.manager.findOneByOrFail(User, { email });
    const acme = await t.db.manager.findOneByOrFail(Client, { userId: owner.id, name: 'Acme Dental' });
    acmeId = acme.id;
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, email);
      await page.goto(`/app/portfolio?client_id=${acme.id}`);
      await page.getByRole('heading', { name: 'Reports for Acme Dental' }).waitFor();
      expect(await page.getByRole('button', { name: 'Send report now' }).isDisabled()).to.equal(true);
      await page.getByLabel('Scheduled report').selectOption('weekly');
      await page.getByLabel(/^Recipients/).fill('not an address');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Invalid report recipient "not an address": give one e-mail address per entry').waitFor();
      await page.getByLabel(/^Recipients/).fill('owner@acme-dental.example\nit@acme-dental.example');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Report settings saved.').waitFor();
      await page.getByRole('button', { name: 'Send report now' }).click();
      await page
        .getByText(/^Report RP-[A-Z0-9]{8} sent to owner@acme-dental\.example, it@acme-dental\.example\.$/)
        .waitFor({
          timeout: 60_000,
        });
      const mail = await t.mailbox.waitFor('it@acme-dental.example', /application\/pdf/, 10_000);
      expect(mail.raw).to.include('Content-Type: application/pdf');
      const row = page.locator('.client-report-list tbody tr').first();
      expect(await textOf(row.locator('[data-label="Period"]'))).to.equal('Sent on request (last 30 days)');
      const verifyLink = row.getByRole('link', { name: /^Verify RP-/ });
      const href = (await verifyLink.getAttribute('href')) ?? '';
      const verified = await page.context().request.get(new URL(href).pathname);
      expect(verified.status()).to.equal(200);
      expect((await verified.json()).client).to.equal('Acme Dental');
      const pdfHref = (await row.getByRole('link', { name: /^PDF/ }).getAttribute('href')) ?? '';
      const pdf = await page.context().request.get(pdfHref);
      expect(pdf.headers()['content-type']).to.equal('application/pdf');
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('passes axe and fits 1280 and 375 px; screenshots', async () => {
    const found = await auditPages(rig(), email, ['/portfolio', `/portfolio?client_id=${acmeId}`], {
      each: async (page, viewport, path) => {
        await page.getByRole('img', { name: /^Domains by grade: / }).waitFor();
        if (path !== '/portfolio') {
          await page.getByRole('heading', { name: 'Reports for Acme Dental' }).waitFor();
          await page.locator('.client-report-list').waitFor();
          if (viewport === DESKTOP) await screenshot(page, 'portfolio-client-reports', { maxHeight: 2400 });
          return [];
        }
        if (viewport === DESKTOP) await screenshot(page, 'portfolio', { maxHeight: 1800 });
        if (viewport === PHONE) await screenshot(page, 'portfolio-phone', { maxHeight: 2400 });
        return [];
      },
    });
    expect(found, found.join('\n')).to.deep.equal([]);
  });
});
