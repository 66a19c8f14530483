/**
 * The spans Rampart makes itself (the request, the embedded engine's runs and steps, outbound HTTP
 * of the scanner and of webhook deliveries, the scanner's DNS queries, TLS handshakes and SMTP
 * conversations) and the trace context that crosses a process or a
 * restart. Everything here goes through @opentelemetry/api only: while no SDK is started
 * (tracing-sdk.ts; off unless OTEL_* says where to send spans) `tracingActive()` is false and every
 * helper runs its work as is, so tracing that is off costs a boolean test.
 */
import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/** The span type the helpers hand to their work, for callers that set attributes on it. */
export type { Span };

const TRACER_NAME = 'rampart';

/** The span attribute naming an embedded run on its spans (Temporal's own spans say `temporalWorkflowId`). */
export const WORKFLOW_ID_ATTRIBUTE = 'rampart.workflow_id';
let active = false;

/** Set by startTracing()/stopTracing(): whether spans are recorded and exported by this process. */
export function setTracingActive(on: boolean): void {
  active = on;
}

export function tracingActive(): boolean {
  return active;
}

export function rampartTracer() {
  return trace.getTracer(TRACER_NAME);
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Record<string, string | number | boolean>;
  /** The parent; the active context by default. */
  parent?: Context;
}

/**
 * Runs `work` inside a new span made the active one (children made inside are its children); the
 * span ends when `work` settles, with the error recorded if it threw.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!active) return work(null);
  const parent = options.parent ?? context.active();
  const span = rampartTracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  try {
    const result = await context.with(trace.setSpan(parent, span), () => work(span));
    return result;
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

export function markFailed(span: Span, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  span.recordException(error instanceof Error ? error : message);
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** W3C headers (`traceparent`, `tracestate`, `baggage`) for the active context; null with nothing to carry. */
export function traceCarrier(from: Context = context.active()): Record<string, string> | null {
  if (!active) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  return Object.keys(carrier).length > 0 ? carrier : null;
}

/** The context a carrier (stored with a run, or a request's headers) describes. */
export function contextFromCarrier(carrier: Record<string, string | string[] | undefined> | null): Context {
  if (!active || !carrier) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** The active span's ids, as log lines carry them; null outside a recorded span. */
export function activeTraceIds(): { trace_id: string; span_id: string } | null {
  if (!active) return null;
  const span = trace.getSpan(context.active());
  if (!span) return null;
  const { traceId, spanId, traceFlags } = span.spanContext();
  // An unsampled span's ids name a trace nobody stored: no use in a log line.
  if ((traceFlags & 1) === 0) return null;
  return { trace_id: traceId, span_id: spanId };
}

/**
 * An outbound HTTP request as a client span named by its method (OpenTelemetry's HTTP conventions):
 * the scanner's fetches and webhook deliveries. No trace header is sent: the receivers are scanned
 * sites and customers' endpoints, not services of ours.
 */
export function inHttpClientSpan<T extends { status: number | null }>(
  method: string,
  url: URL,
  work: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!active) return work(null);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return inSpan(
    method,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'server.address': url.hostname,
        'server.port': port,
        'url.scheme': url.protocol.replace(':', ''),
        // The path, never the query: a webhook URL may carry a token there.
        'url.path': url.pathname,
      },
    },
    async (span) => {
      const answer = await work(span);
      if (span && answer.status !== null) {
        span.setAttribute('http.response.status_code', answer.status);
        if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      return answer;
    },
  );
}

export type SpanAttributes = Record<string, string | number | boolean>;

/**
 * A client span of a protocol without HTTP's shape: the scanner's DNS queries, TLS handshakes and
 * probes, SMTP conversations (docs/operations.md, traces). `attributes` is called only while tracing
 * is on, so with it off nothing is built or measured; `work` sets what it learns on the span it gets
 * (null when off) and calls `failed` for an outcome that is an error without throwing.
 */
export function inClientSpan<T>(
  name: string,
  attributes: () => SpanAttributes,
  work: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!active) return work(null);
  return inSpan(name, { kind: SpanKind.CLIENT, attributes: attributes() }, work);
}

/** Marks a span whose operation failed without throwing (a DNS error answer, an SMTP probe that stopped). */
export function markOutcomeFailed(span: Span, message: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}
