/**
 * The owner's data (GDPR articles 15, 17 and 20; docs/account-data.md):
 * - `GET /v1/account/export`: the account as one JSON archive. Up to ACCOUNT_EXPORT_INLINE_MAX_ROWS
 *   rows it is the answer itself, streamed page by page; above, 202 and the `account-export-<id>`
 *   workflow writes the archive and mails a signed link that expires. The export's row commits
 *   before its workflow starts on Temporal (workflows/outbox-start.ts); a Temporal that cannot be
 *   reached fails the new export and answers 503.
 * - `GET /v1/account/export/download?token=`: that link; it needs the same account's credentials too.
 * - `DELETE /v1/account`: re-authentication, then account-deletion.ts and the deletion workflow.
 */
import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../../activities/account-activity/record-activity.js';
import { accountArchive, countExportRows } from '../../activities/accounts/account-archive.js';
import { exportLinkKey, readExportLink } from '../../activities/accounts/export-link.js';
import { EXPORT_DOWNLOAD_PATH } from '../../activities/accounts/export-mail.js';
import {
  dropExpiredExports,
  exportWorkflowId,
  newExportId,
  readExportArchive,
} from '../../activities/accounts/export-store.js';
import { EXPORT_ENGINE_UNAVAILABLE } from '../../core/errors.js';
import { AccountExport } from '../../db/entities/account-export.entity.js';
import { commitThenStart, type OutboxStart } from '../../workflows/outbox-start.js';
import { principalOf } from '../auth/authenticate.js';
import { clearSignInCookies } from '../auth/sign-in.js';
import { errorResponses } from '../docs/documented-errors.js';
import { notFound, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { assertReauthenticated, startAccountDeletion } from './account-deletion.js';
import { activityOrigin } from './activity-origin.js';

const tags = ['Account and authentication'];

const ExportQueued = Type.Object({
  detail: Type.String({ description: 'What happens next, in words' }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('ready')], {
    description: '`pending`: the archive is being written; `ready`: it was, and the link was mailed',
  }),
  export_id: Type.String({ description: 'The archive being prepared (128 random bits, hex)' }),
  mailed_to: Type.String({ description: 'Where the download link goes' }),
  expires_at: Type.String({ format: 'date-time', description: 'When the link and the archive expire' }),
});

const DeleteBody = Type.Object(
  {
    current_password: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1024,
        description: 'The password; not needed within ACCOUNT_DELETION_REAUTH_MINUTES of signing in',
      }),
    ),
  },
  { additionalProperties: false },
);

const DeletionAccepted = Type.Object({
  detail: Type.String(),
  status: Type.Literal('deleting'),
  deletion_id: Type.String({ description: 'The deletion workflow (account-deletion-<id>-<8 hex>)' }),
});

const archiveResponse = {
  description: 'The account as one JSON document (streamed), offered as a download',
  content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
};

/** The start of an export's workflow, from its row alone. */
function exportStart(row: Pick<AccountExport, 'id' | 'userId'>): OutboxStart<'accountExportWorkflow'> {
  return {
    workflow: 'accountExportWorkflow',
    workflowId: exportWorkflowId(row.id),
    input: { exportId: row.id, userId: row.userId },
    meta: { kind: 'account_export', domains: [], accountId: row.userId },
  };
}

