/** The e-mail an account owner gets when consecutive failures disable one of their webhook endpoints. */
import { WEBHOOK_AUTO_DISABLE_AFTER } from '../../core/webhooks/delivery-rules.js';
import type { MailMessage } from '../mail/mailer.js';

export interface DisabledEndpoint {
  id: number;
  url: string;
  lastError: string | null;
}

export function endpointDisabledMail(to: string, baseUrl: string, endpoint: DisabledEndpoint): MailMessage {
  return {
    to,
    subject: 'Rampart disabled one of your webhook endpoints',
    text: [
      `Rampart disabled your webhook endpoint ${endpoint.id} (${endpoint.url})`,
      `after ${WEBHOOK_AUTO_DISABLE_AFTER} delivery attempts in a row failed.`,
      '',
      `Last failure: ${endpoint.lastError ?? 'unknown'}`,
      '',
      'It receives no events until you re-enable it. Once the receiver answers 2xx again:',
      `curl -X PATCH ${baseUrl}/v1/webhooks/${endpoint.id} -H 'Authorization: Bearer <API key>' \\`,
      `  -H 'Content-Type: application/json' -d '{"is_active": true}'`,
      '',
      'Deliveries that failed are kept as dead letters; list them with',
      `GET ${baseUrl}/v1/webhooks/${endpoint.id}/deliveries?status=failed and redeliver each with`,
      `POST ${baseUrl}/v1/webhooks/${endpoint.id}/deliveries/<delivery id>/retry.`,
    ].join('\n'),
  };
}
