/**
 * preHandler for routes that spend plan resources (batch, compare, monitoring, reports): 403
 * `Subscription is not active` when the account's subscription has lapsed (SPEC part 5 item 8), before
 * the route does any work. The rule itself lives with the other scan rules
 * (activities/scans/scan-admission.ts). Account, billing and sign-in routes do not use it, so a lapsed
 * customer can still pay.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { isSubscriptionActive } from '../../activities/scans/scan-admission.js';
import { forbidden } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { principalOf } from './authenticate.js';

export const requireActiveSubscription: preHandlerAsyncHookHandler = async (request) => {
  if (!isSubscriptionActive(principalOf(request).user.subscriptionStatus)) {
    throw forbidden(ERRORS.forbidden.subscriptionInactive);
  }
};
