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

/** The statuses that still grant the plan; `past_due` is the processor's grace period. */
export const PLAN_GRANTING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}
