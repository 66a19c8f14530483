/**
 * The worker's own HTTP endpoint (WORKER_METRICS_PORT on METRICS_HOST, 127.0.0.1 by default):
 * `GET /metrics`, the activity metrics this process records (scans, modules, webhook attempts, PDF
 * renders, database pool and errors, Node's process metrics), and `GET /health/live`, the worker's
 * liveness: 200 while the Temporal worker runs, 503 once it stopped or failed (a Kubernetes liveness
 * probe restarts it). The Temporal SDK's runtime metrics are on their own port
 * (WORKER_TEMPORAL_METRICS_PORT), served by the SDK (temporal-worker.ts).
 */
import type { Worker } from '@temporalio/worker';
import type { MetricsConfig } from '../config/metrics.js';
import { type MetricsListener, startMetricsListener } from '../core/metrics/metrics-listener.js';
import { enableProcessMetrics } from '../core/metrics/registry.js';

/** Worker states in which it polls, or is about to (INITIALIZED: created, run() not yet called). */
const LIVE_STATES = new Set(['INITIALIZED', 'RUNNING']);

export function workerLiveness(state: string): { status: number; body: string } {
  const alive = LIVE_STATES.has(state);
  return {
    status: alive ? 200 : 503,
    body: JSON.stringify(alive ? { status: 'alive', worker: state } : { detail: `Worker is ${state.toLowerCase()}` }),
  };
}

export async function startWorkerEndpoint(
  metrics: Readonly<MetricsConfig>,
  worker: Pick<Worker, 'getState'>,
): Promise<MetricsListener | null> {
  if (!metrics.enabled || metrics.workerPort === null) return null;
  enableProcessMetrics();
  return startMetricsListener(metrics.host, metrics.workerPort, {
    '/health/live': () => workerLiveness(worker.getState()),
  });
}
