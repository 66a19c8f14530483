/**
 * The monitoring and alert pages in Chromium, against the real service and the lab (browser-kit.ts)
 * with the monitoring lab's switchable domain: a person on a paid, active plan adds a lab domain,
 * scans it now, the lab domain degrades (good to bad: SPF +all, DMARC p=none), scan now again, and
 * the alerts appear on the alerts page; one is marked read (by keyboard), the filters narrow the
 * list, the rest are marked read. On the Free plan: a 422 next to its field, the plan gate's 403 in
 * words with the plan page's link, the badge published (hidden until the domain's ownership is
 * verified by the TXT record the page shows and "Check now"), its snippets and a preview that loads,
 * unpublished, the domain removed, an alert type turned off in the preferences. axe on the new pages at 1280 and 375 px. Screenshots.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Alert } from '../../db/entities/alert.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { MONITOR_FIXTURES, SWITCH_DOMAIN, switchToBad, switchToGood } from '../api/monitoring/monitoring-kit.js';
import { publishTxt } from '../api/monitoring/ownership-kit.js';
import { signUp } from '../helpers/accounts.js';
import { until } from '../helpers/wait.js';
import { auditPages } from './audit-kit.js';
import {
  DESKTOP,
  letAMinutePass,
  openPage,
  PHONE,
  pageSays,
  type Rig,
  SCAN_TIMEOUT_MS,
  screenshot,
  scriptErrorsOf,
  signIn,
  textOf,
  uniqueEmail,
  useDashboardRig,
} from './browser-kit.js';

/** The badge preview's image has loaded (the CSP's img-src allows it; a 404 has no natural width). */
const BADGE_LOADED =
  "(() => { const img = document.querySelector('.badge-preview img'); return !!img && img.complete && img.naturalWidth > 0; })()";

/** Clicks "Scan now" for the domain in the list and waits for the job it queued to be evaluated for alerts. */
async function scanNowInList(rig: Rig, page: Page, domainId: number, domain: string): Promise<ScanJob> {
  const { t } = rig;
  const before = (await t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId })).lastEvaluatedJobId ?? 0;
  const row = page.getByRole('row').filter({ hasText: domain });
  await row.getByRole('button', { name: `Scan now ${domain}` }).click();
  await page.getByText(`Scan of ${domain} queued`).waitFor();
  // The row follows the job by itself, then reloads the domain with its new grade.
  await row.getByText('Completed').waitFor({ timeout: SCAN_TIMEOUT_MS });
  const job = await t.db.manager.findOneOrFail(ScanJob, {
    where: { domain, source: 'monitor' },
    order: { id: 'DESC' },
  });
  expect(job.id).to.be.greaterThan(before);
  expect(job.status, job.failureReason ?? '').to.equal('completed');
  await row.getByText(`${job.result?.score}/100`).waitFor();
  await page.getByText(`Scan of ${domain} completed: grade ${job.result?.grade}, ${job.result?.score}/100.`).waitFor();
  await until(
    'the scan to be evaluated for alerts',
    async () => (await t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId })).lastEvaluatedJobId === job.id,
  );
  letAMinutePass(rig);
  return job;
}

