/**
 * The embedded engine's run spans, named as Temporal's are: recording a run is its
 * `StartWorkflow:<type>` span, executing it its `RunWorkflow:<type>` span (a run's activities and
 * timers are spans of run-context.ts, inside this one).
 */
import { type Span, SpanKind } from '@opentelemetry/api';
import { inFreshLogScope } from '../../core/tracing/log-correlation.js';
import { contextFromCarrier, inSpan, traceCarrier, WORKFLOW_ID_ATTRIBUTE } from '../../core/tracing/spans.js';
import type { WorkflowRun } from '../../db/entities/workflow-run.entity.js';

/** What launching a run needs of it: a freshly recorded one, or a row a previous process left running. */
export type LaunchedRun = Pick<WorkflowRun, 'id' | 'workflowType' | 'input' | 'traceContext'>;

/**
 * Recording a run is its `StartWorkflow:<type>` span (as a Temporal client's start is), and the run
 * keeps that span's context: its own spans continue the starter's trace, in this process or after a
 * restart.
 */
export function recordingRun<T>(
  workflowType: string,
  id: string,
  record: (traceContext: Record<string, string> | null) => Promise<T>,
): Promise<T> {
  return inSpan(
    `StartWorkflow:${workflowType}`,
    { kind: SpanKind.CLIENT, attributes: { [WORKFLOW_ID_ATTRIBUTE]: id } },
    () => record(traceCarrier()),
  );
}

/**
 * The run's execution is its `RunWorkflow:<type>` span, a child of the span that started it, and a
 * log scope of its own (its workflow id; not the request that happened to launch it).
 */
export function inRunSpan(run: LaunchedRun, execute: (span: Span | null) => Promise<void>): Promise<void> {
  return inFreshLogScope({ workflowId: run.id }, () =>
    inSpan(
      `RunWorkflow:${run.workflowType}`,
      { parent: contextFromCarrier(run.traceContext), attributes: { [WORKFLOW_ID_ATTRIBUTE]: run.id } },
      execute,
    ),
  );
}
