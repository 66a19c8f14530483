/**
 * How activities write log lines: through the process's logger handed in ActivityDeps.log (the API's
 * pino logger on the embedded engine, the worker's on Temporal), never the console, so each line
 * carries the workflow id, the activity, its attempt and the trace id of the scope it was written in
 * (core/tracing/log-correlation.ts; docs/operations.md, "Log lines").
 */
import { fallbackLogger } from '../core/tracing/correlated-logger.js';

/** The part of a pino logger activities use (pino's and Fastify's loggers are one). */
export interface ActivityLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The logger given, or JSON lines on stderr with the same fields when none was (tests, tools). */
export function activityLog(given: { log?: ActivityLog } | undefined): ActivityLog {
  return given?.log ?? fallbackLogger();
}
