/**
 * The payment processor's client: the official `stripe` library (the design card's choice), built
 * once from STRIPE_SECRET_KEY and pointed at STRIPE_API_BASE when that is set (the client's host,
 * port and protocol options), so tests and the lab talk to a local server speaking Stripe's REST API.
 * Null when billing is not configured: the billing endpoints then answer 503.
 */
import Stripe from 'stripe';
import type { Config } from '../../config/env.js';

/** Seconds a processor call may take before the request fails with a 503. */
const TIMEOUT_MS = 15_000;

export function stripeClientFor(config: Readonly<Config>): Stripe | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Rampart' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The processor's price for a plan, found by lookup key: `rampart_<plan>_<monthly|yearly>`. */
export function priceLookupKey(plan: string, yearly: boolean): string {
  return `rampart_${plan}_${yearly ? 'yearly' : 'monthly'}`;
}
