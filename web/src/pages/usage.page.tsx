/**
 * Usage and plan: the plan's limits as meters (GET /v1/usage/limits, with the domain slots and
 * webhook endpoints in use), six months of requests and scans as a chart and a table
 * (GET /v1/usage/history), requests by API route (GET /v1/usage/by-endpoint), and upgrading or
 * managing billing through the payment processor (usage/plan-billing.tsx).
 */
import { useEffect, useState } from 'preact/hooks';
import { Notice } from '../components/form.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { ApiError, api } from '../lib/api.js';
import type {
  DomainList,
  MonthUsage,
  PlanInfo,
  Subscription,
  UsageByEndpoint,
  UsageHistory,
  UsageLimits,
  WebhookEndpoint,
} from '../lib/api-schema.js';
import { navigate, useLocation } from '../lib/router.js';
import { useLoad } from '../lib/use-load.js';
import { EndpointUsageTable } from '../usage/endpoint-usage-table.js';
import { HistoryChart } from '../usage/history-chart.js';
import { LimitMeter } from '../usage/limit-meter.js';
import { PlanBilling } from '../usage/plan-billing.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';
import '../usage/usage.css';

interface Loaded {
  limits: UsageLimits;
  months: MonthUsage[];
  byEndpoint: UsageByEndpoint;
  plans: PlanInfo[];
  domainsUsed: number;
  activeEndpoints: number;
  subscription: Subscription | null;
  billingError: string | null;
}

const CHECKOUT_OUTCOMES: Record<string, string> = {
  success: 'Checkout finished. Your plan changes here as soon as the payment processor confirms the payment.',
  cancelled: 'Checkout cancelled: nothing was charged and your plan is unchanged.',
};

/** The subscription, or why billing is unavailable (503: not configured, or the processor is down). */
async function subscriptionOrReason(): Promise<{ subscription: Subscription | null; billingError: string | null }> {
  try {
    return { subscription: await api<Subscription>('GET', '/v1/billing/subscription'), billingError: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return { subscription: null, billingError: error.message };
    throw error;
  }
}

async function readUsage(): Promise<Loaded> {
  const [limits, history, byEndpoint, plans, domains, endpoints, billing] = await Promise.all([
    api<UsageLimits>('GET', '/v1/usage/limits'),
    api<UsageHistory>('GET', '/v1/usage/history?months=6'),
    api<UsageByEndpoint>('GET', '/v1/usage/by-endpoint?days=30'),
    api<PlanInfo[]>('GET', '/v1/pricing/plans'),
    api<DomainList>('GET', '/v1/domains'),
    api<WebhookEndpoint[]>('GET', '/v1/webhooks'),
    subscriptionOrReason(),
  ]);
  return {
    limits,
    months: history.months,
    byEndpoint,
    plans,
    domainsUsed: domains.used,
    activeEndpoints: endpoints.filter((endpoint) => endpoint.is_active).length,
    ...billing,
  };
}

export function UsagePage(_props: PageProps) {
  const { query } = useLocation();
  const [outcome] = useState(() => CHECKOUT_OUTCOMES[query.get('checkout') ?? ''] ?? null);
  useEffect(() => {
    // The processor's return address has done its job once read: a reload shows the plain page.
    if (query.has('checkout')) navigate('/usage', { replace: true });
  }, []);
  const { data: loaded, error: loadError } = useLoad(readUsage);

  if (loadError || !loaded) {
    return (
      <Page title="Usage and plan">
        <LoadStatus error={loadError} loading note="Loading usage…" />
      </Page>
    );
  }
  const { limits } = loaded;
  const l = limits.limits;
  return (
    <Page title="Usage and plan" lead={`${limits.plan.name} plan. Figures are counted in UTC.`}>
      {outcome && <Notice kind="success">{outcome}</Notice>}
      {!limits.scans_allowed && (
        <div class="alert alert-warning" role="status">
          No more scans are allowed right now: the monthly quota is used up or the subscription is not active.
        </div>
      )}
      <div class="usage-grid">
        <PlanBilling
          limits={limits}
          plans={loaded.plans}
          subscription={loaded.subscription}
          billingError={loaded.billingError}
        />
        <section class="card" aria-labelledby="limits-heading">
          <h2 id="limits-heading">Limits</h2>
          <LimitMeter
            label="Scans this month"
            used={l.scans_per_month.used}
            limit={l.scans_per_month.limit}
            note="Free scans and PDF reports take none."
          />
          <LimitMeter label="Monitored domains" used={loaded.domainsUsed} limit={l.domain_slots.limit} />
          <LimitMeter
            label="Active webhook endpoints"
            used={loaded.activeEndpoints}
            limit={l.webhook_endpoints.limit}
          />
          <LimitMeter label="API requests today" used={l.requests_per_day.used} limit={l.requests_per_day.limit} />
          <LimitMeter
            label="API requests this hour"
            used={l.requests_per_hour.used}
            limit={l.requests_per_hour.limit}
          />
          <p class="muted small">
            Also: {l.requests_per_minute.limit} requests a minute, bursts of {l.burst.limit},{' '}
            {l.concurrent_requests.limit} at once.
          </p>
        </section>
      </div>
      <section class="section" aria-labelledby="history-heading">
        <h2 id="history-heading">The last six months</h2>
        <div class="card history-card">
          <HistoryChart months={loaded.months} />
        </div>
      </section>
      <section class="section" aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">Requests by API route, last {loaded.byEndpoint.days} days</h2>
        <EndpointUsageTable endpoints={loaded.byEndpoint.endpoints} days={loaded.byEndpoint.days} />
      </section>
    </Page>
  );
}
