/**
 * Builds the TypeORM DataSource for `DATABASE_URL`: better-sqlite3 for the embedded default, mysql2
 * for MySQL (and MariaDB). Migrations, never `synchronize`, shape the schema outside tests.
 */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/database.js';
import { entities } from './entities/index.js';
import { migrations } from './migrations/index.js';
import { QueryErrorCounter } from './query-error-logger.js';
import { runPendingMigrations } from './run-migrations.js';
import { serializeSqliteAccess } from './sqlite-serializer.js';

/**
 * TypeORM reads column defaults differently on MariaDB (its `mariadb` type), so the flavour is
 * asked of the server rather than guessed from the URL.
 */
async function mysqlFlavour(url: string): Promise<'mysql' | 'mariadb'> {
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as Array<{ version: string }>)[0]?.version)) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export async function createDataSource(database: DatabaseConfig): Promise<DataSource> {
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
    const sqlite = new DataSource({
      type: 'better-sqlite3',
      database: database.path,
      entities,
      migrations,
      migrationsTransactionMode: 'each',
      logger: new QueryErrorCounter(),
      // WAL lets readers (health checks, polling) proceed while a writer holds the lock.
      enableWAL: database.path !== ':memory:',
      prepareDatabase: (db: { pragma(source: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
      },
    });
    serializeSqliteAccess(sqlite);
    return sqlite;
  }
  return new DataSource({
    type: await mysqlFlavour(database.url),
    url: database.url,
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    logger: new QueryErrorCounter(),
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    // Pool sized for 2-core machines; the API holds connections only for short transactions.
    poolSize: 10,
  });
}

/** Opens the DataSource and brings the schema up to date (one migrator at a time on MySQL). */
export async function openDatabase(database: DatabaseConfig): Promise<DataSource> {
  const dataSource = await createDataSource(database);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  return dataSource;
}
