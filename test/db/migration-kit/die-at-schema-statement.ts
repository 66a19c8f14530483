/**
 * Test-only preload (`node --import tsx --import <this> db/migrate.ts`): the migrator SIGKILLs itself
 * just before it sends its RAMPART_TEST_DIE_AT_STATEMENT-th schema statement (1 = before the first),
 * so every earlier statement is committed and none after it is. The production code has no such
 * hook: this wraps the logger of every DataSource the process initialises.
 */
import { DataSource } from 'typeorm';
import { watchSchemaStatements } from './schema-statements.js';

const dieAt = Number(process.env.RAMPART_TEST_DIE_AT_STATEMENT);
if (!Number.isInteger(dieAt) || dieAt < 1) throw new Error('RAMPART_TEST_DIE_AT_STATEMENT must be a number from 1');

let sent = 0;
const initialize = DataSource.prototype.initialize;
DataSource.prototype.initialize = function (this: DataSource) {
  watchSchemaStatements(this, () => {
    sent += 1;
    if (sent === dieAt) process.kill(process.pid, 'SIGKILL');
  });
  return initialize.call(this);
};
