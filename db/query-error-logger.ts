/**
 * TypeORM's logger hook, used only to count failed queries (`rampart_db_query_errors_total`): the
 * drivers call `logQueryError` for every query that fails, whatever the `logging` option says.
 * Nothing is printed here; the error reaches the caller, which logs it where it matters.
 */
import type { Logger } from 'typeorm';
import { dbQueryErrors } from '../core/metrics/metric-definitions.js';

export class QueryErrorCounter implements Logger {
  logQuery(): void {}
  logQueryError(): void {
    dbQueryErrors.inc();
  }
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
