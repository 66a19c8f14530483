/**
 * Prometheus metrics in the API process (docs/operations.md): request timing on every route, the
 * queue-depth and database-pool gauges over this app's database, and `GET /metrics` behind
 * METRICS_TOKEN when one is set. METRICS_DISABLED=true leaves all of it out (the benchmark's "without").
 * The loopback listener (METRICS_PORT) is started by server.ts, beside the API's own listen.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enableProcessMetrics } from '../../core/metrics/registry.js';
import { trackPoolMetrics } from '../../db/pool-metrics.js';
import { trackQueueDepth } from '../../db/queue-depth-metrics.js';
import { registerHttpMetrics } from './http-metrics.js';
import { metricsRoutes } from './metrics.routes.js';

async function metricsPluginBody(app: FastifyInstance): Promise<void> {
  const { metrics } = app.ctx.config;
  if (!metrics.enabled) return;
  registerHttpMetrics(app);
  const untrack = [trackPoolMetrics(app.ctx.db), trackQueueDepth(app.ctx.db)];
  app.addHook('onClose', async () => {
    for (const stop of untrack) stop();
  });
  if (metrics.token !== null || metrics.port !== null) enableProcessMetrics();
  if (metrics.token !== null) await app.register(metricsRoutes, { token: metrics.token });
}

/** Not encapsulated: the timing hook must see every route of the app. */
export const metricsPlugin = fp(metricsPluginBody, { name: 'rampart-metrics' });
