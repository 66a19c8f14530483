/**
 * The account activity log's vocabulary, in one place: what an entry may say happened (`type`),
 * who did it (`actor`), how a sign-in proved itself, and how long entries are kept. The API's list,
 * its OpenAPI enum, the dashboard's words, the purge and an account's export all read these.
 */

/**
 * Every activity type: a short label (the dashboard's words) and the sentence that explains it (the
 * API's `description`; docs/account-activity.md lists the same).
 */
export const ACCOUNT_ACTIVITY_TYPES = {
  'account.created': {
    label: 'Account created',
    description: 'The account was created (sign-up or a first Google sign-in)',
  },
  'auth.sign_in': {
    label: 'Signed in',
    description: 'A sign-in: a session and JWT were issued (details.method says how)',
  },
  'auth.sign_in_failed': {
    label: 'Sign-in refused',
    description: 'A password sign-in to this account was refused',
  },
  'auth.api_key_rotated': {
    label: 'API key replaced',
    description: 'The API key was replaced; the old one stopped working',
  },
  'auth.password_reset': {
    label: 'Password reset',
    description: 'The password was set with an e-mailed reset token; every session ended',
  },
  'auth.password_changed': { label: 'Password changed', description: 'The password was changed; other sessions ended' },
  'auth.email_verified': { label: 'E-mail verified', description: 'The e-mail address was verified' },
  'webhook.created': { label: 'Webhook created', description: 'A webhook endpoint was created' },
  'webhook.updated': {
    label: 'Webhook changed',
    description: 'A webhook endpoint was changed (details.changes names the fields)',
  },
  'webhook.deleted': { label: 'Webhook deleted', description: 'A webhook endpoint was deleted' },
  'hook.subscribed': {
    label: 'Automation hook subscribed',
    description: 'A REST Hook subscription was created (details: hook_id, event, target_url)',
  },
  'hook.unsubscribed': {
    label: 'Automation hook unsubscribed',
    description:
      'A REST Hook subscription ended: unsubscribed, or its target answered 410 Gone (details.reason: unsubscribed or target_gone)',
  },
  'hook.paused': {
    label: 'Automation hooks paused',
    description:
      "The account's REST Hook subscriptions were paused by a move to a plan without the integration (details: hook_ids, to_plan)",
  },
  'hook.resumed': {
    label: 'Automation hooks resumed',
    description:
      'REST Hook subscriptions paused by a downgrade were resumed by a move back (details: hook_ids, to_plan)',
  },
  'domain.added': { label: 'Domain added', description: 'A domain was added to monitoring' },
  'domain.updated': {
    label: 'Domain changed',
    description: 'A monitored domain was changed (details.changes names the fields)',
  },
  'domain.removed': { label: 'Domain removed', description: 'A domain was removed from monitoring' },
  'domain.import_started': {
    label: 'Domain import started',
    description: 'A bulk import of monitored domains was started (details: import_id, lines, dry_run)',
  },
  'domain.import_finished': {
    label: 'Domain import finished',
    description: 'A bulk import of monitored domains finished (details: import_id, added, failed, dry_run)',
  },
  'domain.bulk_updated': {
    label: 'Domains changed in bulk',
    description:
      'Many monitored domains were changed or removed at once (details: action, domain_ids and the value set, or the removed domains)',
  },
  'domain.ownership_verified': {
    label: 'Ownership verified',
    description: 'Ownership of a monitored domain was proven (DNS record or file)',
  },
  'domain.ownership_lost': {
    label: 'Ownership lost',
    description: 'A monitored domain was checked and no longer shows its verification',
  },
  'branding.updated': { label: 'Branding set', description: 'The white-label branding of PDF reports was set' },
  'branding.removed': { label: 'Branding removed', description: 'The white-label branding of PDF reports was removed' },
  'account.export_requested': {
    label: 'Data export requested',
    description: "An export of the account's data was requested (details.delivery: inline, or by mailed link)",
  },
  'billing.subscription_changed': {
    label: 'Plan or subscription changed',
    description: 'The plan or subscription status changed (details: from, to, the processor event)',
  },
} as const satisfies Record<string, { label: string; description: string }>;

export type AccountActivityType = keyof typeof ACCOUNT_ACTIVITY_TYPES;
export const ACCOUNT_ACTIVITY_TYPE_NAMES = Object.keys(ACCOUNT_ACTIVITY_TYPES) as AccountActivityType[];

export function isAccountActivityType(value: string): value is AccountActivityType {
  return Object.hasOwn(ACCOUNT_ACTIVITY_TYPES, value);
}

/**
 * Who did it: the credential of the request (`api_key`, `session` cookie, `jwt`), an operator
 * (`admin`, e.g. a retried processor event), the payment processor's event (`processor`), the
 * service itself (`system`: a scheduled ownership re-check, a failing webhook endpoint disabled),
 * or a request without a credential that proved itself otherwise (`public`: a password at sign-in,
 * an e-mailed token, Google).
 */
export const ACCOUNT_ACTIVITY_ACTORS = ['api_key', 'session', 'jwt', 'admin', 'processor', 'system', 'public'] as const;
export type AccountActivityActor = (typeof ACCOUNT_ACTIVITY_ACTORS)[number];

/** How a sign-in proved itself (`details.method` of `auth.sign_in`). */
export const SIGN_IN_METHODS = ['password', 'google', 'password_reset'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Entries older than this are purged (on a schedule, in small batches). */
export const ACCOUNT_ACTIVITY_RETENTION_DAYS = 90;

/** Stored lengths: a longer user agent is cut, never refused (it is the client's, not the user's). */
export const ACTIVITY_USER_AGENT_MAX = 255;
export const ACTIVITY_IP_MAX = 45;
export const ACTIVITY_REQUEST_ID_MAX = 64;

/** Small facts about the change: ids, names, from/to. Never secrets, tokens or passwords. */
export type AccountActivityDetails = Record<string, string | number | boolean | null | string[] | number[]>;

/** Who did it, in the dashboard's words. */
export const ACCOUNT_ACTIVITY_ACTOR_LABELS: Readonly<Record<AccountActivityActor, string>> = {
  api_key: 'API key',
  session: 'Dashboard session',
  jwt: 'Access token (JWT)',
  admin: 'Rampart administrator',
  processor: 'Payment processor',
  system: 'Rampart (scheduled check)',
  public: 'Sign-in or e-mailed link',
};
