/**
 * The headers of a delivery (docs/api-contract.md "Delivery headers"), plus the Standard
 * Webhooks ones (`webhook-id`, `webhook-timestamp`, `webhook-signature`, signed by the
 * `standardwebhooks` package itself) so receivers can verify with an off-the-shelf library.
 *
 * The X-Service HMAC key is the secret string exactly as shown at creation (`whsec_...`, UTF-8);
 * Standard Webhooks uses the bytes base64-encoded after the prefix, as its libraries do.
 */
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const WEBHOOK_USER_AGENT = 'Service-Webhooks/1.0';

export interface SignedDelivery {
  eventId: string;
  eventType: string;
  deliveryId: number;
  /** The exact bytes sent. */
  body: string;
  secret: string;
  signedAt: Date;
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

export function deliveryHeaders(delivery: SignedDelivery): Record<string, string> {
  const timestamp = Math.floor(delivery.signedAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'x-service-signature': hmacHex(delivery.secret, delivery.body),
    'x-service-timestamp': String(timestamp),
    'x-service-signature-v2': hmacHex(delivery.secret, `${timestamp}.${delivery.body}`),
    'x-service-event': delivery.eventType,
    'x-service-delivery': String(delivery.deliveryId),
    // The event id: the same on every attempt and redelivery, which is what Standard Webhooks
    // receivers deduplicate on.
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': new Webhook(delivery.secret).sign(delivery.eventId, new Date(timestamp * 1000), delivery.body),
  };
}
