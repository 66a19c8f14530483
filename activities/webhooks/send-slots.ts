/**
 * A bound on webhook POSTs in flight in one process. Without it a burst of events (5,000 deliveries
 * at once) starts every POST together, and the process's own backlog, not the receiver, eats the
 * 30 s answer bound: attempts fail, and ten of them disable a healthy endpoint. An attempt waits
 * here for a slot before its clock starts.
 */
export class SendSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else {
      await new Promise<void>((resolve, reject) => {
        const wake = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const index = this.waiting.indexOf(wake);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(signal?.reason ?? new Error('aborted'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(wake);
      });
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; only when none waits does it become free.
      if (next) next();
      else this.free += 1;
    }
  }
}
