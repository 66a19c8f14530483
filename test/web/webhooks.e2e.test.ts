/**
 * The webhook pages in Chromium, against the real service and the lab (browser-kit.ts), a webhook
 * receiver the test starts on loopback and the lab's Stripe stand-in (billing-kit.ts). 422s under
 * their controls, an endpoint created by keyboard alone, its secret shown once and copied, a test
 * event whose delivery and attempt the page shows and whose V2 signature the receiver verifies with
 * that secret, a dead letter after five failed attempts redelivered, disable and enable, the Free
 * plan's endpoint limit in words; a lapsed subscription's 403 in words, deletion after the dialog.
 * With a client: an endpoint for it chosen by the select's label, changed to all clients on its page,
 * and the client's own alert preferences. axe at 1280 and 375 px on the webhook pages and the usage
 * page of that account, and on the pages with the client choices. Screenshots.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { User } from '../../db/entities/user.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { signUp } from '../helpers/accounts.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { auditPages } from './audit-kit.js';
import { monthTableScrolls, NOTHING_LOADING, useBillingRig } from './billing-kit.js';
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
} from './browser-kit.js';

/** Dead letters come after five attempts; the retry schedule is 0 s here, the polling 3 s. */
const DEAD_LETTER_TIMEOUT_MS = 30_000;

