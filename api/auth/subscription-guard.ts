/**
 * preHandler for the paid features (docs/billing.md lists them: scans of every kind, batch, compare,
 * monitoring, reports, webhook endpoint changes): 403 `Subscription is not active` when a paid plan's
 * subscription has lapsed (docs/api-contract.md "Plan gates"), before the route does any work. The rule itself is
 * mayUsePaidFeatures (core/plans/subscription-status.ts), which scan admission applies too. Account,
 * usage, billing and sign-in routes do not use it, so a lapsed customer can still see and pay.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { mayUsePaidFeatures } from '../../core/plans/subscription-status.js';
import { forbidden } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { principalOf } from './authenticate.js';

export const requireActiveSubscription: preHandlerAsyncHookHandler = async (request) => {
  if (!mayUsePaidFeatures(principalOf(request).user)) {
    throw forbidden(ERRORS.forbidden.subscriptionInactive);
  }
};
