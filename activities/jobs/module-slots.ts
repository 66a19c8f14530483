/**
 * How many scanner modules run at once in this process, across all scans. A full scan's modules run
 * in one activity (`scanModules`), so the engine's bound on activities no longer bounds modules: a
 * burst of 100 scans would otherwise start 1,500 modules together on a small machine and time them
 * out. Modules wait here first come, first served; the module's own timeout starts once it runs.
 */

/** The embedded engine's default, as its activity slots bounded modules before (64). */
export const DEFAULT_MAX_CONCURRENT_MODULES = 64;

export class ModuleSlots {
  private free: number;
  private readonly queue: Array<() => void> = [];

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`module slots must be a positive integer, got ${size}`);
    this.free = size;
  }

  /** Runs `work` once a slot is free, and frees the slot when it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
