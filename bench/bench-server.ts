/**
 * The service as the benchmarks run it: the real app on real HTTP (loopback, a free port), its
 * database in `dataDir` unless `databaseUrl` names another, migrations applied.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { buildApp } from '../api/app.js';
import { type Config, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import type { ScanDeps } from '../scanner/scan-deps.js';

export interface BenchServer {
  app: FastifyInstance;
  db: DataSource;
  config: Readonly<Config>;
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

export async function startBenchServer(options: {
  dataDir: string;
  env: Record<string, string | undefined>;
  databaseUrl?: string;
  scanDeps?: ScanDeps;
}): Promise<BenchServer> {
  const config = loadConfig({
    ...options.env,
    DATABASE_URL: options.databaseUrl ?? `sqlite:${join(options.dataDir, 'bench.db')}`,
    RAMPART_DATA_DIR: options.dataDir,
  });
  const db = await openDatabase(config.database);
  const app = await buildApp({ config, db, logger: false, scanDeps: options.scanDeps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    db,
    config,
    base,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
