/**
 * The signal an activity attempt is cancelled by, whichever engine runs it: on a Temporal worker the
 * activity context's cancellationSignal (aborted when the server gives up on the attempt: a missed
 * heartbeat, a start-to-close timeout, a cancelled workflow); in the embedded engine the signal it
 * sets for each attempt (aborted when the attempt times out or the engine stops). Activities pass it
 * on to the scanner, so a given-up attempt closes its sockets instead of running on unseen.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Context } from '@temporalio/activity';

/** The embedded engine runs every attempt inside `attemptSignals.run(signal, ...)`. */
export const attemptSignals = new AsyncLocalStorage<AbortSignal>();

export function currentActivitySignal(): AbortSignal | undefined {
  const embedded = attemptSignals.getStore();
  if (embedded) return embedded;
  try {
    return Context.current().cancellationSignal;
  } catch {
    // Called outside any activity (a test calling the function directly): nothing cancels it.
    return undefined;
  }
}
