/**
 * Bulk imports of monitored domains (docs/portfolio.md "Bulk import"). An upload becomes a
 * `domain_imports` row holding its lines, and its workflow (`domainImportWorkflow`,
 * `domain-import-<id>-<8 hex>`) is started as workflows/outbox-start.ts starts it: the embedded
 * engine records the run in the row's transaction; on Temporal the row commits first and the
 * workflow starts after, so no workflow runs for an upload that rolled back and no account row or
 * connection is held across a round trip to Temporal. When Temporal cannot be reached (about 2 s),
 * the upload is kept and answered as usual: the row is its outbox, and the start sweeper
 * (workflows/event-dispatch.workflow.ts) starts it once Temporal answers again. The API answers at
 * once; the workflow works the lines chunk by chunk
 * (activities/monitoring/domain-import.activities.ts), durably on either engine, so a process that
 * dies mid-import leaves the rest to the engine. The same idempotency key returns the import
 * already made.
 */
import { type ActivityOrigin, recordActivity } from '../../activities/account-activity/record-activity.js';
import { domainImportStart, markImportWorkflowStarted } from '../../activities/monitoring/domain-import-outbox.js';
import { type ImportLine, MAX_IMPORT_LINES } from '../../core/monitoring/domain-import.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import type { User } from '../../db/entities/user.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import { commitThenStart, type OutboxStartDeps } from '../../workflows/outbox-start.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export interface ImportRequest {
  lines: ImportLine[];
  dryRun: boolean;
  idempotencyKey: string | null;
}

export class DomainImportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
    private readonly log?: OutboxStartDeps['log'],
  ) {}

  /** Makes the import (or finds the one of this key) and starts its workflow; answers at once. */
  async start(user: User, request: ImportRequest, origin: ActivityOrigin): Promise<DomainImport> {
    if (request.lines.length === 0) throw badRequest(ERRORS.badRequest.importEmpty);
    if (request.lines.length > MAX_IMPORT_LINES) throw badRequest(ERRORS.badRequest.importTooLarge(MAX_IMPORT_LINES));
    const repo = this.ctx.db.getRepository(DomainImport);
    if (request.idempotencyKey !== null) {
      const existing = await repo.findOneBy({ userId: user.id, idempotencyKey: request.idempotencyKey });
      if (existing) return existing;
    }
    const now = this.ctx.clock.now();
    const { db, clock } = this.ctx;
    const log = this.log;
    try {
      return await commitThenStart(
        { db, orchestrator: this.orchestrator, ...(log ? { log } : {}) },
        {
          async write(manager, startsInTransaction) {
            const row = await manager.save(
              manager.create(DomainImport, {
                userId: user.id,
                idempotencyKey: request.idempotencyKey,
                status: 'running',
                dryRun: request.dryRun,
                total: request.lines.length,
                processed: 0,
                added: 0,
                failed: 0,
                lines: request.lines,
                results: [],
                createdAt: now,
                finishedAt: null,
                workflowStartedAt: startsInTransaction ? now : null,
              }),
            );
            const details = { import_id: row.id, lines: request.lines.length, dry_run: request.dryRun };
            await recordActivity(manager, user.id, 'domain.import_started', origin, details, now);
            return { value: row, start: domainImportStart(row) };
          },
          async started(row) {
            const at = clock.now();
            await markImportWorkflowStarted(db.manager, [row.id], at);
            row.workflowStartedAt = at;
          },
          async notStarted(row, error) {
            // The upload is kept: the import answers `running` and the start sweeper starts it once
            // Temporal answers again (docs/portfolio.md "Bulk import").
            log?.warn(
              { err: error, importId: row.id },
              'domain import workflow not started: the import waits for the start sweeper',
            );
          },
        },
      );
    } catch (error) {
      // The same key twice at once: the unique index keeps one import; both callers get it.
      if (!isUniqueViolation(error) || request.idempotencyKey === null) throw error;
      return repo.findOneByOrFail({ userId: user.id, idempotencyKey: request.idempotencyKey });
    }
  }

  async find(userId: number, id: number): Promise<DomainImport> {
    const found = await this.ctx.db.manager.findOneBy(DomainImport, { id, userId });
    if (!found) throw notFound(ERRORS.notFound.domainImport);
    return found;
  }
}
