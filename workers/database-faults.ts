/**
 * A worker's activities with the database's own failures marked as such: an error that
 * db/errors.ts recognises as the database unreachable or its storage full is rethrown as a retryable
 * ApplicationFailure of type DATABASE_FAULT_FAILURE_TYPE (workflows/policies.ts), the original error
 * as its cause. Temporal keeps only an error's name and message across the wire, so without this the
 * workflow could not tell "MariaDB was down" from "the step is broken"; with it, the Temporal
 * runtime calls the activity again once the database is back instead of letting a 30-s outage
 * exhaust the step's few retries (a scan marked failed, a webhook delivery left `retrying` for good).
 */
import { ApplicationFailure } from '@temporalio/common';
import { databaseFault } from '../db/errors.js';
import { DATABASE_FAULT_FAILURE_TYPE } from '../workflows/policies.js';

type ActivityFunction = (...args: never[]) => Promise<unknown>;

export function withDatabaseFaults<T extends object>(activities: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(activities)) {
    if (typeof fn !== 'function') continue;
    wrapped[name] = async (...args: never[]) => {
      try {
        return await (fn as ActivityFunction)(...args);
      } catch (error) {
        const fault = databaseFault(error);
        if (!fault || error instanceof ApplicationFailure) throw error;
        throw ApplicationFailure.create({
          type: DATABASE_FAULT_FAILURE_TYPE,
          message: `database ${fault}: ${error instanceof Error ? error.message : String(error)}`,
          details: [fault],
          cause: error instanceof Error ? error : undefined,
        });
      }
    };
  }
  return wrapped as T;
}
