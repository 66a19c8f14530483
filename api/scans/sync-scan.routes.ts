/**
 * GET /v1/scan/{domain}: the deprecated synchronous full scan (docs/api-contract.md "Deprecated operations"), kept for old
 * clients until its successor, POST /v1/scan plus job polling, replaces it.
 *
 * - 200 with the full report. docs/api-contract.md "Operations" gives 202 to a scan submission and a monitored domain's scan: those
 *   are the operations that queue a job (POST /v1/scan and POST /v1/domains/{id}/scan, both "202
 *   scan job" in part 4). This one queues nothing and answers with a finished report, so 200.
 * - 1 quota scan, taken atomically once the target is known to be scannable (an invalid,
 *   unresolvable or private target is a 400 that costs nothing), before any module runs. A scan
 *   that then fails is not refunded (docs/api-contract.md "Scan job states").
 * - Deprecation, Sunset and Link (rel="successor-version") on every answer of this route.
 * - Literal segments win (DESIGN.md section 4): the router prefers static routes such as
 *   /v1/scan/recent, and the names of the scan API's own paths are never read as a domain even
 *   where no GET route exists for them (GET /v1/scan/free is a 405, /v1/scan/jobs a 404).
 * - No HEAD twin: a HEAD would run, and pay for, a whole scan to send no body.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import { errorResponses } from '../docs/documented-errors.js';
import { markDeprecated, SCAN_SYNC_SUNSET } from '../http/deprecation.js';
import { consumeScansOrThrow } from '../usage/scan-quota.js';
import { runSynchronousScan } from './synchronous-scan.js';

/** Path segments under /v1/scan/ that belong to other operations. */
export const RESERVED_SCAN_SEGMENTS: ReadonlySet<string> = new Set(['free', 'recent', 'history', 'jobs', 'sample']);

export const SYNC_SCAN_SUCCESSOR = '/v1/scan';

function isReserved(segment: string | undefined): boolean {
  return segment === undefined || segment === '' || RESERVED_SCAN_SEGMENTS.has(segment.toLowerCase());
}

/** The path: the domain, as typed (normalised and judged by the scan). */
/** The reserved segments (any case) are other routes' paths: documented as not a domain. */
const RESERVED_PATTERN = `^(?:${[...RESERVED_SCAN_SEGMENTS]
  .map((segment) => [...segment].map((c) => `[${c}${c.toUpperCase()}]`).join(''))
  .join('|')})$`;
const SyncScanParams = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 300, not: { pattern: RESERVED_PATTERN } }),
});

export async function syncScanRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.get(
    '/v1/scan/:domain',
    {
      exposeHeadRoute: false,
      // The same segments are not this route's in the 405's Allow header either (http/not-found.ts).
      config: { declines: (params) => isReserved(params.domain) },
      // Before authentication, so the answer is the path's own (404, or 405 for POST-only paths).
      onRequest: async (request, reply) => {
        if (isReserved(request.params.domain)) return reply.callNotFound();
      },
      preHandler: [app.auth.requireAccount, requireActiveSubscription],
      schema: {
        tags: ['Scanning'],
        summary: 'Deprecated: synchronous full scan (use POST /v1/scan and poll the job)',
        description:
          'Runs all modules inside the request and answers 200 with the full report. Consumes 1 scan of the ' +
          'monthly quota. Answers carry Deprecation, Sunset and Link headers.',
        deprecated: true,
        params: SyncScanParams,
        response: {
          ...errorResponses(400, 403, 503),
          // A reserved segment in any case (jobs, JOBS) is answered as that path: 404, or 405 for free.
          ...errorResponses(404, 405),
          200: {
            description: 'The full scan report (docs/scanner-report.md)',
            type: 'object',
            additionalProperties: true,
          },
        },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      markDeprecated(reply, SYNC_SCAN_SUCCESSOR, SCAN_SYNC_SUNSET);
      const { user } = principalOf(request);
      return runSynchronousScan({
        domain,
        modules: MODULE_NAMES,
        deps: ctx.scanDeps,
        clock: ctx.clock,
        log: request.log,
        beforeScanning: () => consumeScansOrThrow(ctx.db, 'api', user.id, 1, ctx.clock.now()),
      });
    },
  );
}
