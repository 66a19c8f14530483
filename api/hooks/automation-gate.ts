/**
 * The plan gate of the automation-platform integration (docs/api-contract.md "Plan gates": gated to a higher plan):
 * a preHandler after `requireAccount` that answers 403 with the plans that include it and
 * `upgrade_url` (the pricing page, where the comparison's "Automation-platform integration" row
 * links to docs/integrations.md). The plan is read from the account at every request, so a plan
 * change takes effect at once.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { PLANS, planOf } from '../../core/plans/plan-catalogue.js';
import { principalOf } from '../auth/authenticate.js';
import { planGated } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

/** The plans sold today that include it (legacy plans include it too, but are not offered). */
export const AUTOMATION_PLANS = PLANS.filter(
  (plan) => plan.features.automationIntegration && !plan.legacy && plan.priceMonthlyUsd !== null,
).map((plan) => plan.name);

/** The 403's body in the OpenAPI document: `detail` and `upgrade_url`. */
export const PLAN_GATE_RESPONSE = {
  description: 'The plan does not include the automation-platform integration (upgrade_url: the plans)',
  type: 'object',
  additionalProperties: true,
  required: ['detail'],
  properties: { detail: { type: 'string' }, upgrade_url: { type: 'string' } },
} as const;

export function automationGate(app: FastifyInstance): preHandlerAsyncHookHandler {
  const upgradeUrl = app.rateLimits.pricingUrl;
  return async (request) => {
    const plan = planOf(principalOf(request).user.plan);
    if (!plan.features.automationIntegration) {
      throw planGated(ERRORS.forbidden.automationPlanGate(plan.name, AUTOMATION_PLANS), upgradeUrl);
    }
  };
}
