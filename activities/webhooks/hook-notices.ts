/**
 * The e-mails about REST Hook subscriptions (core/hooks/hook-rules.ts): the account left the plans
 * that include the automation-platform integration, or a subscription's target failed too often.
 */
import { WEBHOOK_AUTO_DISABLE_AFTER } from '../../core/webhooks/delivery-rules.js';
import type { MailMessage } from '../mail/mailer.js';

export interface PausedHook {
  id: number;
  event: string;
  url: string;
}

/** After a downgrade: which subscriptions stopped, and how they come back. */
export function hooksPausedByDowngradeMail(
  to: string,
  baseUrl: string,
  planName: string,
  hooks: readonly PausedHook[],
): MailMessage {
  return {
    to,
    subject: 'Your Rampart automation subscriptions are paused',
    text: [
      `Your account moved to the ${planName} plan, which does not include the automation-platform integration`,
      '(Zapier, n8n and other REST Hook subscribers). These subscriptions receive no events from now on:',
      '',
      ...hooks.map((hook) => `- subscription ${hook.id}: ${hook.event} -> ${hook.url}`),
      '',
      'They resume on their own if the account moves back to a plan that includes the integration',
      `(${baseUrl}/v1/pricing/compare). Your own webhook endpoints are not affected.`,
    ].join('\n'),
  };
}

/** After consecutive failures: the subscription is off; the platform subscribes again when it is turned back on. */
export function hookDisabledMail(to: string, baseUrl: string, hook: PausedHook, lastError: string | null): MailMessage {
  return {
    to,
    subject: 'Rampart disabled one of your automation subscriptions',
    text: [
      `Rampart disabled the REST Hook subscription ${hook.id} (${hook.event} -> ${hook.url})`,
      `after ${WEBHOOK_AUTO_DISABLE_AFTER} delivery attempts in a row failed.`,
      '',
      `Last failure: ${lastError ?? 'unknown'}`,
      '',
      'Turn the Zap or workflow off and on again: the platform then subscribes anew.',
      `Your subscriptions: GET ${baseUrl}/v1/hooks`,
    ].join('\n'),
  };
}
