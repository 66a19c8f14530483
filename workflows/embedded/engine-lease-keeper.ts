/**
 * The embedded engine's side of its lease (engine-lease.ts): `start()` takes the lease and resumes
 * the runs a previous process left `running`; steps and outcomes are written only while the lease
 * is confirmed; a lease taken over by another process stops the engine; and runs left off by a
 * database outage ("stranded") are launched again once the database answers.
 */
import type { DataSource } from 'typeorm';
import { EngineNotStarted, EngineStopped } from './engine-errors.js';
import { HeldLease, type LeaseTiming } from './engine-lease.js';
import type { LaunchedRun } from './run-spans.js';
import type { RunStore } from './run-store.js';

/** What the keeper needs of its engine. */
export interface LeaseKeeperHost {
  readonly db: DataSource;
  readonly store: RunStore;
  readonly log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Whether the engine is closing or closed. */
  closed(): boolean;
  /** Executes a run unless it already executes here (or the engine is closed, or the lease not held). */
  launch(run: LaunchedRun): void;
  /** Whether the run executes in this process now. */
  isExecuting(runId: string): boolean;
  /** Starts the schedules' timer, when the engine has one. */
  startSchedules(): void;
  close(): Promise<void>;
}

export class EngineLeaseKeeper {
  /** Held from start() until close(), or until another process takes it over. */
  private lease: HeldLease | null = null;
  private starting: Promise<number> | null = null;
  private lostWhy: string | null = null;
  /**
   * Runs left off because the database could not be reached (a step could not be written, the lease
   * was paused): they stay `running` in the database and are launched again once it answers.
   */
  private stranded = false;

  constructor(
    private readonly engine: LeaseKeeperHost,
    private readonly options: { name: string } & LeaseTiming,
  ) {}

  /** Whether the lease is held now: runs are launched only then. */
  get held(): boolean {
    return this.lease?.held ?? false;
  }

  /**
   * Takes the engine lease, then continues every run a previous process left `running`. Returns how
   * many were resumed. Throws EngineLeaseRefused while another live process holds the lease.
   */
  start(): Promise<number> {
    this.starting ??= this.takeLeaseAndResume();
    return this.starting;
  }

  /** Resolves once a start() in progress has ended, however it ended. */
  async started(): Promise<void> {
    await this.starting?.catch(() => undefined);
  }

  /** Gives the lease back (on close), so the next process need not wait for it to expire. */
  async release(): Promise<void> {
    await this.lease?.release();
  }

  /** A run was left off by a database outage: the next renewal that reaches the database resumes it. */
  markStranded(): void {
    this.stranded = true;
  }

  assertStarted(): void {
    if (!this.lease) throw new EngineNotStarted();
    // Lost to another process: a run recorded now would wait for that process's next restart.
    if (this.lostWhy !== null) throw new EngineStopped();
  }

  /** Before a step or a run's outcome is written: the lease must still be ours (engine-lease.ts confirm()). */
  async assertLease(): Promise<void> {
    if (!(await this.lease?.confirm())) throw new EngineStopped();
  }

  private async takeLeaseAndResume(): Promise<number> {
    if (this.engine.closed()) throw new EngineStopped();
    const { name, ttlMs, renewEveryMs } = this.options;
    const lease = await HeldLease.acquire(this.engine.db, {
      name,
      timing: { ttlMs, renewEveryMs },
      log: this.engine.log,
      onLost: (why) => this.leaseLost(why),
      onRestored: () => {
        this.stranded = true;
        void this.resumeStranded();
      },
    });
    if (this.engine.closed()) {
      // close() came while the lease was being taken: give it straight back.
      await lease.release();
      throw new EngineStopped();
    }
    this.lease = lease;
    // A run that stranded itself before a renewal ever failed (a short outage) is resumed at the next one.
    lease.onRenewed = () => void this.resumeStranded();
    const runs = await this.engine.store.unfinishedRuns();
    if (runs.length > 0) {
      this.engine.log.info({ runs: runs.map((run) => run.id) }, `resumed ${runs.length} unfinished workflow run(s)`);
    }
    for (const run of runs) this.engine.launch(run);
    this.engine.startSchedules();
    return runs.length;
  }

  /**
   * Another process took the lease over (this one was paused or cut off past the TTL): it now runs
   * these runs, so this engine stops at once and records nothing more. The API keeps serving.
   */
  private leaseLost(why: string): void {
    this.lostWhy = why;
    this.engine.log.error(
      { lease: this.options.name, why },
      'the workflow engine lost its database lease and stops: this process runs no more workflows until it is ' +
        'restarted (run one API process per database, or several on Temporal with TEMPORAL_ADDRESS)',
    );
    void this.engine.close();
  }

  /**
   * The database answers again after an outage: launch every `running` run that no longer executes
   * here (left off by the outage; see the engine's runWorkflow). Its recorded steps are not redone,
   * as after a restart.
   */
  private async resumeStranded(): Promise<void> {
    if (!this.stranded || this.engine.closed() || this.lostWhy !== null) return;
    this.stranded = false;
    try {
      const runs = (await this.engine.store.unfinishedRuns()).filter((run) => !this.engine.isExecuting(run.id));
      if (runs.length > 0) {
        this.engine.log.info(
          { runs: runs.map((run) => run.id) },
          `resumed ${runs.length} run(s) stranded by a database outage`,
        );
      }
      for (const run of runs) this.engine.launch(run);
    } catch (error) {
      this.stranded = true; // the next successful renewal tries again
      this.engine.log.warn({ err: (error as Error).message }, 'could not list the runs stranded by a database outage');
    }
  }
}
