/**
 * Asynchronous scans (SPEC part 4 "Scanning", part 3 states): submit, poll, fetch the report, and the
 * account's recent scans and history. The public scanner key may use the first three.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';
import { requireScanCaller, scanCallerOf } from '../auth/public-scanner-key.js';
import { scanJobSchema, scanListSchema, toScanJobView } from './scan-job.view.js';
import type { ScanJobService } from './scan-jobs.service.js';

const tags = ['Scanning'];
const RECENT_LIMIT = 20;
/** SPEC part 8 sets the default (50) and no maximum; this bound keeps one response reasonable. */
const HISTORY_MAX = 500;
const MAX_DKIM_SELECTORS = 10;
const jobIdParams = {
  type: 'object',
  required: ['job_id'],
  properties: { job_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
/** Shown in the OpenAPI document; the public scanner key travels in the same headers as an API key. */
const scanSecurity: Record<string, string[]>[] = [{ bearer: [] }, { apiKeyHeader: [] }, { session: [] }];

export async function scanJobRoutes(app: FastifyInstance, options: { service: ScanJobService }): Promise<void> {
  const { service } = options;
  const scanCaller = requireScanCaller(app);

  // The spec serves the trailing-slash form too; the router keeps paths exact, so both are declared.
  for (const path of ['/v1/scan', '/v1/scan/']) {
    app.post<{ Body: { domain: string; dkim_selectors?: string[] } }>(
      path,
      {
        preHandler: scanCaller,
        schema: {
          tags,
          summary: 'Queue a full scan (15 modules); poll the job, then fetch the report',
          security: scanSecurity,
          body: {
            type: 'object',
            required: ['domain'],
            properties: {
              domain: { type: 'string', minLength: 1, maxLength: 300 },
              dkim_selectors: {
                type: 'array',
                maxItems: MAX_DKIM_SELECTORS,
                items: { type: 'string', pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,62}$' },
                description: 'Optional: your DKIM selectors, tried before the common ones',
              },
            },
          },
          response: { 202: scanJobSchema },
        },
      },
      async (request, reply) => {
        // The scans service checks the account (403 for a lapsed subscription, SPEC part 5 item 8),
        // then the target (400), then the quota (429).
        const job = await service.submit(scanCallerOf(request), request.body.domain, request.body.dkim_selectors ?? []);
        return reply.code(202).send(toScanJobView(job));
      },
    );
  }

  app.get<{ Params: { job_id: number } }>(
    '/v1/scan/jobs/:job_id',
    {
      preHandler: scanCaller,
      schema: {
        tags,
        summary: 'Poll a scan job',
        security: scanSecurity,
        params: jobIdParams,
        response: { 200: scanJobSchema },
      },
    },
    async (request) => toScanJobView(await service.jobFor(scanCallerOf(request), request.params.job_id)),
  );

  app.get<{ Params: { job_id: number } }>(
    '/v1/scan/jobs/:job_id/report',
    {
      preHandler: scanCaller,
      schema: {
        tags,
        summary: 'The full report of a completed scan job (409 until it completes)',
        security: scanSecurity,
        params: jobIdParams,
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

  app.get<{ Querystring: { limit: number } }>(
    '/v1/scan/history',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Scan history, newest first (no paging)',
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: HISTORY_MAX, default: 50 } },
        },
        response: { 200: scanListSchema },
      },
    },
    async (request) => listView(await service.list(principalOf(request).user.id, request.query.limit)),
  );
}

function listView(list: Awaited<ReturnType<ScanJobService['list']>>) {
  return { scans: list.scans.map(toScanJobView), total: list.total };
}
