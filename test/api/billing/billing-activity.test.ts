/**
 * Plan and subscription changes in the account's activity log, from processor events through the
 * real webhook route and the Stripe stand-in, on SQLite and MariaDB: a checkout, a cancellation, a
 * stale event that changes nothing (so records nothing), and an admin's retry, named as the admin's.
 */
import { expect } from 'chai';
import { BillingCustomer } from '../../../db/entities/billing-customer.entity.js';
import { signUp, verifyAddress } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { activityPage } from '../account/activity-kit.js';
import { ADMIN_EMAIL, api, type BillingKit, billingKit, deliver } from './billing-kit.js';

const URLS = { success_url: 'http://rampart.test/app/billing', cancel_url: 'http://rampart.test/app/billing' };
const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 86_400;

forEachDatabase('billing: subscription changes in the activity log', (database) => {
  let kit: BillingKit;
  // Only the admin's retry re-runs a failed event here: the workflow's first retry is an hour away.
  before(async () => {
    kit = await billingKit(database, { PROCESSOR_EVENT_RETRY_SCHEDULE: '3600' });
  });
  after(async () => kit.close());

  const changes = async (apiKey: string) =>
    (await activityPage(kit.t.app, apiKey, '?type=billing.subscription_changed')).activity;

  it('records a checkout and a cancellation by the processor; a stale event records nothing', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 3_600;
    const account = await signUp(kit.t.app);
    const checkout = (
      await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'professional', ...URLS })
    ).json();
    const events = kit.stripe.completeCheckout(checkout.id, inAMonth()).map((event) => ({ ...event, created: t0 }));
    for (const event of events) expect((await deliver(kit, event)).json().status).to.equal('processed');
    const subscription = events[1]?.data.object as Record<string, unknown>;

    const afterCheckout = await changes(account.apiKey);
    // The checkout made the change; the subscription and invoice events of the same state add nothing.
    expect(afterCheckout).to.have.length(1);
    expect(afterCheckout[0]).to.include({ actor: 'processor', ip_address: null, request_id: null });
    expect(afterCheckout[0]?.details).to.deep.equal({
      from_plan: 'free',
      to_plan: 'professional',
      from_status: 'active',
      to_status: 'active',
      processor_event_id: events[0]?.id,
      processor_event_type: 'checkout.session.completed',
    });

    const deleted = {
      ...kit.stripe.event('customer.subscription.deleted', { ...subscription, status: 'canceled' }),
      created: t0 + 100,
    };
    const stale = {
      ...kit.stripe.event('customer.subscription.updated', { ...subscription, status: 'active' }),
      created: t0 + 50,
    };
    expect((await deliver(kit, deleted)).json().status).to.equal('processed');
    expect((await deliver(kit, stale)).json().status).to.equal('processed');
    const afterCancel = await changes(account.apiKey);
    expect(afterCancel).to.have.length(2);
    expect(afterCancel[0]?.details).to.include({
      from_plan: 'professional',
      to_plan: 'free',
      to_status: 'canceled',
      processor_event_id: deleted.id,
    });
  });

  it("an admin's retry that applies an event is recorded as the admin's, with its request id", async () => {
    const account = await signUp(kit.t.app);
    const admin = await signUp(kit.t.app, ADMIN_EMAIL);
    await verifyAddress(kit.t, ADMIN_EMAIL);
    const subscription = kit.stripe.subscriptionObject('cus_activity_retry', 'starter', 'active', inAMonth());
    const event = kit.stripe.event('customer.subscription.updated', subscription);
    expect((await deliver(kit, event)).json().status).to.equal('failed');
    expect(await changes(account.apiKey), 'a failed event changes nothing').to.have.length(0);

    await kit.t.db.getRepository(BillingCustomer).insert({
      userId: account.id,
      customerId: 'cus_activity_retry',
      subscriptionId: null,
      currentPeriodEnd: null,
      updatedAt: new Date(),
    });
    const retry = await api(kit, admin.apiKey).post('/v1/billing/webhook/retry?hours=1');
    expect(retry.statusCode, retry.body).to.equal(200);
    const [change] = await changes(account.apiKey);
    expect(change).to.include({
      actor: 'admin',
      ip_address: null,
      user_agent: null,
      request_id: retry.headers['x-request-id'],
    });
    expect(change?.details).to.include({ from_plan: 'free', to_plan: 'starter', processor_event_id: event.id });
  });
});
