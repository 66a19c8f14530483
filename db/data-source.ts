/**
 * Builds the TypeORM DataSource for `DATABASE_URL`: better-sqlite3 for the embedded default, mysql2
 * for MySQL (and MariaDB). Migrations, never `synchronize`, shape the schema outside tests.
 */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/env.js';
import { entities } from './entities/index.js';
import { migrations } from './migrations/index.js';

export function createDataSource(database: DatabaseConfig): DataSource {
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
    return new DataSource({
      type: 'better-sqlite3',
      database: database.path,
      entities,
      migrations,
      migrationsTransactionMode: 'each',
      // WAL lets readers (health checks, polling) proceed while a writer holds the lock.
      enableWAL: database.path !== ':memory:',
      prepareDatabase: (db: { pragma(source: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
      },
    });
  }
  return new DataSource({
    type: 'mysql',
    url: database.url,
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    // Pool sized for 2-core machines; the API holds connections only for short transactions.
    poolSize: 10,
  });
}

/** Opens the DataSource and brings the schema up to date. */
export async function openDatabase(database: DatabaseConfig): Promise<DataSource> {
  const dataSource = createDataSource(database);
  await dataSource.initialize();
  await dataSource.runMigrations();
  return dataSource;
}
