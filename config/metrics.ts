import { ConfigError } from './config-error.js';
import { type Env, get, parseFlag, parsePort } from './env-values.js';

/**
 * Prometheus metrics (docs/operations.md). `/metrics` is never public by default: it is served on
 * its own listener (METRICS_PORT, on METRICS_HOST, loopback by default), or on the API's port to a
 * caller with `Authorization: Bearer <METRICS_TOKEN>`, or both; with neither it is not served.
 */
export interface MetricsConfig {
  /** METRICS_DISABLED=true: nothing recorded per request and no endpoint (benchmarks compare with it). */
  enabled: boolean;
  token: string | null;
  port: number | null;
  host: string;
  /** The worker's endpoint (`/metrics` with the activity metrics, `/health/live`). */
  workerPort: number | null;
  /** Where the worker's Temporal SDK runtime serves its own metrics (its Prometheus exporter). */
  workerSdkPort: number | null;
}

export function parseMetrics(env: Env): MetricsConfig {
  const token = get(env, 'METRICS_TOKEN') ?? null;
  if (token !== null && token.length < 32) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 32 characters (use e.g. `openssl rand -hex 32`)');
  }
  const optionalPort = (name: string) => (get(env, name) === undefined ? null : parsePort(env, name, 0));
  return {
    enabled: !parseFlag(env, 'METRICS_DISABLED'),
    token,
    port: optionalPort('METRICS_PORT'),
    host: get(env, 'METRICS_HOST') ?? '127.0.0.1',
    workerPort: optionalPort('WORKER_METRICS_PORT'),
    workerSdkPort: optionalPort('WORKER_TEMPORAL_METRICS_PORT'),
  };
}
