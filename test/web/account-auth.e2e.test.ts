/**
 * The dashboard's account pages in Chromium, against the real service (browser-kit.ts): forgot and
 * reset password (the mail's link, a 422 next to its field, signed in after); the API key (show,
 * copy, cancel, regenerate, the old key answers 401); keyboard-only login; the login redirect when a
 * page needs an account or the session ends; the usage page on a server without billing; invalid
 * and expired verification links (last: it moves the app's clock a day on).
 */
import { expect } from 'chai';
import { Session } from '../../db/entities/session.entity.js';
import { signUp } from '../helpers/accounts.js';
import {
  linkIn,
  logIn,
  openPage,
  PASSWORD,
  PHONE,
  screenshot,
  scriptErrorsOf,
  textOf,
  uniqueEmail,
  useDashboardRig,
} from './browser-kit.js';

describe('the dashboard in Chromium: logging in, passwords, the API key and the account', function () {
  this.timeout(90_000);
  const rig = useDashboardRig();

  it('forgot password: the mail links to the reset page, which drops the token from the address and signs in', async () => {
    const { base, t } = rig();
    const account = await signUp(t.app);
    const { context, page } = await openPage(rig());
    try {
      await page.goto('/app/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('If an account exists for that e-mail address').waitFor();

      const mail = await t.mailbox.waitFor(account.email, /reset-password/);
      await page.goto(linkIn(mail, `${base}/app/reset-password`));
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(page.url()).to.equal(`${base}/app/reset-password`);

      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Repeat the new password').fill('short');
      await page.getByRole('button', { name: 'Set new password' }).click();
      // The API's 422 sits under the field it names.
      const fieldError = page.locator('.field-invalid').filter({ hasText: 'New password' });
      await fieldError.getByText('Must be at least 12 characters').waitFor();
      expect(await page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid')).to.equal('true');

      const fresh = 'a brand new passphrase 42';
      await page.getByLabel('New password', { exact: true }).fill(fresh);
      await page.getByLabel('Repeat the new password').fill(fresh);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Your password is changed and you are signed in.').waitFor();
      await page.getByText(account.email).first().waitFor();

      const oldLogin = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(oldLogin.statusCode).to.equal(401);
      const newLogin = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: fresh },
      });
      expect(newLogin.statusCode).to.equal(200);
    } finally {
      await context.close();
    }
  });

  it('the API key: hidden, shown, copied, regenerated after a confirmation; the old key stops working', async () => {
    const { t } = rig();
    const account = await signUp(t.app);
    const { context, page } = await openPage(rig());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await logIn(page, account.email, PASSWORD);
      await page.getByRole('link', { name: 'API key' }).click();
      await page.getByRole('heading', { name: 'API key', level: 1 }).waitFor();
      const value = page.locator('#api-key-value');
      expect(await textOf(value)).to.not.include(account.apiKey);
      await page.getByRole('button', { name: 'Show key' }).click();
      expect(await textOf(value)).to.equal(account.apiKey);
      await page.getByRole('button', { name: 'Copy key' }).click();
      await page.getByText('Copied to the clipboard.').waitFor();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).to.equal(account.apiKey);

      await page.getByRole('button', { name: 'Regenerate key…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Regenerate the API key?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await textOf(value), 'cancel changes nothing').to.equal(account.apiKey);

      await page.getByRole('button', { name: 'Regenerate key…' }).click();
      // The dialog opens on the next render: without the wait the screenshot could miss it.
      await dialog.waitFor();
      await screenshot(page, 'api-key-confirm', { fullPage: false });
      await dialog.getByRole('button', { name: 'Regenerate key' }).click();
      await page.getByText('The previous key no longer works').waitFor();
      const fresh = await textOf(value);
      expect(fresh)
        .to.match(/^rp_[A-Za-z0-9]{40}$/)
        .and.not.equal(account.apiKey);

      const me = (key: string) =>
        t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${key}` } });
      expect((await me(account.apiKey)).statusCode).to.equal(401);
      expect((await me(fresh)).statusCode).to.equal(200);
      const stored = await page.evaluate<string>(
        'JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })',
      );
      expect(stored, 'no key in web storage').to.not.include('rp_');
    } finally {
      await context.close();
    }
  });

  it('the login form works from the keyboard alone, with a visible focus', async () => {
    const { t } = rig();
    const account = await signUp(t.app);
    const { context, page } = await openPage(rig());
    try {
      await page.goto('/app/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      const focused = () =>
        page.evaluate<string>(`(() => {
          const element = document.activeElement;
          const label = element?.id ? document.querySelector('label[for="' + element.id + '"]')?.textContent : null;
          return label ?? element?.textContent?.trim() ?? '';
        })()`);
      const reached: string[] = [];
      for (let presses = 0; presses < 12 && (await focused()) !== 'E-mail'; presses += 1) {
        await page.keyboard.press('Tab');
        reached.push(await focused());
      }
      expect(await focused(), `tab order: ${reached.join(' > ')}`).to.equal('E-mail');
      expect(reached[0], 'the first stop skips to the content').to.equal('Skip to content');
      const outline = await page.evaluate<string>('getComputedStyle(document.activeElement).outlineStyle');
      expect(outline, 'focus is visible').to.not.equal('none');
      await page.keyboard.type(account.email);
      await page.keyboard.press('Tab');
      expect(await focused()).to.equal('Password');
      await page.keyboard.type('not the password');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').getByText('The e-mail address or the password is not right.').waitFor();

      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await focused()).to.equal('Password');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Scans', level: 1 }).waitFor();
      // After the navigation the new page's heading has the focus, where reading starts.
      expect(await page.evaluate<string>('document.activeElement?.tagName')).to.equal('H1');
    } finally {
      await context.close();
    }
  });

  it('pages behind the login send a visitor to it and back, also when the session ends; a sign-up 422 sits next to its field', async () => {
    const { t } = rig();
    const account = await signUp(t.app);
    const { context, page } = await openPage(rig(), PHONE);
    try {
      await page.goto('/app/account');
      await page.getByText('Log in to continue.').waitFor();
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
      await page.locator('main').getByText(account.email).waitFor();
      await page.getByText('Not verified').waitFor();
      await page.getByText(/of 10/).waitFor();
      await screenshot(page, 'account-phone');

      // The session ends elsewhere (a password reset, a logout on another device): the next call's
      // 401 sends the person to the login page, which brings them back here.
      await t.db.manager.update(Session, { userId: account.id }, { revokedAt: t.clock.now() });
      await page.getByRole('button', { name: 'Send a new verification e-mail' }).click();
      await page.getByText('Log in to continue.').waitFor();
      expect(new URL(page.url()).searchParams.get('next')).to.equal('/account');

      await page.goto('/app/signup');
      await page.getByLabel('E-mail').fill(uniqueEmail('short'));
      await page.getByLabel('Password', { exact: true }).fill('tooshort');
      await page.getByRole('button', { name: 'Create account' }).click();
      const field = page.locator('.field-invalid').filter({ hasText: 'Password' });
      await field.getByText('Must be at least 12 characters').waitFor();
      const describedBy = await page.getByLabel('Password', { exact: true }).getAttribute('aria-describedby');
      expect(describedBy, 'the message is tied to its control').to.include(
        await field.locator('.field-error').getAttribute('id'),
      );
    } finally {
      await context.close();
    }
  });

  it('the usage page on a server without billing says so in words (the 503), and still shows the limits', async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('no-billing'));
    const { context, page } = await openPage(rig());
    try {
      await context.request.post('/v1/auth/login', { data: { email: account.email, password: PASSWORD } });
      await page.goto('/app/usage');
      await page.getByRole('heading', { name: 'Your plan: Free' }).waitFor();
      const unavailable = page.getByRole('status').filter({ hasText: 'Upgrading and billing are not available here' });
      expect(await textOf(unavailable)).to.include('Billing is not configured on this server');
      expect(await page.getByRole('button', { name: 'Upgrade' }).count()).to.equal(0);
      await page.getByRole('meter', { name: 'Scans this month' }).waitFor();
      // The browser logs the 503 the page asked for; anything else is a fault.
      expect(scriptErrorsOf(page).filter((error) => !/status of 503/.test(error))).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('the account page changes the password: a wrong current one said in words, then the new one logs in', async () => {
    const { t } = rig();
    const account = await signUp(t.app);
    const { context, page } = await openPage(rig());
    try {
      await logIn(page, account.email);
      await page.goto('/app/account');
      const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Password' }) });
      await form.getByLabel('Current password').fill('not my password at all');
      await form.getByLabel('New password', { exact: true }).fill('a brand new passphrase 7');
      await form.getByLabel('New password again').fill('a brand new passphrase 7');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('Current password is incorrect').waitFor();

      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByLabel('New password again').fill('a different passphrase 8');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('The two new passwords are not the same.').waitFor();

      await form.getByLabel('New password again').fill('a brand new passphrase 7');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('Password changed.').waitFor();
      await page.getByRole('button', { name: 'Log out' }).click();
      // From an account page too (it sent people to "Log in to continue" instead).
      await page.getByText('You are logged out.').waitFor();
      await logIn(page, account.email, 'a brand new passphrase 7');
    } finally {
      await context.close();
    }
  });

  it('verification links that are invalid or expired say so', async () => {
    const { base, t } = rig();
    const { context, page } = await openPage(rig());
    try {
      await page.goto('/app/verify-email?token=not-a-real-token-0123456789');
      await page.getByText('This link is not valid.').waitFor();
      expect(page.url()).to.equal(`${base}/app/verify-email`);

      const account = await signUp(t.app);
      const mail = await t.mailbox.waitFor(account.email, /verify-email/);
      // Last in the file: moving the app's clock a day on also ends the sessions made before.
      t.clock.advance(25 * 60 * 60 * 1000);
      await page.goto(linkIn(mail, `${base}/app/verify-email`));
      await page.getByText('This link has expired.').waitFor();
      await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
