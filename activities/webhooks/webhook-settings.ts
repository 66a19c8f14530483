/** What the webhook activities need besides the database (ActivityDeps.webhooks), and how config gives it. */
import type { Config } from '../../config/env.js';
import type { Secrets } from '../../config/secrets.js';
import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from '../../core/webhooks/delivery-rules.js';
import { type AllowList, EMPTY_ALLOW_LIST, parseAllowList } from '../../scanner/network/address-guard.js';
import type { WebhookResolve } from './pinned-post.js';
import { SecretBox } from './secret-box.js';

export interface WebhookSettings {
  /** Opens the endpoints' signing secrets (key from the secrets file or WEBHOOK_SECRET_KEY). */
  secretBox: SecretBox;
  /** Seconds before attempts 2-5 (WEBHOOK_RETRY_SCHEDULE). */
  retryScheduleSeconds: readonly number[];
  /** WEBHOOK_ALLOWED_CIDRS: ranges a webhook URL may resolve to beyond public space. */
  allowList: AllowList;
  /** WEBHOOK_ALLOW_LOCALHOST: `http://localhost` endpoints are delivered to (off: refused, see pinned-post.ts). */
  allowLocalhost: boolean;
  /** For links in the auto-disable mail. */
  publicBaseUrl: string;
  /** WEBHOOK_ATTEMPT_TIMEOUT_SECONDS; default 30 s (docs/api-contract.md "Delivery rules"). */
  attemptTimeoutMs?: number;
  /** POSTs in flight at once in this process; default WEBHOOK_SEND_CONCURRENCY (send-slots.ts says why). */
  maxConcurrentSends?: number;
  /** How a URL's host is resolved at each attempt; default the system resolver (tests inject one). */
  resolve?: WebhookResolve;
}

export function webhookSettingsFromConfig(
  config: Pick<Config, 'webhooks' | 'publicBaseUrl'>,
  secrets: Pick<Secrets, 'webhookSecretKey'>,
): WebhookSettings {
  return {
    secretBox: new SecretBox(secrets.webhookSecretKey),
    retryScheduleSeconds: config.webhooks.retryScheduleSeconds,
    allowList: parseAllowList(config.webhooks.allowedCidrs),
    allowLocalhost: config.webhooks.allowLocalhost,
    publicBaseUrl: config.publicBaseUrl,
    attemptTimeoutMs: config.webhooks.attemptTimeoutSeconds * 1000,
  };
}

/** The schedule when no settings were given (tests of other features): the spec's. */
export const DEFAULT_WEBHOOK_SCHEDULE = {
  retryScheduleSeconds: WEBHOOK_RETRY_SCHEDULE_SECONDS,
  allowList: EMPTY_ALLOW_LIST,
};
