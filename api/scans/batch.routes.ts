/**
 * Batch scan and compare (docs/api-contract.md "Batch"): the quick assessment over 1-50 (2-5) domains through
 * the batch workflow, answered when it finishes. Every domain is checked as a scan submission is
 * (400 names the first bad one) before any quota is taken; then one scan per domain is consumed,
 * all or nothing (429 takes none).
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { QuickAssessment } from '../../activities/contracts.js';
import { batchWorkflowId } from '../../core/workflow-ids.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../docs/documented-errors.js';
import { ApiError, badRequest, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { consumeScansOrThrow } from '../usage/scan-quota.js';
import { batchResponse, compareResponse, SORT_ORDERS, type SortBy } from './batch.view.js';
import { checkScanTarget } from './scan-jobs.service.js';
import { batchResponseSchema, compareResponseSchema } from './scan-response.schemas.js';

const tags = ['Batch'];
/** Domains resolved at once while checking a batch. */
const CHECK_CONCURRENCY = 10;

const Domains = (minItems: number, maxItems: number) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { minItems, maxItems });

/** The request shapes, written once (docs/api-contract.md "Other limits": a batch is 1-50 domains, a compare 2-5). */
const BatchBody = Type.Object({
  domains: Domains(1, 50),
  sort_by: Type.Optional(Type.String({ description: 'risk (default), score or domain' })),
});
const CompareBody = Type.Object({ domains: Domains(2, 5) });

export async function batchRoutes(untyped: FastifyInstance, options: { orchestrator: Orchestrator }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const preHandler = [app.auth.requireAccount, requireActiveSubscription];

  async function assess(
    kind: 'batch' | 'compare',
    userId: number,
    raw: string[],
  ): Promise<{ batchId: string; assessments: QuickAssessment[] }> {
    const domains = await checkAll(ctx, raw);
    await consumeScansOrThrow(ctx.db, 'batch', userId, domains.length, ctx.clock.now());
    const batchId = randomUUID();
    try {
      const output = await options.orchestrator.execute(
        'batchWorkflow',
        batchWorkflowId(batchId),
        { domains },
        { kind, domains, accountId: userId },
      );
      return { batchId, assessments: output.assessments };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      app.log.error({ err: error, batchId }, 'batch workflow failed');
      throw serviceUnavailable(ERRORS.serviceUnavailable.scanFailed);
    }
  }

  app.post(
    '/v1/batch/scan',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Quick assessment of 1-50 domains, ranked (1 scan of quota per domain)',
        body: BatchBody,
        response: { 200: batchResponseSchema, ...errorResponses(400, 403, 503) },
      },
    },
    async (request) => {
      const sortBy = request.body.sort_by ?? 'risk';
      // A bad enum value is a 400 (docs/api-contract.md "Errors"), not a schema 422.
      if (!(SORT_ORDERS as readonly string[]).includes(sortBy)) {
        throw badRequest(ERRORS.badRequest.invalidSortBy);
      }
      const { batchId, assessments } = await assess('batch', principalOf(request).user.id, request.body.domains);
      return batchResponse(batchId, sortBy as SortBy, assessments);
    },
  );

  app.post(
    '/v1/batch/compare',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Compare 2-5 domains: ranking, winner, score gap, per-module comparison (1 scan each)',
        body: CompareBody,
        response: { 200: compareResponseSchema, ...errorResponses(400, 403, 503) },
      },
    },
    async (request) => {
      const { batchId, assessments } = await assess('compare', principalOf(request).user.id, request.body.domains);
      return compareResponse(batchId, assessments);
    },
  );
}

/** Normalises, resolves and guards every domain; 400 for the first bad one in input order or a repeat. */
async function checkAll(ctx: AppContext, raw: readonly string[]): Promise<string[]> {
  const checked: Array<Promise<string>> = [];
  for (let start = 0; start < raw.length; start += CHECK_CONCURRENCY) {
    const slice = raw.slice(start, start + CHECK_CONCURRENCY).map((domain) => checkScanTarget(ctx, domain));
    // Wait for a slice before the next, but keep every promise so the first failure (in order) wins.
    await Promise.allSettled(slice);
    checked.push(...slice);
  }
  const domains: string[] = [];
  for (const each of checked) domains.push(await each);
  const seen = new Set<string>();
  for (const domain of domains) {
    if (seen.has(domain)) throw badRequest(ERRORS.badRequest.duplicateDomain(domain));
    seen.add(domain);
  }
  return domains;
}
