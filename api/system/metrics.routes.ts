/**
 * `GET /metrics` on the API's own port, for a Prometheus that presents `Authorization: Bearer
 * <METRICS_TOKEN>`. Registered only when METRICS_TOKEN is set; the other way to scrape is the
 * loopback listener of metrics-listener.ts (METRICS_PORT). Kept out of the OpenAPI document: it is
 * for operators, not part of the API's contract.
 */
import type { FastifyInstance } from 'fastify';
import { renderMetrics } from '../../core/metrics/registry.js';
import { constantTimeEqual } from '../auth/tokens.js';
import { unauthorized } from '../errors/api-error.js';

const METRICS_PATH = '/metrics';

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && constantTimeEqual(match[1], token);
}

export async function metricsRoutes(app: FastifyInstance, options: { token: string }): Promise<void> {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, options.token)) throw unauthorized();
    const { body, contentType } = await renderMetrics();
    return reply.type(contentType).send(body);
  });
}
