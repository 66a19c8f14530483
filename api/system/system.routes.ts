/**
 * The unversioned system paths (docs/api-contract.md "System"): health, liveness and the service index,
 * whose `endpoints` map is derived from the registered routes (service-map.ts).
 */
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PATH } from '../dashboard/dashboard.routes.js';
import { errorResponses } from '../docs/documented-errors.js';
import { serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export const API_VERSION = '1.0.0';
export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = '/openapi.json';
/** Where the index's `pricing` link and the rate-limit 429's `upgrade_url` point (docs/api-contract.md "The two kinds of 429"). */
export const PRICING_PATH = '/v1/pricing/plans';

const tags = ['System'];

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Health check: the API, its database and its workflow engine',
        description:
          'Readiness for a load balancer or a Kubernetes readiness probe (docs/operations.md). 200 when the ' +
          'database answers and, on Temporal, the server answers DescribeTaskQueue and at least one worker ' +
          'polls the task queue for workflow tasks and for activity tasks; otherwise 503 with a detail that ' +
          'says which. `engine` names the engine that runs the workflows.',
        response: {
          ...errorResponses(503),
          200: {
            type: 'object',
            required: ['status', 'version', 'database'],
            properties: {
              status: { type: 'string', enum: ['ok'] },
              version: { type: 'string' },
              database: { type: 'string', enum: ['ok'] },
              engine: { type: 'string', enum: ['embedded', 'temporal'] },
              temporal: {
                type: 'object',
                description: 'On Temporal only: the server and the workers polling the task queue',
                required: ['server', 'task_queue', 'workflow_pollers', 'activity_pollers'],
                properties: {
                  server: { type: 'string', enum: ['ok'] },
                  task_queue: { type: 'string' },
                  workflow_pollers: { type: 'integer', description: 'Workers seen polling for workflow tasks lately' },
                  activity_pollers: { type: 'integer', description: 'Workers seen polling for activity tasks lately' },
                },
              },
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
      const readiness = await app.orchestrator.readiness();
      if (readiness.engine === 'embedded') {
        return { status: 'ok', version: API_VERSION, database: 'ok', engine: 'embedded' };
      }
      if (readiness.server !== 'ok') throw serviceUnavailable(ERRORS.serviceUnavailable.temporalUnreachable);
      if (readiness.workflowPollers === 0 || readiness.activityPollers === 0) {
        throw serviceUnavailable(ERRORS.serviceUnavailable.noWorkerPolling(readiness.taskQueue));
      }
      return {
        status: 'ok',
        version: API_VERSION,
        database: 'ok',
        engine: 'temporal',
        temporal: {
          server: 'ok',
          task_queue: readiness.taskQueue,
          workflow_pollers: readiness.workflowPollers,
          activity_pollers: readiness.activityPollers,
        },
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
              dashboard: { type: 'string', description: 'The web dashboard (sign-up, scans, reports)' },
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
      endpoints: app.serviceMap.entries(),
      pricing: PRICING_PATH,
      dashboard: DASHBOARD_PATH,
    }),
  );
}
