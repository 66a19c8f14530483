/**
 * How far a long activity has got, for operators: on a Temporal worker the details of the attempt's
 * heartbeats (Temporal UI and `temporal workflow describe` show the last ones under the pending
 * activity), kept here so the worker's periodic heartbeat (workers/heartbeats.ts) sends them again
 * instead of blanking them. Local activities cannot heartbeat, and the embedded engine has no
 * heartbeats: there it is a no-op (the stored module results are the progress).
 */
import { Context } from '@temporalio/activity';

const lastProgress = new WeakMap<Context, unknown>();

function currentContext(): Context | undefined {
  try {
    return Context.current();
  } catch {
    // Outside a Temporal activity: the embedded engine, or a test calling the function directly.
    return undefined;
  }
}

/** Records `details` as the running attempt's progress and sends them with a heartbeat now. */
export function reportActivityProgress(details: unknown): void {
  const context = currentContext();
  if (!context || context.info.isLocal) return;
  lastProgress.set(context, details);
  context.heartbeat(details);
}

/** The progress last reported by the attempt of `context` (undefined: none yet). */
export function activityProgress(context: Context): unknown {
  return lastProgress.get(context);
}
