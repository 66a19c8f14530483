/** The unversioned system paths (SPEC part 4 "System"): health, liveness and the service index. */
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export const API_VERSION = '1.0.0';
export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = '/openapi.json';

const tags = ['System'];

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Health check: the API and its database',
        response: {
          200: {
            type: 'object',
            required: ['status', 'version', 'database'],
            properties: {
              status: { type: 'string', enum: ['ok'] },
              version: { type: 'string' },
              database: { type: 'string', enum: ['ok'] },
              engine: { type: 'string', enum: ['embedded', 'temporal'] },
            },
          },
        },
      },
    },
    async (request) => {
      try {
        await app.ctx.db.query('SELECT 1');
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        throw serviceUnavailable(ERRORS.serviceUnavailable.database);
      }
      return {
        status: 'ok',
        version: API_VERSION,
        database: 'ok',
        engine: app.ctx.config.temporal.address ? 'temporal' : 'embedded',
      };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        response: { 200: { type: 'object', properties: { status: { type: 'string', enum: ['alive'] } } } },
      },
    },
    async () => ({ status: 'alive' }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Service index',
        response: {
          200: {
            type: 'object',
            required: ['service', 'version', 'documentation', 'endpoints', 'pricing'],
            properties: {
              service: { type: 'string' },
              version: { type: 'string' },
              documentation: { type: 'string' },
              openapi: { type: 'string' },
              endpoints: { type: 'object', additionalProperties: { type: 'string' } },
              pricing: { type: 'string' },
            },
          },
        },
      },
    },
    async () => ({
      service: 'Rampart',
      version: API_VERSION,
      documentation: DOCS_PATH,
      openapi: OPENAPI_PATH,
      endpoints: {
        health: '/health',
        liveness: '/health/live',
        signup: '/v1/auth/signup',
        login: '/v1/auth/login',
        account: '/v1/auth/me',
        scan: '/v1/scan',
        free_scan: '/v1/scan/free',
        scan_jobs: '/v1/scan/jobs/{job_id}',
        batch_scan: '/v1/batch/scan',
        compare: '/v1/batch/compare',
        domains: '/v1/domains',
        alerts: '/v1/domains/alerts',
        webhooks: '/v1/webhooks',
        reports: '/v1/compliance/reports/{job_id}/pdf',
        verify_report: '/v1/verify/{report_id}',
        badge: '/v1/badge/{domain}.svg',
        usage: '/v1/usage/summary',
        billing: '/v1/billing/subscription',
      },
      pricing: '/v1/pricing/plans',
    }),
  );
}
