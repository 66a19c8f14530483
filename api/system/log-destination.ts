/**
 * How the API logs: one JSON line per event for log collectors (a file, a pipe, a container's
 * stdout), and pino-pretty's readable lines, in colour, when a person watches a terminal: a
 * verification mail logged as one JSON line was unreadable there. Both carry the same fields.
 */
import type { FastifyServerOptions } from 'fastify';

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
