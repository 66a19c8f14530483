/**
 * Every activity a worker runs heartbeats while it runs, so Temporal notices a worker that died
 * (SIGKILL, a lost machine) within the policy's heartbeatTimeoutMs and retries the attempt on another
 * worker, instead of waiting out the attempt's whole start-to-close bound. The SDK throttles what it
 * sends to the server, so beating often costs nothing.
 */
import { Context } from '@temporalio/activity';
import { activityProgress } from '../activities/activity-progress.js';

/** Well inside HEARTBEAT_TIMEOUT_MS (workflows/policies.ts), so a busy event loop does not miss it. */
export const HEARTBEAT_INTERVAL_MS = 2_000;

type ActivityFunction = (...args: never[]) => Promise<unknown>;

export function withHeartbeats<T extends object>(activities: T, intervalMs = HEARTBEAT_INTERVAL_MS): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(activities)) {
    if (typeof fn !== 'function') continue;
    wrapped[name] = async (...args: never[]) => {
      const context = Context.current();
      // A local activity has no heartbeat: its worker's workflow task is what the server watches.
      if (context.info.isLocal) return (fn as ActivityFunction)(...args);
      // The progress the activity reported (activities/activity-progress.ts), so a beat keeps it.
      const beat = () => context.heartbeat(activityProgress(context));
      beat();
      const timer = setInterval(beat, intervalMs);
      try {
        return await (fn as ActivityFunction)(...args);
      } finally {
        clearInterval(timer);
      }
    };
  }
  return wrapped as T;
}
