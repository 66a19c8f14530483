/**
 * Each API request as a server span and a log scope. The span starts when Fastify makes the
 * request's logger (childLoggerFactory: before any hook, so even the "incoming request" line carries
 * its trace id), continuing a `traceparent` the caller sent; it is the active context from the first
 * preHandler on, so what the handler starts (a Temporal workflow, an embedded run) is its child, and
 * it ends with the response, named `<METHOD> <route pattern>`. The log scope (`reqId`) covers the same
 * stretch, so lines written through the app's logger (the engine's, a service's) name the request too.
 * With tracing off only the log scope is kept.
 */
import type { IncomingMessage } from 'node:http';
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { inLogScope, REQUEST_BOUND } from '../../core/tracing/log-correlation.js';
import { contextFromCarrier, rampartTracer, tracingActive } from '../../core/tracing/spans.js';

const requestSpans = new WeakMap<IncomingMessage, Span>();

function startRequestSpan(raw: IncomingMessage): Span {
  const parent = contextFromCarrier(raw.headers);
  const span = rampartTracer().startSpan(
    raw.method ?? 'HTTP',
    {
      kind: SpanKind.SERVER,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: raw.method ?? '',
        [ATTR_URL_PATH]: (raw.url ?? '').split('?')[0] ?? '',
      },
    },
    parent,
  );
  requestSpans.set(raw, span);
  return span;
}

/** Fastify's `childLoggerFactory`: the request's logger, bound to its span's ids when tracing is on. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger: FastifyBaseLogger,
  bindings,
  childOptions,
  raw,
) => {
  let fields = bindings;
  if (tracingActive()) {
    const { traceId, spanId, traceFlags } = startRequestSpan(raw as IncomingMessage).spanContext();
    if ((traceFlags & 1) === 1) fields = { ...bindings, trace_id: traceId, span_id: spanId };
  }
  const child = logger.child(fields, childOptions);
  (child as unknown as Record<symbol, boolean>)[REQUEST_BOUND] = true;
  return child;
};

/** Before any route is added: its preHandler must come first on every route. */
export function registerRequestTracing(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const span = requestSpans.get(request.raw);
    inLogScope({ reqId: request.id }, () => {
      if (span) context.with(trace.setSpan(context.active(), span), done);
      else done();
    });
  });
  const finish = (raw: IncomingMessage, route: string | undefined, status: number | null) => {
    const span = requestSpans.get(raw);
    if (!span) return;
    requestSpans.delete(raw);
    if (route) {
      span.updateName(`${raw.method} ${route}`);
      span.setAttribute(ATTR_HTTP_ROUTE, route);
    }
    if (status === null) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'request aborted' });
    } else {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => {
    finish(request.raw, request.routeOptions.url, reply.statusCode);
  });
  app.addHook('onRequestAbort', async (request) => {
    finish(request.raw, request.routeOptions.url, null);
  });
}
