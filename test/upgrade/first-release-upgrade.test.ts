/**
 * Issue 27: an upgrade from the first release (22c62d9) loses nothing and every feature works on
 * its data. test/fixtures/first-release/ holds a SQLite database made through that release's API
 * (make-first-release-data.mjs: two accounts with keys, a session, three lab scans with their
 * reports) with its secrets file and what its API answered (manifest.json). The current API process
 * starts on a copy (migrating it), and with the current API: every account signs in with its key
 * and its password, every job and report reads as it was (each report field by field, in the
 * current format), and a monitored scan of a domain scanned before the upgrade completes with its
 * alert step (which crashed on old reports) and its `scan.completed` webhook delivered.
 * On SQLite (a database file) and, with TEST_MYSQL_URL, on MariaDB (a mariadb-dump of the same data
 * made on MariaDB, loaded into a database of its own).
 */
import { createHmac } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../../config/database.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { upgradeStoredReport } from '../../core/scan-model/stored-report.js';
import { createDataSource } from '../../db/data-source.js';
import { LAB_FIXTURES } from '../../lab/fixtures/index.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { dropDatabase, recreateDatabase, scratchDatabaseUrl } from '../db/migration-kit/mysql-schema.js';
import { processEnv } from '../helpers/process-env.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { type ServerProcess, startServerProcess } from '../workflows/server-process.js';

const FIXTURE = new URL('../fixtures/first-release/', import.meta.url);

interface Manifest {
  accounts: Array<{ id: number; email: string; password: string; api_key: string; me: Record<string, unknown> }>;
  jobs: Array<{ owner: number; domain: string; job_id: number; status: string; job: Record<string, unknown> }>;
}

/** Puts the first release's database in place: a file for SQLite, a loaded dump for MariaDB. */
async function restoreFixture(kind: 'sqlite' | 'mariadb', data: string): Promise<DatabaseConfig> {
  if (kind === 'sqlite') {
    const path = join(data, 'rampart.db');
    writeFileSync(path, gunzipSync(readFileSync(new URL('rampart-sqlite.db.gz', FIXTURE))));
    return { kind: 'sqlite', path, url: `sqlite:${path}` };
  }
  const url = scratchDatabaseUrl(process.env.TEST_MYSQL_URL as string, 'first_release');
  await recreateDatabase(url);
  const connection = await createConnection({ uri: url, multipleStatements: true });
  try {
    await connection.query(gunzipSync(readFileSync(new URL('rampart-mariadb.sql.gz', FIXTURE))).toString('utf8'));
  } finally {
    await connection.end();
  }
  return { kind: 'mysql', url };
}