export async function accountDataRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const settings = ctx.config.accountData;
  const linkKey = exportLinkKey(ctx.secrets.apiKeySecret);

  /** Best effort: the request still names the export when Temporal does not answer (it asks again later). */
  const restartPendingExport = async (row: AccountExport) => {
    const { workflow, workflowId, input, meta } = exportStart(row);
    await app.orchestrator.startDetached(workflow, workflowId, input, meta).catch((error: unknown) => {
      app.log.warn({ err: error, exportId: row.id }, 'pending account export: its workflow could not be started');
    });
  };

  app.get(
    '/v1/account/export',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: "Export the account's data as JSON (large accounts: by a mailed link)",
        response: { 200: archiveResponse, 202: ExportQueued, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const now = ctx.clock.now();
      const rows = await countExportRows(ctx.db.manager, user.id);
      const origin = activityOrigin(request);
      if (rows <= settings.exportInlineMaxRows) {
        // Who took the data out, recorded before the first byte leaves (an export is what an intruder
        // with a stolen credential would ask for first).
        const details = { delivery: 'inline', records: rows };
        await recordActivity(ctx.db.manager, user.id, 'account.export_requested', origin, details, now);
        const day = now.toISOString().slice(0, 10);
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="rampart-account-${user.id}-${day}.json"`)
          .header('cache-control', 'no-store');
        return reply.send(Readable.from(accountArchive(ctx.db.manager, user.id, now)));
      }
      await dropExpiredExports(ctx.db, user.id, now);
      const pending = await ctx.db
        .getRepository(AccountExport)
        .findOne({ where: { userId: user.id, status: 'pending' }, order: { createdAt: 'DESC' } });
      // A request while an export is being made names that export; otherwise a new one starts.
      let row = pending;
      if (row) {
        const details = { delivery: 'mail', records: rows, export_id: row.id };
        await recordActivity(ctx.db.manager, user.id, 'account.export_requested', origin, details, now);
        // On Temporal a process that stopped between an export's commit and its start left it
        // pending without a workflow: started again here (a running or finished one answers `exists`).
        if (!app.orchestrator.startsInTransaction) await restartPendingExport(row);
      } else {
        const created: AccountExport = Object.assign(new AccountExport(), {
          id: newExportId(),
          userId: user.id,
          status: 'pending' as const,
          sizeBytes: null,
          sha256: null,
          failure: null,
          createdAt: now,
          finishedAt: null,
          expiresAt: new Date(now.getTime() + settings.exportLinkHours * 3_600_000),
        });
        // Committed, then started (workflows/outbox-start.ts): on Temporal a workflow never runs for
        // an export that rolled back, nor before its row is visible.
        row = await commitThenStart(
          { db: ctx.db, orchestrator: app.orchestrator, log: request.log },
          {
            async write(manager) {
              await manager.insert(AccountExport, created);
              const details = { delivery: 'mail', records: rows, export_id: created.id };
              await recordActivity(manager, user.id, 'account.export_requested', origin, details, now);
              return { value: created, start: exportStart(created) };
            },
            async notStarted(unstarted, error) {
              // Withdrawn: failed, so the next request makes a new export (a start that did reach the
              // server finds it failed and writes nothing); the owner hears 503 and asks again.
              await ctx.db
                .getRepository(AccountExport)
                .update(
                  { id: unstarted.id, status: 'pending' },
                  { status: 'failed', failure: EXPORT_ENGINE_UNAVAILABLE, finishedAt: ctx.clock.now() },
                );
              request.log.warn({ err: error, exportId: unstarted.id }, 'account export workflow not started (503)');
              throw serviceUnavailable(ERRORS.serviceUnavailable.exportEngine);
            },
          },
        );
      }
      return reply.code(202).send({
        detail: `This account holds ${rows} records: the export is being prepared and a download link will be mailed to ${user.email}`,
        status: 'pending' as const,
        export_id: row.id,
        mailed_to: user.email,
        expires_at: row.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    EXPORT_DOWNLOAD_PATH,
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Download an export archive through the link mailed for it',
        querystring: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the mailed link' }),
        }),
        response: { 200: archiveResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const now = ctx.clock.now();
      const claims = readExportLink(linkKey, request.query.token, now);
      // Another account's link, an expired or forged one, and an unknown archive read alike.
      if (!claims || claims.userId !== user.id) throw notFound(ERRORS.notFound.accountExport);
      const row = await ctx.db.getRepository(AccountExport).findOneBy({ id: claims.exportId, userId: user.id });
      if (!row || row.status !== 'ready' || row.expiresAt <= now) throw notFound(ERRORS.notFound.accountExport);
      reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="rampart-account-${user.id}-${row.createdAt.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store');
      if (row.sizeBytes !== null) reply.header('content-length', String(row.sizeBytes));
      return reply.send(Readable.from(readExportArchive(ctx.db, row.id)));
    },
  );

  app.delete(
    '/v1/account',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Delete the account and all its data (re-authentication required)',
        body: DeleteBody,
        response: { 202: DeletionAccepted, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await assertReauthenticated(
        principal,
        request.body.current_password,
        ctx.clock.now(),
        settings.deletionReauthMinutes,
      );
      const started = await startAccountDeletion(ctx, app.orchestrator, request.log, principal.user);
      clearSignInCookies(reply);
      return reply.code(202).send({
        detail:
          'The account is closed and its data is being deleted. Its credentials no longer work; billing records the law requires are kept without personal data.',
        status: 'deleting' as const,
        deletion_id: started.workflowId,
      });
    },
  );
}
