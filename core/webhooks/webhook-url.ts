/**
 * Which URLs a webhook endpoint may have (docs/api-contract.md "Webhook endpoint"): HTTPS, or plain HTTP for
 * `http://localhost` only (any port and path), so a developer can point an endpoint at a receiver on
 * their own machine. `http://127.0.0.1` and every other plain-HTTP host are refused: the exception is
 * for the name, not for loopback addresses. Pure, so the rule is tested without a network; where the
 * host resolves is judged again at every attempt (activities/webhooks/pinned-post.ts).
 */

/** Longest URL accepted: generous for real receivers, bounded for the column. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** Why a URL is refused: the 422's message (api/errors/error-catalogue.ts FIELD_MESSAGES holds them). */
export const WEBHOOK_URL_MESSAGES = {
  webhookUrl: 'Must be an HTTPS URL, or http://localhost for local development',
  webhookUrlCredentials: 'Must not contain a user name or password',
  webhookUrlFragment: 'Must not contain a fragment',
  webhookUrlLength: `Must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
} as const;
export type WebhookUrlMessage = (typeof WEBHOOK_URL_MESSAGES)[keyof typeof WEBHOOK_URL_MESSAGES];

/** True when the URL is a plain-HTTP URL to `localhost`, the one place loopback may be reached. */
export function isLocalhostUrl(url: URL): boolean {
  return url.protocol === 'http:' && url.hostname === 'localhost';
}

/** Null when `raw` is an acceptable endpoint URL; otherwise why not (the 422's message). */
export function webhookUrlProblem(raw: string): WebhookUrlMessage | null {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_URL_MESSAGES.webhookUrlLength;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_URL_MESSAGES.webhookUrl;
  }
  // Credentials in the URL would be sent to the receiver and shown in every listing.
  if (url.username !== '' || url.password !== '') return WEBHOOK_URL_MESSAGES.webhookUrlCredentials;
  if (url.hash !== '') return WEBHOOK_URL_MESSAGES.webhookUrlFragment;
  if (url.protocol === 'https:' && url.hostname !== '') return null;
  if (isLocalhostUrl(url)) return null;
  return WEBHOOK_URL_MESSAGES.webhookUrl;
}
