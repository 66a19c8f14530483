/**
 * The Idempotency-Key in the OpenAPI document (api/idempotency/): one reusable parameter
 * (`#/components/parameters/IdempotencyKey`) on every operation that honours it, the
 * `Idempotent-Replayed` response header (`#/components/headers/IdempotentReplayed`) on the answers a
 * replay can repeat, the 409 of a key still in flight and the 422 of a refused key. Added to the finished document by
 * @fastify/swagger's `transformObject`, from the routes the idempotency hook wired itself into.
 */
import { KEY_SCHEMA_PATTERN, MAX_KEY_LENGTH } from '../idempotency/idempotency-key-header.js';
import { openApiPath } from '../system/service-map.js';

type Operation = {
  parameters?: unknown[];
  responses?: Record<string, { description?: string; headers?: Record<string, unknown>; content?: unknown }>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes this request safe to retry: the first request with a key runs, and a retry with the same key and the ' +
    'same request gets its stored response again (with `Idempotent-Replayed: true`) for 24 hours, spending and ' +
    'creating nothing. Scoped to the account. The same key with another request: 422; while the first is still ' +
    'running: 409 with `Retry-After: 1`. A 5xx answer is not kept (the retry runs again). See docs/api-idempotency.md.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: KEY_SCHEMA_PATTERN },
  example: '8e03978e-40d5-43e8-bc93-6894a57f9324',
};

export const IDEMPOTENT_REPLAYED_HEADER_OBJECT = {
  description: '`true` when this response is the stored answer to an earlier request with the same Idempotency-Key',
  schema: { type: 'string', enum: ['true'] },
};

/** Answers a replay never repeats: refused before the operation ran. */
const NOT_REPLAYED = new Set(['401', '403', '413', '414', '429', '431']);

const IN_FLIGHT_RESPONSE = {
  description: 'A request with this Idempotency-Key is still running (`Retry-After: 1`), or another conflict',
  headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } },
  content: {
    'application/json': {
      schema: {
        type: 'object',
        additionalProperties: true,
        required: ['detail'],
        properties: { detail: { type: 'string' } },
      },
    },
  },
};

const KEY_REFUSED_RESPONSE = {
  description:
    'Validation error: a list of {field, message} (a malformed Idempotency-Key, or one used for another request)',
  content: {
    'application/json': {
      schema: {
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
      },
    },
  },
};

/** `/v1/domains/:domain_id/scan` as the document writes it: `/v1/domains/{domain_id}/scan`. */
/** Adds the parameter, the header, the 409 and the 422 to the operations in `routes` (`METHOD /url`); in place. */
export function documentIdempotency<D extends Document>(document: D, routes: ReadonlySet<string>): D {
  const components = document.components ?? {};
  components.parameters = { ...components.parameters, IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER };
  components.headers = { ...components.headers, IdempotentReplayed: IDEMPOTENT_REPLAYED_HEADER_OBJECT };
  document.components = components;
  for (const route of routes) {
    const [method = '', url = ''] = route.split(' ');
    const operation = document.paths?.[openApiPath(url)]?.[method.toLowerCase()];
    if (!operation) continue;
    operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    const responses = operation.responses ?? {};
    operation.responses = responses;
    responses['409'] ??= IN_FLIGHT_RESPONSE;
    responses['422'] ??= KEY_REFUSED_RESPONSE;
    for (const [status, response] of Object.entries(responses)) {
      if (NOT_REPLAYED.has(status) || Number(status) >= 500) continue;
      response.headers = {
        ...response.headers,
        'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' },
      };
    }
  }
  return document;
}
