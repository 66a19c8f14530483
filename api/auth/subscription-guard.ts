/**
 * preHandler for routes that spend plan resources (scans, monitoring, reports): 403
 * `Subscription is not active` when the account's subscription has lapsed (SPEC part 5 item 8).
 * Account, billing and sign-in routes do not use it, so a lapsed customer can still pay.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { principalOf } from './authenticate.js';

/** Stripe's statuses that still grant the plan; `past_due` is the processor's grace period. */
const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function isSubscriptionActive(status: string): boolean {
  return ACTIVE_STATUSES.has(status);
}

export const requireActiveSubscription: preHandlerAsyncHookHandler = async (request) => {
  if (!isSubscriptionActive(principalOf(request).user.subscriptionStatus)) {
    throw forbidden(ERRORS.forbidden.subscriptionInactive);
  }
};
