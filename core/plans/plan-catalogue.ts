/**
 * The plan catalogue: the one table that pricing, limits, usage, quotas and billing all read.
 * Rate tiers are the rows of docs/api-contract.md "Rate limits" (Free, Solo, Pro, MSP, Enterprise, Custom) under the plan ids
 * of DESIGN.md section 4. Prices and domain slots are ours to set.
 */
export type PlanId = 'free' | 'starter' | 'professional' | 'msp' | 'enterprise' | 'custom';

export interface RateTier {
  perMinute: number;
  perHour: number;
  perDay: number;
  concurrent: number;
  burst: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** The spec's name for the rate-tier row, used in rate-limit messages. */
  tierName: string;
  /** US dollars; null where the price is negotiated. */
  priceMonthlyUsd: number | null;
  priceYearlyUsd: number | null;
  /** Null means unlimited. */
  scansPerMonth: number | null;
  /** Monitored-domain slots; null means unlimited. */
  domainLimit: number | null;
  activeWebhookEndpoints: number;
  rate: RateTier;
  features: {
    pdfReports: boolean;
    webhooks: boolean;
    whiteLabelPdf: boolean;
    automationIntegration: boolean;
    monitoringFrequencies: readonly ('hourly' | 'daily' | 'weekly')[];
  };
  /** Whether self-service checkout sells it (custom is arranged with sales). */
  purchasable: boolean;
  legacy: boolean;
}

const allFrequencies = ['hourly', 'daily', 'weekly'] as const;

export const PLANS: readonly Plan[] = Object.freeze([
  {
    id: 'free',
    name: 'Free',
    tierName: 'free',
    priceMonthlyUsd: 0,
    priceYearlyUsd: 0,
    scansPerMonth: 10,
    domainLimit: 1,
    activeWebhookEndpoints: 1,
    rate: { perMinute: 120, perHour: 1200, perDay: 5000, concurrent: 5, burst: 20 },
    features: {
      pdfReports: true,
      webhooks: true,
      whiteLabelPdf: false,
      automationIntegration: false,
      monitoringFrequencies: ['daily', 'weekly'],
    },
    purchasable: true,
    legacy: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    tierName: 'solo',
    priceMonthlyUsd: 29,
    priceYearlyUsd: 290,
    scansPerMonth: 50,
    domainLimit: 5,
    activeWebhookEndpoints: 5,
    rate: { perMinute: 150, perHour: 2000, perDay: 10000, concurrent: 8, burst: 25 },
    features: {
      pdfReports: true,
      webhooks: true,
      whiteLabelPdf: false,
      automationIntegration: false,
      monitoringFrequencies: allFrequencies,
    },
    purchasable: true,
    legacy: true,
  },
  {
    id: 'professional',
    name: 'Professional',
    tierName: 'pro',
    priceMonthlyUsd: 99,
    priceYearlyUsd: 990,
    scansPerMonth: 1000,
    domainLimit: 50,
    activeWebhookEndpoints: 5,
    rate: { perMinute: 300, perHour: 10000, perDay: 50000, concurrent: 20, burst: 50 },
    features: {
      pdfReports: true,
      webhooks: true,
      whiteLabelPdf: false,
      automationIntegration: true,
      monitoringFrequencies: allFrequencies,
    },
    purchasable: true,
    legacy: false,
  },
  {
    id: 'msp',
    name: 'MSP',
    tierName: 'msp',
    priceMonthlyUsd: 249,
    priceYearlyUsd: 2490,
    scansPerMonth: 1500,
    domainLimit: 250,
    activeWebhookEndpoints: 5,
    rate: { perMinute: 450, perHour: 20000, perDay: 150000, concurrent: 40, burst: 80 },
    features: {
      pdfReports: true,
      webhooks: true,
      whiteLabelPdf: true,
      automationIntegration: true,
      monitoringFrequencies: allFrequencies,
    },
    purchasable: true,
    legacy: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tierName: 'enterprise',
    priceMonthlyUsd: 599,
    priceYearlyUsd: 5990,
    scansPerMonth: 5000,
    domainLimit: 1000,
    activeWebhookEndpoints: 5,
    rate: { perMinute: 600, perHour: 30000, perDay: 200000, concurrent: 50, burst: 100 },
    features: {
      pdfReports: true,
      webhooks: true,
      whiteLabelPdf: true,
      automationIntegration: true,
      monitoringFrequencies: allFrequencies,
    },
    purchasable: true,
    legacy: false,
  },
  {
    id: 'custom',
    name: 'Custom',
    tierName: 'custom',
    priceMonthlyUsd: null,
    priceYearlyUsd: null,
    scansPerMonth: null,
    domainLimit: null,
    activeWebhookEndpoints: 5,
    rate: { perMinute: 1000, perHour: 50000, perDay: 500000, concurrent: 100, burst: 200 },
    features: {
      pdfReports: true,
      webhooks: true,
      whiteLabelPdf: true,
      automationIntegration: true,
      monitoringFrequencies: allFrequencies,
    },
    purchasable: false,
    legacy: false,
  },
] satisfies Plan[]);

const byId = new Map<string, Plan>(PLANS.map((plan) => [plan.id, plan]));

export function findPlan(id: string): Plan | undefined {
  return byId.get(id);
}

/** The plan of an account; an unknown id (a retired plan) falls back to Free rather than failing. */
export function planOf(id: string): Plan {
  return byId.get(id) ?? (byId.get('free') as Plan);
}
