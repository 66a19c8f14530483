/**
 * Asynchronous scans (docs/api-contract.md "Scanning", "Scan job states"): submit, poll, fetch the report, and the
 * account's recent scans and history. The public scanner key may use the first three.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';
import { requireScanCaller, scanCallerOf } from '../auth/public-scanner-key.js';
import { errorResponses } from '../docs/documented-errors.js';
import { scanJobSchema, scanListSchema, toScanJobView } from './scan-job.view.js';
import type { ScanJobService } from './scan-jobs.service.js';
import { reportResponseSchema } from './scan-response.schemas.js';

const tags = ['Scanning'];
const RECENT_LIMIT = 20;
/** docs/api-contract.md "Scan lists" sets the default (50) and no maximum; this bound keeps one response reasonable. */
const HISTORY_MAX = 500;
/** docs/api-contract.md "Scan lists": the history lists 50 jobs unless `limit` says otherwise (ajv fills it in; the ?? is for the type). */
const HISTORY_DEFAULT = 50;
const MAX_DKIM_SELECTORS = 10;

/** The request shapes, written once: the routes validate with them and their handlers are typed by them. */
const JobIdParams = Type.Object({ job_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const ScanBody = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 300 }),
  dkim_selectors: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,62}$' }), {
      maxItems: MAX_DKIM_SELECTORS,
      description: 'Optional: your DKIM selectors, tried before the common ones',
    }),
  ),
});
const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_MAX, default: HISTORY_DEFAULT })),
  client_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: "Only scans of the account's monitored domains of this client (docs/portfolio.md)",
    }),
  ),
  tag: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: "Only scans of the account's monitored domains with this tag",
    }),
  ),
});
/** Shown in the OpenAPI document; the public scanner key travels in the same headers as an API key. */
const scanSecurity: Record<string, string[]>[] = [{ bearer: [] }, { apiKeyHeader: [] }, { session: [] }];

export async function scanJobRoutes(untyped: FastifyInstance, options: { service: ScanJobService }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const scanCaller = requireScanCaller(app);

  // The spec serves the trailing-slash form too; the router keeps paths exact, so both are declared.
  for (const path of ['/v1/scan', '/v1/scan/']) {
    app.post(
      path,
      {
        preHandler: scanCaller,
        schema: {
          tags,
          summary: 'Queue a full scan (15 modules); poll the job, then fetch the report',
          security: scanSecurity,
          body: ScanBody,
          response: { ...errorResponses(400, 403, 503), 202: scanJobSchema },
        },
      },
      async (request, reply) => {
        // The scans service checks the account (403 for a lapsed subscription, docs/api-contract.md "Plan gates"),
        // then the target (400), then the quota (429).
        const job = await service.submit(scanCallerOf(request), request.body.domain, request.body.dkim_selectors ?? []);
        return reply.code(202).send(toScanJobView(job));
      },
    );
  }

  app.get(
    '/v1/scan/jobs/:job_id',
    {
      preHandler: scanCaller,
      schema: {
        tags,
        summary: 'Poll a scan job',
        security: scanSecurity,
        params: JobIdParams,
        response: { ...errorResponses(404), 200: scanJobSchema },
      },
    },
    async (request) => toScanJobView(await service.jobFor(scanCallerOf(request), request.params.job_id)),
  );

  app.get(
    '/v1/scan/jobs/:job_id/report',
    {
      preHandler: scanCaller,
      schema: {
        tags,
        summary: 'The full report of a completed scan job (409 until it completes)',
        security: scanSecurity,
        params: JobIdParams,
        response: { 200: reportResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { job, report } = await service.reportFor(scanCallerOf(request), request.params.job_id);
      return { job_id: job.id, ...report };
    },
  );

  app.get(
    '/v1/scan/recent',
    {
      preHandler: app.auth.requireAccount,
      schema: { tags, summary: `The ${RECENT_LIMIT} most recent scan jobs`, response: { 200: scanListSchema } },
    },
    async (request) => listView(await service.list(principalOf(request).user.id, RECENT_LIMIT)),
  );

  app.get(
    '/v1/scan/history',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Scan history, newest first (no paging); `client_id` and `tag` narrow it to monitored domains',
        querystring: HistoryQuery,
        response: { 200: scanListSchema },
      },
    },
    async (request) => {
      const { limit, client_id, tag } = request.query;
      const filters = {
        ...(client_id === undefined ? {} : { client_id }),
        ...(tag === undefined ? {} : { tag }),
      };
      return listView(await service.list(principalOf(request).user.id, limit ?? HISTORY_DEFAULT, filters));
    },
  );
}

function listView(list: Awaited<ReturnType<ScanJobService['list']>>) {
  return { scans: list.scans.map(toScanJobView), total: list.total };
}
