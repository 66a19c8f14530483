/**
 * The bulk import as its own workflow's outbox (docs/portfolio.md "Bulk import"): the start of an
 * import's `domainImportWorkflow`, rebuilt from its row alone, the same every time (the API's start
 * after its commit and the workflow start sweeper make the same one, so a start made twice runs one
 * workflow); and `workflow_started_at`, set when that start became durable: in the upload's
 * transaction on the embedded engine, when Temporal answered (or the sweeper did) on Temporal.
 */
import { type EntityManager, In, IsNull, LessThanOrEqual } from 'typeorm';
import { domainImportWorkflowId } from '../../core/workflow-ids.js';
import type { WorkflowMeta } from '../../core/workflow-meta.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';

/** domainImportWorkflow's input (workflows/domain-import.workflow.ts DomainImportInput). */
export interface DomainImportStartInput {
  importId: number;
  userId: number;
}

export interface DomainImportStart {
  workflow: 'domainImportWorkflow';
  workflowId: string;
  input: DomainImportStartInput;
  meta: WorkflowMeta;
}

export function domainImportStart(row: Pick<DomainImport, 'id' | 'createdAt' | 'userId'>): DomainImportStart {
  return {
    workflow: 'domainImportWorkflow',
    workflowId: domainImportWorkflowId(row),
    input: { importId: row.id, userId: row.userId },
    meta: { kind: 'domain_import', domains: [], accountId: row.userId },
  };
}

/** The starts answered (or the id was taken by the import's own run): the rows leave the outbox. */
export async function markImportWorkflowStarted(manager: EntityManager, importIds: number[], now: Date): Promise<void> {
  if (importIds.length === 0) return;
  await manager.update(DomainImport, { id: In(importIds), workflowStartedAt: IsNull() }, { workflowStartedAt: now });
}

/**
 * Running imports at least `olderThanMs` old whose workflow start was never confirmed (Temporal was
 * unreachable at the upload, or the API process stopped between its commit and the start), oldest
 * first, at most `limit`: their starts.
 */
export async function unstartedImportStarts(
  manager: EntityManager,
  now: Date,
  olderThanMs: number,
  limit: number,
): Promise<DomainImportStart[]> {
  const rows = await manager.find(DomainImport, {
    select: { id: true, createdAt: true, userId: true },
    where: {
      status: 'running',
      workflowStartedAt: IsNull(),
      createdAt: LessThanOrEqual(new Date(now.getTime() - olderThanMs)),
    },
    order: { id: 'ASC' },
    take: limit,
  });
  return rows.map(domainImportStart);
}
