/**
 * `npm start`: loads the configuration, opens the database (running migrations), builds the app
 * and listens. A bad environment variable stops the process with a message naming it (exit code 2);
 * so does another process running the embedded workflow engine on the same database (exit code 3).
 *
 * SIGTERM or SIGINT shut it down gracefully: no new connections are accepted, a request arriving on
 * an open connection gets a 503 (api/http/framework-errors.ts), requests in flight finish, then the
 * app closes (the embedded engine stops its runs, mail in the background is sent) and the database
 * connection ends: exit code 0. If that takes longer than SHUTDOWN_TIMEOUT_SECONDS (10), or a second
 * signal arrives, the process says so and exits at once with code 1.
 */
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/env.js';
import { type MetricsListener, startMetricsListener } from '../core/metrics/metrics-listener.js';
import { startTracing, type Tracing } from '../core/tracing/tracing-sdk.js';
import { openDatabase } from '../db/data-source.js';
import { EngineLeaseRefused } from '../workflows/embedded/engine-lease.js';
import { buildApp } from './app.js';
import { loggerOptions } from './system/log-destination.js';
import { publicBaseUrlWarning } from './system/public-base-url-warning.js';

/** Distinct from a crash (1) and a bad configuration (2), so a supervisor can tell them apart. */
const EXIT_ENGINE_LEASE_HELD = 3;
/** A shutdown that had to be cut short (deadline, second signal) exits like a crash. */
const EXIT_FORCED = 1;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  // Before anything makes a span: off unless OTEL_* says where spans go (config/env.ts, tracing).
  const tracing: Tracing | null = config.tracing.enabled ? startTracing({ defaultServiceName: 'rampart-api' }) : null;
  const db = await openDatabase(config.database);
  const app = await buildApp({ config, db, logger: loggerOptions(config.logLevel, process.stdout.isTTY === true) });
  let metricsListener: MetricsListener | null = null;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`Rampart: ${signal} again: exiting without waiting for requests in flight`);
      process.exit(EXIT_FORCED);
    }
    stopping = true;
    const deadlineSeconds = config.shutdownTimeoutSeconds;
    app.log.info(`${signal}: shutting down, requests in flight have ${deadlineSeconds} s to finish`);
    setTimeout(() => {
      console.error(
        `Rampart: shutdown did not finish within ${deadlineSeconds} s (SHUTDOWN_TIMEOUT_SECONDS): exiting with requests still in flight`,
      );
      process.exit(EXIT_FORCED);
    }, deadlineSeconds * 1000);
    try {
      await app.close();
      await metricsListener?.close();
      await db.destroy();
      // The last batch of spans leaves before the process does.
      await tracing?.shutdown();
    } catch (error) {
      console.error('Rampart: shutdown failed:', error);
      process.exit(EXIT_FORCED);
    }
    app.log.info(`${signal}: shut down cleanly`);
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
  try {
    // listen() runs the onReady hooks first; the embedded engine takes its lease in one of them
    // (api/scans/scans.plugin.ts), and Fastify rejects with the hook's error as thrown.
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (!(error instanceof EngineLeaseRefused)) throw error;
    console.error(`Rampart cannot start: ${error.message}`);
    await db.destroy().catch(() => undefined);
    process.exit(EXIT_ENGINE_LEASE_HELD);
  }
  const { metrics } = config;
  if (metrics.enabled && metrics.port !== null) {
    metricsListener = await startMetricsListener(metrics.host, metrics.port);
    app.log.info(`Metrics for Prometheus at http://${metrics.host}:${metricsListener.port}/metrics`);
  }
  if (tracing) app.log.info(`Traces to ${config.tracing.endpoint} (OpenTelemetry, OTLP over HTTP)`);
  app.log.info(`Rampart ${config.database.kind} database, docs at ${config.publicBaseUrl}/docs`);
  const baseUrlWarning = publicBaseUrlWarning(config);
  if (baseUrlWarning) app.log.warn(baseUrlWarning);
}

await main();
