/**
 * The databases every database-backed test runs on: SQLite always, MariaDB/MySQL when
 * TEST_MYSQL_URL is set (.ci/run sets it). Use `forEachDatabase` around a describe block.
 */
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../config/database.js';
import { createDataSource } from '../../db/data-source.js';

export interface TestDatabase {
  name: 'sqlite' | 'mysql';
  config: DatabaseConfig;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'sqlite', config: { kind: 'sqlite', path: ':memory:', url: 'sqlite::memory:' } },
  ];
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  if (mysqlUrl) list.push({ name: 'mysql', config: { kind: 'mysql', url: mysqlUrl } });
  return list;
}

/** Runs `suite` once per test database, titled by the database's name. */
export function forEachDatabase(title: string, suite: (db: TestDatabase) => void): void {
  for (const db of testDatabases()) {
    describe(`${title} [${db.name}]`, () => suite(db));
  }
}

/**
 * A DataSource on an empty schema brought up by the real migrations. MySQL tests share one
 * database, so its tables are dropped first; mocha runs files one at a time.
 */
export async function openFreshDatabase(db: TestDatabase): Promise<DataSource> {
  const dataSource = await createDataSource(db.config);
  await dataSource.initialize();
  if (db.name === 'mysql') await dataSource.dropDatabase();
  await dataSource.runMigrations();
  return dataSource;
}
