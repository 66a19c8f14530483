/**
 * Persistence of the embedded engine: runs and their finished steps, in the application database.
 * Every write is one short statement, so on SQLite (serialised access, db/sqlite-serializer.ts) the
 * engine never holds the connection while a module is scanning.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { WorkflowRun, type WorkflowRunStatus } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { isUniqueViolation } from '../../db/errors.js';

export interface StoredStep {
  status: 'completed' | 'failed';
  result: unknown;
  error: string | null;
}

export class RunStore {
  /**
   * `beforeWrite` runs before a step or a run's outcome is written, and throws to prevent it: the
   * engine checks there that it still holds its lease. Recording a new run is not guarded (it happens
   * inside the caller's transaction, and the run only runs where the lease is held).
   */
  constructor(
    private readonly db: DataSource,
    private readonly beforeWrite: () => Promise<void> = async () => undefined,
  ) {}

  /** Inserts a run; inside the caller's transaction when a manager is given. False if the id exists. */
  async insertRun(
    manager: EntityManager | null,
    run: { id: string; workflowType: string; input: unknown; traceContext?: Record<string, string> | null },
    now: Date,
  ): Promise<boolean> {
    const target = manager ?? this.db.manager;
    try {
      await target.insert(WorkflowRun, {
        id: run.id,
        workflowType: run.workflowType,
        status: 'running',
        input: run.input as never,
        traceContext: (run.traceContext ?? null) as never,
        result: null as never,
        error: null,
        createdAt: now,
        finishedAt: null,
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Puts a failed run back to `running` with fresh input and no steps, so it runs again from the top.
   * The conditional update lets exactly one of two racing callers win. False if the run is not failed.
   */
  async restartFailedRun(
    id: string,
    input: unknown,
    traceContext: Record<string, string> | null = null,
  ): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const result = await manager.update(
        WorkflowRun,
        { id, status: 'failed' },
        {
          status: 'running',
          input: input as never,
          traceContext: traceContext as never,
          result: null as never,
          error: null,
          finishedAt: null,
        },
      );
      if ((result.affected ?? 0) === 0) return false;
      await manager.delete(WorkflowStep, { runId: id });
      return true;
    });
  }

  findRun(id: string): Promise<WorkflowRun | null> {
    return this.db.manager.findOneBy(WorkflowRun, { id });
  }

  /** Runs a previous process left unfinished, oldest first. */
  unfinishedRuns(): Promise<WorkflowRun[]> {
    return this.db.manager.find(WorkflowRun, { where: { status: 'running' }, order: { createdAt: 'ASC' } });
  }

  async loadSteps(runId: string): Promise<Map<string, StoredStep>> {
    const rows = await this.db.manager.find(WorkflowStep, { where: { runId } });
    return new Map(rows.map((row) => [row.stepKey, { status: row.status, result: row.result, error: row.error }]));
  }

  async saveStep(runId: string, stepKey: string, step: StoredStep, now: Date): Promise<void> {
    await this.beforeWrite();
    try {
      await this.db.manager.insert(WorkflowStep, {
        runId,
        stepKey,
        status: step.status,
        // A JSON column cannot hold `undefined`; activities that return nothing are stored as null.
        result: (step.result ?? null) as never,
        error: step.error,
        createdAt: now,
      });
    } catch (error) {
      // Already recorded (the same step finished twice around a restart): the first record stands.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async finishRun(
    id: string,
    status: Exclude<WorkflowRunStatus, 'running'>,
    outcome: { result?: unknown; error?: string },
    now: Date,
  ): Promise<void> {
    await this.beforeWrite();
    // Only a running run ends: one cancelled meanwhile (cancelRun) keeps that outcome.
    await this.db.manager.update(
      WorkflowRun,
      { id, status: 'running' },
      { status, result: (outcome.result ?? null) as never, error: outcome.error ?? null, finishedAt: now },
    );
  }

  /** Marks a running run failed with `reason` (a cancellation); false when it was not running. */
  async cancelRun(id: string, reason: string, now: Date): Promise<boolean> {
    await this.beforeWrite();
    const result = await this.db.manager.update(
      WorkflowRun,
      { id, status: 'running' },
      { status: 'failed', error: reason, finishedAt: now },
    );
    return (result.affected ?? 0) > 0;
  }
}
