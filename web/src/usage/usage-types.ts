/**
 * The usage, pricing and billing answers as the usage page reads them: api/usage/usage-limits.ts,
 * api/usage/usage.routes.ts, api/pricing/plan.view.ts and api/billing/billing.routes.ts.
 */

interface RateUse {
  limit: number;
  used: number;
  remaining: number;
  resets_at: string | null;
}

export interface UsageLimits {
  plan: { id: string; name: string };
  subscription_status: string;
  period: { start: string; end: string };
  limits: {
    /** limit and remaining null: unlimited. */
    scans_per_month: { limit: number | null; used: number; remaining: number | null };
    requests_per_minute: RateUse;
    requests_per_hour: RateUse;
    requests_per_day: RateUse;
    burst: { limit: number; available: number };
    concurrent_requests: { limit: number; in_flight: number };
    domain_slots: { limit: number | null };
    webhook_endpoints: { limit: number };
  };
  requests_allowed: boolean;
  scans_allowed: boolean;
}

export interface MonthUsage {
  /** YYYY-MM */
  month: string;
  requests: number;
  errors: number;
  scans: number;
}

export interface EndpointUsage {
  method: string;
  route: string;
  requests: number;
  client_errors: number;
  server_errors: number;
  /** 0-1 */
  error_rate: number;
}

export interface PlanInfo {
  id: string;
  name: string;
  price_monthly_usd: number | null;
  price_yearly_usd: number | null;
  scans_per_month: number | null;
  domain_slots: number | null;
  webhook_endpoints: number;
  purchasable: boolean;
  legacy: boolean;
}

export interface Subscription {
  plan: string;
  status: string;
  active: boolean;
  current_period_end: string | null;
  customer_id: string | null;
}
