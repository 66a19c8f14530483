/**
 * Issue 27: MySQL/MariaDB commit each DDL statement on its own, so a migrator killed mid-migration
 * leaves it half applied. A real `db/migrate.ts` child SIGKILLs itself just before its k-th schema
 * statement (test/db/migration-kit/die-at-schema-statement.ts), for every k of a whole run; the
 * migrations then run again to the end and must leave exactly the schema, and the same recorded
 * migrations, as an uninterrupted run. MySQL only: SQLite rolls an interrupted migration back.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { createDataSource } from '../../db/data-source.js';
import { runPendingMigrations } from '../../db/run-migrations.js';
import {
  dropDatabase,
  type MysqlSchema,
  readMysqlSchema,
  recreateDatabase,
  scratchDatabaseUrl,
} from './migration-kit/mysql-schema.js';
import { watchSchemaStatements } from './migration-kit/schema-statements.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIE_AT = fileURLToPath(new URL('./migration-kit/die-at-schema-statement.ts', import.meta.url));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** `npm run db:migrate` as a child process; with `dieAt`, it kills itself before that statement. */
function runMigrator(url: string, dieAt?: number): Promise<Exit> {
  const preload = dieAt === undefined ? [] : ['--import', DIE_AT];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'db/migrate.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: url,
      ...(dieAt === undefined ? {} : { RAMPART_TEST_DIE_AT_STATEMENT: String(dieAt) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

/** Migrates in this process, as `openDatabase` does at start. */
async function migrateHere(url: string, onStatement?: (sql: string) => void): Promise<void> {
  const dataSource = await createDataSource({ kind: 'mysql', url });
  if (onStatement) watchSchemaStatements(dataSource, onStatement);
  await dataSource.initialize();
  try {
    await runPendingMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

const firstLine = (sql: string): string => sql.trim().split('\n')[0]?.slice(0, 80) ?? '';

describe('migrations interrupted by kill -9 [mysql]', function () {
  this.timeout(300_000);
  const baseUrl = process.env.TEST_MYSQL_URL;
  let url = '';
  const statements: string[] = [];
  let clean: MysqlSchema;

  before(async function () {
    if (!baseUrl) {
      console.log('      SKIPPED: needs TEST_MYSQL_URL (MySQL does not roll DDL back; SQLite does)');
      this.skip();
    }
    url = scratchDatabaseUrl(baseUrl, 'interrupted');
    await recreateDatabase(url);
    await migrateHere(url, (sql) => statements.push(sql));
    clean = await readMysqlSchema(url);
  });

  after(async () => {
    if (url) await dropDatabase(url);
  });

  it('counts the schema statements of a clean run (the kill points)', () => {
    // Each migration's tables, the migrations table, the columns later migrations add or drop (one
    // ALTER each), the indices later migrations add to existing tables (1764730000000,
    // 1764740000000, 1764750000000) or drop (1764860000000), and one record per migration.
    const records = statements.filter((sql) => /^\s*INSERT/i.test(sql));
    const creates = statements.filter((sql) => /^\s*CREATE TABLE/i.test(sql));
    const alters = statements.filter((sql) => /^\s*ALTER TABLE/i.test(sql));
    const indices = statements.filter((sql) => /^\s*CREATE INDEX/i.test(sql));
    const droppedIndices = statements.filter((sql) => /^\s*DROP INDEX/i.test(sql));
    expect(records).to.have.length(clean.migrations.length);
    expect(creates).to.have.length(Object.keys(clean.tables).length);
    expect(alters.length, 'the columns of 1764600000000 and 1764620000000').to.be.at.least(7);
    expect(indices.length, 'the indices of 1764730000000, 1764740000000 and 1764750000000').to.be.at.least(3);
    expect(droppedIndices.length, 'the heartbeat index 1764860000000 drops').to.be.at.least(1);
    expect(statements.length).to.equal(
      records.length + creates.length + alters.length + indices.length + droppedIndices.length,
    );
  });

  it('run to the clean schema when killed before every statement in turn, each rerun one statement further', async () => {
    // Every child is killed before its second schema statement: the guards send nothing for the
    // steps already done, so each rerun commits exactly one new statement and dies before the next.
    // That is a kill before each statement of every migration (the first release's and every one
    // since), each rerun starting from what the kill before it left; the last child finds one
    // statement left and exits cleanly. About a second per child on an idle machine.
    await recreateDatabase(url);
    let kills = 0;
    for (;;) {
      const run = await runMigrator(url, 2);
      if (run.signal !== 'SIGKILL') {
        expect(run.code, run.output).to.equal(0);
        break;
      }
      kills += 1;
      expect(kills, 'the reruns make no progress').to.be.at.most(statements.length);
    }
    expect(kills).to.equal(statements.length - 1);
    expect(await readMysqlSchema(url)).to.deep.equal(clean);
  });

  it('run again to the end in one go after a kill mid-migration (a sample of kill points)', async () => {
    // The cases: between two tables of a first-release migration and of a later one, and
    // after a migration's last table but before it is recorded.
    const pointBefore = (pattern: RegExp) => statements.findIndex((sql) => pattern.test(sql)) + 1;
    const points = [
      pointBefore(/^CREATE TABLE `sessions`/),
      pointBefore(/^CREATE TABLE `workflow_runs`/),
      pointBefore(/^CREATE TABLE `webhook_deliveries`/),
      statements.length,
    ];
    expect(points).to.not.include(0);
    for (const k of points) {
      const at = `killed before statement ${k}/${statements.length} (${firstLine(statements[k - 1] ?? '')})`;
      await recreateDatabase(url);
      const killed = await runMigrator(url, k);
      expect(killed.signal, `${at}: ${killed.output}`).to.equal('SIGKILL');
      const left = await readMysqlSchema(url);
      expect(left, at).to.not.deep.equal(clean);
      await migrateHere(url).catch((error: Error) => {
        throw new Error(`${at}: the rerun failed: ${error.message}`);
      });
      expect(await readMysqlSchema(url), at).to.deep.equal(clean);
    }
  });

  it('let two migrators start together on an empty database: both finish, one schema', async () => {
    await recreateDatabase(url);
    const [first, second] = await Promise.all([runMigrator(url), runMigrator(url)]);
    expect(first.code, first.output).to.equal(0);
    expect(second.code, second.output).to.equal(0);
    expect(await readMysqlSchema(url)).to.deep.equal(clean);
  });
});
