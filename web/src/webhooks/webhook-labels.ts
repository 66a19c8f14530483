/** How the webhook pages word an endpoint's and a delivery's state: dashboard wording, not API shapes. */
import type { Delivery, DeliveryStatus, WebhookEndpoint } from '../lib/api-schema.js';

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

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed (dead letter)',
};

/** A delivery still has attempts to come: its page keeps refreshing. */
export const isUnderway = (delivery: Delivery) => delivery.status === 'pending' || delivery.status === 'retrying';