for (const kind of ['sqlite', 'mariadb'] as const) {
  describe(`upgrade from the first release (22c62d9) [${kind}]`, function () {
    this.timeout(240_000);
    const manifest = JSON.parse(readFileSync(new URL(`manifest-${kind}.json`, FIXTURE), 'utf8')) as Manifest;
    let database: DatabaseConfig;
    let dir: string;
    let lab: Lab;
    let server: ServerProcess | undefined;
    const sink = new TestReceiver();
    const stored = new Map<number, ScanReport>();

    async function api(method: string, path: string, apiKey?: string, body?: unknown) {
      const response = await fetch(`${server?.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    before(async function () {
      if (kind === 'mariadb' && !process.env.TEST_MYSQL_URL) {
        console.log('      SKIPPED: needs TEST_MYSQL_URL');
        this.skip();
      }
      this.timeout(120_000);
      dir = mkdtempSync(join(tmpdir(), 'rampart-upgrade-'));
      const data = join(dir, 'data');
      mkdirSync(data);
      database = await restoreFixture(kind, data);
      copyFileSync(new URL(`secrets-${kind}.json`, FIXTURE), join(data, 'secrets.json'));
      // The reports as the first release stored them, read before the upgrade touches the database.
      const before = await createDataSource(database);
      await before.initialize();
      const rows = (await before.query('SELECT id, report FROM scan_jobs WHERE report IS NOT NULL')) as Array<{
        id: number;
        report: string | ScanReport;
      }>;
      for (const row of rows) {
        stored.set(row.id, (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as ScanReport);
      }
      await before.destroy();
      // The whole lab, as the fixture's scans saw it (`npm run lab` of that release).
      lab = await startLab({ fixtures: LAB_FIXTURES });
      await sink.start();
      // The first release's secrets file, not the tests' fixed secrets: its keys derive from it.
      const {
        JWT_SECRET: _jwt,
        API_KEY_SECRET: _keys,
        ...env
      } = processEnv({
        dir: data,
        databaseUrl: database.url,
        lab,
      });
      server = await startServerProcess({ ...env, WEBHOOK_RETRY_SCHEDULE: '1,1,1,1' });
    });

    after(async function () {
      this.timeout(60_000);
      await server?.stop('SIGTERM');
      await lab?.stop();
      await sink.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
      if (database?.kind === 'mysql') await dropDatabase(database.url);
    });

    it('keeps every account: its API key and its password sign in, and the account reads as it did', async () => {
      for (const account of manifest.accounts) {
        const me = await api('GET', '/v1/auth/me', account.api_key);
        expect(me.status, JSON.stringify(me.body)).to.equal(200);
        const { scans_this_month: _used, scans_remaining: _left, ...then } = account.me;
        expect(me.body).to.deep.include(then);
        // The month's count stands while the first release's month lasts.
        if (String(me.body.created_at).slice(0, 7) === new Date().toISOString().slice(0, 7)) {
          expect(me.body.scans_this_month).to.equal(account.me.scans_this_month);
        }
        const login = await api('POST', '/v1/auth/login', undefined, {
          email: account.email,
          password: account.password,
        });
        expect(login.status, JSON.stringify(login.body)).to.equal(200);
      }
    });

    it('keeps every job and report: each report field by field, in the current format', async () => {
      expect(stored.size).to.equal(manifest.jobs.length);
      for (const job of manifest.jobs) {
        const owner = manifest.accounts.find((account) => account.id === job.owner);
        const polled = await api('GET', `/v1/scan/jobs/${job.job_id}`, owner?.api_key);
        expect(polled.status).to.equal(200);
        expect(polled.body).to.deep.include(job.job);
        const report = await api('GET', `/v1/scan/jobs/${job.job_id}/report`, owner?.api_key);
        expect(report.status).to.equal(200);
        const old = stored.get(job.job_id) as ScanReport;
        expect(report.body).to.deep.equal({ job_id: job.job_id, ...upgradeStoredReport(old) });
        // Nothing the first release stored changed: only the outcome codes were added.
        const withoutCodes = (report.body as unknown as ScanReport).modules.map((module) => ({
          ...module,
          checks: module.checks.map(({ code: _code, params: _params, ...check }) => check),
        }));
        expect(withoutCodes).to.deep.equal(old.modules);
      }
    });

    it('runs a monitored scan of a domain scanned before the upgrade: alerts evaluated, scan.completed delivered', async () => {
      const alice = manifest.accounts[0] as Manifest['accounts'][number];
      const endpoint = await api('POST', '/v1/webhooks', alice.api_key, {
        url: `http://localhost:${sink.port()}/upgrade`,
        enabled_events: ['scan.completed'],
      });
      expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
      const secret = String(endpoint.body.secret);
      const domain = await api('POST', '/v1/domains', alice.api_key, {
        domain: 'tls-expiring-soon.test',
        scan_frequency: 'daily',
      });
      expect(domain.status, JSON.stringify(domain.body)).to.equal(200);
      const scan = await api('POST', `/v1/domains/${domain.body.id}/scan`, alice.api_key);
      expect(scan.status, JSON.stringify(scan.body)).to.equal(202);
      const jobId = Number(scan.body.job_id);
      await until(
        'the monitored scan to complete',
        async () => (await api('GET', `/v1/scan/jobs/${jobId}`, alice.api_key)).body.status === 'completed',
        120_000,
        500,
      );
      const delivered = await until(
        'its scan.completed to be delivered',
        () =>
          sink.requests.find((request) => {
            const envelope = JSON.parse(request.body) as { type: string; data: { job_id: number } };
            return envelope.type === 'scan.completed' && envelope.data.job_id === jobId;
          }),
        60_000,
        250,
      );
      expect(delivered.headers['x-service-signature']).to.equal(
        createHmac('sha256', secret).update(delivered.body).digest('hex'),
      );
      // The alert step ran on the old report's baseline (it crashed before the upgrade path existed).
      const alerts = await api('GET', '/v1/domains/alerts', alice.api_key);
      expect(alerts.status, JSON.stringify(alerts.body)).to.equal(200);
      const db = await createDataSource(database);
      await db.initialize();
      try {
        const evaluated = await until(
          'the alert step to record its evaluation of the scan',
          async () => {
            const [row] = (await db.query('SELECT last_evaluated_job_id AS job FROM monitored_domains WHERE id = ?', [
              domain.body.id,
            ])) as Array<{ job: number | null }>;
            return row?.job === jobId ? row : undefined;
          },
          30_000,
          250,
        );
        expect(evaluated.job).to.equal(jobId);
      } finally {
        await db.destroy();
      }
    });
  });
}
