/**
 * Times every answered request into rampart_http_request_duration_seconds by route pattern
 * (`/v1/scan/jobs/:job_id`, never the path with its values), method and status class. A request
 * no route matched is `unmatched`, and a method outside HTTP's usual ones `OTHER`, so neither a
 * scanner probing paths nor a client inventing methods can grow the label sets.
 */
import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from '../../core/metrics/metric-definitions.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

export function statusClass(statusCode: number): string {
  return STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? 'other';
}

export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The router's pattern is known only for a matched route; 404s and framework refusals have none.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    httpRequestDuration.observe(
      {
        route,
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
