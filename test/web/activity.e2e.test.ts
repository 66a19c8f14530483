/**
 * The account activity page in Chromium, against the real service (browser-kit.ts): reached from the
 * menu, newest first, 25 to a page with Older and Newer, the event filter kept in the address, a
 * sign-in's address and browser shown, a refused sign-in marked. axe at 1280 and 375 px.
 */
import { expect } from 'chai';
import { signUp } from '../helpers/accounts.js';
import { auditPages } from './audit-kit.js';
import {
  DESKTOP,
  letAMinutePass,
  openPage,
  PHONE,
  screenshot,
  scriptErrorsOf,
  signIn,
  textOf,
  uniqueEmail,
  useDashboardRig,
} from './browser-kit.js';

describe('the dashboard in Chromium: account activity', function () {
  this.timeout(120_000);
  const rig = useDashboardRig();
  const audit: { email?: string } = {};

  it('lists the activity newest first, pages through it, filters by event and shows where a sign-in came from', async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('activity'));
    audit.email = account.email;
    // 28 key rotations by the API key, then a refused sign-in: 30 entries with the sign-up, and the
    // browser's own sign-in below makes 31.
    let key = account.apiKey;
    for (let i = 0; i < 28; i += 1) {
      // The Free plan's per-minute request limit: a minute passes every five rotations.
      if (i % 5 === 0) letAMinutePass(rig());
      const rotated = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/api-key/regenerate',
        remoteAddress: '198.51.100.23',
        headers: { authorization: `Bearer ${key}`, 'user-agent': 'rampart-cli/1.2' },
      });
      expect(rotated.statusCode).to.equal(200);
      key = rotated.json().api_key;
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: account.email, password: 'not the right one at all' },
      remoteAddress: '203.0.113.66',
    });
    expect(refused.statusCode).to.equal(401);

    const { page } = await openPage(rig());
    letAMinutePass(rig());
    await signIn(page, account.email);
    await page.goto('/app/scans');
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { name: 'Account activity', level: 1 }).waitFor();
    const heading = page.getByRole('heading', { name: /All entries \(\d+\)/ });
    await heading.waitFor();
    expect(await textOf(heading)).to.equal('All entries (31)');

    const table = page.getByRole('table', { name: 'Account activity, newest first' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).to.equal(25);
    // Newest first: the browser's sign-in, from this machine, with the browser's user agent.
    const first = rows.first();
    expect(await textOf(first.locator('td[data-label="Event"]'))).to.equal('Signed in');
    expect(await textOf(first.locator('td[data-label="From"]'))).to.include('127.0.0.1');
    expect(await textOf(first.locator('td[data-label="Details"]'))).to.match(/method\s*password/);
    const second = rows.nth(1);
    expect(await textOf(second.locator('td[data-label="Event"]'))).to.equal('Sign-in refused');
    expect(await second.locator('.activity-refused').count()).to.equal(1);
    expect(await textOf(second.locator('td[data-label="From"]'))).to.include('203.0.113.66');
    const third = rows.nth(2);
    expect(await textOf(third.locator('td[data-label="By"]'))).to.equal('API key');
    expect(await textOf(third.locator('td[data-label="From"]'))).to.include('rampart-cli/1.2');
    await screenshot(page, 'activity', { maxHeight: 1800 });

    // Older: the last six (the oldest is the sign-up), then back to the first page.
    await page.getByRole('button', { name: 'Older' }).click();
    await page.getByText('Page 2').waitFor();
    await until6(rows);
    expect(await textOf(rows.last().locator('td[data-label="Event"]'))).to.equal('Account created');
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).to.equal(true);
    expect(new URL(page.url()).searchParams.get('before')).to.match(/^\d+$/);
    await page.getByRole('button', { name: 'Newer' }).click();
    await page.getByText('Page 1').waitFor();
    expect(await rows.count()).to.equal(25);

    // The filter is kept in the address: only sign-ins.
    await page.getByLabel('Event').selectOption('auth.sign_in');
    await page.getByRole('heading', { name: 'Matching entries (1)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('type')).to.equal('auth.sign_in');
    expect(await rows.count()).to.equal(1);
    await page.reload();
    await page.getByRole('heading', { name: 'Matching entries (1)' }).waitFor();
    expect(await page.getByLabel('Event').inputValue()).to.equal('auth.sign_in');
    expect(scriptErrorsOf(page)).to.deep.equal([]);
    await page.context().close();

    async function until6(locator: typeof rows) {
      for (let waited = 0; (await locator.count()) !== 6; waited += 100) {
        if (waited > 10_000) throw new Error(`page 2 shows ${await locator.count()} rows, not 6`);
        await page.waitForTimeout(100);
      }
    }
  });

  it('axe finds no serious or critical violation on the activity page at 1280 and 375 px, none wider than the screen', async () => {
    const { email } = audit;
    if (!email) throw new Error('needs the first test: its account and activity');
    const found = await auditPages(rig(), email, ['/activity'], {
      each: async (page, viewport) => {
        if (viewport === PHONE) await screenshot(page, 'activity-phone', { maxHeight: 2400 });
        if (viewport === DESKTOP) expect(await page.locator('tbody tr').count()).to.equal(25);
        return [];
      },
    });
    expect(found, found.join('\n')).to.deep.equal([]);
  });
});
