/**
 * Public pricing (docs/api-contract.md "Billing and pricing"): the plan catalogue, one plan, and a comparison
 * table. Read only from core/plans/plan-catalogue.ts, the table limits, usage and billing read too.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { findPlan, PLANS } from '../../core/plans/plan-catalogue.js';
import { errorResponses } from '../docs/documented-errors.js';
import { notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { PRICING_PATH } from '../system/system.routes.js';
import { CompareView, compareView, PlanView, planView } from './plan.view.js';

const tags = ['Pricing'];

export async function pricingRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const plans = PLANS.map(planView);
  const compare = compareView();

  app.get(
    PRICING_PATH,
    {
      schema: {
        tags,
        summary: 'Every plan: prices, scan allowance, rate limits, feature flags',
        response: { 200: Type.Array(PlanView) },
      },
    },
    async () => plans,
  );

  app.get(
    `${PRICING_PATH}/:plan_id`,
    {
      schema: {
        tags,
        summary: 'One plan',
        params: Type.Object({ plan_id: Type.String({ maxLength: 64 }) }),
        response: { 200: PlanView, ...errorResponses(404) },
      },
    },
    async (request) => {
      const plan = findPlan(request.params.plan_id);
      if (!plan) throw notFound(ERRORS.notFound.plan);
      return planView(plan);
    },
  );

  app.get(
    '/v1/pricing/compare',
    {
      schema: {
        tags,
        summary: 'Plan comparison table: rows are features and limits, columns are plans',
        response: { 200: CompareView },
      },
    },
    async () => compare,
  );
}
