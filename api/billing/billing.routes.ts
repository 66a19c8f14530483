/**
 * Billing through the payment processor (docs/api-contract.md "Billing and pricing"): a checkout session to
 * buy a plan, the customer portal, and the account's subscription. Without STRIPE_SECRET_KEY these
 * answer 503. The plan only changes when the processor says it was paid (the webhook,
 * processor-webhook.routes.ts), never on the way to checkout.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { findPlan, planOf } from '../../core/plans/plan-catalogue.js';
import { quotaOf } from '../../core/plans/quota-period.js';
import { mayUsePaidFeatures } from '../../core/plans/subscription-status.js';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import type { User } from '../../db/entities/user.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import { ApiError, badRequest, invalidField, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES } from '../errors/error-catalogue.js';
import { priceLookupKey, stripeClientFor } from './stripe-client.js';

const tags = ['Billing'];
/** The plans checkout accepts in `plan` (docs/api-contract.md "Billing and pricing"); `free` is known but has nothing to pay. */
export const CHECKOUT_PLANS = ['free', 'starter', 'professional', 'msp', 'enterprise'] as const;

const Url = Type.String({ minLength: 1, maxLength: 2048 });
const CheckoutBody = Type.Object({
  // One `enum` (not a union of literals): a wrong plan is one {field, message}.
  plan: Type.Unsafe<(typeof CHECKOUT_PLANS)[number]>({ type: 'string', enum: [...CHECKOUT_PLANS] }),
  success_url: Url,
  cancel_url: Url,
  yearly: Type.Optional(Type.Boolean({ default: false })),
});
const PortalBody = Type.Union([
  Type.Object({ return_url: Type.Optional(Url) }, { additionalProperties: false }),
  Type.Null(),
]);
const CheckoutView = Type.Object({
  id: Type.String(),
  url: Type.String(),
  plan: Type.String(),
  yearly: Type.Boolean(),
});
const SubscriptionView = Type.Object({
  plan: Type.String(),
  status: Type.String(),
  active: Type.Boolean({ description: 'whether the paid features are open (docs/billing.md)' }),
  scans_this_month: Type.Integer(),
  scan_limit: Type.Union([Type.Integer(), Type.Null()]),
  domain_limit: Type.Union([Type.Integer(), Type.Null()]),
  current_period_end: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  customer_id: Type.Union([Type.String(), Type.Null()]),
  subscription_id: Type.Union([Type.String(), Type.Null()]),
});

/**
 * A return URL (where the processor sends the browser back) must be an absolute http(s) URL on the
 * service's own origin (PUBLIC_BASE_URL) or one of BILLING_RETURN_ORIGINS: any other would make the
 * processor's page, trusted by the user, hand them to an address of someone else's choosing.
 */
function returnUrlChecker(allowedOrigins: ReadonlySet<string>) {
  return (field: string, value: string): void => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw invalidField(field, FIELD_MESSAGES.httpUrl);
    if (!allowedOrigins.has(url.origin) || url.username !== '' || url.password !== '') {
      throw invalidField(field, FIELD_MESSAGES.returnUrlOrigin);
    }
  };
}

