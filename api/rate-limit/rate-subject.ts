/**
 * Who a request is counted against, and under which tier:
 * - an account (API key, JWT or session): its plan's tier, keyed by account id, so every
 *   credential of one account shares one budget;
 * - the public scanner key: PUBLIC_SCANNER_TIER, all of its callers as one subject;
 * - no credential (public routes): the client's IP address at the Free tier. An anonymous caller
 *   gets no more than the smallest account does, and signing up is the way to more. Loopback
 *   callers are not counted by address: they are the host itself (health probes, the operator's
 *   tools, a reverse proxy on the same machine), which an address cannot tell apart, and one
 *   shared budget would let any one of them lock out all the others. A proxy in front of Rampart
 *   must pass client addresses on (Fastify `trustProxy`) for per-address limits to mean anything.
 * The top plan gets `upgrade_url` null (docs/api-contract.md "The two kinds of 429"); everyone else the pricing page.
 */
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { PLANS, type Plan, planOf, type RateTier } from '../../core/plans/plan-catalogue.js';
import { PUBLIC_SCANNER_TIER, PUBLIC_SCANNER_TIER_NAME } from './rate-windows.js';

export interface RateSubject {
  key: string;
  tier: Readonly<RateTier>;
  /** For the wording: 'Rate limit exceeded for <tierName> plan. ...'. */
  tierName: string;
  upgradeUrl: string | null;
}

/** The plan nothing can be upgraded to beyond: the one with the largest daily allowance. */
const TOP_PLAN: Plan = PLANS.reduce((top, plan) => (plan.rate.perDay > top.rate.perDay ? plan : top));
const FREE_PLAN: Plan = planOf('free');

/** The caller kind of the shared public scanner key (docs/api-contract.md "Credentials"). */
export const PUBLIC_SCANNER_PRINCIPAL = 'public_scanner';

/** The fields this module reads of `request.principal` and `request.scanCaller`. */
interface CallerShape {
  method?: string;
  kind?: string;
  user?: { id: number; plan: string } | null;
}

/**
 * The public scanner key's authenticator (api/auth/public-scanner-key.ts, requireScanCaller) marks
 * the request with `scanCaller.kind` 'public_scanner'; a principal of that kind or method counts too.
 */
export function isPublicScannerCaller(request: FastifyRequest): boolean {
  const marks = [request.principal, (request as { scanCaller?: unknown }).scanCaller] as (CallerShape | undefined)[];
  return marks.some((mark) => mark?.kind === PUBLIC_SCANNER_PRINCIPAL || mark?.method === PUBLIC_SCANNER_PRINCIPAL);
}

/** The subject to count the request against; null for an anonymous caller on loopback. */
export function subjectOf(request: FastifyRequest, pricingUrl: string): RateSubject | null {
  const principal = request.principal as CallerShape | undefined;
  if (isPublicScannerCaller(request)) {
    return {
      key: PUBLIC_SCANNER_PRINCIPAL,
      tier: PUBLIC_SCANNER_TIER,
      tierName: PUBLIC_SCANNER_TIER_NAME,
      upgradeUrl: pricingUrl,
    };
  }
  if (principal?.user) {
    const plan = planOf(principal.user.plan);
    return {
      key: `account:${principal.user.id}`,
      tier: plan.rate,
      tierName: plan.tierName,
      upgradeUrl: plan.id === TOP_PLAN.id ? null : pricingUrl,
    };
  }
  return isLoopback(request.ip) ? null : ipSubject(request.ip, pricingUrl);
}

export function isLoopback(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.process(ip); // unwraps ::ffff:127.0.0.1
  return parsed.range() === 'loopback';
}

export function ipSubject(ip: string, pricingUrl: string): RateSubject {
  return { key: `ip:${ip}`, tier: FREE_PLAN.rate, tierName: FREE_PLAN.tierName, upgradeUrl: pricingUrl };
}