/** Presses Tab until the focused element matches `selector`; at most 40 presses. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await page.evaluate<boolean>(`document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** docs/api-contract.md "Delivery headers": HMAC-SHA256 over "<timestamp>.<raw body>" with the endpoint's secret, hex. */
function verifiesV2(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const timestamp = String(headers['x-service-timestamp']);
  const given = Buffer.from(String(headers['x-service-signature-v2']), 'hex');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('the dashboard in Chromium: webhooks', function () {
  this.timeout(240_000);
  const receiver = new TestReceiver();
  let receiverUrl = '';
  before(async () => {
    receiverUrl = `http://localhost:${await receiver.start()}/hooks/rampart`;
  });
  after(async () => {
    await receiver.stop();
  });
  const { rig } = useBillingRig({ WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' });
  /** For the accessibility audit: an account with an endpoint and deliveries. */
  const audit: { email?: string; endpointId?: number; clientsEmail?: string; clientsEndpointId?: number } = {};

  it('webhooks: 422s by their fields, created by keyboard, secret once, test delivered and signed, dead letter redelivered, disable, enable, limit', async () => {
    const { base, t } = rig();
    const account = await signUp(t.app, uniqueEmail('hooks'));
    const { context, page } = await openPage(rig());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    try {
      await signIn(page, account.email);
      await page.goto('/app/scans');
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByText('0 of 1 active endpoint on your plan.').waitFor();
      await page.getByText('No endpoints yet.').waitFor();

      // The API's 422s, each under its control: no event chosen, then a plain-HTTP URL not on localhost.
      const url = page.getByLabel('Endpoint URL');
      await url.fill(receiverUrl);
      await page.getByLabel('scan.completed').uncheck();
      await page.getByLabel('alert.triggered').uncheck();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const events = page.getByRole('group', { name: 'Events to send' });
      const eventsError = events.locator('.field-error');
      await eventsError.waitFor();
      expect(await textOf(eventsError)).to.not.equal('');
      expect(await events.getAttribute('aria-describedby')).to.equal(await eventsError.getAttribute('id'));
      await page.getByLabel('scan.completed').check();
      await url.fill('http://example.com/hooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page
        .locator('.field-error')
        .getByText('Must be an HTTPS URL, or http://localhost for local development')
        .waitFor();
      expect(await url.getAttribute('aria-invalid')).to.equal('true');
      expect(await t.db.manager.countBy(WebhookEndpoint, { userId: account.id })).to.equal(0);

      // Created by keyboard alone: Tab to each control, type, Space toggles a checkbox, Enter submits.
      letAMinutePass(rig());
      await page.reload();
      await page.getByRole('heading', { name: 'Add an endpoint' }).waitFor();
      await tabTo(page, 'input[name="url"]');
      await page.keyboard.type(receiverUrl);
      await tabTo(page, 'input[value="alert.triggered"]');
      await page.keyboard.press('Space');
      await tabTo(page, 'input[name="description"]');
      await page.keyboard.type('Build server');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Signing secret of the new endpoint' }).waitFor();
      const stored = await t.db.manager.findOneByOrFail(WebhookEndpoint, { userId: account.id });
      expect(stored).to.include({ url: receiverUrl, description: 'Build server', isActive: true });
      expect(stored.enabledEvents).to.deep.equal(['scan.completed']);
      const secret = await textOf(page.locator('#webhook-secret'));
      expect(secret).to.match(/^whsec_/);
      await page.getByRole('button', { name: 'Copy secret' }).click();
      await page.getByText('Secret copied to the clipboard.').waitFor();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).to.equal(secret);
      const row = page.getByRole('row').filter({ hasText: receiverUrl });
      await row.getByText('Active').waitFor();
      await page.getByText('1 of 1 active endpoint on your plan.').waitFor();
      await screenshot(page, 'webhooks', { maxHeight: 1500 });
      // Once: after "stored" (and on any later visit) the secret is nowhere in the page.
      await page.getByRole('button', { name: 'I have stored it' }).click();
      await page.getByRole('heading', { name: 'Signing secret of the new endpoint' }).waitFor({ state: 'detached' });
      expect(await page.content()).to.not.include(secret);

      // A test event: the delivery and its attempt on the page, the receiver's copy signed with the secret.
      letAMinutePass(rig());
      await row.getByRole('link', { name: `Details of ${receiverUrl}` }).click();
      await page.getByRole('heading', { name: 'Webhook endpoint', level: 1 }).waitFor();
      expect(await page.content()).to.not.include(secret);
      await page.getByText('No deliveries yet.').waitFor();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.getByText(/^scan\.completed test event delivered: HTTP 200 in \d+/).waitFor();
      expect(
        await page
          .locator('.alert-success')
          .getByText(/test event delivered/)
          .count(),
        'in green',
      ).to.equal(1);
      expect(receiver.requests).to.have.length(1);
      const received = receiver.requests[0];
      expect(received?.method).to.equal('POST');
      expect(verifiesV2(secret, received?.headers ?? {}, received?.body ?? ''), 'V2 signature').to.equal(true);
      const eventId = (JSON.parse(received?.body ?? '{}') as { id: string }).id;
      const deliveries = page.getByRole('list', { name: 'Deliveries, newest first' }).getByRole('listitem');
      await page.getByRole('heading', { name: 'Deliveries (1)', exact: true }).waitFor();
      const first = deliveries.first();
      expect(await textOf(first))
        .to.include(eventId)
        .and.include('Test')
        .and.include('Delivered');
      const attempt = first.getByRole('row').nth(1);
      expect(await textOf(attempt.locator('td[data-label="Result"]'))).to.equal('Succeeded');
      expect(await textOf(attempt.locator('td[data-label="Response"]'))).to.equal('HTTP 200');
      expect(await textOf(attempt.locator('td[data-label="Time"]'))).to.match(/^\d+(\.\d)? m?s$/);

      // Five failed attempts make a dead letter; redelivered once the receiver is back, same event id.
      receiver.answer = () => ({ status: 503, body: 'down for maintenance' });
      letAMinutePass(rig());
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.getByText(/test event not delivered: .*503/).waitFor();
      // A failure is a warning, never shown in a success box.
      expect(
        await page
          .locator('.alert-warning')
          .getByText(/test event not delivered/)
          .count(),
      ).to.equal(1);
      expect(
        await page
          .locator('.alert-success')
          .getByText(/test event not delivered/)
          .count(),
      ).to.equal(0);
      const dead = deliveries.first();
      await dead.getByText('Failed (dead letter)').waitFor({ timeout: DEAD_LETTER_TIMEOUT_MS });
      expect(await dead.getByRole('row').count(), 'a header and five attempts').to.equal(6);
      expect(await textOf(dead))
        .to.include('HTTP 503')
        .and.include('5 attempts');
      const deadEventId = (JSON.parse(receiver.requests.at(-1)?.body ?? '{}') as { id: string }).id;
      receiver.answer = () => ({ status: 200, body: 'ok' });
      letAMinutePass(rig());
      await dead.getByRole('button', { name: /^Redeliver delivery \d+$/ }).click();
      const again = page.getByText(/is being delivered again as delivery \d+, with the same event id/);
      await again.waitFor();
      const [, deadId, newId] =
        /^Delivery (\d+) is being delivered again as delivery (\d+)/.exec(await textOf(again)) ?? [];
      await page.getByRole('heading', { name: 'Deliveries (3)', exact: true }).waitFor();
      await deliveries.first().getByText('Delivered').waitFor({ timeout: DEAD_LETTER_TIMEOUT_MS });
      expect(await textOf(deliveries.first())).to.include(`redelivery of delivery ${deadId}`);
      expect(await textOf(deliveries.nth(1))).to.include(`Redelivered as delivery ${newId}.`);
      expect((JSON.parse(receiver.requests.at(-1)?.body ?? '{}') as { id: string }).id).to.equal(deadEventId);
      expect(receiver.requests).to.have.length(7);
      await screenshot(page, 'webhook', { maxHeight: 1900 });

      // Disable, then enable again.
      letAMinutePass(rig());
      await page.getByRole('button', { name: 'Disable endpoint' }).click();
      await page.getByText('Endpoint disabled: no events are delivered to it until you enable it.').waitFor();
      await page.locator('.webhook-facts').getByText('Disabled', { exact: true }).waitFor();
      expect((await t.db.manager.findOneByOrFail(WebhookEndpoint, { id: stored.id })).isActive).to.equal(false);
      await page.getByRole('button', { name: 'Enable endpoint' }).click();
      await page.getByText('Endpoint enabled: events are delivered again').waitFor();
      await page.locator('.webhook-facts').getByText('Active', { exact: true }).waitFor();
      const enabled = await t.db.manager.findOneByOrFail(WebhookEndpoint, { id: stored.id });
      expect(enabled).to.include({ isActive: true, consecutiveFailures: 0 });

      // The Free plan's one active endpoint: a second is refused in the API's words, with the plan's link.
      letAMinutePass(rig());
      await page.getByRole('link', { name: 'All webhooks' }).click();
      await page.getByLabel('Endpoint URL').fill(`${receiverUrl}/second`);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const limit = page.getByRole('alert').filter({ hasText: 'Webhook endpoint limit reached' });
      await limit.waitFor();
      expect(await textOf(limit)).to.include('the Free plan allows 1 active endpoint');
      expect(await limit.getByRole('link', { name: 'See your plan and usage' }).getAttribute('href')).to.equal(
        '/app/usage',
      );
      audit.email = account.email;
      audit.endpointId = stored.id;
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('a lapsed subscription: a test and disabling refused in the API words with the plan link; deletion after the confirmation (Escape cancels first)', async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('hook-delete'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: `Bearer ${account.apiKey}` },
      payload: { url: receiverUrl, enabled_events: ['alert.triggered'] },
    });
    expect(created.statusCode, created.body).to.equal(201);
    const { context, page } = await openPage(rig());
    try {
      // A renewal failed: the paid plan's features close (docs/billing.md); reading and deleting stay.
      await t.db.manager.update(User, { id: account.id }, { plan: 'professional', subscriptionStatus: 'past_due' });
      await signIn(page, account.email);
      await page.goto(`/app/webhooks/${created.json().id}`);
      await page.getByRole('button', { name: 'Send test event' }).click();
      const gate = page.getByRole('alert').filter({ hasText: 'Subscription is not active' });
      await gate.waitFor();
      expect(await gate.getByRole('link', { name: 'See your plan and usage' }).getAttribute('href')).to.equal(
        '/app/usage',
      );
      await page.getByRole('button', { name: 'Disable endpoint' }).click();
      await gate.waitFor();
      expect((await t.db.manager.findOneByOrFail(WebhookEndpoint, { userId: account.id })).isActive).to.equal(true);
      await page.getByRole('button', { name: 'Delete endpoint…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this webhook endpoint?' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await t.db.manager.countBy(WebhookEndpoint, { userId: account.id })).to.equal(1);
      await page.getByRole('button', { name: 'Delete endpoint…' }).click();
      await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
      await page.getByText(`The endpoint ${receiverUrl} is deleted with its deliveries.`).waitFor();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByText('No endpoints yet.').waitFor();
      expect(await t.db.manager.countBy(WebhookEndpoint, { userId: account.id })).to.equal(0);
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("with clients: an endpoint for one client picked by its label, changed on its page; a client's own alert preferences", async () => {
    const { t } = rig();
    const account = await signUp(t.app, uniqueEmail('scoped'));
    const { context, page } = await openPage(rig());
    try {
      await signIn(page, account.email);
      await page.goto('/app/webhooks');
      await page.getByRole('heading', { name: 'Add an endpoint' }).waitFor();
      // No clients yet: no choice to make.
      expect(await page.getByLabel('Client', { exact: true }).count()).to.equal(0);
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/clients',
        headers: { authorization: `Bearer ${account.apiKey}` },
        payload: { name: 'Acme Dental' },
      });
      const acme = created.json().id as number;
      letAMinutePass(rig());
      await page.reload();
      await page.getByLabel('Endpoint URL').fill(`${receiverUrl}/acme`);
      await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Acme Dental' });
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByRole('heading', { name: 'Signing secret of the new endpoint' }).waitFor();
      const stored = await t.db.manager.findOneByOrFail(WebhookEndpoint, { userId: account.id });
      expect(stored.clientId).to.equal(acme);
      await page.getByRole('button', { name: 'I have stored it' }).click();

      letAMinutePass(rig());
      await page.goto(`/app/webhooks/${stored.id}`);
      await page.locator('.webhook-facts').getByText('Acme Dental').waitFor();
      const scope = page.getByLabel('Events about');
      expect(await scope.inputValue()).to.equal(String(acme));
      await scope.selectOption({ label: 'All clients (every event of the account)' });
      await page.getByRole('button', { name: 'Save client' }).click();
      await page.getByText('Client saved.').waitFor();
      expect((await t.db.manager.findOneByOrFail(WebhookEndpoint, { id: stored.id })).clientId).to.equal(null);

      letAMinutePass(rig());
      await page.goto('/app/alerts');
      await page.getByRole('heading', { name: 'Alert preferences' }).waitFor();
      await page.getByLabel('Preferences for').selectOption({ label: 'Acme Dental' });
      await page.getByText('Acme Dental has no preferences of its own').waitFor();
      await page.getByLabel('Score drops').uncheck();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Alert preferences for Acme Dental saved.').waitFor();
      const headers = { authorization: `Bearer ${account.apiKey}` };
      const own = await t.app.inject({ url: `/v1/clients/${acme}/alert-preferences`, headers });
      expect(own.json()).to.include({ source: 'client', score_drop: false, config_change: true });
      const accountWide = await t.app.inject({ url: '/v1/settings/alert-preferences', headers });
      expect(accountWide.json()).to.include({ score_drop: true });
      audit.clientsEmail = account.email;
      audit.clientsEndpointId = stored.id;
      expect(scriptErrorsOf(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('axe finds no serious or critical violation on the webhook and usage pages at 1280 and 375 px, none wider than the screen', async () => {
    const { email, endpointId } = audit;
    if (!email || !endpointId) throw new Error('needs the first test: its account, endpoint and deliveries');
    const found = await auditPages(rig(), email, ['/webhooks', `/webhooks/${endpointId}`, '/usage'], {
      loaded: NOTHING_LOADING,
      each: async (page, viewport, path) => {
        // The webhook account has used the API for a while: a fuller page than a new account's.
        if (viewport === DESKTOP && path === '/usage') await screenshot(page, 'usage', { maxHeight: 1700 });
        if (viewport === PHONE && path === '/usage') await screenshot(page, 'usage-phone', { maxHeight: 2400 });
        return monthTableScrolls(page, viewport, path);
      },
    });
    expect(found, found.join('\n')).to.deep.equal([]);
    // The client choices, on an account with a client.
    const { clientsEmail, clientsEndpointId } = audit;
    if (!clientsEmail || !clientsEndpointId) throw new Error('needs the clients test: its account and endpoint');
    const withClients = await auditPages(
      rig(),
      clientsEmail,
      ['/webhooks', `/webhooks/${clientsEndpointId}`, '/alerts'],
      {
        loaded: NOTHING_LOADING,
      },
    );
    expect(withClients, withClients.join('\n')).to.deep.equal([]);
  });
});
