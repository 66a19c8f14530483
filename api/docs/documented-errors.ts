/**
 * The error responses the OpenAPI document declares, so that it describes every answer truthfully
 * (schemathesis holds us to it: `npm run fuzz:api`). Two sources:
 *
 * - the ones every route of a kind can give, added to the document here (docs only, no effect on
 *   serialisation): 422 for a route with a request schema, 413 for one with a body, 401 and 403 for
 *   one behind credentials (none or bad; a disabled account, a missing CSRF token), 429 on every
 *   `/v1` route (the request-rate limits apply to all of them), 414 for a route with path
 *   parameters and 431 for all (both refused before routing), 503 for all (the database down or
 *   its disk full, answered centrally by api/errors/error-handler.ts);
 * - the ones only some routes give (400, 404, 409, 503, a 403 of their own): declared by the route
 *   itself next to its handler, with `errorResponses(400, 404)` spread into its `response` schema.
 *
 * Bodies: `{"detail": "..."}`; 422's detail is a list of `{field, message}`; the request-rate 429
 * adds `error`, `message`, `retry_after` and `upgrade_url` (the quota 429 has only `detail`).
 */

type Schema = Record<string, unknown>;

// additionalProperties: these schemas also serialise the answers of the routes that declare them,
// which must go out byte for byte as the error handler made them.
const ERROR_BODY: Schema = {
  type: 'object',
  additionalProperties: true,
  required: ['detail'],
  properties: { detail: { type: 'string' } },
};

const VALIDATION_BODY: Schema = {
  type: 'object',
  additionalProperties: true,
  required: ['detail'],
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const RATE_LIMIT_BODY: Schema = {
  type: 'object',
  additionalProperties: true,
  required: ['detail'],
  properties: {
    detail: { type: 'string' },
    error: { type: 'string' },
    message: { type: 'string' },
    retry_after: { type: 'integer', minimum: 1 },
    upgrade_url: { type: 'string', nullable: true },
  },
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Invalid or missing authentication',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed (the Allow header lists the methods)',
  409: 'Conflict',
  413: 'Request body too large',
  414: 'A path segment is too long',
  422: 'Validation error: a list of {field, message}',
  429: 'Too many requests (a rate limit: retry_after; or the scan quota: detail only)',
  431: 'Request line and headers too large',
  503: 'Service unavailable',
};

function bodyFor(status: number): Schema {
  if (status === 422) return VALIDATION_BODY;
  if (status === 429) return RATE_LIMIT_BODY;
  return ERROR_BODY;
}

/** Response schemas for `statuses`, to spread into a route's `response` (error bodies of the contract). */
export function errorResponses(...statuses: number[]): Record<number, Schema> {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: DESCRIPTIONS[status] ?? 'Error', ...bodyFor(status) }]),
  );
}

interface RouteForDocs {
  url: string;
  method: string | string[];
  schema?: Schema;
  /** Set by api/app.ts documentSecurity for routes behind credentials. */
  security?: unknown;
}

/** The statuses every route of its kind can answer (see the file comment). */
export function genericErrorStatuses(route: RouteForDocs): number[] {
  const schema = route.schema ?? {};
  const statuses: number[] = [];
  const hasBody = schema.body !== undefined;
  if (hasBody || schema.querystring !== undefined || schema.params !== undefined) statuses.push(422);
  if (hasBody) statuses.push(413);
  // Public operations say `security: []` (operation-ids.ts): only a requirement means credentials.
  if (Array.isArray(schema.security) && schema.security.length > 0) statuses.push(401, 403);
  if (route.url.startsWith('/v1/')) statuses.push(429);
  // Refused before routing, whatever the route (api/http/framework-errors.ts).
  if (schema.params !== undefined) statuses.push(414);
  statuses.push(431);
  // Any route may meet the database down or its disk full (db/errors.ts): a 503 `{"detail"}`.
  statuses.push(503);
  return statuses;
}

/**
 * @fastify/swagger's `transform`: adds the generic error responses a route does not declare itself.
 * Routes hidden from the document are left alone.
 */
export function documentErrors({ schema, url, route }: { schema: Schema; url: string; route: RouteForDocs }): {
  schema: Schema;
  url: string;
} {
  if (!schema || schema.hide) return { schema, url };
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const added = errorResponses(...genericErrorStatuses({ ...route, url, schema }).filter((s) => !(s in declared)));
  return { schema: { ...schema, response: { ...declared, ...added } }, url };
}
