/**
 * The backup and restore drill of docs/operations.md, run once as written: the real API process
 * (api/server.ts) runs and holds data (an account, its API key, a webhook endpoint whose secret is
 * stored encrypted); a consistent backup is taken while it runs (SQLite: `VACUUM INTO` with the
 * sqlite3 shell; MariaDB: `mariadb-dump --single-transaction`), together with `<data>/secrets.json`;
 * the backup is restored into a new data folder / database and a new process started on it. The
 * key still signs in, the endpoint is there, and its secret still signs a delivery that the
 * receiver verifies; what was written after the backup is not there.
 */
import { execFile, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { copyFileSync, createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { dropDatabase, recreateDatabase, scratchDatabaseUrl } from '../db/migration-kit/mysql-schema.js';
import { PASSWORD } from '../helpers/accounts.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { type ServerProcess, startServerProcess } from '../workflows/server-process.js';

/** The drill's receiver listens on loopback: deliveries there are an operator's opt-in. */
const LOCAL_RECEIVERS = { WEBHOOK_ALLOW_LOCALHOST: 'true' };

const run = promisify(execFile);

async function onPath(binary: string): Promise<string | null> {
  try {
    return (await run('sh', ['-c', `command -v ${binary}`])).stdout.trim() || null;
  } catch {
    return null;
  }
}

interface Drill {
  /** The environment of a process on the live data (its data folder holds secrets.json). */
  liveEnv: Record<string, string>;
  /** Takes the backup while the process runs, into `backupDir`. */
  backup(backupDir: string): Promise<void>;
  /** Restores the backup in `backupDir`; returns the environment of a process on the restored data. */
  restore(backupDir: string, restoredDir: string): Promise<Record<string, string>>;
  cleanUp(): Promise<void>;
}

async function api(server: ServerProcess, method: string, path: string, body?: unknown, apiKey?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

function runDrill(title: string, makeDrill: (dir: string, context: Mocha.Context) => Promise<Drill>) {
  describe(`backup and restore drill [${title}]`, function () {
    this.timeout(180_000);
    let dir: string;
    let drill: Drill | undefined;
    const servers: ServerProcess[] = [];
    const sink = new TestReceiver();

    before(async function () {
      dir = mkdtempSync(join(tmpdir(), 'rampart-backup-drill-'));
      drill = await makeDrill(dir, this);
      await sink.start();
    });
    after(async () => {
      for (const server of servers) await server.stop('SIGTERM');
      await drill?.cleanUp();
      await sink.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('restores a backup taken while the service runs: keys, endpoints and webhook secrets work', async () => {
      if (!drill) throw new Error('no drill');
      const live = await startServerProcess({ ...drill.liveEnv, ...LOCAL_RECEIVERS });
      servers.push(live);
      const signup = await api(live, 'POST', '/v1/auth/signup', {
        email: `drill-${title}@example.com`,
        password: PASSWORD,
      });
      expect(signup.status).to.equal(200);
      const apiKey = String(signup.body.api_key);
      const url = `http://localhost:${sink.port()}/drill`;
      const endpoint = await api(live, 'POST', '/v1/webhooks', { url, enabled_events: ['scan.completed'] }, apiKey);
      expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
      const secret = String(endpoint.body.secret);

      const backupDir = join(dir, 'backup');
      mkdirSync(backupDir);
      await drill.backup(backupDir);
      // Written after the backup: a restore goes back to the backup's instant.
      const later = await api(live, 'POST', '/v1/auth/signup', {
        email: `after-backup-${title}@example.com`,
        password: PASSWORD,
      });
      expect(later.status).to.equal(200);
      await live.stop('SIGTERM');

      const restoredEnv = await drill.restore(backupDir, join(dir, 'restored'));
      const restored = await startServerProcess({ ...restoredEnv, ...LOCAL_RECEIVERS });
      servers.push(restored);
      const me = await api(restored, 'GET', '/v1/auth/me', undefined, apiKey);
      expect(me.status, JSON.stringify(me.body)).to.equal(200);
      expect(me.body.email).to.equal(`drill-${title}@example.com`);
      const endpoints = await api(restored, 'GET', '/v1/webhooks', undefined, apiKey);
      expect(endpoints.status).to.equal(200);
      expect(JSON.stringify(endpoints.body)).to.contain(`"id":${endpoint.body.id}`);
      const afterBackup = await api(restored, 'GET', '/v1/auth/me', undefined, String(later.body.api_key));
      expect(afterBackup.status).to.equal(401);

      // The secret was stored encrypted with the key in secrets.json: it still signs.
      const test = await api(restored, 'POST', `/v1/webhooks/${endpoint.body.id}/test`, {}, apiKey);
      expect(test.status, JSON.stringify(test.body)).to.equal(200);
      expect(test.body).to.include({ status: 'succeeded' });
      const request = sink.requests.at(-1);
      const expected = createHmac('sha256', secret)
        .update(request?.body ?? '')
        .digest('hex');
      expect(request?.headers['x-service-signature']).to.equal(expected);
    });
  });
}

runDrill('sqlite', async (dir, context) => {
  const sqlite3 = await onPath('sqlite3');
  if (!sqlite3) {
    console.log('      SKIPPED: needs the sqlite3 shell (apt install sqlite3) for VACUUM INTO');
    context.skip();
  }
  const live = join(dir, 'live');
  return {
    liveEnv: { DATABASE_URL: `sqlite:${join(live, 'rampart.db')}`, RAMPART_DATA_DIR: live, LOG_LEVEL: 'info' },
    async backup(backupDir) {
      // VACUUM INTO reads one snapshot (the WAL included) while the service keeps writing.
      await run(sqlite3 as string, [join(live, 'rampart.db'), `VACUUM INTO '${join(backupDir, 'rampart.db')}'`]);
      copyFileSync(join(live, 'secrets.json'), join(backupDir, 'secrets.json'));
      const check = await run(sqlite3 as string, [join(backupDir, 'rampart.db'), 'PRAGMA integrity_check']);
      expect(check.stdout.trim()).to.equal('ok');
    },
    async restore(backupDir, restoredDir) {
      mkdirSync(restoredDir);
      copyFileSync(join(backupDir, 'rampart.db'), join(restoredDir, 'rampart.db'));
      copyFileSync(join(backupDir, 'secrets.json'), join(restoredDir, 'secrets.json'));
      return {
        DATABASE_URL: `sqlite:${join(restoredDir, 'rampart.db')}`,
        RAMPART_DATA_DIR: restoredDir,
        LOG_LEVEL: 'info',
      };
    },
    async cleanUp() {},
  };
});

runDrill('mysql', async (dir, context) => {
  const baseUrl = process.env.TEST_MYSQL_URL;
  const dump = (await onPath('mariadb-dump')) ?? (await onPath('mysqldump'));
  const client = (await onPath('mariadb')) ?? (await onPath('mysql'));
  if (!baseUrl || !dump || !client) {
    console.log('      SKIPPED: needs TEST_MYSQL_URL and mariadb-dump (or mysqldump) with the mariadb client');
    context.skip();
  }
  const liveUrl = scratchDatabaseUrl(baseUrl as string, 'drill_live');
  const restoredUrl = scratchDatabaseUrl(baseUrl as string, 'drill_restored');
  await recreateDatabase(liveUrl);
  await dropDatabase(restoredUrl);
  const connection = (url: string) => {
    const parsed = new URL(url);
    return [
      `--host=${parsed.hostname}`,
      `--port=${parsed.port || '3306'}`,
      `--user=${decodeURIComponent(parsed.username)}`,
      ...(parsed.password ? [`--password=${decodeURIComponent(parsed.password)}`] : []),
    ];
  };
  const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
  const live = join(dir, 'live');
  return {
    liveEnv: { DATABASE_URL: liveUrl, RAMPART_DATA_DIR: live, LOG_LEVEL: 'info' },
    async backup(backupDir) {
      // One consistent snapshot of the InnoDB tables without locking out the running service.
      const dumpFile = join(backupDir, 'rampart.sql');
      await run('sh', [
        '-c',
        `"$0" "$@" > '${dumpFile}'`,
        dump as string,
        ...connection(liveUrl),
        '--single-transaction',
        '--routines',
        '--triggers',
        nameOf(liveUrl),
      ]);
      expect(existsSync(dumpFile)).to.equal(true);
      copyFileSync(join(live, 'secrets.json'), join(backupDir, 'secrets.json'));
    },
    async restore(backupDir, restoredDir) {
      await recreateDatabase(restoredUrl);
      const restore = spawn(client as string, [...connection(restoredUrl), nameOf(restoredUrl)], {
        stdio: ['pipe', 'inherit', 'inherit'],
      });
      createReadStream(join(backupDir, 'rampart.sql')).pipe(restore.stdin);
      const code = await new Promise<number | null>((resolve) => restore.on('close', resolve));
      expect(code).to.equal(0);
      mkdirSync(restoredDir);
      copyFileSync(join(backupDir, 'secrets.json'), join(restoredDir, 'secrets.json'));
      return { DATABASE_URL: restoredUrl, RAMPART_DATA_DIR: restoredDir, LOG_LEVEL: 'info' };
    },
    async cleanUp() {
      await dropDatabase(liveUrl);
      await dropDatabase(restoredUrl);
    },
  };
});
