/**
 * `npm start`: loads the configuration, opens the database (running migrations), builds the app
 * and listens. A bad environment variable stops the process with a message naming it (exit code 2);
 * so does another process running the embedded workflow engine on the same database (exit code 3).
 */
import { ConfigError, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { EngineLeaseRefused } from '../workflows/embedded/engine-lease.js';
import { buildApp } from './app.js';

/** Distinct from a crash (1) and a bad configuration (2), so a supervisor can tell them apart. */
const EXIT_ENGINE_LEASE_HELD = 3;

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
  const db = await openDatabase(config.database);
  const app = await buildApp({ config, db });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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
  app.log.info(`Rampart ${config.database.kind} database, docs at ${config.publicBaseUrl}/docs`);
}

await main();
