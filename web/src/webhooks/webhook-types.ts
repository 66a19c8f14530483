/**
 * The webhook API's shapes as the pages read them (SPEC part 2 "Webhook endpoint" and "Webhook
 * delivery"): api/webhooks/webhook.view.ts answers exactly these.
 */

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string | null;
  enabled_events: string[];
  /** The client whose domains alone it hears about; null: every event of the account. */
  client_id: number | null;
  is_active: boolean;
  consecutive_failures: number;
  created_at: string;
  updated_at: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_failure_at: string | null;
  /** Set when 10 consecutive failures, an account recovery or its client's removal disabled it. */
  disabled_at: string | null;
  /** Why it is disabled; null while active or when disabled by hand. */
  disabled_reason: 'consecutive_failures' | 'account_recovery' | 'account_deleted' | 'client_removed' | null;
}

/** The sentence the pages show for a disabled endpoint's reason. */
export function disabledReasonText(endpoint: Pick<WebhookEndpoint, 'disabled_reason'>): string | null {
  if (endpoint.disabled_reason === 'consecutive_failures') return 'Disabled after 10 failures in a row';
  if (endpoint.disabled_reason === 'account_recovery') {
    return 'Disabled when a password reset first proved this account’s e-mail address: it was set up before then, possibly by someone else. Check its URL, then enable it again';
  }
  if (endpoint.disabled_reason === 'client_removed') {
    return 'Disabled because the client it was for was removed. Choose a client (or all clients) for it, then enable it again';
  }
  return null;
}

/** Only the create answer carries the signing secret; it is never returned again. */
export interface CreatedEndpoint extends WebhookEndpoint {
  secret: string;
}

export interface DeliveryAttempt {
  attempt: number;
  attempted_at: string;
  succeeded: boolean;
  response_status: number | null;
  duration_ms: number;
  response_body: string | null;
  error: string | null;
}

export type DeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

export interface Delivery {
  id: number;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempt_count: number;
  is_test: boolean;
  redelivery_of: number | null;
  failure_reason: string | null;
  created_at: string;
  next_attempt_at: string | null;
  completed_at: string | null;
  attempts: DeliveryAttempt[];
}

export interface EventTypeInfo {
  type: string;
  description: string;
  /** False for the types the spec accepts but nothing sends yet. */
  emitted: boolean;
}

export interface DeliveryStats {
  hours: number;
  since: string;
  total_deliveries: number;
  successful_deliveries: number;
  failed_deliveries: number;
  pending_deliveries: number;
  /** Successful / finished; null when none finished. */
  success_rate: number | null;
  total_attempts: number;
  successful_attempts: number;
  failed_attempts: number;
}

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed (dead letter)',
};

/** A delivery still has attempts to come: its page keeps refreshing. */
export const isUnderway = (delivery: Delivery) => delivery.status === 'pending' || delivery.status === 'retrying';
