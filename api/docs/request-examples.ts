/**
 * A real example body for every operation that takes one, shown by the interactive documentation
 * ("Example Value", and the body "Try it out" starts from). Without them Swagger UI made its own from
 * the schema, such as `{"domain":"string","dkim_selectors":["XEVd..."]}`, which the API refuses.
 * Each example must pass its route's own validation (test/api/docs/request-examples.test.ts sends it),
 * and every operation with a JSON body has one.
 */
const PASSWORD = 'correct horse battery staple';
const TOKEN = 'rvzl3a13-4rjvT0aONyZ-JH6itZ0dsykb2ZGmnhsrv4';

export const REQUEST_EXAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /v1/auth/signup': { email: 'you@example.com', password: PASSWORD },
  'POST /v1/auth/login': { email: 'you@example.com', password: PASSWORD },
  'POST /v1/auth/password/reset-request': { email: 'you@example.com' },
  'POST /v1/auth/reset-password': { token: TOKEN, new_password: 'a new and longer passphrase' },
  'POST /v1/auth/password/reset-confirm': {
    token: TOKEN,
    email: 'you@example.com',
    new_password: 'a new and longer passphrase',
  },
  'POST /v1/auth/password/change': { current_password: PASSWORD, new_password: 'a new and longer passphrase' },
  'POST /v1/scan/free': { domain: 'example.com', authorization: { attested: true, basis: 'owner' } },
  'POST /v1/scan': { domain: 'example.com', dkim_selectors: ['selector1', 'google'] },
  'POST /v1/batch/scan': { domains: ['example.com', 'example.org', 'example.net'], sort_by: 'risk' },
  'POST /v1/batch/compare': { domains: ['example.com', 'example.org'] },
  'PUT /v1/settings/branding': { company_name: 'Acme Security Partners', accent_color: '#0b6e4f' },
  'POST /v1/domains': {
    domain: 'example.com',
    scan_frequency: 'daily',
    alert_on_score_drop: true,
    alert_threshold: 10,
  },
  'PATCH /v1/domains/{domain_id}': { scan_frequency: 'weekly', alert_threshold: 15 },
  'PATCH /v1/domains/{domain_id}/badge': { badge_enabled: true },
  'PUT /v1/settings/alert-preferences': {
    score_drop: true,
    critical_issue: true,
    cert_expiry: true,
    config_change: false,
  },
  'POST /v1/billing/checkout': {
    plan: 'professional',
    success_url: 'http://localhost:8000/app/usage?checkout=done',
    cancel_url: 'http://localhost:8000/app/usage',
    yearly: false,
  },
  'POST /v1/billing/portal': { return_url: 'http://localhost:8000/app/usage' },
  'POST /v1/webhooks': {
    url: 'https://hooks.example.com/rampart',
    enabled_events: ['scan.completed', 'alert.triggered'],
    description: 'Ticketing system',
  },
  'PATCH /v1/webhooks/{endpoint_id}': { enabled_events: ['scan.completed'], is_active: true },
  'POST /v1/webhooks/{endpoint_id}/test': { event_type: 'scan.completed' },
};

interface DocsInput {
  schema: Record<string, unknown> | undefined;
  url: string;
  route: { method: string | string[] };
}

/** The @fastify/swagger transform step: the operation's example body, if it takes one (docs only). */
export function exampleBody<T extends DocsInput>(input: T, key: string): T {
  const example = REQUEST_EXAMPLES[key];
  const body = input.schema?.body as Record<string, unknown> | undefined;
  if (!input.schema || input.schema.hide || !body || !example) return input;
  return { ...input, schema: { ...input.schema, body: { ...body, examples: [example] } } };
}