export async function billingRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const checkUrl = returnUrlChecker(
    new Set([new URL(ctx.config.publicBaseUrl).origin, ...ctx.config.billingReturnOrigins]),
  );
  const stripe = stripeClientFor(ctx.config);
  const preHandler = app.auth.requireAccount;

  function client(): Stripe {
    if (!stripe) throw serviceUnavailable(ERRORS.serviceUnavailable.billingNotConfigured);
    return stripe;
  }

  /** A processor call; its failures (unreachable, refused) are a 503, logged with the cause. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      app.log.error({ err: error, what }, 'payment processor call failed');
      throw serviceUnavailable(ERRORS.serviceUnavailable.processorUnreachable);
    }
  }

  /** The account's processor customer, created on first need (one per account). */
  async function customerOf(user: User): Promise<string> {
    const known = await ctx.db.getRepository(BillingCustomer).findOneBy({ userId: user.id });
    if (known) return known.customerId;
    const created = await call('customers.create', () =>
      client().customers.create(
        { email: user.email, metadata: { account_id: String(user.id) } },
        // Two checkouts at once from one account make one customer at the processor.
        { idempotencyKey: `rampart-customer-${user.id}-${user.createdAt.getTime()}` },
      ),
    );
    try {
      await ctx.db.getRepository(BillingCustomer).insert({
        userId: user.id,
        customerId: created.id,
        subscriptionId: null,
        currentPeriodEnd: null,
        updatedAt: ctx.clock.now(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return (await ctx.db.getRepository(BillingCustomer).findOneByOrFail({ userId: user.id })).customerId;
  }

  app.post(
    '/v1/billing/checkout',
    {
      preHandler,
      schema: {
        tags,
        summary: 'A checkout session to buy a plan (monthly, or yearly)',
        body: CheckoutBody,
        response: { 200: CheckoutView, ...errorResponses(400, 422, 503) },
      },
    },
    async (request) => {
      const { plan: planId, success_url: successUrl, cancel_url: cancelUrl } = request.body;
      const yearly = request.body.yearly ?? false;
      checkUrl('success_url', successUrl);
      checkUrl('cancel_url', cancelUrl);
      const stripeClient = client();
      const plan = findPlan(planId) ?? planOf('free');
      if (plan.id === 'free' || !plan.purchasable || !plan.priceMonthlyUsd) {
        throw badRequest(ERRORS.badRequest.planNotPurchasable(plan.name));
      }
      const { user } = principalOf(request);
      const customer = await customerOf(user);
      const lookupKey = priceLookupKey(plan.id, yearly);
      const prices = await call('prices.list', () =>
        stripeClient.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
      );
      const price = prices.data[0];
      if (!price) {
        app.log.error({ lookupKey }, 'no active price at the payment processor for this lookup key');
        throw serviceUnavailable(ERRORS.serviceUnavailable.processorPriceMissing);
      }
      const metadata = { account_id: String(user.id), plan: plan.id };
      const session = await call('checkout.sessions.create', () =>
        stripeClient.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: String(user.id),
          line_items: [{ price: price.id, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
          subscription_data: { metadata },
        }),
      );
      if (!session.url) throw serviceUnavailable(ERRORS.serviceUnavailable.processorUnreachable);
      return { id: session.id, url: session.url, plan: plan.id, yearly };
    },
  );

  app.post(
    '/v1/billing/portal',
    {
      preHandler,
      schema: {
        tags,
        summary: "The processor's customer portal (payment method, invoices, cancel)",
        body: Type.Optional(PortalBody),
        response: { 200: Type.Object({ url: Type.String() }), ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const stripeClient = client();
      const returnUrl = request.body?.return_url ?? `${ctx.config.publicBaseUrl}/app/`;
      if (request.body?.return_url !== undefined) checkUrl('return_url', returnUrl);
      const { user } = principalOf(request);
      const customer = await ctx.db.getRepository(BillingCustomer).findOneBy({ userId: user.id });
      if (!customer) throw badRequest(ERRORS.badRequest.noBillingCustomer);
      const session = await call('billingPortal.sessions.create', () =>
        stripeClient.billingPortal.sessions.create({ customer: customer.customerId, return_url: returnUrl }),
      );
      return { url: session.url };
    },
  );

  app.get(
    '/v1/billing/subscription',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The plan, its status, this month’s scans and the end of the period paid for',
        response: { 200: SubscriptionView, ...errorResponses(503) },
      },
    },
    async (request) => {
      client();
      const { user } = principalOf(request);
      const now = ctx.clock.now();
      const customer = await ctx.db.getRepository(BillingCustomer).findOneBy({ userId: user.id });
      const plan = planOf(user.plan);
      const quota = quotaOf(user, now);
      return {
        plan: plan.id,
        status: user.subscriptionStatus,
        active: mayUsePaidFeatures(user),
        scans_this_month: quota.used,
        scan_limit: quota.limit,
        domain_limit: plan.domainLimit,
        current_period_end: customer?.currentPeriodEnd?.toISOString() ?? null,
        customer_id: customer?.customerId ?? null,
        subscription_id: customer?.subscriptionId ?? null,
      };
    },
  );
}
