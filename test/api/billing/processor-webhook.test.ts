import { expect } from 'chai';
import { BillingCustomer } from '../../../db/entities/billing-customer.entity.js';
import { ProcessorEvent } from '../../../db/entities/processor-event.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import { WorkflowRun } from '../../../db/entities/workflow-run.entity.js';
import { logIn, signUp, verifyAddress } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import { ADMIN_EMAIL, api, type BillingKit, billingKit, deliver } from './billing-kit.js';

const URLS = { success_url: 'https://app.example/done', cancel_url: 'https://app.example/billing' };
const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 86_400;

forEachDatabase('billing: the processor webhook', (database) => {
  let kit: BillingKit;
  let account: { id: number; apiKey: string; email: string };
  const row = (id: string) => kit.t.db.getRepository(ProcessorEvent).findOneByOrFail({ id });

  /** An account that bought `plan` through checkout, every event of the purchase delivered. */
  async function subscribed(plan = 'professional') {
    const me = api(kit, account.apiKey);
    const checkout = (await me.post('/v1/billing/checkout', { plan, ...URLS })).json();
    const events = kit.stripe.completeCheckout(checkout.id, inAMonth());
    for (const event of events) expect((await deliver(kit, event)).json().status).to.equal('processed');
    const customer = await kit.t.db.getRepository(BillingCustomer).findOneByOrFail({ userId: account.id });
    return { me, customer, subscription: events[1]?.data.object as Record<string, unknown> };
  }

  before(async () => {
    kit = await billingKit(database);
  });
  after(async () => kit.close());
  beforeEach(async () => {
    account = await signUp(kit.t.app);
  });

  it('a paid checkout moves the account to its plan: /v1/auth/me, the limits and the subscription show it', async () => {
    const { me } = await subscribed('professional');
    expect((await me.get('/v1/auth/me')).json()).to.include({
      plan: 'professional',
      subscription_status: 'active',
      scan_limit: 1000,
      domain_limit: 50,
    });
    const limits = (await me.get('/v1/usage/limits')).json();
    expect(limits.plan).to.deep.equal({ id: 'professional', name: 'Professional' });
    expect(limits.limits.requests_per_minute.limit).to.equal(300);
    expect(limits.scans_allowed).to.equal(true);
  });

  it('processes an event delivered twice once, and answers 2xx both times', async () => {
    const checkout = (await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'starter', ...URLS })).json();
    const [completed] = kit.stripe.completeCheckout(checkout.id, inAMonth());
    if (!completed) throw new Error('no event');
    const first = await deliver(kit, completed);
    expect(first.statusCode).to.equal(200);
    expect(first.json()).to.deep.equal({ received: true, id: completed.id, duplicate: false, status: 'processed' });
    // Someone changes the account meanwhile: a reprocessed event would undo it.
    await kit.t.db.manager.update(User, { id: account.id }, { plan: 'enterprise' });
    const second = await deliver(kit, completed);
    expect(second.statusCode).to.equal(200);
    expect(second.json()).to.deep.equal({ received: true, id: completed.id, duplicate: true, status: 'duplicate' });
    expect((await row(completed.id)).attempts).to.equal(1);
    expect((await kit.t.db.manager.findOneByOrFail(User, { id: account.id })).plan).to.equal('enterprise');
  });

  it('processes an event delivered concurrently once: one insert wins, every delivery gets 2xx', async () => {
    const checkout = (await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'msp', ...URLS })).json();
    const [completed] = kit.stripe.completeCheckout(checkout.id, inAMonth());
    if (!completed) throw new Error('no event');
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(kit, completed)));
    expect(answers.map((answer) => answer.statusCode)).to.deep.equal([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().duplicate === false)).to.have.length(1);
    expect((await row(completed.id)).attempts).to.equal(1);
    expect(await kit.t.db.getRepository(ProcessorEvent).countBy({ id: completed.id })).to.equal(1);
    expect((await kit.t.db.manager.findOneByOrFail(User, { id: account.id })).plan).to.equal('msp');
  });

  it('reads the signature under Stripe-Signature too, the name a real Stripe account sends it under', async () => {
    const checkout = (await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'starter', ...URLS })).json();
    const [completed] = kit.stripe.completeCheckout(checkout.id, inAMonth());
    if (!completed) throw new Error('no event');
    const signed = kit.stripe.signedDelivery(completed);
    const headers = { 'content-type': 'application/json', 'stripe-signature': signed.headers['processor-signature'] };
    const answer = await kit.t.app.inject({
      method: 'POST',
      url: '/v1/billing/webhook',
      payload: signed.payload,
      headers,
    });
    expect([answer.statusCode, answer.json().status]).to.deep.equal([200, 'processed']);
    expect((await kit.t.db.manager.findOneByOrFail(User, { id: account.id })).plan).to.equal('starter');
    // A wrong Stripe-Signature is refused like a wrong Processor-Signature.
    const forged = await kit.t.app.inject({
      method: 'POST',
      url: '/v1/billing/webhook',
      payload: signed.payload.replace('starter', 'enterprise'),
      headers,
    });
    expect(forged.statusCode).to.equal(400);
  });

  it('400 for a missing, wrong or stale signature; 300 s of tolerance', async () => {
    const event = kit.stripe.event('invoice.created', { object: 'invoice', id: 'in_x' });
    const post = (payload: string, headers: Record<string, string>) =>
      kit.t.app.inject({ method: 'POST', url: '/v1/billing/webhook', payload, headers });
    const good = kit.stripe.signedDelivery(event);
    const missing = await post(good.payload, { 'content-type': 'application/json' });
    expect([missing.statusCode, missing.json().detail]).to.deep.equal([400, 'Missing Processor-Signature header']);
    const wrongSecret = kit.stripe.signedDelivery(event, undefined, 'whsec_someone_else');
    const wrong = await post(wrongSecret.payload, wrongSecret.headers);
    expect([wrong.statusCode, wrong.json().detail]).to.deep.equal([
      400,
      'Invalid Processor-Signature: the signature does not match the body',
    ]);
    // One byte changed after signing (the body is verified as sent, before any JSON parsing).
    const tampered = await post(good.payload.replace('invoice.created', 'invoice.createe'), good.headers);
    expect(tampered.statusCode).to.equal(400);
    const garbage = await post(good.payload, { ...good.headers, 'processor-signature': 'nonsense' });
    expect(garbage.statusCode).to.equal(400);
    const now = Math.floor(Date.now() / 1000);
    const stale = await deliver(kit, event, now - 310);
    expect([stale.statusCode, stale.json().detail]).to.deep.equal([
      400,
      'Invalid Processor-Signature: the timestamp is outside the 300-second tolerance',
    ]);
    // As far in the future: refused too (a clock skew of minutes is tolerated, days are not).
    for (const ahead of [310, 86_400 * 365]) {
      const future = await deliver(kit, event, now + ahead);
      expect([future.statusCode, future.json().detail], `${ahead} s ahead`).to.deep.equal([
        400,
        'Invalid Processor-Signature: the timestamp is outside the 300-second tolerance',
      ]);
    }
    expect(await kit.t.db.getRepository(ProcessorEvent).countBy({ id: event.id })).to.equal(0);
    const ahead = kit.stripe.event('invoice.created', { object: 'invoice', id: 'in_ahead' });
    expect((await deliver(kit, ahead, now + 290)).statusCode).to.equal(200);
    // Within the tolerance: accepted, and an unknown type is acknowledged with 2xx.
    const fresh = await deliver(kit, event, now - 290);
    expect(fresh.statusCode).to.equal(200);
    expect(fresh.json()).to.include({ duplicate: false, status: 'ignored' });
    expect((await row(event.id)).status).to.equal('processed');
  });

  it('takes an event larger than the API’s 64 KiB JSON limit (the webhook has its own)', async () => {
    const event = kit.stripe.event('invoice.created', { object: 'invoice', id: 'in_big', memo: 'x'.repeat(100_000) });
    const response = await deliver(kit, event);
    expect(response.statusCode, response.body).to.equal(200);
  });

  it('subscription changes: past_due and unpaid close the paid features, paid reopens them, deletion falls back to Free', async () => {
    const { me, customer, subscription } = await subscribed('professional');
    const failed = kit.stripe.event(
      'invoice.payment_failed',
      kit.stripe.invoice(customer.customerId, String(subscription.id), inAMonth(), 'open'),
    );
    expect((await deliver(kit, failed)).json().status).to.equal('processed');
    expect((await me.get('/v1/auth/me')).json()).to.include({ plan: 'professional', subscription_status: 'past_due' });
    const scan = await me.post('/v1/scan', { domain: 'example.com' });
    expect([scan.statusCode, scan.json()]).to.deep.equal([403, { detail: 'Subscription is not active' }]);
    const batch = await me.post('/v1/batch/compare', { domains: ['a.example', 'b.example'] });
    expect([batch.statusCode, batch.json()]).to.deep.equal([403, { detail: 'Subscription is not active' }]);
    expect((await me.get('/v1/usage/limits')).json().scans_allowed).to.equal(false);
    expect((await me.get('/v1/billing/subscription')).json()).to.include({ status: 'past_due', active: false });

    const unpaid = kit.stripe.event('customer.subscription.updated', { ...subscription, status: 'unpaid' });
    expect((await deliver(kit, unpaid)).json().status).to.equal('processed');
    expect((await me.get('/v1/auth/me')).json().subscription_status).to.equal('unpaid');
    expect((await me.post('/v1/scan', { domain: 'example.com' })).statusCode).to.equal(403);

    const paid = kit.stripe.event(
      'invoice.paid',
      kit.stripe.invoice(customer.customerId, String(subscription.id), inAMonth() + 86_400, 'paid'),
    );
    expect((await deliver(kit, paid)).json().status).to.equal('processed');
    expect((await me.get('/v1/auth/me')).json()).to.include({ plan: 'professional', subscription_status: 'active' });
    expect((await me.get('/v1/usage/limits')).json().scans_allowed).to.equal(true);

    const deleted = kit.stripe.event('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    expect((await deliver(kit, deleted)).json().status).to.equal('processed');
    const after = (await me.get('/v1/auth/me')).json();
    expect(after).to.include({ plan: 'free', subscription_status: 'canceled', scan_limit: 10, domain_limit: 1 });
    const limits = (await me.get('/v1/usage/limits')).json();
    expect([limits.plan.id, limits.limits.requests_per_minute.limit, limits.scans_allowed]).to.deep.equal([
      'free',
      120,
      true,
    ]);
    // Free limits, but not refused: the scan gets past the subscription rule (to the target check).
    const freeScan = await me.post('/v1/scan', { domain: 'unresolvable.invalid' });
    expect(freeScan.statusCode).to.not.equal(403);
  });

  it('a subscription plan change (the portal) moves the account to the new plan', async () => {
    const { me, subscription } = await subscribed('starter');
    const items = subscription.items as { data: Record<string, unknown>[] };
    const enterprise = kit.stripe.prices.find((price) => price.lookup_key === 'rampart_enterprise_monthly');
    const updated = kit.stripe.event('customer.subscription.updated', {
      ...subscription,
      items: { ...items, data: [{ ...items.data[0], price: enterprise }] },
    });
    expect((await deliver(kit, updated)).json().status).to.equal('processed');
    expect((await me.get('/v1/auth/me')).json()).to.include({ plan: 'enterprise', scan_limit: 5000 });
  });

  it('a failing event is stored with its error and processed by the processor-event workflow once it can be', async () => {
    // The subscription event arrives before the checkout that names its customer (out of order).
    const subscription = kit.stripe.subscriptionObject('cus_arrives_later', 'professional', 'active', inAMonth());
    const event = kit.stripe.event('customer.subscription.created', subscription);
    const answer = await deliver(kit, event);
    expect(answer.statusCode).to.equal(200);
    expect(answer.json()).to.include({ duplicate: false, status: 'failed' });
    const stored = await row(event.id);
    expect([stored.status, stored.attempts, stored.lastError]).to.deep.equal([
      'failed',
      1,
      'no account for processor customer cus_arrives_later',
    ]);
    await kit.t.db.getRepository(BillingCustomer).insert({
      userId: account.id,
      customerId: 'cus_arrives_later',
      subscriptionId: null,
      currentPeriodEnd: null,
      updatedAt: new Date(),
    });
    // PROCESSOR_EVENT_RETRY_SCHEDULE=1,1: the workflow's first retry comes a second later.
    const processed = await until('the workflow to process the event', async () => {
      const current = await row(event.id);
      return current.status === 'processed' ? current : undefined;
    });
    expect([processed.attempts, processed.retries, processed.lastError]).to.deep.equal([2, 1, null]);
    expect((await kit.t.db.manager.findOneByOrFail(User, { id: account.id })).plan).to.equal('professional');
    // The durable workflow that did it, named for an operator.
    const run = await until('the workflow run to finish', async () => {
      const found = await kit.t.db.getRepository(WorkflowRun).findOneBy({ id: `processor-event-${event.id}` });
      return found?.status === 'completed' ? found : undefined;
    });
    expect([run.workflowType, run.result]).to.deep.equal([
      'processorEventWorkflow',
      { eventId: event.id, outcome: 'processed', retries: 1 },
    ]);
  });

  it('after its last retry an event is left for the admin, whose retry processes it; stats count it all', async () => {
    const admin = await signUp(kit.t.app, ADMIN_EMAIL);
    await verifyAddress(kit.t, ADMIN_EMAIL);
    const asAdmin = api(kit, admin.apiKey);
    const subscription = kit.stripe.subscriptionObject('cus_never_seen', 'starter', 'active', inAMonth());
    const event = kit.stripe.event('customer.subscription.updated', subscription);
    expect((await deliver(kit, event)).json().status).to.equal('failed');
    // Two retries (1 s, 1 s), both failing, then the workflow gives up.
    const abandoned = await until('the retries to run out', async () => {
      const current = await row(event.id);
      return current.retries === 2 ? current : undefined;
    });
    expect([abandoned.status, abandoned.attempts]).to.deep.equal(['failed', 3]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await row(event.id)).retries).to.equal(2);

    const stats = (await asAdmin.get('/v1/billing/webhook/stats?hours=1')).json();
    expect(stats.hours).to.equal(1);
    expect(stats.failed).to.be.at.least(1);
    expect(stats.retried).to.be.at.least(1);
    expect(stats.by_type['customer.subscription.updated'].failed).to.be.at.least(1);
    expect(stats.received).to.equal(stats.processed + stats.failed + stats.pending);

    // The admin fixes the cause (the customer belongs to this account) and re-runs the window.
    await kit.t.db.getRepository(BillingCustomer).insert({
      userId: account.id,
      customerId: 'cus_never_seen',
      subscriptionId: null,
      currentPeriodEnd: null,
      updatedAt: new Date(),
    });
    const retry = await asAdmin.post('/v1/billing/webhook/retry?hours=1');
    expect(retry.statusCode, retry.body).to.equal(200);
    const body = retry.json();
    expect(body.hours).to.equal(1);
    expect(body.events).to.deep.include({ id: event.id, outcome: 'processed' });
    expect(body.processed).to.be.at.least(1);
    expect((await row(event.id)).status).to.equal('processed');
    expect((await kit.t.db.manager.findOneByOrFail(User, { id: account.id })).plan).to.equal('starter');
    const defaultWindow = (await asAdmin.get('/v1/billing/webhook/stats')).json();
    expect(defaultWindow.hours).to.equal(24);
  });

  it('admin endpoints: 401 without credentials, 403 for everyone else, 422 for bad hours', async () => {
    for (const [method, url] of [
      ['POST', '/v1/billing/webhook/retry'],
      ['GET', '/v1/billing/webhook/stats'],
    ] as const) {
      expect((await kit.t.app.inject({ method, url })).statusCode, url).to.equal(401);
      const other = await kit.t.app.inject({ method, url, headers: { 'x-api-key': account.apiKey } });
      expect([other.statusCode, other.json()], url).to.deep.equal([
        403,
        { detail: 'This endpoint is for administrators only' },
      ]);
    }
    const admin = await signUp(kit.t.app, `x-${ADMIN_EMAIL}`);
    // Not an admin: exact match after normalisation, no substring.
    expect((await api(kit, admin.apiKey).get('/v1/billing/webhook/stats')).statusCode).to.equal(403);
    // The admin (signed up by the test above, or now when this one runs alone), by JWT this time.
    if (!(await kit.t.db.manager.findOneBy(User, { email: ADMIN_EMAIL }))) {
      await signUp(kit.t.app, ADMIN_EMAIL);
      await verifyAddress(kit.t, ADMIN_EMAIL);
    }
    const { accessToken } = await logIn(kit.t.app, ADMIN_EMAIL);
    for (const hours of ['0', 'abc', '-3', '2.5']) {
      const response = await kit.t.app.inject({
        url: `/v1/billing/webhook/stats?hours=${hours}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.statusCode, hours).to.equal(422);
      expect(response.json().detail[0].field).to.equal('hours');
    }
  });
});
