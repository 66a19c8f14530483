/**
 * A bulk import of monitored domains (`domain-import-<import id>-<8 hex>`, docs/portfolio.md "Bulk
 * import"), on both engines: the API makes the import's row (its lines) and starts this (in the
 * row's transaction on the embedded engine, after its commit on Temporal, or the start sweeper
 * does when Temporal could not be reached: workflows/outbox-start.ts); the
 * workflow works the lines chunk by chunk, each chunk one activity that checks its lines, commits
 * its domains, per-line results and the count of lines done in one transaction holding the account,
 * then makes the chunk's schedules (first scans spread over the period by id). A chunk is named by
 * its first line, so an engine that runs a chunk again after a lost worker or process finds it
 * committed and only makes its schedules again. Then the import is marked completed.
 */
import type { DomainImportActivities } from '../activities/contracts.js';
import { IMPORT_CHUNK } from '../core/monitoring/domain-import.js';
import { DOMAIN_IMPORT_CHUNK_POLICY, JOB_STATE_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface DomainImportInput {
  importId: number;
  userId: number;
}

export interface DomainImportOutput {
  importId: number;
  /** `missing`: the import's account was deleted before it finished. */
  status: 'completed' | 'missing';
  added: number;
  failed: number;
  chunks: number;
}

export async function domainImportWorkflow(
  runtime: WorkflowRuntime,
  input: DomainImportInput,
): Promise<DomainImportOutput> {
  const chunks = runtime.activities<DomainImportActivities>({
    ...DOMAIN_IMPORT_CHUNK_POLICY,
    summary: `chunk of domain import ${input.importId}`,
  });
  const state = runtime.activities<DomainImportActivities>(JOB_STATE_POLICY);
  let start = 0;
  let worked = 0;
  for (;;) {
    const chunk = await chunks.importChunk(input.importId, input.userId, start);
    if (chunk.missing) return { importId: input.importId, status: 'missing', added: 0, failed: 0, chunks: worked };
    worked += 1;
    start += IMPORT_CHUNK;
    if (start >= chunk.total) break;
  }
  const { added, failed } = await state.finishImport(input.importId);
  return { importId: input.importId, status: 'completed', added, failed, chunks: worked };
}
