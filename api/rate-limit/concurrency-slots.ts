/**
 * The "concurrent" column of docs/api-contract.md "Rate limits": how many requests of one subject may be in flight at once.
 *
 * Counted per API process, in memory, on purpose. An in-flight count must go down exactly once
 * when a request ends; a shared store cannot promise that (a crashed process would hold its slots
 * until some expiry, and the windowed stores reset counts under requests still running). What
 * the limit protects is a process's own capacity (its event loop, sockets and scanner work), so
 * the embedded deployment (one process) enforces it exactly, and in scale-out each process
 * enforces it for its share of the traffic.
 */
export class ConcurrencySlots {
  private readonly inFlight = new Map<string, number>();

  /** Takes a slot, or returns null when `limit` are taken. The release is idempotent. */
  tryAcquire(key: string, limit: number): (() => void) | null {
    const current = this.inFlight.get(key) ?? 0;
    if (current >= limit) return null;
    this.inFlight.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(key);
      else this.inFlight.set(key, left);
    };
  }

  inFlightFor(key: string): number {
    return this.inFlight.get(key) ?? 0;
  }
}
