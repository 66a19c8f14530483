/**
 * What ties a log line to the request, workflow and activity it came from: the ids of the scope the
 * line was written in (an AsyncLocalStorage the API, the embedded engine and the worker enter) and
 * the active span's trace and span ids when tracing is on. `logCorrelationMixin` is pino's `mixin`
 * (the API's and the embedded engine's logger, and correlatedLogger(): the worker's and the fallback).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { activeTraceIds } from './spans.js';

export interface LogScope {
  /** The API request (its `x-request-id`). */
  reqId?: string;
  /** The workflow run (`scan-<job>-<hex>`, ...) on either engine. */
  workflowId?: string;
  /** The activity being run, by name. */
  activity?: string;
  /** Which attempt of that activity (1 first), as the engine running it counts. */
  attempt?: number;
}

const scopes = new AsyncLocalStorage<LogScope>();

/** Runs `work` with `scope` added to the ids of the enclosing one. */
export function inLogScope<T>(scope: LogScope, work: () => T): T {
  const outer = scopes.getStore();
  return scopes.run(outer ? { ...outer, ...scope } : scope, work);
}

/** Runs `work` with only `scope`: a workflow run is its own scope, whoever launched it. */
export function inFreshLogScope<T>(scope: LogScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function currentLogScope(): LogScope | undefined {
  return scopes.getStore();
}

/** Marks a logger whose bindings already name the request (Fastify's request logger). */
export const REQUEST_BOUND = Symbol.for('rampart.log.requestBound');

/**
 * The fields a log line gets from where it was written. A request's own logger already binds
 * `reqId` (and the trace ids, api/system/request-tracing.ts), so for it only what it lacks is added.
 */
export function logCorrelationMixin(_merge: object, _level: number, logger?: object): Record<string, string | number> {
  const bound = logger !== undefined && (logger as Record<symbol, unknown>)[REQUEST_BOUND] === true;
  const scope = scopes.getStore();
  const fields: Record<string, string | number> = {};
  if (scope) {
    if (scope.reqId && !bound) fields.reqId = scope.reqId;
    if (scope.workflowId) fields.workflowId = scope.workflowId;
    if (scope.activity) fields.activity = scope.activity;
    if (scope.attempt !== undefined) fields.attempt = scope.attempt;
  }
  const ids = activeTraceIds();
  if (ids && !bound) {
    fields.trace_id = ids.trace_id;
    fields.span_id = ids.span_id;
  }
  return fields;
}
