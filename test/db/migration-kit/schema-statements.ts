/**
 * The statements a migration run changes the database with: DDL (each one committed on its own by
 * MySQL) and the row TypeORM writes into `migrations` once a migration is done. Reads of the schema
 * (the guards' lookups, SELECTs) and transaction control are not counted. The interrupted-migration
 * test stops a migrator before the k-th of these.
 */
import type { DataSource } from 'typeorm';

const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP|RENAME)\s/i;
// TypeORM names the table with its database: INSERT INTO `db`.`migrations`(...).
const MIGRATION_RECORD = /^\s*INSERT\s+INTO\s+(`[^`]+`\.)?[`"]migrations[`"]/i;

export function isSchemaStatement(sql: string): boolean {
  return SCHEMA_CHANGE.test(sql) || MIGRATION_RECORD.test(sql);
}

/**
 * Calls `onStatement` with each schema statement the DataSource is about to send (TypeORM tells its
 * logger before it sends a query, whatever the logging option). Call before `initialize()`.
 */
export function watchSchemaStatements(dataSource: DataSource, onStatement: (sql: string) => void): void {
  const logger = dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, queryRunner) => {
    if (isSchemaStatement(query)) onStatement(query);
    return logQuery(query, parameters, queryRunner);
  };
}
