/**
 * `npm start`: loads the configuration, opens the database (running migrations), builds the app
 * and listens. A bad environment variable stops the process with a message naming it.
 */
import { ConfigError, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { buildApp } from './app.js';

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
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Rampart ${config.database.kind} database, docs at ${config.publicBaseUrl}/docs`);
}

await main();