describe('the dashboard: monitoring and alerts in Chromium', function () {
  this.timeout(240_000);
  const rig = useDashboardRig([MONITOR_FIXTURES]);
  /** The degraded domain's account, for the accessibility audit of pages with content. */
  let degraded: { email: string; apiKey: string; domainId: number } | undefined;

  afterEach(() => switchToGood(rig().lab));

  it('a paid account adds a lab domain, it degrades, scan now: the alerts show; mark read, filters, mark all read', async () => {
    const { t, lab } = rig();
    const account = await signUp(t.app, uniqueEmail('monitor'));
    await t.db.manager.update(User, { id: account.id }, { plan: 'professional', subscriptionStatus: 'active' });
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, account.email);
      await page.goto('/app/scans');
      await page.getByRole('link', { name: 'Monitoring' }).click();
      await page.getByRole('heading', { name: 'Monitoring', level: 1 }).waitFor();
      await page.getByText('0 of 50 domain slots used.').waitFor();
      await page.getByText('No monitored domains yet').waitFor();

      await page.getByLabel('Domain to monitor').fill(SWITCH_DOMAIN);
      // Weekly: the schedule's own first run is days away, so every scan here is a "scan now".
      await page.getByLabel('Scan frequency').selectOption('weekly');
      await page.getByLabel('Score drop that raises an alert (points)').fill('5');
      await page.getByRole('button', { name: 'Start monitoring' }).click();
      await page.getByText(`${SWITCH_DOMAIN} is monitored, weekly.`).waitFor();
      const monitored = await t.db.manager.findOneByOrFail(MonitoredDomain, { userId: account.id });
      expect(monitored).to.include({ domain: SWITCH_DOMAIN, scanFrequency: 'weekly', alertThreshold: 5 });
      const row = page.getByRole('row').filter({ hasText: SWITCH_DOMAIN });
      await row.getByText('Not scanned yet').waitFor();
      await page.getByText('1 of 50 domain slots used.').waitFor();

      // The baseline must know SPF and DMARC (a DNS module that timed out on a loaded machine knows
      // nothing, and unknown is never a change): scan again until it does, at most three times.
      const knowsMailAuth = async () => {
        const facts =
          (await t.db.manager.findOneByOrFail(MonitoredDomain, { id: monitored.id })).alertState?.facts ?? {};
        return facts.spf === 'v=spf1 mx -all' && typeof facts.dmarc === 'string';
      };
      const baseline = await scanNowInList(rig(), page, monitored.id, SWITCH_DOMAIN);
      // The letter, and in words (for screen readers) whether it is provisional (docs/scoring.md).
      const provisional = baseline.result?.grade_provisional
        ? ` \\(provisional: ${baseline.result.assessment} assessment\\)`
        : '';
      expect(await textOf(row.locator('.grade'))).to.match(new RegExp(`${baseline.result?.grade}${provisional}$`));
      for (let attempt = 0; attempt < 2 && !(await knowsMailAuth()); attempt++) {
        await scanNowInList(rig(), page, monitored.id, SWITCH_DOMAIN);
      }
      expect(await knowsMailAuth(), 'the baseline knows SPF and DMARC').to.equal(true);
      expect(await t.db.manager.countBy(Alert, { domainId: monitored.id }), 'the baseline raises nothing').to.equal(0);
      await screenshot(page, 'monitoring');

      switchToBad(lab);
      await scanNowInList(rig(), page, monitored.id, SWITCH_DOMAIN);
      const raised = await until('the alerts of the degraded domain', async () => {
        const rows = await t.db.manager.find(Alert, { where: { domainId: monitored.id }, order: { id: 'DESC' } });
        return rows.some((alert) => alert.alertType === 'critical_issue') ? rows : undefined;
      });

      await page.getByRole('link', { name: 'Alerts', exact: true }).click();
      await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
      const items = page.getByRole('list', { name: 'Alerts, newest first' }).getByRole('listitem');
      await page.getByRole('heading', { name: `All alerts (${raised.length})` }).waitFor();
      expect(await items.count()).to.equal(raised.length);
      for (const [index, alert] of raised.entries()) {
        const item = items.nth(index);
        expect(await textOf(item.locator('.alert-title'))).to.equal(alert.title);
        expect(await textOf(item))
          .to.include(alert.message)
          .and.include('Unread');
      }
      const stat = (name: string) => textOf(page.locator('.alert-stats > div').filter({ hasText: name }).locator('dd'));
      expect(await stat('Unread')).to.equal(String(raised.length));
      const critical = raised.filter((alert) => alert.severity === 'critical');
      expect(critical.length, 'SPF +all is a critical issue').to.be.greaterThan(0);
      expect(await stat('Critical')).to.equal(String(critical.length));
      const spf = raised.find((alert) => alert.alertType === 'config_change' && alert.oldValue === 'v=spf1 mx -all');
      expect(spf, 'the SPF change').to.exist;
      const spfItem = items.filter({ hasText: spf?.title ?? '' });
      expect(await textOf(spfItem.locator('.alert-change'))).to.equal('Was v=spf1 mx -all now v=spf1 +all');
      await screenshot(page, 'alerts', { maxHeight: 1400 });

      // Mark one read with the keyboard: its button is a real button in the tab order.
      const first = items.first();
      await first.getByRole('button', { name: /^Mark read/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(`Marked read: ${raised[0]?.title}`).waitFor();
      expect(await first.getByText('Unread').count()).to.equal(0);
      expect((await t.db.manager.findOneByOrFail(Alert, { id: raised[0]?.id })).read).to.equal(true);
      await page
        .locator('.alert-stats > div')
        .filter({ hasText: 'Unread' })
        .getByText(String(raised.length - 1))
        .waitFor();

      // Filters: severity, then type, then unread only; each narrows the list to what the API holds.
      await page.getByLabel('Severity', { exact: true }).selectOption('critical');
      await page.getByRole('heading', { name: `Matching alerts (${critical.length})` }).waitFor();
      expect(page.url()).to.match(/\/app\/alerts\?severity=critical$/);
      expect(await items.locator('.severity-critical').count()).to.equal(critical.length);
      await page.getByLabel('Severity', { exact: true }).selectOption('');
      await page.getByLabel('Type', { exact: true }).selectOption('config_change');
      const changes = raised.filter((alert) => alert.alertType === 'config_change');
      await page.getByRole('heading', { name: `Matching alerts (${changes.length})` }).waitFor();
      expect(await items.locator('.type-pill').allTextContents()).to.deep.equal(
        changes.map(() => 'Configuration change'),
      );
      await page.getByLabel('Type', { exact: true }).selectOption('');
      await page.getByLabel('Show', { exact: true }).selectOption('unread');
      await page.getByRole('heading', { name: `Matching alerts (${raised.length - 1})` }).waitFor();
      await page.getByLabel('Domain', { exact: true }).selectOption({ label: SWITCH_DOMAIN });
      await page.getByRole('heading', { name: `Matching alerts (${raised.length - 1})` }).waitFor();

      await page.getByRole('button', { name: 'Mark matching alerts read' }).click();
      await page.getByText(`${raised.length - 1} alert${raised.length - 1 === 1 ? '' : 's'} marked read.`).waitFor();
      await page.getByText('No alert matches these filters.').waitFor();
      expect(await t.db.manager.countBy(Alert, { domainId: monitored.id, read: false })).to.equal(0);
      expect(await stat('Unread')).to.equal('0');
      expect(scriptErrorsOf(page)).to.deep.equal([]);
      degraded = { email: account.email, apiKey: account.apiKey, domainId: monitored.id };
    } finally {
      await context.close();
    }
  });

  it('Free plan: a 422 by its field, the plan gate in words with a link, the badge and its snippets, removal, preferences', async () => {
    const { base, t } = rig();
    const account = await signUp(t.app, uniqueEmail('badge'));
    const { context, page } = await openPage(rig());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    try {
      await signIn(page, account.email);
      await page.goto('/app/monitoring');
      await page.getByText('0 of 1 domain slots used.').waitFor();
      // By keyboard: type the domain, then Enter submits the form.
      await page.getByLabel('Domain to monitor').focus();
      await page.keyboard.type('mon-1.test');
      const threshold = page.getByLabel('Score drop that raises an alert (points)');
      await threshold.fill('0');
      await page.keyboard.press('Enter');
      await page.locator('.field-error').getByText('Must be at least 1').waitFor();
      expect(await threshold.getAttribute('aria-invalid')).to.equal('true');
      const describedBy = (await threshold.getAttribute('aria-describedby')) ?? '';
      expect(await textOf(page.locator(`[id="${describedBy.split(' ').pop()}"]`))).to.equal('Must be at least 1');
      await threshold.fill('10');
      await page.keyboard.press('Enter');
      await page.getByText('mon-1.test is monitored, daily.').waitFor();

      // One slot on Free: a second domain is refused with the API's words and the plan page's link.
      await page.getByLabel('Domain to monitor').fill('mon-2.test');
      await page.getByRole('button', { name: 'Start monitoring' }).click();
      const limit = page.getByRole('alert').filter({ hasText: 'Domain limit reached' });
      await limit.waitFor();
      expect(await limit.getByRole('link', { name: 'See your plan and usage' }).getAttribute('href')).to.equal(
        '/app/usage',
      );

      letAMinutePass(rig());
      await page.getByRole('link', { name: 'Settings of mon-1.test' }).click();
      await page.getByRole('heading', { name: 'Monitoring: mon-1.test', level: 1 }).waitFor();
      // What the plan lacks is offered but off, and says why, rather than refused on save (the API's
      // own refusal, 400 "does not include hourly monitoring", is held in test/api/monitoring).
      const hourly = page.getByLabel('Scan frequency').locator('option[value="hourly"]');
      await page.getByText('Your Free plan scans daily or weekly; hourly needs a higher plan').waitFor();
      expect(await hourly.isDisabled()).to.equal(true);
      expect(await textOf(hourly)).to.equal('Hourly (not in the Free plan, from the Professional plan)');
      await page.getByLabel('Scan frequency').selectOption('weekly');
      await page.getByLabel('Alert when the score drops').uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Saved: weekly scans, score-drop alert off.').waitFor();
      const domain = await t.db.manager.findOneByOrFail(MonitoredDomain, { userId: account.id });
      expect(domain).to.include({ scanFrequency: 'weekly', alertOnScoreDrop: false });

      const badgeUrl = `${base}/v1/badge/mon-1.test.svg`;
      expect((await context.request.get(badgeUrl)).status(), 'unpublished').to.equal(404);
      await page.getByRole('button', { name: 'Publish the badge' }).click();
      await page.getByRole('button', { name: 'Unpublish the badge' }).waitFor();
      // Published but not shown until the domain is verified: publish the TXT
      // record the page shows in the lab's zone, then "Check now".
      await page.getByText('Published, but not shown').waitFor();
      expect((await context.request.get(badgeUrl)).status(), 'published, unverified').to.equal(404);
      const ownership = page.getByRole('region', { name: 'Domain ownership' });
      await ownership.getByText('Not verified').waitFor();
      const record = await ownership.getByLabel('TXT record value').inputValue();
      expect(record).to.match(/^rampart-verification=[A-Za-z0-9_-]{32}$/);
      await ownership.getByRole('button', { name: 'Check now' }).click();
      await ownership.getByText(`no TXT record ${record} at mon-1.test`, { exact: false }).waitFor();
      publishTxt(rig().lab, 'mon-1.test', [record]);
      await ownership.getByRole('button', { name: 'Check now' }).click();
      await ownership.getByText('Proven by the DNS TXT record', { exact: false }).waitFor();
      await page.getByText('Published: anyone can load the badge below').waitFor();
      const markdown = page.getByLabel('Markdown', { exact: true });
      expect(await markdown.inputValue()).to.equal(`![Rampart security grade for mon-1.test](${badgeUrl})`);
      expect(await page.getByLabel('HTML', { exact: true }).inputValue()).to.equal(
        `<img src="${badgeUrl}" alt="Rampart security grade for mon-1.test">`,
      );
      const preview = page.getByRole('img', { name: 'Rampart security grade for mon-1.test' });
      await pageSays(page, BADGE_LOADED, 'the badge preview to load');
      expect(await preview.getAttribute('src')).to.equal(badgeUrl);
      const svg = await context.request.get(badgeUrl);
      expect(svg.status()).to.equal(200);
      expect(svg.headers()['content-type']).to.match(/^image\/svg\+xml/);
      expect(await svg.text(), 'no scan yet').to.match(/pending/i);
      await page.getByRole('button', { name: 'Copy Markdown' }).click();
      await page.getByText('Markdown copied to the clipboard.').waitFor();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).to.equal(await markdown.inputValue());
      await page.getByLabel('Badge style').selectOption('flat');
      expect(await markdown.inputValue()).to.contain(`${badgeUrl}?style=flat`);
      await pageSays(
        page,
        "(() => { const img = document.querySelector('.badge-preview img'); return !!img && img.src.endsWith('style=flat') && img.complete && img.naturalWidth > 0; })()",
        'the flat badge preview to load',
      );

      await page.getByRole('button', { name: 'Unpublish the badge' }).click();
      await page.getByRole('button', { name: 'Publish the badge' }).waitFor();
      expect(await page.getByLabel('Markdown', { exact: true }).count()).to.equal(0);
      expect((await context.request.get(`${badgeUrl}?style=plastic`)).status(), 'unpublished again').to.equal(404);

      await page.getByRole('button', { name: 'Remove mon-1.test…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop monitoring mon-1.test?' });
      await dialog.waitFor();
      // Escape cancels; then confirm for real.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Remove mon-1.test…' }).click();
      await dialog.getByRole('button', { name: 'Remove domain' }).click();
      await page.getByText('mon-1.test is no longer monitored').waitFor();
      await page.getByRole('heading', { name: 'Monitoring', level: 1 }).waitFor();
      await page.getByText('No monitored domains yet').waitFor();
      expect(await t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(0);

      // Alert preferences, on the alerts page: all on by default; one turned off stays off.
      letAMinutePass(rig());
      await page.getByRole('link', { name: 'Alerts', exact: true }).click();
      await page.getByRole('heading', { name: 'Alert preferences' }).waitFor();
      await page.getByText('No alerts yet.').waitFor();
      const configChanges = page.getByLabel('Configuration changes');
      expect(await configChanges.isChecked()).to.equal(true);
      await configChanges.uncheck();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Alert preferences saved.').waitFor();
      const stored = await context.request.get('/v1/settings/alert-preferences', {
        headers: { authorization: `Bearer ${account.apiKey}` },
      });
      expect(await stored.json()).to.deep.equal({
        score_drop: true,
        critical_issue: true,
        cert_expiry: true,
        config_change: false,
      });
      await page.reload();
      await page.getByRole('heading', { name: 'Alert preferences' }).waitFor();
      expect(await page.getByLabel('Configuration changes').isChecked()).to.equal(false);
      expect(await page.getByLabel('Score drops').isChecked()).to.equal(true);
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('axe finds no serious or critical violation on the monitoring and alert pages at 1280 and 375 px', async () => {
    if (!degraded) throw new Error('needs the first test: the account with a degraded domain and its alerts');
    const { t, lab } = rig();
    // Verified (its TXT record in the lab, then "check now" by the API) and published, so the page shows the preview.
    const headers = { authorization: `Bearer ${degraded.apiKey}` };
    const url = `/v1/domains/${degraded.domainId}/verification`;
    const { record } = (await t.app.inject({ method: 'GET', url, headers })).json();
    publishTxt(lab, SWITCH_DOMAIN, [record.value]);
    expect((await t.app.inject({ method: 'POST', url: `${url}/check`, headers })).json().status).to.equal('verified');
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/v1/domains/${degraded.domainId}/badge`,
      headers,
      payload: { badge_enabled: true },
    });
    expect(published.json()).to.include({ badge_enabled: true, verified: true });
    const paths = ['/monitoring', `/monitoring/${degraded.domainId}`, '/alerts'];
    const found = await auditPages(rig(), degraded.email, paths, {
      each: async (page, viewport, path) => {
        const domainPage = path.startsWith('/monitoring/');
        if (domainPage) await pageSays(page, BADGE_LOADED, 'the badge preview to load');
        if (viewport === DESKTOP && domainPage) await screenshot(page, 'monitored-domain', { maxHeight: 1500 });
        if (viewport === PHONE && path === '/alerts') await screenshot(page, 'alerts-phone', { maxHeight: 1600 });
        return [];
      },
    });
    expect(found, found.join('\n')).to.deep.equal([]);
  });

  it('the badge card fits its text: every line ends inside the card, in Chromium', async () => {
    if (!degraded) throw new Error('needs the first test: the account with a scanned, published domain');
    const { context, page } = await openPage(rig());
    try {
      await page.goto(`/v1/badge/${SWITCH_DOMAIN}.svg`);
      const fit = await page.evaluate<{ width: number; ends: number[]; texts: string[] }>(`(() => {
        const svg = document.querySelector('svg');
        const texts = [...svg.querySelectorAll('text')];
        return {
          width: svg.viewBox.baseVal.width,
          ends: texts.map((text) => { const box = text.getBBox(); return box.x + box.width; }),
          texts: texts.map((text) => text.textContent),
        };
      })()`);
      expect(fit.texts.join(' | ')).to.match(/Score \d+\/100/);
      for (const [index, end] of fit.ends.entries()) {
        expect(end, `"${fit.texts[index]}" ends at ${end} of ${fit.width}`).to.be.at.most(fit.width - 4);
      }
    } finally {
      await context.close();
    }
  });
});
