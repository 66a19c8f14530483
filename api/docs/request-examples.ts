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
  'DELETE /v1/account': { current_password: 'correct horse battery staple' },
  'PUT /v1/settings/branding': { company_name: 'Acme Security Partners', accent_color: '#0b6e4f' },
  'POST /v1/domains': {
    domain: 'example.com',
    scan_frequency: 'daily',
    alert_on_score_drop: true,
    alert_threshold: 10,
  },
  'PATCH /v1/domains/{domain_id}': {
    scan_frequency: 'weekly',
    alert_threshold: 15,
    client_id: 1,
    tags: ['production'],
  },
  'POST /v1/clients': { name: 'Acme Dental Group' },
  'POST /v1/domains/bulk-actions': { action: 'add_tags', domain_ids: [12, 13, 14], tags: ['production'] },
  'POST /v1/domains/bulk': {
    domains: [
      { domain: 'example.com', client: 'Acme Dental Group', tags: ['production'], scan_frequency: 'daily' },
      { domain: 'example.org', client: 'Acme Dental Group', tags: ['marketing', 'eu'] },
    ],
    dry_run: false,
    idempotency_key: 'acme-onboarding-2026-11-26',
  },
  'PATCH /v1/clients/{client_id}': { name: 'Acme Dental Group (EU)' },
  'PUT /v1/clients/{client_id}/report-settings': {
    frequency: 'monthly',
    recipients: ['it@acme-dental.example', 'practice.manager@acme-dental.example'],
  },
  'PUT /v1/clients/{client_id}/alert-preferences': {
    score_drop: true,
    critical_issue: true,
    cert_expiry: true,
    config_change: false,
  },
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
    // Public URLs are the rule; this one is the contract's local-development exception, so a "Try it
    // out" (or the fuzzer's examples phase) makes no DNS look-up of a name nobody serves.
    url: 'http://localhost:9000/rampart-webhooks',
    enabled_events: ['scan.completed', 'alert.triggered'],
    description: 'Ticketing system',
  },
  'PATCH /v1/webhooks/{endpoint_id}': { enabled_events: ['scan.completed'], is_active: true },
  'POST /v1/webhooks/{endpoint_id}/test': { event_type: 'scan.completed' },
  'POST /v1/hooks': {
    target_url: 'https://hooks.zapier.com/hooks/standard/1234567/abcdef/',
    event: 'alert.triggered',
    filters: { domain: 'example.com', min_severity: 'high' },
  },
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

/**
 * Operations whose JSON body may be left out altogether (docs/api-contract.md "Webhook endpoints": the test event's `event_type` is
 * optional). @fastify/swagger marks every declared body required; the document must not, or a client
 * generator demands a body and a fuzzer expects a request without one to be refused.
 */
export const OPTIONAL_BODIES: ReadonlySet<string> = new Set(['POST /v1/webhooks/{endpoint_id}/test']);

type Document = { paths?: Record<string, Record<string, { requestBody?: { required?: boolean } }>> };

/** @fastify/swagger's `transformObject` step: `requestBody.required: false` where the body is optional. */
export function markOptionalBodies<T extends Document>(document: T): T {
  for (const key of OPTIONAL_BODIES) {
    const [method = '', path = ''] = key.split(' ');
    const body = document.paths?.[path]?.[method.toLowerCase()]?.requestBody;
    if (body) body.required = false;
  }
  return document;
}
