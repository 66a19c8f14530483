/**
 * The Temporal SDK's log lines (worker state, the SDK core's forwarded lines, the bundler's warnings)
 * through the worker's pino logger, so a worker's output is one stream of the same JSON lines
 * (docs/operations.md, "Log lines"). The SDK's metadata (sdkComponent, taskQueue, workflowId, ...)
 * become fields; its `error` is pino's `err`, so the stack is kept.
 */
import type { LogLevel, LogMetadata, Logger as TemporalLogger } from '@temporalio/worker';
import type { Logger } from 'pino';

const LEVELS = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

function fields(meta: LogMetadata | undefined): Record<string, unknown> {
  if (!meta) return {};
  const { error, ...rest } = meta as LogMetadata & { error?: unknown };
  return error === undefined ? rest : { ...rest, err: error };
}

export function temporalLogger(log: Logger): TemporalLogger {
  const write = (level: LogLevel, message: string, meta?: LogMetadata) => log[LEVELS[level]](fields(meta), message);
  return {
    log: write,
    trace: (message, meta) => write('TRACE', message, meta),
    debug: (message, meta) => write('DEBUG', message, meta),
    info: (message, meta) => write('INFO', message, meta),
    warn: (message, meta) => write('WARN', message, meta),
    error: (message, meta) => write('ERROR', message, meta),
  };
}
