/**
 * The embedded workflow engine (DESIGN.md section 2): runs the workflows of workflows/definitions.ts
 * in this process, with the same activities a Temporal worker would run, and keeps every run and
 * every finished step in the database (workflows/embedded/run-store.ts). `start()` takes the
 * database's engine lease (engine-lease.ts: one engine per database; a second process is refused)
 * and continues the runs a previous process left unfinished; their finished steps are not redone.
 * Scale-out deployments run Temporal instead.
 */
import { setMaxListeners } from 'node:events';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { Span } from '@opentelemetry/api';
import type { DataSource, EntityManager } from 'typeorm';
import { embeddedWorkflowRuns } from '../../core/metrics/metric-definitions.js';
import { fallbackLogger } from '../../core/tracing/correlated-logger.js';
import { markFailed } from '../../core/tracing/spans.js';
import { DatabaseUnavailableError, databaseFault } from '../../db/errors.js';
import { WORKFLOWS } from '../definitions.js';
import type { StartOutcome, WorkflowFunction } from '../runtime.js';
import { runAttempt } from './activity-attempt.js';
import { EmbeddedScheduler } from './embedded-scheduler.js';
import { EngineStopped, RunCancelled } from './engine-errors.js';
import { EMBEDDED_ENGINE_LEASE, LEASE_RENEW_EVERY_MS, LEASE_TTL_MS, type LeaseTiming } from './engine-lease.js';
import { EngineLeaseKeeper } from './engine-lease-keeper.js';
import { type EngineHost, RunContext } from './run-context.js';
import { inRunSpan, type LaunchedRun, recordingRun } from './run-spans.js';
import { RunStore } from './run-store.js';
import { raceAbort, Slots } from './slots.js';

