/**
 * The activities of `domainImportWorkflow` (docs/portfolio.md "Bulk import"):
 * - `importChunk(importId, start)`: the lines from `start` (a multiple of IMPORT_CHUNK), checked and
 *   committed with the account held (domain-import-chunk.ts), then the schedules of the chunk's
 *   added domains made, SCHEDULE_LANES at a time (one failing fails the attempt, which is retried).
 *   Idempotent by `start`: an attempt that finds the chunk committed already (its worker died after
 *   the commit, or another attempt won the compare-and-set) commits nothing and makes the chunk's
 *   schedules from the stored results (upserts, so made twice is made once);
 * - `finishImport(importId)`: `completed`, the lines dropped, and `domain.import_finished` written
 *   once (only the update that moves the row writes it);
 * - `unstartedImports`, `markImportsStarted`: the workflow start sweeper's half of the import's
 *   outbox (domain-import-outbox.ts; workflows/event-dispatch.workflow.ts).
 */
import { inLanes } from '../../core/lanes.js';
import { IMPORT_CHUNK, type ImportLineResult } from '../../core/monitoring/domain-import.js';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { recordActivity, SYSTEM_ORIGIN } from '../account-activity/record-activity.js';
import type { ActivityDeps } from '../activity-deps.js';
import { commitImportChunk } from './domain-import-chunk.js';
import { markImportWorkflowStarted, unstartedImportStarts } from './domain-import-outbox.js';
import type { MonitorSchedules } from './monitor-schedules.js';

/** Schedules made at once by a chunk (core/lanes.ts). */
const SCHEDULE_LANES = 8;

/** What one chunk came to (the import row holds the per-line results). */
export interface ImportChunkOutcome {
  /** The import's lines in all; `missing` when its row is gone (its account was deleted). */
  total: number;
  missing?: true;
  /** Lines done after this chunk. */
  processed: number;
  /** Schedules made (again) for the chunk's added domains. */
  scheduled: number;
}

export interface ImportFinish {
  added: number;
  failed: number;
}

export interface DomainImportActivities {
  /**
   * Works the chunk of lines from `start` (once) and makes its domains' schedules (idempotent, a few
   * at a time). Throws (and is retried) while the import's row is not visible yet but its account
   * exists: before imports were started after their commit, Temporal started them inside the
   * transaction that made the row, and runs begun then may still be going.
   */
  importChunk(importId: number, userId: number, start: number): Promise<ImportChunkOutcome>;
  /** Marks the import completed (once) and logs it; its counts. */
  finishImport(importId: number): Promise<ImportFinish>;
  /**
   * The workflow start sweeper: running imports at least `olderThanMs` old whose workflow start was
   * never confirmed (domain-import-outbox.ts), oldest first, at most `limit`: their starts.
   */
  unstartedImports(olderThanMs: number, limit: number): Promise<WorkflowStartRequest[]>;
  /** Their workflows are started (or were already): the rows leave the outbox. */
  markImportsStarted(importIds: number[]): Promise<void>;
}

export function createDomainImportActivities(deps: ActivityDeps): DomainImportActivities {
  const { db, clock } = deps;
  return {
    async importChunk(importId, userId, start) {
      const read = async () => {
        const row = await db.manager.findOneBy(DomainImport, { id: importId, userId });
        if (row || !(await db.manager.existsBy(User, { id: userId }))) return row;
        throw new Error(`domain import ${importId} is not visible yet`);
      };
      let current = await read();
      if (!current) return { total: 0, missing: true, processed: 0, scheduled: 0 };
      if (current.status === 'running' && current.processed === start && start < current.total) {
        const done = await commitImportChunk(deps, current, start);
        if (done === null) current = await read();
        if (!current) return { total: 0, missing: true, processed: 0, scheduled: 0 };
        if (done !== null) {
          const scheduled = current.dryRun ? 0 : await scheduleAdded(deps, current.userId, done);
          return { total: current.total, processed: start + done.length, scheduled };
        }
      }
      if (current.processed < start && current.status === 'running') {
        throw new Error(`domain import ${importId} has ${current.processed} lines done; chunk ${start} is not next`);
      }
      // Committed before (by an attempt whose worker died after the commit, or by the other attempt).
      const stored = current.results.slice(start, start + IMPORT_CHUNK);
      const scheduled = current.dryRun ? 0 : await scheduleAdded(deps, current.userId, stored);
      return { total: current.total, processed: Math.max(current.processed, start + stored.length), scheduled };
    },

    async finishImport(importId) {
      return db.transaction(async (manager) => {
        const current = await manager.findOneBy(DomainImport, { id: importId });
        if (!current) return { added: 0, failed: 0 };
        const now = clock.now();
        const done = await manager.update(
          DomainImport,
          { id: importId, status: 'running' },
          { status: 'completed', finishedAt: now, lines: [] },
        );
        // Once per import: only the update that moved it to completed writes the entry.
        if ((done.affected ?? 0) === 1) {
          const details = {
            import_id: importId,
            added: current.added,
            failed: current.failed,
            dry_run: current.dryRun,
          };
          await recordActivity(manager, current.userId, 'domain.import_finished', SYSTEM_ORIGIN, details, now);
        }
        return { added: current.added, failed: current.failed };
      });
    },

    unstartedImports(olderThanMs, limit) {
      return unstartedImportStarts(db.manager, clock.now(), olderThanMs, limit);
    },

    markImportsStarted(importIds) {
      return markImportWorkflowStarted(db.manager, importIds, clock.now());
    },
  };
}

/** Upserts `monitor-<id>` for each added domain of these results; how many. */
async function scheduleAdded(deps: ActivityDeps, userId: number, results: ImportLineResult[]): Promise<number> {
  const ids = results.flatMap((each) => (each.status === 'added' && each.domain_id ? [each.domain_id] : []));
  if (ids.length === 0) return 0;
  const schedules: MonitorSchedules | undefined = deps.monitorSchedules;
  if (!schedules) throw new Error('this process runs no scheduler: domain imports need ActivityDeps.monitorSchedules');
  const rows = await deps.db.manager.find(MonitoredDomain, {
    select: { id: true, userId: true, domain: true, scanFrequency: true },
    where: ids.map((id) => ({ id, userId })),
  });
  // A few at a time: on Temporal each upsert is a round trip to the server (one by one, 1,000 lines
  // took over a minute). Each is idempotent, so a retried chunk makes them again without harm; one
  // that fails fails the chunk (after the others in flight settle), which is retried.
  await inLanes(rows, SCHEDULE_LANES, (row) => schedules.upsert(row));
  return rows.length;
}
