/** What the billing tests share: an app pointed at the Stripe stand-in, and signed deliveries. */
import type { LightMyRequestResponse } from 'fastify';
import { type StandInEvent, StripeStandIn } from '../../../lab/stripe/stripe-stand-in.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import type { TestDatabase } from '../../helpers/databases.js';

export const ADMIN_EMAIL = 'billing-admin@example.com';

export interface BillingKit {
  t: TestApp;
  stripe: StripeStandIn;
  close(): Promise<void>;
}

export async function billingKit(database: TestDatabase, env: Record<string, string> = {}): Promise<BillingKit> {
  const stripe = new StripeStandIn();
  await stripe.start();
  const t = await buildTestApp(database, {
    ...stripe.env(),
    ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} `,
    PROCESSOR_EVENT_RETRY_SCHEDULE: '1,1',
    // The tests' return URLs are on this origin (or PUBLIC_BASE_URL's, http://rampart.test).
    BILLING_RETURN_ORIGINS: 'https://app.example',
    ...env,
  });
  return {
    t,
    stripe,
    async close() {
      await t.close();
      await stripe.stop();
    },
  };
}

/** Delivers one event to the webhook, signed now (or at `timestamp`). */
export function deliver(kit: BillingKit, event: StandInEvent, timestamp?: number): Promise<LightMyRequestResponse> {
  const { payload, headers } = kit.stripe.signedDelivery(event, timestamp);
  return kit.t.app.inject({ method: 'POST', url: '/v1/billing/webhook', payload, headers });
}

export function api(kit: BillingKit, apiKey: string) {
  const headers = { 'x-api-key': apiKey };
  return {
    get: (url: string) => kit.t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) => kit.t.app.inject({ method: 'POST', url, headers, payload }),
  };
}
