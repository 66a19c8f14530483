import { expect } from 'chai';
import { BillingCustomer } from '../../../db/entities/billing-customer.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { api, type BillingKit, billingKit, deliver } from './billing-kit.js';

const URLS = { success_url: 'https://app.example/billing/done', cancel_url: 'https://app.example/billing' };

forEachDatabase('billing: checkout, portal and subscription against the Stripe stand-in', (database) => {
  let kit: BillingKit;
  let account: { id: number; apiKey: string; email: string };
  before(async () => {
    kit = await billingKit(database);
  });
  after(async () => kit.close());
  beforeEach(async () => {
    account = await signUp(kit.t.app);
  });

  it('answers 401 without credentials', async () => {
    for (const [method, url] of [
      ['POST', '/v1/billing/checkout'],
      ['POST', '/v1/billing/portal'],
      ['GET', '/v1/billing/subscription'],
    ] as const) {
      const payload = url.endsWith('checkout') ? { plan: 'starter', ...URLS } : undefined;
      const response = await kit.t.app.inject({ method, url, payload });
      expect(response.statusCode, url).to.equal(401);
    }
  });

  it('checkout: one processor customer per account, the plan’s price, a session id and URL', async () => {
    const me = api(kit, account.apiKey);
    const before = kit.stripe.requests.length;
    const response = await me.post('/v1/billing/checkout', { plan: 'professional', ...URLS });
    expect(response.statusCode, response.body).to.equal(200);
    const body = response.json();
    expect(body).to.include({ plan: 'professional', yearly: false });
    expect(body.id).to.match(/^cs_test_/);
    expect(body.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    const calls = kit.stripe.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).to.deep.equal([
      'POST /v1/customers',
      'GET /v1/prices',
      'POST /v1/checkout/sessions',
    ]);
    expect(calls[0]?.params).to.deep.include({ email: account.email, metadata: { account_id: String(account.id) } });
    expect(calls[0]?.idempotencyKey).to.match(new RegExp(`^rampart-customer-${account.id}-`));
    expect(calls[1]?.params).to.deep.include({ lookup_keys: ['rampart_professional_monthly'] });
    const price = kit.stripe.prices.find((p) => p.lookup_key === 'rampart_professional_monthly');
    const session = calls[2]?.params as Record<string, unknown>;
    expect(session).to.deep.include({
      mode: 'subscription',
      client_reference_id: String(account.id),
      line_items: [{ price: price?.id, quantity: '1' }],
      success_url: URLS.success_url,
      cancel_url: URLS.cancel_url,
      metadata: { account_id: String(account.id), plan: 'professional' },
    });
    const customer = await kit.t.db.getRepository(BillingCustomer).findOneByOrFail({ userId: account.id });
    expect(session.customer).to.equal(customer.customerId);
    // A second checkout (yearly this time) reuses the customer.
    const yearly = await me.post('/v1/billing/checkout', { plan: 'msp', yearly: true, ...URLS });
    expect(yearly.statusCode).to.equal(200);
    const again = kit.stripe.requests.slice(before + 3);
    expect(again.map((call) => call.path)).to.deep.equal(['/v1/prices', '/v1/checkout/sessions']);
    expect(again[0]?.params).to.deep.include({ lookup_keys: ['rampart_msp_yearly'] });
    // Going to checkout changes nothing until the processor says it was paid.
    expect((await me.get('/v1/auth/me')).json()).to.include({ plan: 'free', subscription_status: 'active' });
  });

  const invalid: [string, object, string[]][] = [
    ['no success_url', { plan: 'starter', cancel_url: URLS.cancel_url }, ['success_url']],
    ['no cancel_url', { plan: 'starter', success_url: URLS.success_url }, ['cancel_url']],
    ['neither URL', { plan: 'starter' }, ['success_url', 'cancel_url']],
    ['no plan', { ...URLS }, ['plan']],
    ['an unknown plan', { plan: 'platinum', ...URLS }, ['plan']],
    ['the custom plan (arranged with sales)', { plan: 'custom', ...URLS }, ['plan']],
    ['a URL that is not http(s)', { plan: 'starter', ...URLS, success_url: 'javascript:alert(1)' }, ['success_url']],
    ['a mistyped yearly', { plan: 'starter', ...URLS, yearly: 'sometimes' }, ['yearly']],
  ];
  /** Return URLs off the service's origin and BILLING_RETURN_ORIGINS. */
  const ELSEWHERE = [
    'https://evil.example/billing',
    'https://app.example.evil.example/billing',
    'http://app.example/billing',
    'https://app.example:8443/billing',
    'https://app.example@evil.example/billing',
    'https://user:pw@app.example/billing',
    'https://rampart.test/app/',
    '//evil.example/billing',
  ];
  const origin = [{ field: '', message: "Must be on this service's origin or one of BILLING_RETURN_ORIGINS" }];

  it('checkout and portal: 422 for a return URL elsewhere, nothing sent to the processor; own origins accepted', async () => {
    const me = api(kit, account.apiKey);
    const before = kit.stripe.requests.length;
    for (const elsewhere of ELSEWHERE) {
      for (const field of ['success_url', 'cancel_url'] as const) {
        const response = await me.post('/v1/billing/checkout', { plan: 'starter', ...URLS, [field]: elsewhere });
        expect(response.statusCode, `${field} ${elsewhere}`).to.equal(422);
        const expected = elsewhere.startsWith('//')
          ? [{ field, message: 'Must be an absolute http or https URL' }]
          : origin.map((item) => ({ ...item, field }));
        expect(response.json().detail, `${field} ${elsewhere}`).to.deep.equal(expected);
      }
    }
    expect(kit.stripe.requests.length).to.equal(before);
    const own = {
      success_url: 'http://rampart.test/app/usage?checkout=success',
      cancel_url: 'http://rampart.test/app/',
    };
    expect((await me.post('/v1/billing/checkout', { plan: 'starter', ...own })).statusCode).to.equal(200);
    // The portal with another account of a customer: each account's burst allowance is 20 requests.
    const other = await signUp(kit.t.app);
    const them = api(kit, other.apiKey);
    expect((await them.post('/v1/billing/checkout', { plan: 'starter', ...own })).statusCode).to.equal(200);
    const sent = kit.stripe.requests.length;
    for (const elsewhere of ELSEWHERE.filter((url) => !url.startsWith('//'))) {
      const portal = await them.post('/v1/billing/portal', { return_url: elsewhere });
      expect([portal.statusCode, portal.json().detail], elsewhere).to.deep.equal([
        422,
        origin.map((item) => ({ ...item, field: 'return_url' })),
      ]);
    }
    expect(kit.stripe.requests.length).to.equal(sent);
    expect(
      (await them.post('/v1/billing/portal', { return_url: 'http://rampart.test/app/usage' })).statusCode,
    ).to.equal(200);
  });
  for (const [what, payload, fields] of invalid) {
    it(`checkout: 422 naming ${fields.join(' and ')} for ${what}`, async () => {
      const response = await api(kit, account.apiKey).post('/v1/billing/checkout', payload);
      expect(response.statusCode, response.body).to.equal(422);
      expect((response.json().detail as { field: string }[]).map((item) => item.field).sort()).to.deep.equal(
        [...fields].sort(),
      );
    });
  }

  it('checkout: 400 with a clear detail for the free plan, which has nothing to pay', async () => {
    const response = await api(kit, account.apiKey).post('/v1/billing/checkout', { plan: 'free', ...URLS });
    expect(response.statusCode).to.equal(400);
    expect(response.json()).to.deep.equal({
      detail: 'The Free plan cannot be bought through checkout: it has no price to pay',
    });
  });

  it('checkout: 503 when the processor fails, with nothing of its error leaked', async () => {
    const me = api(kit, account.apiKey);
    // The library retries a 500 twice (maxNetworkRetries 2): all three attempts fail.
    kit.stripe.failNext('/v1/customers', 500, 3);
    const response = await me.post('/v1/billing/checkout', { plan: 'starter', ...URLS });
    expect(response.statusCode).to.equal(503);
    expect(response.json()).to.deep.equal({
      detail: 'The payment processor could not be reached or refused the request: retry shortly',
    });
    expect(kit.stripe.requests.filter((call) => call.path === '/v1/customers').length).to.be.at.least(3);
  });

  it('portal: 400 before the account has a processor customer; then the portal session URL', async () => {
    const me = api(kit, account.apiKey);
    const early = await me.post('/v1/billing/portal');
    expect(early.statusCode).to.equal(400);
    expect(early.json().detail).to.match(/no billing customer yet/);
    expect((await me.post('/v1/billing/checkout', { plan: 'starter', ...URLS })).statusCode).to.equal(200);
    const portal = await me.post('/v1/billing/portal', { return_url: 'https://app.example/account' });
    expect(portal.statusCode, portal.body).to.equal(200);
    expect(portal.json().url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_/);
    expect(kit.stripe.requests.at(-1)?.params).to.deep.include({ return_url: 'https://app.example/account' });
    const defaultReturn = await me.post('/v1/billing/portal');
    expect(defaultReturn.statusCode).to.equal(200);
    expect(kit.stripe.requests.at(-1)?.params).to.deep.include({ return_url: 'http://rampart.test/app/' });
  });

  it('subscription: plan, status, this month’s scans, the limits and the period end', async () => {
    const me = api(kit, account.apiKey);
    const free = (await me.get('/v1/billing/subscription')).json();
    expect(free).to.deep.equal({
      plan: 'free',
      status: 'active',
      active: true,
      scans_this_month: 0,
      scan_limit: 10,
      domain_limit: 1,
      current_period_end: null,
      customer_id: null,
      subscription_id: null,
    });
    const checkout = (await me.post('/v1/billing/checkout', { plan: 'professional', ...URLS })).json();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    for (const event of kit.stripe.completeCheckout(checkout.id, periodEnd)) {
      expect((await deliver(kit, event)).json().status).to.equal('processed');
    }
    const paid = (await me.get('/v1/billing/subscription')).json();
    expect(paid).to.include({
      plan: 'professional',
      status: 'active',
      active: true,
      scan_limit: 1000,
      domain_limit: 50,
    });
    expect(paid.current_period_end).to.equal(new Date(periodEnd * 1000).toISOString());
    expect(paid.subscription_id).to.match(/^sub_/);
  });
});

forEachDatabase('billing: not configured', (database) => {
  it('answers 503 with a clear detail without STRIPE_SECRET_KEY (and the webhook without its secret)', async () => {
    const t = await buildTestApp(database);
    try {
      const account = await signUp(t.app);
      const headers = { 'x-api-key': account.apiKey };
      for (const [method, url, payload] of [
        [
          'POST',
          '/v1/billing/checkout',
          { plan: 'starter', success_url: 'http://rampart.test/app/', cancel_url: 'http://rampart.test/app/' },
        ],
        ['POST', '/v1/billing/portal', undefined],
        ['GET', '/v1/billing/subscription', undefined],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, payload });
        expect(response.statusCode, url).to.equal(503);
        expect(response.json()).to.deep.equal({
          detail: 'Billing is not configured on this server (STRIPE_SECRET_KEY is not set)',
        });
      }
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/v1/billing/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'processor-signature': 't=1,v1=00' },
      });
      expect(webhook.statusCode).to.equal(503);
      expect(webhook.json().detail).to.match(/PROCESSOR_WEBHOOK_SECRET is not set/);
    } finally {
      await t.close();
    }
  });
});
