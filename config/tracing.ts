import { ConfigError } from './config-error.js';
import { type Env, get } from './env-values.js';

/**
 * OpenTelemetry traces (docs/operations.md), off unless the standard OTEL_* variables say where spans
 * go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP, JSON).
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none keep them off. The SDK reads the rest itself
 * (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER(_ARG), OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_BSP_*): they are checked here only for being URLs where URLs are due.
 */
export interface TracingConfig {
  enabled: boolean;
  /** The endpoint the spans go to, for the start-up line (the exporter derives `/v1/traces` itself). */
  endpoint: string | null;
}

export function parseTracing(env: Env): TracingConfig {
  const endpoint = get(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') ?? get(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') ?? null;
  for (const name of ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT']) {
    const value = get(env, name);
    if (value !== undefined && !/^https?:\/\/[^\s]+$/.test(value)) {
      throw new ConfigError(name, `expected an http:// or https:// URL, got "${value}"`);
    }
  }
  const disabled = get(env, 'OTEL_SDK_DISABLED') === 'true' || get(env, 'OTEL_TRACES_EXPORTER') === 'none';
  return { enabled: endpoint !== null && !disabled, endpoint: disabled ? null : endpoint };
}
