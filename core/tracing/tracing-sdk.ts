/**
 * The OpenTelemetry SDK of a Rampart process, started only when OTEL_* names where spans go
 * (config/env.ts `tracing`; docs/operations.md). Spans leave in batches as OTLP/HTTP JSON
 * (@opentelemetry/exporter-trace-otlp-http, which reads OTEL_EXPORTER_OTLP_* itself: endpoint,
 * headers, timeout); the sampler is OTEL_TRACES_SAMPLER's (parent-based always-on by default), the
 * resource OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES over the entry point's default name.
 * `register()` makes the provider global with the W3C trace-context and baggage propagators and an
 * AsyncLocalStorage context manager, which the Temporal interceptors rely on too.
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { envDetectorSync, Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { setTracingActive } from './spans.js';

export interface TracingOptions {
  /** Used unless OTEL_SERVICE_NAME names the service: `rampart-api`, `rampart-worker`. */
  defaultServiceName: string;
  /** The traces endpoint (`.../v1/traces`); default the exporter's own reading of OTEL_EXPORTER_OTLP_*. */
  url?: string;
  /** Batch delay; default the SDK's 5 s (OTEL_BSP_SCHEDULE_DELAY). Tests shorten it. */
  scheduledDelayMillis?: number;
}

export interface Tracing {
  readonly resource: Resource;
  /** Where finished spans go: the Temporal workflow sink hands the sandbox's spans to it too. */
  readonly spanProcessor: SpanProcessor;
  /** Sends what is batched now. */
  flush(): Promise<void>;
  /** Sends what is batched and stops recording (process exit). */
  shutdown(): Promise<void>;
}

let current: Tracing | null = null;

/** The running SDK of this process, if any. */
export function currentTracing(): Tracing | null {
  return current;
}

export function startTracing(options: TracingOptions): Tracing {
  if (current) return current;
  const resource = new Resource({ [ATTR_SERVICE_NAME]: options.defaultServiceName }).merge(envDetectorSync.detect());
  const exporter = new OTLPTraceExporter(options.url ? { url: options.url } : {});
  const batch = new BatchSpanProcessor(
    exporter,
    options.scheduledDelayMillis === undefined ? {} : { scheduledDelayMillis: options.scheduledDelayMillis },
  );
  const provider = new NodeTracerProvider({ resource, spanProcessors: [batch] });
  provider.register();
  setTracingActive(true);
  const tracing: Tracing = {
    resource: provider.resource as Resource,
    spanProcessor: batch,
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracingActive(false);
      current = null;
      await provider.shutdown();
      // Unregistered, so a later start in this process (tests) registers afresh.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  current = tracing;
  return tracing;
}
