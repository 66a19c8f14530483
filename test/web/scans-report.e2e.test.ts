/**
 * The dashboard's scans in Chromium, against the real service and the lab (browser-kit.ts): a person
 * signs up, verifies the address from the mail, logs in, scans a lab domain, watches it complete in
 * the list and reads the report (modules, checks, evidence, compliance); the free scan (the
 * attestation asked for, an API error in words, the result); axe at 1280 and 375 px on the public
 * pages and the account's main pages. Screenshots of the pages land in SCREENSHOT_DIR.
 */
import { expect } from 'chai';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { MAIL_FIXTURES } from '../../lab/fixtures/mail.fixtures.js';
import { signUp } from '../helpers/accounts.js';
import { layoutProblems } from './audit-kit.js';
import {
  DESKTOP,
  linkIn,
  logIn,
  openPage,
  PAGE_LOADED,
  PASSWORD,
  PHONE,
  pageSays,
  SCAN_TIMEOUT_MS,
  scanToCompletion,
  screenshot,
  scriptErrorsOf,
  signIn,
  textOf,
  uniqueEmail,
  useDashboardRig,
} from './browser-kit.js';

describe('the dashboard in Chromium: sign-up, scans and the report', function () {
  this.timeout(90_000);
  // The mail lab for mx-nostarttls.test, a mail-only domain whose web modules have nothing to test.
  const rig = useDashboardRig([MAIL_FIXTURES]);

  it('sign up, verify from the mail, log in, scan a lab domain, watch it complete, open its report', async () => {
    const { base, t } = rig();
    const { context, page } = await openPage(rig());
    const email = uniqueEmail('journey');
    try {
      await page.goto('/app/');
      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(`We sent a verification link to ${email}`).waitFor();
      await page.getByText('Please verify your e-mail address').waitFor();

      const mail = await t.mailbox.waitFor(email, /verify-email/);
      const link = linkIn(mail, `${base}/app/verify-email`);
      await page.goto(link);
      await page.getByText(`${email} is confirmed`).waitFor();
      expect(page.url(), 'the token leaves the address bar').to.equal(`${base}/app/verify-email`);

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByText('You are logged out.').waitFor();
      await logIn(page, email);
      expect(await page.getByText('Please verify your e-mail address').count(), 'verified now').to.equal(0);
      // The used link opened again, signed in: one clear state, not "not valid" beside "verified".
      await page.goto(link);
      await page.getByText('Already verified.').waitFor();
      expect(await page.getByText('This link is not valid.').count()).to.equal(0);
      await page.goto('/app/scans');

      await page.getByLabel('Domain to scan').fill('web-core.test');
      await page.getByRole('button', { name: 'Start scan' }).click();
      await page.getByText('Scan of web-core.test queued').waitFor();
      const row = page.getByRole('row').filter({ hasText: 'web-core.test' });
      // The list follows the scan by itself: queued or running first, then completed, no reload.
      await row
        .getByText(/Queued|Running|Completed/)
        .first()
        .waitFor();
      await row.getByText('Completed').waitFor({ timeout: SCAN_TIMEOUT_MS });
      // The notice follows the scan too: it must not still say "queued".
      await page.getByText('Scan of web-core.test completed.').waitFor();
      expect(await page.getByText('Scan of web-core.test queued').count()).to.equal(0);
      const job = await t.db.manager.findOneByOrFail(ScanJob, { domain: 'web-core.test', status: 'completed' });
      expect(job.source, 'a cookie-session scan is a dashboard scan').to.equal('dashboard');
      await screenshot(page, 'scans');

      await row.getByRole('link', { name: /View report/ }).click();
      await page.getByRole('heading', { name: 'Report: web-core.test', level: 1 }).waitFor();
      const grade = await textOf(page.locator('.report-summary .grade'));
      expect(grade).to.match(/^(Grade )?[ABCDF]$/);
      expect(grade.slice(-1)).to.equal(job.result?.grade);
      expect(await textOf(page.locator('.report-summary .score strong'))).to.equal(String(job.result?.score));
      await page.getByRole('heading', { name: 'Modules (15)' }).waitFor();
      await page.getByRole('heading', { name: /^Issues \(\d+\)$/ }).waitFor();
      await page.getByRole('heading', { name: 'Compliance mapping' }).waitFor();
      await page.getByRole('heading', { name: /SOC 2/ }).waitFor();
      await screenshot(page, 'report', { maxHeight: 1150 });

      const headers = page.locator('details.module').filter({ hasText: 'HTTP security headers' });
      await headers.locator('summary').first().click();
      const checks = headers.locator('.check-table tbody tr');
      expect(await checks.count()).to.be.greaterThan(3);
      const results = await headers.locator('.check-table tbody .pill').allTextContents();
      expect(
        results.some((text) => text === 'Fail'),
        `results: ${results}`,
      ).to.equal(true);
      await screenshot(page, 'report-module', { of: headers });
      await headers.getByText(/^Evidence \(\d+\)$/).click();
      expect(await textOf(headers.locator('.evidence pre').first())).to.match(/[{[]/);
      const soc2 = page.locator('.framework').filter({ hasText: 'SOC 2' });
      await soc2.getByText(/^Show the \d+ affected control/).click();
      expect(await soc2.locator('.control-list > li').count()).to.be.greaterThan(0);
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('a mail-only domain: modules with nothing to test read Not assessed with the reason, never a score', async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('not-assessed'));
    const job = await scanToCompletion(rig(), account.apiKey, 'mx-nostarttls.test');
    expect(job.result?.grade).to.be.oneOf(['C', 'D', 'F']);
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, account.email);
      await page.goto(`/app/scans/${job.id}`);
      await page.getByRole('heading', { name: 'Report: mx-nostarttls.test', level: 1 }).waitFor();
      expect(await textOf(page.locator('.report-summary .grade'))).to.match(/^(Grade )?[CDF]$/);
      const ssl = page.locator('#module-ssl');
      expect(await textOf(ssl.locator('.module-score-chip'))).to.equal('Not assessed');
      await ssl.locator('summary').first().click();
      await ssl.getByText('Not assessed: Nothing to test: mx-nostarttls.test has no address.').waitFor();
      expect(await page.locator('.module-score-chip', { hasText: '100/100' }).count()).to.equal(
        job.report!.modules.filter((m) => m.score === 100).length,
      );
      await screenshot(page, 'report-not-assessed', { of: ssl });
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('the free scan: the attestation is asked for, then grade, score and top issues; API errors in words', async () => {
    const { context, page } = await openPage(rig());
    try {
      await page.goto('/app/');
      await page.getByRole('heading', { name: 'How secure is your domain?' }).waitFor();
      await page.getByLabel('Domain', { exact: true }).fill('no-such-host.test');
      await page.getByRole('button', { name: 'Scan for free' }).click();
      await page.getByText('Tick this box to confirm you may scan this domain.').waitFor();
      expect(await page.getByLabel('I am authorized to scan this domain').getAttribute('aria-invalid')).to.equal(
        'true',
      );

      await page.getByLabel('I am authorized to scan this domain').check();
      await page.getByLabel('Basis of authorization').selectOption('written_authorization');
      await page.getByRole('button', { name: 'Scan for free' }).click();
      await page
        .getByRole('alert')
        .getByText(/Could not resolve no-such-host\.test/)
        .waitFor({ timeout: 20_000 });

      await page.getByLabel('Domain', { exact: true }).fill('rampart-secure.test');
      await page.getByRole('button', { name: 'Scan for free' }).click();
      await page.getByRole('heading', { name: 'rampart-secure.test' }).waitFor({ timeout: 30_000 });
      expect(await textOf(page.locator('.result-card .grade'))).to.match(/[ABCDF]$/);
      expect(await textOf(page.locator('.result-card .score'))).to.match(/^Score \d+\/100$/);
      await page.getByRole('heading', { name: 'Top issues' }).waitFor();
      expect(await page.locator('.result-card .module-tile').count()).to.equal(4);
      await screenshot(page, 'landing');
    } finally {
      await context.close();
    }
  });

  it('axe finds no serious or critical violation on the main pages, at desktop and phone widths', async function () {
    this.timeout(180_000);
    const { t } = rig();
    const account = await signUp(t.app);
    const { id: jobId } = await scanToCompletion(rig(), account.apiKey, 'web-core.test');

    const publicPages = [
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email?token=x',
    ];
    const accountPages = ['/scans', `/scans/${jobId}`, '/api-key', '/account'];
    const found: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(rig(), viewport);
      try {
        const audit = async (path: string) => {
          await page.goto(`/app${path}`);
          await page.locator('main h1').waitFor();
          // Generous: on a loaded CI machine the full report (every module's evidence) takes a while.
          await pageSays(page, PAGE_LOADED, `${path} to finish loading`, 60_000);
          if (path.startsWith('/scans/')) {
            await page.getByRole('heading', { name: 'Compliance mapping' }).waitFor();
            await page.locator('details.module summary').first().click();
            await page.locator('details.module .evidence summary').first().click();
          }
          found.push(...(await layoutProblems(page, viewport, path)));
        };
        for (const path of publicPages) await audit(path);
        await context.request.post('/v1/auth/login', { data: { email: account.email, password: PASSWORD } });
        for (const path of accountPages) await audit(path);
        if (viewport === PHONE) {
          await page.goto(`/app/scans/${jobId}`);
          await page.getByRole('heading', { name: 'Compliance mapping' }).waitFor();
          await screenshot(page, 'report-phone', { maxHeight: 1500 });
        }
        expect(scriptErrorsOf(page)).to.deep.equal([]);
      } finally {
        await context.close();
      }
    }
    expect(found, found.join('\n')).to.deep.equal([]);
  });
});
