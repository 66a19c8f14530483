/**
 * Starting workflows on Temporal (TEMPORAL_ADDRESS set): the API side of the scale-out deployment.
 * Workers (workers/temporal-worker.ts) run them. The connection is lazy, so the API starts even
 * while Temporal is down; a submission then fails with 503 and consumes nothing.
 */
import { Client, Connection } from '@temporalio/client';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config/env.js';
import type { WorkflowInput, WorkflowName, WorkflowOutput } from '../definitions.js';
import type { Orchestrator } from '../orchestrator.js';

/** How long starting a workflow may take before the API answers 503. */
const START_DEADLINE_MS = 5_000;

export class TemporalOrchestrator implements Orchestrator {
  readonly kind = 'temporal' as const;
  private readonly connection: Connection;
  private readonly client: Client;

  constructor(private readonly settings: Config['temporal'] & { address: string }) {
    this.connection = Connection.lazy({ address: settings.address });
    this.client = new Client({ connection: this.connection, namespace: settings.namespace });
  }

  async enqueue<N extends WorkflowName>(
    _manager: EntityManager,
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
  ): Promise<() => void> {
    await this.startWorkflow(name, workflowId, input);
    return () => undefined;
  }

  async execute<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
  ): Promise<WorkflowOutput<N>> {
    const handle = await this.startWorkflow(name, workflowId, input);
    return (await handle.result()) as WorkflowOutput<N>;
  }

  /** Starting is bounded: an unreachable server must fail the request, not hang it. */
  private startWorkflow<N extends WorkflowName>(name: N, workflowId: string, input: WorkflowInput<N>) {
    return this.connection.withDeadline(Date.now() + START_DEADLINE_MS, () =>
      this.client.workflow.start(name, { taskQueue: this.settings.taskQueue, workflowId, args: [input] }),
    );
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    await this.connection.close();
  }
}
