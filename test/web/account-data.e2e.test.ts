/**
 * The Account page's data sections in Chromium, against the real service (browser-kit.ts): "Export
 * my data" saves the JSON archive as a file; deleting the account needs the checkbox and the
 * password (a wrong one is said under the form), then lands on the login page with a notice, and
 * the account's key and session stop working.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { signUp } from '../helpers/accounts.js';
import { logIn, openPage, PASSWORD, screenshot, scriptErrorsOf, uniqueEmail, useDashboardRig } from './browser-kit.js';

describe('the dashboard in Chromium: exporting and deleting the account', function () {
  this.timeout(90_000);
  const rig = useDashboardRig();

  it('exports the account as a file, then deletes it after the password and a clear warning', async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('leaving'));
    const hook = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { 'x-api-key': account.apiKey },
      payload: { url: 'http://localhost:9/leaving-hook', enabled_events: ['scan.completed'] },
    });
    expect(hook.statusCode, hook.body).to.equal(201);
    const { context, page } = await openPage(rig());
    try {
      await logIn(page, account.email);
      await page.goto('/app/account');
      await page.getByRole('heading', { name: 'Export your data' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export my data' }).click(),
      ]);
      expect(download.suggestedFilename()).to.match(
        new RegExp(`^rampart-account-${account.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const archive = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
      expect(archive.account.email).to.equal(account.email);
      expect(archive.webhook_endpoints[0].url).to.equal('http://localhost:9/leaving-hook');
      expect(archive.webhook_endpoints[0].secret_encrypted).to.equal('[redacted]');
      await page.getByText('Your export was saved as a JSON file by your browser.').waitFor();

      const deleteButton = page.getByRole('button', { name: 'Delete my account' });
      await page.getByText('This cannot be undone.').waitFor();
      expect(await deleteButton.isDisabled(), 'disabled until the checkbox is ticked').to.equal(true);
      await page.getByLabel('I understand that my account and all its data will be deleted').check();
      await page.getByLabel('Your password, to confirm').fill('not my password at all');
      await screenshot(page, 'account-data', { of: page.locator('.danger-zone') });
      await screenshot(page, 'account-page', { fullPage: true });
      await deleteButton.click();
      await page.getByText('Current password is incorrect').waitFor();
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { 'x-api-key': account.apiKey } }))
          .statusCode,
      ).to.equal(200);

      await page.getByLabel('Your password, to confirm').fill(PASSWORD);
      await deleteButton.click();
      await page.getByText('Your account was deleted. Its data is being removed now.').waitFor();
      expect(new URL(page.url()).pathname).to.equal('/app/login');
      const me = await page.context().request.get('/v1/auth/me');
      expect(me.status()).to.equal(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { 'x-api-key': account.apiKey } }))
          .statusCode,
      ).to.equal(401);
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
