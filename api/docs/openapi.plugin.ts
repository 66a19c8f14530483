/**
 * The OpenAPI 3 document, generated from the route schemas, at `/openapi.json`, and the
 * interactive documentation (Swagger UI, see docs-page.ts) at `/docs`. Its description lists the
 * plans and their limits from the plan catalogue (`GET /v1/pricing/plans` serves the same
 * catalogue as data). Its server is relative (`/`), so "Try it out" calls the origin the page was
 * opened on, whatever host name or port that is; an operator who sets PUBLIC_BASE_URL gets that
 * URL instead.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLANS } from '../../core/plans/plan-catalogue.js';
import { API_VERSION, DOCS_PATH, OPENAPI_PATH } from '../system/system.routes.js';
import { docsPageOptions } from './docs-page.js';
import { documentDefaultsAsOptional } from './documented-defaults.js';
import { documentErrors } from './documented-errors.js';
import { documentIdempotency } from './idempotency-docs.js';
import { allowNullInNullableEnums } from './nullable-enums.js';
import { addLinks } from './openapi-links.js';
import { nameOperation } from './operation-ids.js';
import { markOptionalBodies } from './request-examples.js';
import { hideTrailingSlashTwins } from './trailing-slash-twins.js';

const count = (n: number | null) => (n === null ? 'unlimited' : n.toLocaleString('en-US'));

/** The plans a caller can be on and what each allows (docs/api-contract.md "Rate limits"), as a Markdown table. */
export function plansDescription(): string {
  const rows = PLANS.filter((plan) => !plan.legacy).map((plan) => {
    const price = plan.priceMonthlyUsd === null ? 'on request' : `$${plan.priceMonthlyUsd}/month`;
    const { perMinute, perHour, perDay, concurrent, burst } = plan.rate;
    return `| ${plan.name} | ${price} | ${count(plan.scansPerMonth)} | ${count(perMinute)} | ${count(perHour)} | ${count(perDay)} | ${concurrent} | ${burst} |`;
  });
  return [
    '## Plans and upgrades',
    '',
    'Each account is on a plan; its requests are limited per 10 seconds (burst), minute, hour and day, and its scans per calendar month (UTC). ' +
      'A 429 says which limit was reached; its `upgrade_url` leads here. ' +
      'Every plan, its price and its features: `GET /v1/pricing/plans`. ' +
      'An account upgrades through `POST /v1/billing/checkout` and manages its subscription through `POST /v1/billing/portal` ' +
      '(503 where this deployment has no payment processor configured); the Custom plan is set by the operator.',
    '',
    '| Plan | Price | Scans per month | Per minute | Per hour | Per day | Concurrent | Burst (10 s) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  await app.register(swagger, {
    // Generic error responses (401, 403, 413, 414, 422, 429, 431) added to every route of their kind,
    // request fields with a default documented as optional, trailing-slash twins hidden, and each
    // operation's id and (for public ones) its empty security requirement (operation-ids.ts).
    transform: ((input: Parameters<typeof documentErrors>[0]) =>
      documentErrors(
        nameOperation(
          hideTrailingSlashTwins(app, { ...input, schema: input.schema && documentDefaultsAsOptional(input.schema) }),
        ),
      )) as never,
    // Links from a response field to the operations that take it (POST /v1/scan -> the job), the
    // Idempotency-Key parameter and Idempotent-Replayed header (idempotency-docs.ts), and null listed
    // in each nullable enum (nullable-enums.ts).
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? allowNullInNullableEnums(
            documentIdempotency(
              markOptionalBodies(addLinks(documentObject.openapiObject as never)),
              app.idempotency.routes,
            ),
          )
        : documentObject.swaggerObject,
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Rampart API',
        version: API_VERSION,
        description: [
          'Domain security risk scanning. Authenticate with `Authorization: Bearer <API key or JWT>`, `X-API-Key: <API key>`, ' +
            'a bare `Authorization: <API key>`, or the `service_session` cookie plus `X-CSRF-Token` (in that order of preference). ' +
            'Errors are `{"detail": "..."}` (a list of `{field, message}` for 422).',
          '',
          plansDescription(),
        ].join('\n'),
      },
      servers: [
        config.publicBaseUrlSet
          ? { url: config.publicBaseUrl }
          : { url: '/', description: 'This service, at the address the page or document was opened on' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key (rp_...) or JWT from login' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          session: { type: 'apiKey', in: 'cookie', name: 'service_session' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, ...docsPageOptions(config) });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
