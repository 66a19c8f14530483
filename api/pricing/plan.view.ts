/**
 * A plan of the catalogue (core/plans/plan-catalogue.ts) as the pricing endpoints show it. The one
 * shape `GET /v1/pricing/plans`, `/plans/{plan_id}` and the usage limits read, so they cannot drift.
 */
import { Type } from '@sinclair/typebox';
import { PLANS, type Plan } from '../../core/plans/plan-catalogue.js';

export const RateLimitsView = Type.Object({
  per_minute: Type.Integer(),
  per_hour: Type.Integer(),
  per_day: Type.Integer(),
  concurrent: Type.Integer(),
  burst: Type.Integer({ description: 'token-bucket size, refilled at per_minute (docs/billing.md)' }),
});

export const PlanView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tier: Type.String({ description: 'the rate tier named in rate-limit messages' }),
  price_monthly_usd: Type.Union([Type.Number(), Type.Null()], { description: 'null: priced by agreement' }),
  price_yearly_usd: Type.Union([Type.Number(), Type.Null()]),
  scans_per_month: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
  domain_slots: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
  webhook_endpoints: Type.Integer(),
  rate_limits: RateLimitsView,
  features: Type.Object({
    pdf_reports: Type.Boolean(),
    webhooks: Type.Boolean(),
    white_label_pdf: Type.Boolean(),
    automation_integration: Type.Boolean(),
    monitoring_frequencies: Type.Array(Type.String()),
  }),
  purchasable: Type.Boolean({ description: 'sold through POST /v1/billing/checkout' }),
  legacy: Type.Boolean(),
});

export function rateLimitsView(plan: Plan) {
  const { rate } = plan;
  return {
    per_minute: rate.perMinute,
    per_hour: rate.perHour,
    per_day: rate.perDay,
    concurrent: rate.concurrent,
    burst: rate.burst,
  };
}

export function planView(plan: Plan) {
  return {
    id: plan.id,
    name: plan.name,
    tier: plan.tierName,
    price_monthly_usd: plan.priceMonthlyUsd,
    price_yearly_usd: plan.priceYearlyUsd,
    scans_per_month: plan.scansPerMonth,
    domain_slots: plan.domainLimit,
    webhook_endpoints: plan.activeWebhookEndpoints,
    rate_limits: rateLimitsView(plan),
    features: {
      pdf_reports: plan.features.pdfReports,
      webhooks: plan.features.webhooks,
      white_label_pdf: plan.features.whiteLabelPdf,
      automation_integration: plan.features.automationIntegration,
      monitoring_frequencies: [...plan.features.monitoringFrequencies],
    },
    purchasable: plan.purchasable && plan.priceMonthlyUsd !== null && plan.priceMonthlyUsd > 0,
    legacy: plan.legacy,
  };
}

/** The comparison table: one row per feature or limit, one column per plan (catalogue order). */
export const CompareView = Type.Object({
  plans: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  rows: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
      docs: Type.Optional(
        Type.String({
          description: "The page of Rampart's documentation (docs/ in the distribution) that explains the feature",
        }),
      ),
    }),
  ),
});

type Cell = string | number | boolean | null;
const ROWS: { key: string; label: string; of: (plan: Plan) => Cell; docs?: string }[] = [
  { key: 'price_monthly_usd', label: 'Monthly price (USD)', of: (p) => p.priceMonthlyUsd },
  { key: 'price_yearly_usd', label: 'Yearly price (USD)', of: (p) => p.priceYearlyUsd },
  { key: 'scans_per_month', label: 'Scans per month', of: (p) => p.scansPerMonth },
  { key: 'domain_slots', label: 'Monitored domains', of: (p) => p.domainLimit },
  { key: 'webhook_endpoints', label: 'Active webhook endpoints', of: (p) => p.activeWebhookEndpoints },
  { key: 'requests_per_minute', label: 'Requests per minute', of: (p) => p.rate.perMinute },
  { key: 'requests_per_hour', label: 'Requests per hour', of: (p) => p.rate.perHour },
  { key: 'requests_per_day', label: 'Requests per day', of: (p) => p.rate.perDay },
  { key: 'concurrent_requests', label: 'Concurrent requests', of: (p) => p.rate.concurrent },
  { key: 'burst', label: 'Burst (requests at once)', of: (p) => p.rate.burst },
  { key: 'pdf_reports', label: 'PDF reports', of: (p) => p.features.pdfReports },
  { key: 'webhooks', label: 'Webhooks', of: (p) => p.features.webhooks },
  { key: 'white_label_pdf', label: 'White-label PDF branding', of: (p) => p.features.whiteLabelPdf },
  {
    key: 'automation_integration',
    label: 'Automation-platform integration',
    of: (p) => p.features.automationIntegration,
    docs: 'docs/integrations.md',
  },
  {
    key: 'monitoring_frequencies',
    label: 'Monitoring frequencies',
    of: (p) => p.features.monitoringFrequencies.join(', '),
  },
  { key: 'legacy', label: 'Legacy plan (existing customers)', of: (p) => p.legacy },
];

export function compareView() {
  return {
    plans: PLANS.map((plan) => ({ id: plan.id, name: plan.name })),
    rows: ROWS.map((row) => ({
      key: row.key,
      label: row.label,
      values: Object.fromEntries(PLANS.map((plan) => [plan.id, row.of(plan)])),
      ...(row.docs ? { docs: row.docs } : {}),
    })),
  };
}
