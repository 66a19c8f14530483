/**
 * Traces and log scopes on a Temporal worker (docs/operations.md, traces), with
 * @temporalio/interceptors-opentelemetry: the workflow interceptors go into the workflow bundle
 * (WORKFLOW_INTERCEPTOR_MODULES, given to bundleWorkflowCode), make `RunWorkflow:<type>` from the
 * trace header the client's start carried and `StartActivity:<type>` for each call, and hand their
 * spans out of the sandbox through the `exporter` sink; the activity interceptor makes
 * `RunActivity:<type>` under it. Without a tracing SDK in this process the sink drops what the sandbox
 * made and the activity side records nothing. Each activity also runs in a log scope naming its
 * workflow, itself and its attempt (core/tracing/log-correlation.ts), inside the activity's span, so
 * the worker's logger puts those and the trace id on every line an activity writes.
 */
import { createRequire } from 'node:module';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  type OpenTelemetrySinks,
} from '@temporalio/interceptors-opentelemetry';
import type { ActivityInboundCallsInterceptor, InjectedSinks, WorkerInterceptors } from '@temporalio/worker';
import { inLogScope } from '../core/tracing/log-correlation.js';
import { currentTracing } from '../core/tracing/tracing-sdk.js';

const require = createRequire(import.meta.url);

/** Bundled with the workflows: a worker given a ready bundle does not add interceptor modules itself. */
export const WORKFLOW_INTERCEPTOR_MODULES: string[] = [
  require.resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors'),
];

/**
 * `tracing` false (no OTEL_* endpoint): only the log scopes. The OpenTelemetry interceptors cost
 * even when no SDK records their spans, most of it inside the workflow sandbox, where the SDK's
 * promise hook takes a source-mapped stack trace of every promise the interceptors' span bookkeeping
 * makes (docs/capacity.md "Per unit of work").
 */
export function tracingInterceptors(tracing: boolean): WorkerInterceptors {
  const spans: NonNullable<WorkerInterceptors['activity']> = tracing
    ? [
        (ctx) => ({
          inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
          outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
        }),
      ]
    : [];
  return {
    workflowModules: tracing ? WORKFLOW_INTERCEPTOR_MODULES : [],
    activity: [
      ...spans,
      (ctx) => ({
        inbound: {
          execute: (input, next) =>
            inLogScope(
              {
                workflowId: ctx.info.workflowExecution?.workflowId,
                activity: ctx.info.activityType,
                attempt: ctx.info.attempt,
              },
              () => next(input),
            ),
        } satisfies ActivityInboundCallsInterceptor,
      }),
    ],
  };
}

/** The sink the bundled interceptors export workflow spans through; read when a span ends. */
export function tracingSinks(): InjectedSinks<OpenTelemetrySinks> {
  let exporter: ReturnType<typeof makeWorkflowExporter> | null = null;
  let exportingFor: ReturnType<typeof currentTracing> = null;
  return {
    exporter: {
      export: {
        fn: (info, spans) => {
          const tracing = currentTracing();
          if (!tracing) return;
          if (exportingFor !== tracing) {
            exporter = makeWorkflowExporter(tracing.spanProcessor, tracing.resource);
            exportingFor = tracing;
          }
          exporter?.export.fn(info, spans);
        },
      },
    },
  };
}
