/**
 * How the API starts workflows, whichever engine runs them: the embedded engine (the default) or
 * Temporal (TEMPORAL_ADDRESS set). Routes and services depend on this interface only.
 */
import type { EntityManager } from 'typeorm';
import type { WorkflowMeta } from '../core/workflow-meta.js';
import type { WorkflowInput, WorkflowName, WorkflowOutput } from './definitions.js';
import type { EmbeddedEngine } from './embedded/engine.js';
import type { StartOutcome } from './runtime.js';
import type { Scheduler } from './schedules.js';
import { ensureSystemSchedules } from './system-schedules.js';

/** Temporal's part of GET /health: the server answered, and how many workers poll the queue. */
export interface TemporalReadiness {
  server: 'ok' | 'unreachable';
  taskQueue: string;
  workflowPollers: number;
  activityPollers: number;
}

export type EngineReadiness = { engine: 'embedded' } | ({ engine: 'temporal' } & TemporalReadiness);

export interface Orchestrator {
  readonly kind: 'embedded' | 'temporal';
  /**
   * Whether `enqueue` makes a start durable inside the caller's transaction (embedded: the run row).
   * When false (Temporal), a caller that must not hold its transaction across a network round trip
   * (a scan submission: the account's quota row is locked), nor start a workflow for a row that may
   * still roll back, commits a row that is its own outbox and calls `startDetached` after the commit
   * (workflows/outbox-start.ts: scan submissions, bulk imports, account exports).
   */
  readonly startsInTransaction: boolean;
  /**
   * Makes a workflow start durable inside the caller's transaction: the embedded engine records the
   * run in it; Temporal starts the workflow right away, so a failure to start rolls the transaction
   * back. Call the returned function after the commit. `meta` is what an operator finds the run by
   * (Temporal search attributes, memo and summary).
   */
  enqueue<N extends WorkflowName>(
    manager: EntityManager,
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ): Promise<() => void>;
  /**
   * Starts a workflow outside any transaction, bounded in time (Temporal: about a second and a half;
   * a server that is down or slow throws). The runtime's rule for a taken id (runtime.ts
   * StartOutcome): a running or completed run is left alone (`exists`), a failed one started again.
   */
  startDetached<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ): Promise<StartOutcome>;
  /** Runs a workflow to its end and returns its result. */
  execute<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ): Promise<WorkflowOutput<N>>;
  /**
   * Cancels an account's running workflows (its deletion): the runs named in `runIds`, and on
   * Temporal also every running workflow whose RampartAccountId search attribute is the account.
   * Returns how many were cancelled.
   */
  cancelAccountRuns(accountId: number, runIds: readonly string[]): Promise<number>;
  /** Recurring schedules (workflows/schedules.ts): Temporal Schedules, or the embedded engine's table. */
  readonly schedules: Scheduler;
  /** At start-up: the embedded engine takes the database's engine lease and resumes unfinished runs; Temporal does that itself. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** What GET /health reports about the engine: always ready in-process; on Temporal, the server and its workers. */
  readiness(): Promise<EngineReadiness>;
}

/** What a run cancelled by its account's deletion records as its error. */
export const ACCOUNT_DELETED_CANCEL_REASON = 'cancelled: the account was deleted';

export class EmbeddedOrchestrator implements Orchestrator {
  readonly kind = 'embedded' as const;
  readonly startsInTransaction = true;

  constructor(readonly engine: EmbeddedEngine) {}

  get schedules(): Scheduler {
    return this.engine.schedules;
  }

  enqueue<N extends WorkflowName>(
    manager: EntityManager,
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    _meta: WorkflowMeta,
  ): Promise<() => void> {
    // The run row is found by its id (`scan-<job_id>-<8 hex>`); the job row already holds domain and account.
    return this.engine.enqueue(manager, name, workflowId, input);
  }

  startDetached<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    _meta: WorkflowMeta,
  ): Promise<StartOutcome> {
    return this.engine.startRun(name, workflowId, input);
  }

  async execute<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    _meta: WorkflowMeta,
  ): Promise<WorkflowOutput<N>> {
    return (await this.engine.execute(name, workflowId, input)) as WorkflowOutput<N>;
  }

  cancelAccountRuns(_accountId: number, runIds: readonly string[]): Promise<number> {
    return this.engine.cancelRuns(runIds, ACCOUNT_DELETED_CANCEL_REASON);
  }

  async start(): Promise<void> {
    await this.engine.start();
    await ensureSystemSchedules(this.engine.schedules);
  }

  async readiness(): Promise<EngineReadiness> {
    return { engine: 'embedded' };
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
