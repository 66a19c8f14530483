/**
 * Small concurrency helpers of the embedded engine: a counting semaphore for activity slots (what
 * Temporal calls maxConcurrentActivityTaskExecutions) and a race against the engine's stop signal
 * that removes its listener when done, so thousands of waits do not pile listeners on one signal.
 */

export class Slots {
  private free: number;
  private readonly queue: Array<() => void> = [];

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`slot count must be a positive integer, got ${size}`);
    this.free = size;
  }

  /** Resolves with a release function once a slot is free (first come, first served). */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          const next = this.queue.shift();
          if (next) next();
          else this.free += 1;
        });
      };
      if (this.free > 0) {
        this.free -= 1;
        grant();
      } else this.queue.push(grant);
    });
  }
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
