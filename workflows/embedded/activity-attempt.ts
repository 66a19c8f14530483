/**
 * One activity attempt on the embedded engine: it waits for one of the engine's slots (at most
 * `maxConcurrentActivities` at once across all runs), then runs under its own cancellation signal
 * (activities/activity-signal.ts), aborted when the attempt times out or the engine stops, so the
 * activity closes its sockets instead of running on unseen.
 */
import { attemptSignals } from '../../activities/activity-signal.js';
import { ActivityTimeout, EngineStopped } from './engine-errors.js';
import { raceAbort, type Slots } from './slots.js';

export async function runAttempt<T>(
  work: () => Promise<T>,
  timeoutMs: number,
  slots: Slots,
  stopping: AbortSignal,
): Promise<T> {
  const slot = slots.acquire();
  const release = await raceAbort(slot, stopping).catch((error: unknown) => {
    void slot.then((free) => free());
    throw error;
  });
  let timer: NodeJS.Timeout | undefined;
  const cancel = new AbortController();
  const onStop = () => cancel.abort(new EngineStopped());
  stopping.addEventListener('abort', onStop, { once: true });
  try {
    const running = attemptSignals.run(cancel.signal, () => Promise.resolve().then(work));
    // An attempt that lost the race may still settle later; nobody listens to it then.
    running.catch(() => undefined);
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const timedOut = new ActivityTimeout(timeoutMs);
        cancel.abort(timedOut);
        reject(timedOut);
      }, timeoutMs);
    });
    return await raceAbort(Promise.race([running, deadline]), stopping);
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', onStop);
    // Settled either way: whatever the attempt still has open is of no use to anyone.
    if (!cancel.signal.aborted) cancel.abort(new Error('attempt settled'));
    release();
  }
}
