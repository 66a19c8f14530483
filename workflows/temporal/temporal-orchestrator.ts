/**
 * Starting workflows on Temporal (TEMPORAL_ADDRESS set): the API side of the scale-out deployment.
 * Workers (workers/temporal-worker.ts) run them. The connection is lazy, so the API starts even
 * while Temporal is down; a submission then fails with 503 within a second or two and keeps no quota
 * (workflows/scan-submission.ts). The channel tries to reconnect at least every second, so the first
 * start after the server returns succeeds at once instead of after gRPC's default backoff (up to 2 min).
 *
 * Every start carries what an operator searches by (search-attributes.ts): the domains, the account
 * and the kind of job as search attributes, the same in the memo, and a one-line summary.
 */
import { Client, Connection, WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
// The client part alone: the package's index loads the worker SDK, which the API does not need.
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry/lib/client/index.js';
import type { EntityManager } from 'typeorm';
import type { TemporalConfig } from '../../config/temporal.js';
import { fallbackLogger } from '../../core/tracing/correlated-logger.js';
import type { WorkflowMeta } from '../../core/workflow-meta.js';
import type { WorkflowInput, WorkflowName, WorkflowOutput } from '../definitions.js';
import type { EngineReadiness, Orchestrator } from '../orchestrator.js';
import type { StartOutcome } from '../runtime.js';
import { temporalConnectionOptions } from './connection-options.js';
import { type PatientStartTimings, startPatiently } from './patient-start.js';
import { ensureSearchAttributes } from './search-attribute-registration.js';
import { searchAttributePairs, workflowMemo, workflowSummary } from './search-attributes.js';
import { taskQueuePollers } from './task-queue-pollers.js';
import { TemporalScheduler } from './temporal-scheduler.js';

/** How long GET /health waits for DescribeTaskQueue, and how long one answer serves later probes. */
const READINESS_DEADLINE_MS = 3_000;
const READINESS_REUSE_MS = 5_000;

/** How long starting a workflow inside a caller's transaction (enqueue) or for a result (execute) may take. */
const START_DEADLINE_MS = 5_000;

/**
 * How long a start after the caller's commit (startDetached: workflows/outbox-start.ts) may take
 * (patient-start.ts): a start not answered within quickMs is sent again, up to patientMs from the
 * first, only when the server answers a liveness probe (LIVENESS_PROBE_DEADLINE_MS). So a refusal while Temporal is
 * down comes back in about two seconds, and a burst on a busy server is queued, not refused.
 */
export const DETACHED_START_TIMINGS: PatientStartTimings = { quickMs: 1_000, patientMs: 10_000 };
// Long enough for a busy server to answer on a connection it has yet to set up (700 ms was not, in a
// 100-start burst); a server that refuses connections answers at once.
const LIVENESS_PROBE_DEADLINE_MS = 1_500;
/** One liveness answer serves the starts waiting within this long of it. */
const LIVENESS_REUSE_MS = 500;

/** gRPC reconnect backoff: retry a lost server every 250 ms to 1 s rather than grpc-js's default (1 s doubling to 120 s). */
const RECONNECT_CHANNEL_ARGS = {
  'grpc.initial_reconnect_backoff_ms': 250,
  'grpc.max_reconnect_backoff_ms': 1_000,
};

export interface OrchestratorLog {
  warn(details: object, message: string): void;
}

export class TemporalOrchestrator implements Orchestrator {
  readonly kind = 'temporal' as const;
  readonly startsInTransaction = false;
  private readonly connection: Connection;
  private readonly client: Client;
  readonly schedules: TemporalScheduler;
  /** Whether starts carry search attributes: decided once, on the first start that reaches the server. */
  private attributesReady: Promise<boolean> | null = null;
  /** The latest readiness answer and when it was asked: a load balancer's frequent probes share one. */
  private readinessCache: { at: number; answer: Promise<EngineReadiness> } | null = null;
  /** The latest liveness probe of a slow start (serverAlive) and when it was asked. */
  private livenessCache: { at: number; answer: Promise<boolean> } | null = null;
  /**
   * The health check's own connection, without the client's retry interceptor: a probe of a server
   * that is down should fail within its deadline, not retry in the background (and past close).
   */
  private readonly probe: Connection;

  constructor(
    private readonly settings: TemporalConfig & { address: string },
    private readonly log: OrchestratorLog = fallbackLogger(),
  ) {
    this.connection = Connection.lazy({ ...temporalConnectionOptions(settings), channelArgs: RECONNECT_CHANNEL_ARGS });
    this.probe = Connection.lazy({ ...temporalConnectionOptions(settings), interceptors: [] });
    // Starts carry the caller's trace context (the API request's span) in a header, which the
    // workflow's interceptors continue from (workers/tracing-interceptors.ts); a no-op without tracing.
    this.client = new Client({
      connection: this.connection,
      namespace: settings.namespace,
      interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] },
    });
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

  async startDetached<N extends WorkflowName>(
    name: N,
    workflowId: string,
    input: WorkflowInput<N>,
    meta: WorkflowMeta,
  ): Promise<StartOutcome> {
    try {
      await startPatiently(
        (deadline) =>
          // The runtime's rule for a taken id (runtime.ts): a completed run is not started twice.
          this.startWorkflow(name, workflowId, input, meta, {
            deadline,
            workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
          }),
        () => this.serverAlive(),
        DETACHED_START_TIMINGS,
      );
      return 'started';
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return 'exists';
      throw error;
    }
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
    options: { deadline?: number; workflowIdReusePolicy?: WorkflowIdReusePolicy } = {},
  ) {
    const deadline = options.deadline ?? Date.now() + START_DEADLINE_MS;
    const withAttributes = await this.connection.withDeadline(deadline, () => this.searchAttributesReady());
    return this.connection.withDeadline(deadline, () =>
      this.client.workflow.start(name, {
        taskQueue: this.settings.taskQueue,
        workflowId,
        args: [input],
        memo: workflowMemo(meta),
        staticSummary: workflowSummary(meta),
        ...(options.workflowIdReusePolicy ? { workflowIdReusePolicy: options.workflowIdReusePolicy } : {}),
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

  /**
   * Whether the server answers at all (GetSystemInfo on the probe connection, which does not retry),
   * asked once for every start waiting at that moment: a burst of slow starts sends one probe.
   */
  private serverAlive(): Promise<boolean> {
    const now = Date.now();
    if (this.livenessCache && now - this.livenessCache.at < LIVENESS_REUSE_MS) return this.livenessCache.answer;
    const answer = this.probe
      .withDeadline(now + LIVENESS_PROBE_DEADLINE_MS, () => this.probe.workflowService.getSystemInfo({}))
      .then(
        () => true,
        () => false,
      );
    this.livenessCache = { at: now, answer };
    return answer;
  }

  readiness(): Promise<EngineReadiness> {
    const now = Date.now();
    if (this.readinessCache && now - this.readinessCache.at < READINESS_REUSE_MS) return this.readinessCache.answer;
    const answer = this.askReadiness(now);
    this.readinessCache = { at: now, answer };
    return answer;
  }

  private async askReadiness(now: number): Promise<EngineReadiness> {
    const { namespace, taskQueue } = this.settings;
    try {
      const pollers = await this.probe.withDeadline(now + READINESS_DEADLINE_MS, () =>
        taskQueuePollers(this.probe, namespace, taskQueue, now),
      );
      return { engine: 'temporal', server: 'ok', taskQueue, ...pollers };
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, 'health check: Temporal did not answer DescribeTaskQueue');
      return { engine: 'temporal', server: 'unreachable', taskQueue, workflowPollers: 0, activityPollers: 0 };
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
    await this.probe.close();
  }
}
