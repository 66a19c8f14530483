/**
 * Starting workflows on Temporal (TEMPORAL_ADDRESS set): the API side of the scale-out deployment.
 * Workers (workers/temporal-worker.ts) run them. The connection is lazy, so the API starts even
 * while Temporal is down; a submission then fails with 503 and consumes nothing.
 *
 * Every start carries what an operator searches by (search-attributes.ts): the domains, the account
 * and the kind of job as search attributes, the same in the memo, and a one-line summary.
 */
import { Client, Connection, WorkflowNotFoundError } from '@temporalio/client';
import type { EntityManager } from 'typeorm';
import type { TemporalConfig } from '../../config/env.js';
import type { WorkflowInput, WorkflowName, WorkflowOutput } from '../definitions.js';
import type { Orchestrator } from '../orchestrator.js';
import type { WorkflowMeta } from '../workflow-meta.js';
import { temporalConnectionOptions } from './connection-options.js';
import { ensureSearchAttributes } from './search-attribute-registration.js';
import { searchAttributePairs, workflowMemo, workflowSummary } from './search-attributes.js';
import { TemporalScheduler } from './temporal-scheduler.js';

/** How long starting a workflow may take before the API answers 503. */
const START_DEADLINE_MS = 5_000;

export interface OrchestratorLog {
  warn(details: object, message: string): void;
}

export class TemporalOrchestrator implements Orchestrator {
  readonly kind = 'temporal' as const;
  private readonly connection: Connection;
  private readonly client: Client;
  readonly schedules: TemporalScheduler;
  /** Whether starts carry search attributes: decided once, on the first start that reaches the server. */
  private attributesReady: Promise<boolean> | null = null;

  constructor(
    private readonly settings: TemporalConfig & { address: string },
    private readonly log: OrchestratorLog = { warn: (details, message) => console.warn(message, details) },
  ) {
    this.connection = Connection.lazy(temporalConnectionOptions(settings));
    this.client = new Client({ connection: this.connection, namespace: settings.namespace });
    this.schedules = new TemporalScheduler(() => this.client, settings.taskQueue);
  }

  async enqueue<N extends WorkflowName>(
    _manager: EntityManager,
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ): Promise<() => void> {
    await this.startWorkflow(name, workflowId, input, meta);
    return () => undefined;
  }

  async execute<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ): Promise<WorkflowOutput<N>> {
    const handle = await this.startWorkflow(name, workflowId, input, meta);
    return (await handle.result()) as WorkflowOutput<N>;
  }

  /** Starting is bounded: an unreachable server must fail the request, not hang it. */
  private async startWorkflow<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ) {
    const deadline = Date.now() + START_DEADLINE_MS;
    const withAttributes = await this.connection.withDeadline(deadline, () => this.searchAttributesReady());
    return this.connection.withDeadline(deadline, () =>
      this.client.workflow.start(name, {
        taskQueue: this.settings.taskQueue,
        workflowId,
        args: [input],
        memo: workflowMemo(meta),
        staticSummary: workflowSummary(meta),
        ...(withAttributes ? { typedSearchAttributes: searchAttributePairs(meta) } : {}),
      }),
    );
  }

  /**
   * A namespace without Rampart's search attributes would refuse every start that names them. They
   * are registered if missing; where the server does not allow that, workflows still start (without
   * them) and the log says what the operator should create. A failed check is tried again next time.
   */
  private searchAttributesReady(): Promise<boolean> {
    if (!this.attributesReady) {
      this.attributesReady = ensureSearchAttributes(this.connection, this.settings.namespace).then(
        (missing) => {
          if (missing.length === 0) return true;
          this.log.warn(
            { namespace: this.settings.namespace, missing },
            'Temporal search attributes are missing and could not be created: workflows start without them; ' +
              'create them with `temporal operator search-attribute create` (see README)',
          );
          return false;
        },
        (error: unknown) => {
          this.attributesReady = null;
          throw error;
        },
      );
    }
    return this.attributesReady;
  }

  async cancelAccountRuns(accountId: number, runIds: readonly string[]): Promise<number> {
    const ids = new Set(runIds);
    const query = `RampartAccountId = ${Math.floor(accountId)} AND ExecutionStatus = 'Running'`;
    try {
      for await (const execution of this.client.workflow.list({ query })) ids.add(execution.workflowId);
    } catch (error) {
      // A namespace without the search attributes cannot be asked; the named runs are still cancelled.
      this.log.warn({ accountId, err: (error as Error).message }, "could not list the account's running workflows");
    }
    let cancelled = 0;
    for (const id of ids) {
      if (id.startsWith('account-deletion-')) continue;
      try {
        await this.client.workflow.getHandle(id).cancel();
        cancelled += 1;
      } catch (error) {
        // Already closed or never started: nothing to cancel.
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    }
    return cancelled;
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    await this.connection.close();
  }
}
