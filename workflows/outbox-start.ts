/**
 * A row that asks for a workflow, and the start of that workflow, the one way on each engine (the
 * pattern of workflows/scan-submission.ts, used by bulk imports and account exports):
 * - embedded engine (`startsInTransaction`): the start is made durable in the row's own transaction
 *   (the engine's run row), so the row and its run commit or roll back together, and the run begins
 *   after the commit;
 * - Temporal: the transaction commits first, holding no lock and no connection across a network
 *   round trip, and the workflow is started after it (`startDetached`: about 2 s when the server is
 *   down, up to 10 s when it is busy: DETACHED_START_TIMINGS). So no workflow ever runs for a row
 *   that rolled back, and the workflow's first step always finds its row. The row is its own outbox
 *   entry until the start answers: `started` marks it; a start that fails is the caller's to settle
 *   (`notStarted`: leave the row to a sweeper, or withdraw it and refuse). A process that dies
 *   between the commit and the start leaves an unmarked row, which is what a sweeper looks for.
 * The workflow id is derived from the row, so a start made twice (the caller and a sweeper, or a
 * start that reached the server without its answer reaching us) runs one workflow.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkflowMeta } from '../core/workflow-meta.js';
import type { WorkflowInput, WorkflowName } from './definitions.js';
import type { Orchestrator } from './orchestrator.js';

/** The start of the workflow a row asks for, rebuilt from the row alone (a sweeper relies on it). */
export interface OutboxStart<N extends WorkflowName> {
  workflow: N;
  workflowId: string;
  input: WorkflowInput<N>;
  meta: WorkflowMeta;
}

export interface OutboxStartDeps {
  db: DataSource;
  orchestrator: Orchestrator;
  log?: { warn(details: object, message: string): void };
}

export interface OutboxWrite<T, N extends WorkflowName> {
  /**
   * The transaction's writes: the row and its workflow's start. `startsInTransaction`: the start is
   * made durable in this transaction (the embedded engine), so the row may be stamped started now.
   */
  write(manager: EntityManager, startsInTransaction: boolean): Promise<{ value: T; start: OutboxStart<N> }>;
  /**
   * After the commit, the detached start answered (started, or `exists`): the row leaves the outbox.
   * Its failure is only logged: the workflow runs, and a sweeper that finds the row gets `exists`.
   */
  started?(value: T): Promise<void>;
  /**
   * After the commit, the detached start failed (no answer in time, or refused). Returns to answer
   * with the row as it is (a sweeper starts it later), or throws to refuse the request.
   */
  notStarted(value: T, error: unknown): Promise<void>;
}

/** Writes the row and starts its workflow as described above; the transaction's value. */
export async function commitThenStart<T, N extends WorkflowName>(
  deps: OutboxStartDeps,
  steps: OutboxWrite<T, N>,
): Promise<T> {
  const { db, orchestrator, log } = deps;
  const inTransaction = orchestrator.startsInTransaction;
  let launch: () => void = () => undefined;
  const { value, start } = await db.transaction(async (manager) => {
    const written = await steps.write(manager, inTransaction);
    if (inTransaction) {
      const { workflow, workflowId, input, meta } = written.start;
      launch = await orchestrator.enqueue(manager, workflow, workflowId, input, meta);
    }
    return written;
  });
  if (inTransaction) {
    launch();
    return value;
  }
  try {
    await orchestrator.startDetached(start.workflow, start.workflowId, start.input, start.meta);
  } catch (error) {
    await steps.notStarted(value, error);
    return value;
  }
  try {
    await steps.started?.(value);
  } catch (error) {
    log?.warn(
      { err: error, workflowId: start.workflowId },
      'workflow started, but its row could not be marked started',
    );
  }
  return value;
}
