/**
 * REST Hook subscriptions (the automation-platform integration, docs/integrations.md): the rules the
 * API, the fan-out and the delivery attempt share. A subscription is a webhook endpoint row of kind
 * `hook` (db/entities/webhook-endpoint.entity.ts), so it is signed, retried and dead-lettered like
 * an endpoint, but it takes no endpoint slot and is listed only under /v1/hooks.
 */
import type { Severity } from '../scan-model/report.js';

/** What a webhook endpoint row is: the user's own endpoint, or a platform's REST Hook subscription. */
export const ENDPOINT_KINDS = ['endpoint', 'hook'] as const;
export type EndpointKind = (typeof ENDPOINT_KINDS)[number];

/** Subscriptions an account may hold at once (each Zap or workflow step subscribes once). */
export const HOOK_SUBSCRIPTION_LIMIT = 50;

/**
 * Why a subscription stopped: the account left the plans that include the integration (it comes
 * back on an upgrade), or the target answered 410 Gone (the platform dropped it: it never comes
 * back). Failures in a row disable it as they do an endpoint (`consecutive_failures`).
 */
export const HOOK_DISABLED_REASONS = [
  'plan_downgrade',
  'target_gone',
  'consecutive_failures',
  'account_recovery',
] as const;
export type HookDisabledReason = (typeof HOOK_DISABLED_REASONS)[number];

/** Optional narrowing of what a subscription hears; absent fields match everything. */
export interface HookFilters {
  /** Only events about this domain (lowercase, as monitored or scanned). */
  domain?: string;
  /** Only events about domains of this client of the account (docs/portfolio.md). */
  client_id?: number;
  /** `alert.triggered` only: alerts of this severity or worse. */
  min_severity?: Severity;
}

export const SEVERITIES_WORST_FIRST: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

/** True when `severity` is `min` or worse. */
export function atLeastSeverity(severity: string, min: Severity): boolean {
  const rank = SEVERITIES_WORST_FIRST.indexOf(severity as Severity);
  return rank !== -1 && rank <= SEVERITIES_WORST_FIRST.indexOf(min);
}

const GRADE_ORDER = ['A', 'B', 'C', 'D', 'F'];

/** `down` when `to` is a worse grade than `from`. */
export function gradeDirection(from: string, to: string): 'up' | 'down' {
  return GRADE_ORDER.indexOf(to) > GRADE_ORDER.indexOf(from) ? 'down' : 'up';
}
