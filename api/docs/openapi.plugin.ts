/**
 * The OpenAPI 3 document, generated from the route schemas, at `/openapi.json`, and the
 * interactive documentation (Swagger UI, served from the package, no CDN) at `/docs`.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION, DOCS_PATH, OPENAPI_PATH } from '../system/system.routes.js';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Rampart API',
        version: API_VERSION,
        description:
          'Domain security risk scanning. Authenticate with `Authorization: Bearer <API key or JWT>`, `X-API-Key`, or the `service_session` cookie plus `X-CSRF-Token`.',
      },
      servers: [{ url: app.ctx.config.publicBaseUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key (rp_...) or JWT from login' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          session: { type: 'apiKey', in: 'cookie', name: 'service_session' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
