/**
 * One run's WorkflowRuntime in the embedded engine, and its memory of finished steps. When a run is
 * resumed after a restart, the workflow function is called again from the top; every step it
 * reaches that already finished (an activity, a timer, a `now`) is answered from the step table, so
 * finished work is not redone and the workflow takes the same path it took before.
 *
 * A step's key is `<activity>:<digest of its arguments>#<n>`, not a sequence number: workflows run
 * activities in parallel and a bounded fan-out starts them in completion order, which differs
 * between runs; the name and arguments of a call do not. `#<n>` tells repeated identical calls apart.
 */
import { createHash } from 'node:crypto';
import { embeddedActivityRetries } from '../../core/metrics/metric-definitions.js';
import { inLogScope } from '../../core/tracing/log-correlation.js';
import { inSpan, WORKFLOW_ID_ATTRIBUTE } from '../../core/tracing/spans.js';
import { databaseFault } from '../../db/errors.js';
import type {
  ActivityOptions,
  ActivityProxy,
  LocalActivityOptions,
  StartOutcome,
  WorkflowRuntime,
} from '../runtime.js';
import { retryDelayMs } from '../runtime.js';
import type { RunStore, StoredStep } from './run-store.js';

/** An activity that failed for good, shaped like Temporal's ActivityFailure (the reason is the cause). */
export class ActivityFailure extends Error {
  constructor(
    readonly activityType: string,
    readonly attempts: number,
    cause: Error,
  ) {
    super('Activity task failed', { cause });
    this.name = 'ActivityFailure';
  }
}

/** What a run needs from its engine. */
export interface EngineHost {
  readonly store: RunStore;
  now(): Date;
  activity(name: string): ((...args: unknown[]) => Promise<unknown>) | undefined;
  /** One attempt: takes an activity slot, bounds it by `timeoutMs`, gives up when the engine stops. */
  attempt(work: () => Promise<unknown>, timeoutMs: number): Promise<unknown>;
  /** Waits, giving up when the engine stops or the run is cancelled. */
  wait(ms: number, runId: string): Promise<void>;
  /**
   * Throws EngineStopped once the engine is closing (nothing may be started or recorded after that),
   * and RunCancelled once this run was cancelled (its account was deleted).
   */
  assertOpen(runId?: string): void;
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  /** Records and launches another run, by the runtime's rule for a taken id (runtime.ts StartOutcome). */
  startRun(workflowType: string, id: string, input: unknown): Promise<StartOutcome>;
}

const plainJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export class RunContext {
  private readonly occurrences = new Map<string, number>();
  private writes: Promise<void> = Promise.resolve();
  /**
   * The first database fault this execution met (db/errors.ts), in an activity or a step's write.
   * Workflow code may catch the error and carry on, so the engine asks here before it records an
   * outcome: an execution that met one is left off and resumed from its recorded steps instead.
   */
  fault: Error | null = null;
  /** Steps were recorded before this execution began: the run began under code that may be older. */
  private readonly resumed: boolean;

  constructor(
    private readonly host: EngineHost,
    readonly runId: string,
    private readonly steps: Map<string, StoredStep>,
  ) {
    this.resumed = steps.size > 0;
  }

  runtime(): WorkflowRuntime {
    const proxy = <T>(options: ActivityOptions) =>
      new Proxy(
        {},
        {
          get: (_target, name) =>
            typeof name === 'string' ? (...args: unknown[]) => this.callActivity(name, args, options) : undefined,
        },
      ) as ActivityProxy<T>;
    return {
      workflowId: this.runId,
      activities: proxy,
      // In-process already: a local activity is an activity like any other here (a recorded step).
      localActivities: <T>(options: LocalActivityOptions) => proxy<T>(options),
      patched: (patchId) => this.patched(patchId),
      sleep: (ms) => this.sleep(ms),
      now: () => this.now(),
      log: {
        warn: (message, details) => this.host.warn({ runId: this.runId, ...details }, message),
        error: (message, details) => this.host.error({ runId: this.runId, ...details }, message),
      },
      // The embedded engine finds runs by id; `meta` is for Temporal's visibility.
      startWorkflow: (name, workflowId, input) => this.startWorkflow(name, workflowId, input),
    };
  }

  /** Resolves when every step recorded so far is in the database. */
  flush(): Promise<void> {
    return this.writes;
  }

  private key(base: string): string {
    const n = this.occurrences.get(base) ?? 0;
    this.occurrences.set(base, n + 1);
    return `${base}#${n}`;
  }

  /** Steps are written one after another, so a recorded `now` never lands after a later step. */
  private record(key: string, step: StoredStep): Promise<void> {
    this.steps.set(key, step);
    const write = this.writes.then(() => this.host.store.saveStep(this.runId, key, step, this.host.now()));
    this.writes = write.catch((error: unknown) => {
      if (databaseFault(error)) this.fault ??= error as Error;
    });
    return write;
  }

  private async callActivity(name: string, args: unknown[], options: ActivityOptions): Promise<unknown> {
    this.host.assertOpen(this.runId);
    const payload = plainJson(args) as unknown[];
    const digest = createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 16);
    const key = this.key(`${name}:${digest}`);
    const done = this.steps.get(key);
    if (done?.status === 'completed') return done.result;
    if (done) throw new ActivityFailure(name, options.retry.maximumAttempts, new Error(done.error ?? 'failed'));
    const activity = this.host.activity(name);
    for (let attempt = 1; ; attempt++) {
      this.host.assertOpen(this.runId);
      try {
        if (!activity) throw new Error(`no activity named ${name} is registered`);
        const result = plainJson(await this.attempt(name, attempt, () => activity(...payload), options));
        this.host.assertOpen(this.runId);
        await this.record(key, { status: 'completed', result, error: null });
        return result;
      } catch (error) {
        this.host.assertOpen(this.runId);
        // The database is down: retrying spends attempts on something the activity cannot fix, and a
        // failure recorded when it returns would fail the run. The run is left off instead and resumed
        // after the outage (engine.ts resumeStranded), which runs this activity again.
        if (databaseFault(error)) {
          this.fault ??= error as Error;
          throw error;
        }
        const message = error instanceof Error ? error.message : String(error);
        if (attempt >= options.retry.maximumAttempts || !activity) {
          await this.record(key, { status: 'failed', result: null, error: message });
          throw new ActivityFailure(name, attempt, error instanceof Error ? error : new Error(message));
        }
        this.host.warn(
          { runId: this.runId, activity: name, attempt, err: message },
          'activity attempt failed; retrying',
        );
        embeddedActivityRetries.inc({ activity: name });
        await this.host.wait(retryDelayMs(options.retry, attempt), this.runId);
      }
    }
  }

  /**
   * One attempt is a `RunActivity:<name>` span (Temporal's name for the same thing), a child of the
   * run's span, and a log scope naming the activity and the attempt.
   */
  private attempt(name: string, attempt: number, work: () => Promise<unknown>, options: ActivityOptions) {
    return inLogScope({ activity: name, attempt }, () =>
      inSpan(
        `RunActivity:${name}`,
        { attributes: { [WORKFLOW_ID_ATTRIBUTE]: this.runId, 'rampart.attempt': attempt } },
        async () => {
          const startedAt = Date.now();
          const result = await this.host.attempt(work, options.startToCloseTimeoutMs);
          this.host.debug({ runId: this.runId, attempt, durationMs: Date.now() - startedAt }, 'activity completed');
          return result;
        },
      ),
    );
  }

  /**
   * A recorded step, so a resumed caller does not start the run again. A crash between the run's
   * insert and the step's record is harmless: the resumed caller's second start finds the run.
   */
  private async startWorkflow(name: string, workflowId: string, input: unknown): Promise<StartOutcome> {
    this.host.assertOpen(this.runId);
    const key = this.key(`start:${name}:${workflowId}`);
    const done = this.steps.get(key);
    if (done?.status === 'completed') return done.result as StartOutcome;
    const outcome = await this.host.startRun(name, workflowId, plainJson(input));
    this.host.assertOpen(this.runId);
    await this.record(key, { status: 'completed', result: outcome, error: null });
    return outcome;
  }

  private async sleep(ms: number): Promise<void> {
    this.host.assertOpen(this.runId);
    const key = this.key(`sleep:${ms}`);
    let timer = this.steps.get(key);
    if (!timer) {
      // The wake-up time is what is durable: after a restart the run sleeps only what is left.
      timer = { status: 'completed', result: new Date(this.host.now().getTime() + ms).toISOString(), error: null };
      await this.record(key, timer);
    }
    const remaining = Date.parse(String(timer.result)) - this.host.now().getTime();
    if (remaining > 0) await this.host.wait(remaining, this.runId);
  }

  /**
   * Temporal's rule, on recorded steps: a run that recorded the patch takes it; a run resumed with
   * steps recorded but not this one got past this point under older code and keeps the old path; a
   * run that is new (nothing recorded) records it and takes the new path.
   */
  private patched(patchId: string): boolean {
    const key = `patch:${patchId}`;
    if (this.steps.has(key)) return true;
    if (this.resumed) return false;
    // Recorded in the background like `now` (patched() is synchronous); the write queue keeps order.
    this.record(key, { status: 'completed', result: true, error: null }).catch(() => undefined);
    return true;
  }

  private now(): Date {
    const key = this.key('now');
    const recorded = this.steps.get(key);
    if (recorded) return new Date(String(recorded.result));
    const now = this.host.now();
    // Recorded in the background (now() is synchronous); the write queue keeps it before later steps.
    this.record(key, { status: 'completed', result: now.toISOString(), error: null }).catch(() => undefined);
    return now;
  }
}
