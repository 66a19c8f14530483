/**
 * The unversioned system paths (docs/api-contract.md "System"): health, liveness and the service index,
 * whose `endpoints` map is derived from the registered routes (service-map.ts). Their answers' shapes
 * are system.view.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PATH } from '../dashboard/dashboard.routes.js';
import { errorResponses } from '../docs/documented-errors.js';
import { serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import {
  HealthSchema,
  type HealthView,
  LivenessSchema,
  type LivenessView,
  ServiceIndexSchema,
  type ServiceIndexView,
} from './system.view.js';

export const API_VERSION = '1.0.0';
export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = '/openapi.json';
/** Where the index's `pricing` link and the rate-limit 429's `upgrade_url` point (docs/api-contract.md "The two kinds of 429"). */
export const PRICING_PATH = '/v1/pricing/plans';

const tags = ['System'];

export async function systemRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
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
        response: { ...errorResponses(503), 200: HealthSchema },
      },
    },
    async (request): Promise<HealthView> => {
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
        response: { 200: LivenessSchema },
      },
    },
    async (): Promise<LivenessView> => ({ status: 'alive' }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Service index',
        response: { 200: ServiceIndexSchema },
      },
    },
    async (): Promise<ServiceIndexView> => ({
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
