/**
 * How the API logs: one JSON line per event for log collectors (a file, a pipe, a container's
 * stdout), and pino-pretty's readable lines, in colour, when a person watches a terminal: a
 * verification mail logged as one JSON line was unreadable there. Both carry the same fields.
 */
import type { FastifyServerOptions } from 'fastify';
import { logCorrelationMixin } from '../../core/tracing/log-correlation.js';

export function loggerOptions(level: string, stdoutIsTty: boolean): FastifyServerOptions['logger'] {
  if (!stdoutIsTty) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: false },
    },
  };
}

/**
 * Every line of the app's logger gets the ids of where it was written (request, workflow, activity,
 * trace: core/tracing/log-correlation.ts). Options only: a logger instance or `false` is kept as is.
 */
export function withLogCorrelation(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === null || typeof logger !== 'object') return logger;
  return { ...logger, mixin: logCorrelationMixin };
}
