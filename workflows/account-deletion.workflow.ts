/**
 * Deleting an account (`account-deletion-<account id>-<8 hex>`), after the API has already locked
 * it out (credentials revoked, subscription cancelled, schedules stopped, webhooks disabled, runs
 * cancelled): every step of the purge, in order, one bounded batch per activity, so each
 * transaction is short and other accounts never wait long on a lock. Resumable on both engines: a
 * restart continues with the next batch, and a repeated batch finds fewer rows.
 */
import type { AccountDataActivities } from '../activities/contracts.js';
import { ACCOUNT_PURGE_POLICY, JOB_STATE_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface AccountDeletionInput {
  userId: number;
}

export interface AccountDeletionOutput {
  userId: number;
  /** Rows deleted (or, for retained billing events, reduced) by each step. */
  steps: Record<string, number>;
  batches: number;
}

export async function accountDeletionWorkflow(
  runtime: WorkflowRuntime,
  input: AccountDeletionInput,
): Promise<AccountDeletionOutput> {
  const plan = runtime.activities<AccountDataActivities>(JOB_STATE_POLICY);
  const purge = runtime.activities<AccountDataActivities>(ACCOUNT_PURGE_POLICY);
  const steps: Record<string, number> = {};
  let batches = 0;
  for (const step of await plan.accountPurgeSteps()) {
    let cursor = 0;
    steps[step] = 0;
    for (;;) {
      const result = await purge.purgeAccountBatch(input.userId, step, cursor);
      batches += 1;
      steps[step] += result.deleted;
      if (result.cursor !== null) cursor = result.cursor;
      if (result.done) break;
    }
  }
  return { userId: input.userId, steps, batches };
}
