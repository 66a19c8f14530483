/**
 * Every metric Rampart records, in the process's registry (registry.ts). The collect-time gauges
 * (queue depth, database pool) are registered by the process that owns the database: see
 * db/pool-metrics.ts and api/system/queue-depth-metrics.ts.
 *
 * Labels take values from closed sets: a route pattern (never the path with its values), a method,
 * a status class, a scan source, a module name, an outcome word, a workflow or activity type.
 */
import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry.js';

const registry = [metricsRegistry];

/** Request latency by route pattern; its `_count` is the request count. */
export const httpRequestDuration = new Histogram({
  name: 'rampart_http_request_duration_seconds',
  help: 'HTTP requests answered by the API, by route pattern, method and status class, and how long they took',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: registry,
});

export const scansSubmitted = new Counter({
  name: 'rampart_scans_submitted_total',
  help: 'Scan jobs queued, by where they came from (api, dashboard, public, monitor, batch)',
  labelNames: ['source'] as const,
  registers: registry,
});

export const scansCompleted = new Counter({
  name: 'rampart_scans_completed_total',
  help: 'Scan jobs that finished with a report, by source',
  labelNames: ['source'] as const,
  registers: registry,
});

export const scansFailed = new Counter({
  name: 'rampart_scans_failed_total',
  help: 'Scan jobs that finished without a report (target refused, every module failed, the workflow failed), by source',
  labelNames: ['source'] as const,
  registers: registry,
});

/** From the job's creation (queued) to its end: what the caller waited. */
export const scanDuration = new Histogram({
  name: 'rampart_scan_duration_seconds',
  help: 'Time from a scan job being queued to its end, by source and final status',
  labelNames: ['source', 'status'] as const,
  buckets: [1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600],
  registers: registry,
});

export const scanModuleDuration = new Histogram({
  name: 'rampart_scan_module_duration_seconds',
  help: 'Time one scanner module took on one target, by module and the status of its result',
  labelNames: ['module', 'status'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60],
  registers: registry,
});

export const webhookAttempts = new Counter({
  name: 'rampart_webhook_attempts_total',
  help: 'Webhook delivery attempts made, by outcome (succeeded, retry: failed with attempts left, failed: the last attempt failed)',
  labelNames: ['outcome'] as const,
  registers: registry,
});

export const webhookDeadLetters = new Counter({
  name: 'rampart_webhook_dead_letters_total',
  help: 'Webhook deliveries that ended failed (attempts exhausted, or the endpoint disabled): dead letters waiting for a redelivery',
  registers: registry,
});

/** From the delivery being made (its event consumed) to its first attempt leaving. */
export const webhookFirstAttemptLatency = new Histogram({
  name: 'rampart_webhook_first_attempt_latency_seconds',
  help: 'Time from a webhook delivery being created to its first attempt being sent',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  registers: registry,
});

export const pdfRenders = new Counter({
  name: 'rampart_pdf_renders_total',
  help: 'PDF report renders, by outcome (ok, error)',
  labelNames: ['outcome'] as const,
  registers: registry,
});

export const pdfRenderDuration = new Histogram({
  name: 'rampart_pdf_render_duration_seconds',
  help: 'Time one PDF report took to render in Chromium',
  buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers: registry,
});

export const rateLimitRefusals = new Counter({
  name: 'rampart_rate_limit_refusals_total',
  help: 'Requests refused with the rate-limit 429, by the limit exceeded (burst, minute, hour, day, concurrent)',
  labelNames: ['limit'] as const,
  registers: registry,
});

export const quotaRefusals = new Counter({
  name: 'rampart_quota_refusals_total',
  help: 'Scan requests refused because the account used its scan quota for the period',
  registers: registry,
});

export const dbQueryErrors = new Counter({
  name: 'rampart_db_query_errors_total',
  help: 'Database queries that failed (constraint violations a caller expects included)',
  registers: registry,
});

export const embeddedWorkflowRuns = new Counter({
  name: 'rampart_embedded_workflow_runs_total',
  help: 'Workflow runs the embedded engine finished, by workflow type and outcome (completed, failed)',
  labelNames: ['workflow', 'outcome'] as const,
  registers: registry,
});

export const embeddedActivityRetries = new Counter({
  name: 'rampart_embedded_activity_retries_total',
  help: 'Activity attempts the embedded engine retried after a failure, by activity type',
  labelNames: ['activity'] as const,
  registers: registry,
});
