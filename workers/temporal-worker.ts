/**
 * `npm run worker`: a Temporal worker for the scale-out deployment (DESIGN.md section 2). It polls
 * TEMPORAL_TASK_QUEUE on TEMPORAL_ADDRESS, runs the bundled workflows of workflows/ and the
 * activities of activities/jobs/ against DATABASE_URL (the API's database, MySQL in production) and
 * the scanner settings (SCANNER_*). Run as many as the load needs; SIGINT/SIGTERM drain and stop it.
 */
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Runtime } from '@temporalio/worker';
import type { Logger } from 'pino';
import { activityDepsFromConfig } from '../activities/activity-deps-from-config.js';
import { ConfigError } from '../config/config-error.js';
import { type Config, loadConfig } from '../config/env.js';
import { loadSecrets } from '../config/secrets.js';
import { correlatedLogger } from '../core/tracing/correlated-logger.js';
import { startTracing } from '../core/tracing/tracing-sdk.js';
import { openDatabase } from '../db/data-source.js';
import { trackPoolMetrics } from '../db/pool-metrics.js';
import { ensureSystemSchedules } from '../workflows/system-schedules.js';
import { temporalConnectionOptions } from '../workflows/temporal/connection-options.js';
import { TEMPORAL_WORKFLOWS_PATH } from '../workflows/temporal/entry-path.js';
import { ensureSearchAttributes } from '../workflows/temporal/search-attribute-registration.js';
import { TemporalScheduler } from '../workflows/temporal/temporal-scheduler.js';
import { createRampartWorker } from './create-worker.js';
import { temporalLogger } from './temporal-log.js';
import { WORKFLOW_INTERCEPTOR_MODULES } from './tracing-interceptors.js';
import { startWorkerEndpoint } from './worker-endpoint.js';

/**
 * The worker's one logger (core/tracing/correlated-logger.ts): its own lines, the SDK's (temporal-log.ts)
 * and every activity's (ActivityDeps.log), JSON on a pipe and readable on a terminal; lines an
 * activity writes carry its workflow id, activity, attempt and trace id (docs/operations.md, "Log lines").
 */
function workerLogger(level: string): Logger {
  return correlatedLogger({ level, pretty: process.stdout.isTTY === true });
}

function configOrExit(): Readonly<Config> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      workerLogger('info').fatal(`Invalid configuration: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

/**
 * The SDK's runtime metrics (task slots, poll and schedule-to-start latencies, sticky cache, ...)
 * served by the SDK's Prometheus exporter on WORKER_TEMPORAL_METRICS_PORT, named by Prometheus's
 * conventions (`_total` on counters, durations in seconds with the unit in the name).
 */
function sdkTelemetry(metrics: Config['metrics']) {
  if (!metrics.enabled || metrics.workerSdkPort === null) return undefined;
  const host = metrics.host.includes(':') ? `[${metrics.host}]` : metrics.host;
  return {
    metrics: {
      prometheus: {
        bindAddress: `${host}:${metrics.workerSdkPort}`,
        countersTotalSuffix: true,
        unitSuffix: true,
        useSecondsForDurations: true,
      },
    },
  };
}

async function main(): Promise<void> {
  const config = configOrExit();
  const log = workerLogger(config.logLevel);
  // The worker's start and stop lines are written whatever LOG_LEVEL says (as the console lines
  // before them were): supervisors, the drills and the benchmarks wait for "Rampart worker on".
  const lifecycle = log.child({}, { level: 'info' });
  const { address, namespace, taskQueue } = config.temporal;
  if (!address) {
    log.fatal('TEMPORAL_ADDRESS is not set: without Temporal, `npm start` runs the workflows in-process.');
    process.exit(2);
  }
  // Off unless OTEL_* says where spans go (config/env.ts, tracing); before any activity runs.
  const tracing = config.tracing.enabled ? startTracing({ defaultServiceName: 'rampart-worker' }) : null;
  if (tracing) lifecycle.info(`Traces to ${config.tracing.endpoint} (OpenTelemetry, OTLP over HTTP)`);
  Runtime.install({
    logger: temporalLogger(log),
    telemetryOptions: sdkTelemetry(config.metrics),
  });
  const db = await openDatabase(config.database);
  const connectionOptions = temporalConnectionOptions({ ...config.temporal, address });
  const connection = await NativeConnection.connect(connectionOptions).catch((error: Error) => {
    log.fatal(`Cannot reach Temporal at ${address}: ${error.message}`);
    process.exit(1);
  });
  try {
    const missing = await ensureSearchAttributes(connection, namespace);
    if (missing.length > 0) {
      log.warn(
        `Temporal namespace ${namespace} lacks the search attributes ${missing.join(', ')} and this worker may not ` +
          'create them: workflows start without them until an operator does (see README, "Scale out on Temporal").',
      );
    }
    // Schedules every deployment has (the events sweeper): idempotent, so every worker may ensure them.
    const client = new Client({ connection: await Connection.connect(connectionOptions), namespace });
    await ensureSystemSchedules(new TemporalScheduler(() => client, taskQueue));
    await client.connection.close();
    // Bundled here rather than by Worker.create so webpack's page of build output stays out of the
    // log unless LOG_LEVEL=debug: an operator sees one line with the time it took.
    const bundledAt = Date.now();
    const workflowBundle = await bundleWorkflowCode({
      workflowsPath: TEMPORAL_WORKFLOWS_PATH,
      // Spans from inside the sandbox only when traces go somewhere: the interceptors cost otherwise.
      workflowInterceptorModules: tracing ? WORKFLOW_INTERCEPTOR_MODULES : [],
      logger: temporalLogger(config.logLevel === 'debug' ? log : log.child({}, { level: 'warn' })),
    });
    lifecycle.info(`Bundled the workflows in ${((Date.now() - bundledAt) / 1000).toFixed(1)} s`);
    // The same dependencies the API gives its embedded engine (activities/activity-deps-from-config.ts).
    const deps = activityDepsFromConfig(config, loadSecrets(config), { db, log });
    const worker = await createRampartWorker({
      connection,
      namespace,
      taskQueue,
      workflowBundle,
      deps,
      tracing: tracing !== null,
    });
    if (!config.reportSigningKey) {
      log.warn(
        'REPORT_SIGNING_KEY is not set: this worker signs PDF reports with the key in its own data folder, which ' +
          'the API does not publish unless it shares that folder; set the same key on every API and worker process.',
      );
    }
    const endpoint = await startWorkerEndpoint(config.metrics, worker);
    const untrackPool = trackPoolMetrics(db);
    lifecycle.info(`Rampart worker on ${address}, namespace ${namespace}, task queue ${taskQueue}`);
    if (endpoint) lifecycle.info(`Worker metrics and liveness at http://${config.metrics.host}:${endpoint.port}/`);
    try {
      // Resolves once SIGINT/SIGTERM (handled by the Temporal runtime) has drained the worker.
      await worker.run();
    } finally {
      untrackPool();
      await endpoint?.close();
      await deps.reports.renderer.close();
      deps.mailer.close();
    }
    lifecycle.info('Rampart worker stopped: activities in flight finished or handed back to Temporal');
  } finally {
    await connection.close();
    await db.destroy();
    await tracing?.shutdown();
  }
}

await main();
