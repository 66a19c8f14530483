/**
 * A pino logger whose every line carries the ids of where it was written (logCorrelationMixin:
 * request, workflow, activity and attempt, trace and span): the Temporal worker's one logger, and the
 * one a process part falls back to when nobody handed it the process's logger. As the API logs
 * (api/system/log-destination.ts): one JSON line per event on stdout for collectors, pino-pretty's
 * readable lines when a person watches a terminal. Both written synchronously, so a line logged
 * just before the process exits is not lost.
 */
import { type Logger, pino } from 'pino';
import pinoPretty from 'pino-pretty';
import { logCorrelationMixin } from './log-correlation.js';

export interface CorrelatedLoggerOptions {
  level: string;
  /** pino-pretty's lines (a terminal) instead of JSON. */
  pretty: boolean;
  /** Where lines go; stdout by default (file descriptor 1). */
  fd?: number;
  /** Fields on every line (e.g. which process wrote it). */
  base?: Record<string, string>;
}

export function correlatedLogger(options: CorrelatedLoggerOptions): Logger {
  const fd = options.fd ?? 1;
  const destination = options.pretty
    ? pinoPretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true, destination: fd })
    : pino.destination({ fd, sync: true });
  return pino(
    { level: options.level, mixin: logCorrelationMixin, ...(options.base ? { base: options.base } : {}) },
    destination,
  );
}

let fallback: Logger | null = null;

/**
 * JSON lines on stderr with the correlation fields, for code run without the process's logger
 * (tests and tools that build activities or an engine by hand): a line is never dropped silently.
 */
export function fallbackLogger(): Logger {
  fallback ??= correlatedLogger({ level: 'info', pretty: false, fd: 2 });
  return fallback;
}
