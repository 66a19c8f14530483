/**
 * Bulk onboarding (not in the spec; docs/portfolio.md "Bulk import"): `POST /v1/domains/bulk` takes
 * up to MAX_IMPORT_LINES domains as JSON items or as the text of a CSV, answers 202 with the import,
 * and `GET /v1/domains/imports/{import_id}` shows its progress and the result of every line (the
 * error of a refused line in a single add's words). `dry_run` checks only; `idempotency_key` makes a
 * retried upload return the first import instead of adding anything twice.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { MAX_IMPORT_LINES } from '../../core/monitoring/domain-import.js';
import type { DomainImport } from '../../db/entities/domain-import.entity.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import { errorResponses } from '../docs/documented-errors.js';
import { badRequest } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { applyBulkAction, BULK_ACTIONS, type BulkAction } from './bulk-actions.js';
import type { DomainImportsService } from './domain-imports.service.js';
import type { DomainsService } from './domains.service.js';
import { importLinesOfCsv } from './import-csv.js';

const tags = ['Domain monitoring'];
/** Room for MAX_IMPORT_LINES lines of a long name, a client and a few tags. */
const BULK_BODY_LIMIT = 1024 * 1024;

const ImportItem = Type.Object({
  domain: Type.String({ maxLength: 300 }),
  client: Type.Optional(Type.String({ maxLength: 200, description: 'Client name; made when the account has none' })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50 })),
  scan_frequency: Type.Optional(Type.String({ maxLength: 16 })),
});
const BulkBody = Type.Object({
  domains: Type.Optional(Type.Array(ImportItem, { minItems: 1, maxItems: MAX_IMPORT_LINES })),
  csv: Type.Optional(
    Type.String({
      maxLength: BULK_BODY_LIMIT,
      description: 'CSV text: a header with `domain` and optionally `client`, `tags` (`;`-separated), `frequency`',
    }),
  ),
  dry_run: Type.Optional(Type.Boolean({ description: 'Check every line, add nothing' })),
  idempotency_key: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'A retried upload with the same key adds nothing twice' }),
  ),
});
const LineResult = Type.Object({
  line: Type.Integer(),
  domain: Type.String(),
  status: Type.String({ enum: ['added', 'valid', 'error'] }),
  detail: Type.Optional(Type.String()),
  domain_id: Type.Optional(Type.Integer()),
});
export const ImportSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String({ enum: ['running', 'completed'] }),
  dry_run: Type.Boolean(),
  idempotency_key: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
  processed: Type.Integer(),
  added: Type.Integer({ description: 'Lines added (in a dry run: lines that would be)' }),
  failed: Type.Integer(),
  results: Type.Array(LineResult, { description: 'One per line done, in line order' }),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const BulkActionBody = Type.Object({
  action: Type.String({ enum: [...BULK_ACTIONS] }),
  domain_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
    minItems: 1,
    maxItems: MAX_IMPORT_LINES,
  }),
  client_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 20 })),
  scan_frequency: Type.Optional(Type.String({ maxLength: 16 })),
});
const BulkActionResult = Type.Object({
  action: Type.String(),
  changed: Type.Integer({ description: "The caller's domains changed (removed, for remove)" }),
  not_found: Type.Array(Type.Integer(), { description: "Ids that are not the caller's monitored domains: left alone" }),
});
const ImportIdParams = Type.Object({ import_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export function toImportView(row: DomainImport) {
  return {
    id: row.id,
    status: row.status,
    dry_run: row.dryRun,
    idempotency_key: row.idempotencyKey,
    total: row.total,
    processed: row.processed,
    added: row.added,
    failed: row.failed,
    results: row.results,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function domainImportRoutes(
  untyped: FastifyInstance,
  options: { service: DomainImportsService; domains: DomainsService },
): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const auth = app.auth.requireAccount;

  app.post(
    '/v1/domains/bulk',
    {
      preHandler: [auth, requireActiveSubscription],
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: `Import up to ${MAX_IMPORT_LINES} monitored domains (JSON items or CSV text); 202 with the import to follow`,
        body: BulkBody,
        response: { ...errorResponses(400, 403), 202: ImportSchema },
      },
    },
    async (request, reply) => {
      const { domains, csv } = request.body;
      if ((domains === undefined) === (csv === undefined)) {
        // A rule between fields rather than of one field's value: 400, as the document says (the
        // schema lists both as optional; JSON Schema's oneOf would give clients no usable message).
        throw badRequest(ERRORS.badRequest.importOneSource);
      }
      const lines = domains ?? importLinesOfCsv(csv ?? '');
      if (lines === null) throw badRequest(ERRORS.badRequest.importCsvHeader);
      const created = await service.start(
        principalOf(request).user,
        {
          lines,
          dryRun: request.body.dry_run ?? false,
          idempotencyKey: request.body.idempotency_key ?? null,
        },
        activityOrigin(request),
      );
      return reply.code(202).send(toImportView(created));
    },
  );

  // Removal is tidying up, which a lapsed customer may do, as with a single DELETE; the rest change.
  const bulkActionGate: preHandlerAsyncHookHandler = async function (request, reply) {
    if ((request.body as { action?: string } | undefined)?.action === 'remove') return;
    await requireActiveSubscription.call(this, request, reply);
  };
  app.post(
    '/v1/domains/bulk-actions',
    {
      preHandler: [auth, bulkActionGate],
      schema: {
        tags,
        summary:
          'Change many monitored domains at once: assign_client (client_id, null for none), add_tags, remove_tags (tags), set_frequency (scan_frequency), remove (each domain and its schedule)',
        body: BulkActionBody,
        response: { ...errorResponses(400, 403), 200: BulkActionResult },
      },
    },
    async (request) =>
      applyBulkAction(
        app.ctx,
        app.orchestrator,
        options.domains,
        principalOf(request).user,
        {
          ...request.body,
          action: request.body.action as BulkAction,
        },
        activityOrigin(request),
      ),
  );

  app.get(
    '/v1/domains/imports/:import_id',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'A bulk import: its progress and the result of every line done',
        params: ImportIdParams,
        response: { ...errorResponses(404), 200: ImportSchema },
      },
    },
    async (request) => toImportView(await service.find(principalOf(request).user.id, request.params.import_id)),
  );
}