export interface EngineLog {
  /** Each run's start and end and each activity's outcome (LOG_LEVEL=debug), when the logger has it. */
  debug?(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EngineOptions {
  db: DataSource;
  /** Activity functions by name (activities/jobs/index.ts builds them). */
  activities: object;
  // biome-ignore lint/suspicious/noExplicitAny: workflows differ in input and output types.
  workflows?: Readonly<Record<string, WorkflowFunction<any, any>>>;
  clock?: { now(): Date };
  log?: EngineLog;
  /** Activity attempts running at once across all runs; default DEFAULT_MAX_CONCURRENT_ACTIVITIES. */
  maxConcurrentActivities?: number;
  /** How the engine waits (retry back-off, durable sleep); tests pass one that moves a test clock. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** False: schedules fire only when something calls `schedules.tick()` (tests that move a clock). */
  scheduleTimer?: boolean;
  /** The lease's name and timing (default EMBEDDED_ENGINE_LEASE, 30 s / 10 s); tests shorten the timing. */
  lease?: { name?: string } & Partial<LeaseTiming>;
}

/**
 * The API and the scans share one event loop in the embedded deployment. Measured with
 * `npm run bench:scan` (2 cores, 100 concurrent lab scans): 16 slots starve throughput, 200 let the
 * scans crowd out request handling (submissions fell to a few per second); 64 did well on both.
 */
export const DEFAULT_MAX_CONCURRENT_ACTIVITIES = 64;

type Outcome = { ok: true; result: unknown } | { ok: false; error: Error };

export class EmbeddedEngine {
  readonly store: RunStore;
  /** Recurring schedules (embedded-scheduler.ts); they fire only while this engine holds the lease. */
  readonly schedules: EmbeddedScheduler;
  // biome-ignore lint/suspicious/noExplicitAny: see EngineOptions.workflows.
  private readonly workflows: Readonly<Record<string, WorkflowFunction<any, any>>>;
  private readonly activities: Record<string, unknown>;
  private readonly clock: { now(): Date };
  private readonly log: EngineLog;
  private readonly slots: Slots;
  private readonly sleepImpl: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly stopping = new AbortController();
  private readonly active = new Map<string, Promise<void>>();
  /**
   * Each executing run's own abort: cancelRuns() aborts it, which wakes the run from a wait and
   * stops it at its next step (an aborted signal is what "cancelled" means here).
   */
  private readonly runAborts = new Map<string, AbortController>();
  private readonly waiters = new Map<string, Array<(outcome: Outcome) => void>>();
  private readonly host: EngineHost;
  /** The lease, the resumption of unfinished runs and of the runs a database outage stranded. */
  private readonly leaseKeeper: EngineLeaseKeeper;

  constructor(options: EngineOptions) {
    const scheduleTimer = options.scheduleTimer ?? true;
    // Steps and run outcomes are written only while the lease is confirmed (see assertLease).
    this.store = new RunStore(options.db, () => this.leaseKeeper.assertLease());
    this.workflows = options.workflows ?? WORKFLOWS;
    this.activities = options.activities as Record<string, unknown>;
    this.clock = options.clock ?? { now: () => new Date() };
    // Without the process's logger (tests, tools): JSON lines with the same correlation fields.
    this.log = options.log ?? fallbackLogger();
    this.slots = new Slots(options.maxConcurrentActivities ?? DEFAULT_MAX_CONCURRENT_ACTIVITIES);
    this.sleepImpl = options.sleep ?? ((ms, signal) => sleepFor(ms, undefined, { signal }));
    // Every waiting attempt listens to the stop signal for a moment; hundreds at once is normal here.
    setMaxListeners(0, this.stopping.signal);
    this.host = this.makeHost();
    this.schedules = new EmbeddedScheduler({
      db: options.db,
      store: this.store,
      now: () => this.clock.now(),
      startRun: (workflowType, id, input) => this.startRun(workflowType, id, input),
      log: this.log,
    });
    this.leaseKeeper = new EngineLeaseKeeper(
      {
        db: options.db,
        store: this.store,
        log: this.log,
        closed: () => this.closed,
        launch: (run) => this.launch(run),
        isExecuting: (runId) => this.active.has(runId),
        startSchedules: () => {
          if (scheduleTimer) this.schedules.start();
        },
        close: () => this.close(),
      },
      {
        name: options.lease?.name ?? EMBEDDED_ENGINE_LEASE,
        ttlMs: options.lease?.ttlMs ?? LEASE_TTL_MS,
        renewEveryMs: options.lease?.renewEveryMs ?? LEASE_RENEW_EVERY_MS,
      },
    );
  }

  get closed(): boolean {
    return this.stopping.signal.aborted;
  }

  /**
   * Records a run inside the caller's transaction, so the run exists exactly when the rows that
   * caused it (a scan job, a consumed scan) do. Returns the function that starts it: call it after
   * the transaction commits. A crash in between leaves a run that the next `start()` resumes.
   */
  async enqueue(manager: EntityManager, workflowType: string, id: string, input: unknown): Promise<() => void> {
    this.assertKnown(workflowType);
    this.assertStarted();
    const plain = JSON.parse(JSON.stringify(input)) as unknown;
    const traceContext = await recordingRun(workflowType, id, async (carrier) => {
      const run = { id, workflowType, input: plain, traceContext: carrier };
      if (!(await this.store.insertRun(manager, run, this.clock.now())))
        throw new Error(`workflow ${id} already exists`);
      return carrier;
    });
    return () => this.launch({ id, workflowType, input: plain, traceContext });
  }

  /** Starts a run and waits for its result (batch and compare answer synchronously). */
  async execute(workflowType: string, id: string, input: unknown): Promise<unknown> {
    this.assertKnown(workflowType);
    this.assertStarted();
    if (this.closed) throw new EngineStopped();
    const plain = JSON.parse(JSON.stringify(input)) as unknown;
    const traceContext = await recordingRun(workflowType, id, async (carrier) => {
      const run = { id, workflowType, input: plain, traceContext: carrier };
      if (!(await this.store.insertRun(null, run, this.clock.now()))) throw new Error(`workflow ${id} already exists`);
      return carrier;
    });
    const outcome = new Promise<Outcome>((resolve) => {
      this.waiters.set(id, [...(this.waiters.get(id) ?? []), resolve]);
    });
    // Closed while the run was being recorded: nothing would ever settle the waiter.
    if (this.closed) this.settle(id, { ok: false, error: new EngineStopped() });
    else this.launch({ id, workflowType, input: plain, traceContext });
    const settled = await outcome;
    if (!settled.ok) throw settled.error;
    return settled.result;
  }

  /**
   * Takes the engine lease, then continues every run a previous process left `running`. Returns how
   * many were resumed. Throws EngineLeaseRefused while another live process holds the lease.
   */
  start(): Promise<number> {
    return this.leaseKeeper.start();
  }

  /**
   * Stops starting and recording anything; runs in flight stay `running` for the next process. Then
   * releases the lease, so the next process need not wait for it to expire.
   */
  async close(): Promise<void> {
    if (!this.closed) this.stopping.abort(new EngineStopped());
    await this.leaseKeeper.started();
    await this.schedules.stop();
    await Promise.allSettled([...this.active.values()]);
    for (const [id, list] of this.waiters) {
      for (const settle of list) settle({ ok: false, error: new EngineStopped() });
      this.waiters.delete(id);
    }
    await this.leaseKeeper.release();
  }

  /** Resolves when no run is executing (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled([...this.active.values()]);
  }

  /**
   * Records and launches a run unless one with this id is running or completed (runtime.ts
   * StartOutcome); a failed one is reset (its steps dropped) and started again. Used by workflows that
   * start other workflows and by schedules.
   */
  async startRun(workflowType: string, id: string, input: unknown): Promise<StartOutcome> {
    this.assertKnown(workflowType);
    this.assertStarted();
    const plain = JSON.parse(JSON.stringify(input ?? null)) as unknown;
    return recordingRun(workflowType, id, async (traceContext) => {
      const run = { id, workflowType, input: plain, traceContext };
      if (await this.store.insertRun(null, run, this.clock.now())) {
        this.launch(run);
        return 'started';
      }
      if (await this.store.restartFailedRun(id, plain, traceContext)) {
        this.launch(run);
        return 'started';
      }
      return 'exists';
    });
  }

  /**
   * Cancels runs by id (an account's deletion): each running one is recorded as failed with
   * `reason` and, when it executes in this process, stops at its next step or wake-up. Returns how
   * many were running.
   */
  async cancelRuns(ids: readonly string[], reason: string): Promise<number> {
    let cancelled = 0;
    for (const id of ids) {
      if (await this.store.cancelRun(id, reason, this.clock.now())) cancelled += 1;
      this.runAborts.get(id)?.abort(new RunCancelled(id));
    }
    return cancelled;
  }

  private assertStarted(): void {
    this.leaseKeeper.assertStarted();
  }

  private assertKnown(workflowType: string): void {
    if (!Object.hasOwn(this.workflows, workflowType)) throw new Error(`unknown workflow type ${workflowType}`);
  }

  private launch(run: LaunchedRun): void {
    if (this.closed || !this.leaseKeeper.held || this.active.has(run.id)) return;
    this.runAborts.set(run.id, new AbortController());
    const execution = this.runToEnd(run).finally(() => {
      this.active.delete(run.id);
      this.runAborts.delete(run.id);
    });
    this.active.set(run.id, execution);
  }

  /** The run's execution, in its `RunWorkflow:<type>` span and log scope (run-spans.ts). */
  private runToEnd(run: LaunchedRun): Promise<void> {
    return inRunSpan(run, (span) => this.runWorkflow(run, span));
  }

  private async runWorkflow(run: LaunchedRun, span: Span | null): Promise<void> {
    let context: RunContext | null = null;
    const startedAt = Date.now();
    try {
      const workflow = this.workflows[run.workflowType];
      this.log.debug?.({ runId: run.id, workflowType: run.workflowType }, 'workflow run started');
      if (!workflow) throw new Error(`unknown workflow type ${run.workflowType}`);
      context = new RunContext(this.host, run.id, await this.store.loadSteps(run.id));
      const result = await workflow(context.runtime(), run.input);
      await context.flush();
      if (this.closed) return;
      // The workflow caught a database fault and carried on: its outcome is not to be trusted.
      if (context.fault) throw context.fault;
      await this.store.finishRun(run.id, 'completed', { result }, this.clock.now());
      embeddedWorkflowRuns.inc({ workflow: this.workflowLabel(run.workflowType), outcome: 'completed' });
      this.log.debug?.({ runId: run.id, durationMs: Date.now() - startedAt }, 'workflow run completed');
      this.settle(run.id, { ok: true, result: JSON.parse(JSON.stringify(result ?? null)) });
    } catch (error) {
      // Stopped mid-run: not a failure; the next process resumes it from its recorded steps.
      if (this.closed) return;
      // Cancelled: cancelRuns() already recorded the outcome.
      if (this.isCancelled(run.id)) {
        this.settle(run.id, { ok: false, error: new RunCancelled(run.id) });
        return;
      }
      // The database went away (or the lease is paused because of it): not the run's failure either.
      // The run stays `running`, and the next renewal that reaches the database resumes it.
      if (error instanceof EngineStopped || databaseFault(error) || context?.fault) {
        this.leaseKeeper.markStranded();
        this.log.warn({ runId: run.id, err: (error as Error).message }, 'workflow run left off: database unavailable');
        // A caller waiting on the run (execute(): a synchronous scan) gets the database's error now,
        // answered as a 503, instead of hanging through the outage; the run itself carries on later.
        this.settle(run.id, {
          ok: false,
          error: databaseFault(error)
            ? (error as Error)
            : new DatabaseUnavailableError(
                'the database could not be reached: the workflow run resumes when it returns',
              ),
        });
        return;
      }
      const failure = error instanceof Error ? error : new Error(String(error));
      if (span) markFailed(span, failure);
      this.log.error({ runId: run.id, err: failure.message }, 'workflow run failed');
      try {
        await this.store.finishRun(run.id, 'failed', { error: failure.message }, this.clock.now());
        embeddedWorkflowRuns.inc({ workflow: this.workflowLabel(run.workflowType), outcome: 'failed' });
      } catch (storeError) {
        this.log.error({ runId: run.id, err: (storeError as Error).message }, 'could not record the failed run');
      }
      this.settle(run.id, { ok: false, error: failure });
    }
  }

  private isCancelled(runId: string): boolean {
    return this.runAborts.get(runId)?.signal.aborted ?? false;
  }

  /** A metric label: a type this engine knows, or `unknown` (a row of another release). */
  private workflowLabel(workflowType: string): string {
    return Object.hasOwn(this.workflows, workflowType) ? workflowType : 'unknown';
  }

  private settle(id: string, outcome: Outcome): void {
    for (const settle of this.waiters.get(id) ?? []) settle(outcome);
    this.waiters.delete(id);
  }

  private makeHost(): EngineHost {
    const signal = this.stopping.signal;
    const assertOpen = (runId?: string) => {
      if (signal.aborted) throw new EngineStopped();
      if (runId !== undefined && this.isCancelled(runId)) throw new RunCancelled(runId);
    };
    return {
      store: this.store,
      now: () => this.clock.now(),
      activity: (name) => {
        const fn = this.activities[name];
        return typeof fn === 'function' ? (fn as (...args: unknown[]) => Promise<unknown>) : undefined;
      },
      attempt: async (work, timeoutMs) => {
        assertOpen();
        return runAttempt(work, timeoutMs, this.slots, signal);
      },
      wait: async (ms, runId) => {
        assertOpen(runId);
        // A cancelled run wakes up at once (cancelRuns aborts its signal).
        const runSignal = this.runAborts.get(runId)?.signal;
        const both = runSignal ? AbortSignal.any([signal, runSignal]) : signal;
        try {
          await raceAbort(this.sleepImpl(ms, both), both);
        } catch (error) {
          if (signal.aborted) throw new EngineStopped();
          if (runSignal?.aborted) throw new RunCancelled(runId);
          throw error;
        }
        assertOpen(runId);
      },
      assertOpen,
      debug: (details, message) => this.log.debug?.(details, message),
      warn: (details, message) => this.log.warn(details, message),
      error: (details, message) => this.log.error(details, message),
      startRun: (workflowType, id, input) => this.startRun(workflowType, id, input),
    };
  }
}
