/**
 * The delivery rules (docs/api-contract.md "Delivery rules"), as data read by the delivery workflow (workflows/) and
 * its activities: five attempts, the waits between them, the 30 s answer bound, auto-disable at 10.
 */

/** Attempts per delivery, the first included (docs/api-contract.md "Webhook delivery states"). */
export const WEBHOOK_MAX_ATTEMPTS = 5;

/** Seconds before attempts 2 to 5 (docs/api-contract.md "Delivery rules"); WEBHOOK_RETRY_SCHEDULE overrides them. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS: readonly number[] = [60, 300, 900, 3600];

/** The receiver must answer within this (docs/api-contract.md "Delivery rules"). */
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 30_000;

/** Consecutive failed attempts after which an endpoint is disabled (docs/api-contract.md "Webhook endpoint states"). */
export const WEBHOOK_AUTO_DISABLE_AFTER = 10;

/**
 * Why an endpoint is disabled: `consecutive_failures` (the auto-disable above), or
 * `account_recovery` (a password reset proved the account's address for the first time, so endpoints
 * set up before it may be someone else's: api/accounts/account-recovery.ts), or `account_deleted` (the
 * account is being deleted; the endpoint goes with it), or `client_removed` (the client it was
 * scoped to was removed: re-enabling it needs a new `client_id`, or null for every event of the
 * account, so it never widens to the whole account unasked; docs/portfolio.md). Disabled by hand: none.
 */
export const WEBHOOK_DISABLED_REASONS = [
  'consecutive_failures',
  'account_recovery',
  'account_deleted',
  'client_removed',
] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** The part of a receiver's answer that is read and kept with the attempt; the rest is discarded. */
export const WEBHOOK_RESPONSE_BODY_CAP_BYTES = 1024;

/** POSTs one process has in flight at most (activities/webhooks/send-slots.ts). */
export const WEBHOOK_SEND_CONCURRENCY = 32;

/** Delivery states: queued or between attempts, delivered, or a dead letter. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The waits before attempts 2..5 in milliseconds, from seconds (the configured schedule). */
export function retryDelaysMs(seconds: readonly number[]): number[] {
  return seconds.map((each) => Math.round(each * 1000));
}

/** The input of the delivery workflow (`webhook-delivery-<id>`). */
export interface WebhookDeliveryInput {
  deliveryId: number;
  /** Tells "not committed yet" (retry) from "its endpoint was deleted" (nothing to do). */
  endpointId: number;
  /** Waits before attempts 2-5, fixed when the delivery starts (a later config change leaves it alone). */
  retryDelaysMs: number[];
  /**
   * The attempt to make first, at once (default 1): set by the sweeper when it starts again a
   * delivery whose run is gone (a rollback failed it), so the attempts already recorded are not
   * waited for again. Absent from every run started before it existed: their replay is unchanged.
   */
  fromAttempt?: number;
}
