/**
 * Out-of-order processor events: Stripe does not guarantee the order of its
 * events and retries for days, so a stale `customer.subscription.updated` (status active, older
 * `created`) arriving after `customer.subscription.deleted` must not bring the paid plan back; nor a
 * late checkout completion. Through the real webhook route, signed by the Stripe stand-in, in order,
 * out of order and concurrently, on SQLite and MariaDB.
 */
import { expect } from 'chai';
import { BillingCustomer } from '../../../db/entities/billing-customer.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import type { StandInEvent } from '../../../lab/stripe/stripe-stand-in.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { api, type BillingKit, billingKit, deliver } from './billing-kit.js';

const URLS = { success_url: 'http://rampart.test/app/billing', cancel_url: 'http://rampart.test/app/billing' };
const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 86_400;

forEachDatabase('billing: processor events out of order', (database) => {
  let kit: BillingKit;

  before(async () => {
    kit = await billingKit(database);
  });
  after(async () => kit.close());

  /** An event as the processor created it at `created` (Unix seconds). */
  const at = (created: number, type: string, object: Record<string, unknown>): StandInEvent => ({
    ...kit.stripe.event(type, object),
    created,
  });

  /** A fresh account that bought Professional through checkout at `t0`, every event delivered in order. */
  async function subscribed(t0: number) {
    const account = await signUp(kit.t.app);
    const checkout = (
      await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'professional', ...URLS })
    ).json();
    const events = kit.stripe.completeCheckout(checkout.id, inAMonth()).map((event) => ({ ...event, created: t0 }));
    for (const event of events) expect((await deliver(kit, event)).json().status).to.equal('processed');
    const subscription = events[1]?.data.object as Record<string, unknown>;
    return { account, checkoutCompleted: events[0] as StandInEvent, subscription };
  }

  const planOf = async (id: number) => {
    const user = await kit.t.db.manager.findOneByOrFail(User, { id });
    return [user.plan, user.subscriptionStatus];
  };

  it('a stale subscription.updated (active) after subscription.deleted leaves the account on Free', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 3_600;
    const { account, subscription } = await subscribed(t0);
    const deleted = at(t0 + 100, 'customer.subscription.deleted', { ...subscription, status: 'canceled' });
    const stale = at(t0 + 50, 'customer.subscription.updated', { ...subscription, status: 'active' });
    expect((await deliver(kit, deleted)).json().status).to.equal('processed');
    expect(await planOf(account.id)).to.deep.equal(['free', 'canceled']);
    // Acknowledged (the processor must stop retrying it), but it changes nothing.
    expect((await deliver(kit, stale)).json().status).to.equal('processed');
    expect(await planOf(account.id)).to.deep.equal(['free', 'canceled']);
    // Nor does a stale one from the very second of the cancellation: a cancelled subscription stays so.
    const sameSecond = at(t0 + 100, 'customer.subscription.updated', { ...subscription, status: 'active' });
    expect((await deliver(kit, sameSecond)).json().status).to.equal('processed');
    expect(await planOf(account.id)).to.deep.equal(['free', 'canceled']);
    const row = await kit.t.db.getRepository(BillingCustomer).findOneByOrFail({ userId: account.id });
    expect(row.lastEventCreated).to.equal(t0 + 100);
  });

  it('a late checkout completion does not bring back a plan cancelled since', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 3_600;
    const { account, subscription, checkoutCompleted } = await subscribed(t0);
    expect((await deliver(kit, at(t0 + 100, 'customer.subscription.deleted', subscription))).json().status).to.equal(
      'processed',
    );
    // The processor retried an earlier delivery of the checkout under a new event id (an older `created`).
    const late = at(t0 - 10, 'checkout.session.completed', checkoutCompleted.data.object);
    expect((await deliver(kit, late)).json().status).to.equal('processed');
    expect(await planOf(account.id)).to.deep.equal(['free', 'canceled']);
    // A new checkout afterwards (a new subscription) is newer state and applies.
    const again = (await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'starter', ...URLS })).json();
    const events = kit.stripe.completeCheckout(again.id, inAMonth()).map((event) => ({ ...event, created: t0 + 200 }));
    for (const event of events) expect((await deliver(kit, event)).json().status).to.equal('processed');
    expect(await planOf(account.id)).to.deep.equal(['starter', 'active']);
  });

  it('newer state wins however the events arrive: past_due after active, a stale invoice.paid ignored', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 3_600;
    const { account, subscription } = await subscribed(t0);
    const customer = String(subscription.customer);
    const pastDue = at(t0 + 60, 'customer.subscription.updated', { ...subscription, status: 'past_due' });
    const paid = at(t0 + 30, 'invoice.paid', kit.stripe.invoice(customer, String(subscription.id), inAMonth(), 'paid'));
    expect((await deliver(kit, pastDue)).json().status).to.equal('processed');
    expect((await deliver(kit, paid)).json().status).to.equal('processed');
    expect(await planOf(account.id)).to.deep.equal(['professional', 'past_due']);
  });

  it('delivered concurrently, in either order, the cancellation wins every time', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 3_600;
    const rounds = 6;
    for (let round = 0; round < rounds; round += 1) {
      const { account, subscription } = await subscribed(t0);
      const deleted = at(t0 + 100, 'customer.subscription.deleted', { ...subscription, status: 'canceled' });
      const stale = [
        at(t0 + 40, 'customer.subscription.updated', { ...subscription, status: 'active' }),
        at(t0 + 60, 'customer.subscription.updated', { ...subscription, status: 'active' }),
        at(t0 + 80, 'checkout.session.completed', {
          id: `cs_stale_${round}`,
          object: 'checkout.session',
          mode: 'subscription',
          customer: subscription.customer,
          client_reference_id: String(account.id),
          metadata: { plan: 'professional', account_id: String(account.id) },
          subscription: subscription.id,
        }),
      ];
      const batch = round % 2 === 0 ? [deleted, ...stale] : [...stale, deleted];
      const answers = await Promise.all(batch.map((event) => deliver(kit, event)));
      for (const answer of answers) expect(answer.statusCode, answer.body).to.equal(200);
      expect(await planOf(account.id), `round ${round}`).to.deep.equal(['free', 'canceled']);
    }
  });
});
