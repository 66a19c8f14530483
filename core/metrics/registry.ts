/**
 * The process's Prometheus metrics (prom-client): one registry per process, so the activities, the
 * embedded engine and the HTTP layer record into it without a handle passed down, and `/metrics`
 * (API) or the worker's endpoint renders it. Definitions live in metric-definitions.ts; names follow
 * Prometheus conventions (`rampart_` prefix, unit in the name, `_total` on counters) and every label
 * takes a bounded set of values (never a domain, an account or a job id).
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

let processMetricsOn = false;

/**
 * Node's own process metrics (CPU, memory, event loop lag, GC) under `rampart_process_` and
 * `rampart_nodejs_`. Called by an entry point that serves metrics, once: collecting them starts a
 * timer that tests building many apps in one process need not carry.
 */
export function enableProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'rampart_' });
}

/** The text exposition format, with its content type, for an HTTP answer. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
