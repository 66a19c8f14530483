/**
 * An account's subscription status: the payment processor's (Stripe's) subscription states, stored
 * on the user as they arrive. Typed here, beside the plan catalogue, so the entity, the billing code
 * and the guards agree on one list instead of passing plain strings around.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The statuses in which a paid plan's features are open. `past_due` (a renewal failed and the
 * processor is retrying it), `unpaid`, `canceled` and the rest close them: the customer
 * still signs in, sees usage and billing, and can pay, but spends nothing more until the invoice is
 * paid.
 */
export const PLAN_GRANTING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

/** The parts of an account the rule reads (core/ knows no entities). */
export interface SubscriptionHolder {
  plan: string;
  subscriptionStatus: string;
}

/**
 * THE rule for "paid features" (docs/billing.md lists what it gates): whether the account's
 * subscription lets it use them. The Free plan has nothing to pay and is never refused, whatever
 * status its row still shows (a subscription that ended leaves the account on Free with status
 * `canceled`: the free limits apply from then on). A paid plan needs a plan-granting status.
 */
export function mayUsePaidFeatures(account: SubscriptionHolder): boolean {
  if (account.plan === 'free') return true;
  return PLAN_GRANTING_STATUSES.has(account.subscriptionStatus as SubscriptionStatus);
}

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}
