/**
 * Idempotency across API processes: two `api/server.ts` processes on one database (a SQLite file,
 * or MariaDB), on Temporal (the embedded engine runs one process per database; two API processes is
 * the scale-out shape), receive the same scan submission with one Idempotency-Key at the same
 * moment, split between them. Exactly one job is created and one scan spent; every other answer is
 * the 409 of a key in flight or the replay of the one job. Needs TEST_TEMPORAL_ADDRESS (no worker:
 * the job only has to be created, not run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config/database.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import type { Lab } from '../../../lab/start-lab.js';
import { PASSWORD } from '../../helpers/accounts.js';
import { forEachDatabase, openFreshDatabase } from '../../helpers/databases.js';
import { processEnv } from '../../helpers/process-env.js';
import { requireTemporal, TEMPORAL_TEST_NAMESPACE, uniqueTaskQueue } from '../../helpers/temporal.js';
import { type ServerProcess, startServerProcess } from '../../workflows/server-process.js';
import { startScanLab } from '../scans/scan-kit.js';

const REQUESTS = 16;

forEachDatabase('Idempotency-Key across two API processes', (database) => {
  let lab: Lab | undefined;
  let dir: string | undefined;
  let db: DataSource | undefined;
  const apis: ServerProcess[] = [];

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startScanLab();
    dir = mkdtempSync(join(tmpdir(), 'rampart-idempotency-'));
    const file = join(dir, 'rampart.db');
    const config: DatabaseConfig =
      database.name === 'sqlite' ? { kind: 'sqlite', path: file, url: `sqlite:${file}` } : database.config;
    db = await openFreshDatabase({ name: database.name, config });
    const env = {
      ...processEnv({ dir, databaseUrl: config.url, lab }),
      LOG_LEVEL: 'info',
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: uniqueTaskQueue('idempotency'),
    };
    apis.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  });

  after(async function () {
    this.timeout(30_000);
    for (const api of apis.splice(0)) await api.stop('SIGKILL');
    await db?.destroy();
    await lab?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const post = (api: ServerProcess, path: string, headers: Record<string, string>, body: object) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it(`runs one of ${REQUESTS} simultaneous identical submissions split across the processes`, async function () {
    this.timeout(60_000);
    const [first, second] = apis as [ServerProcess, ServerProcess];
    const email = `idem-${database.name}@example.com`;
    const signedUp = await post(first, '/v1/auth/signup', {}, { email, password: PASSWORD });
    expect(signedUp.status).to.equal(200);
    const { api_key: apiKey, id: userId } = (await signedUp.json()) as { api_key: string; id: number };
    // Enterprise: its rate tier lets every request reach the key at once.
    await db?.query('UPDATE users SET plan = ? WHERE id = ?', ['enterprise', userId]);
    const headers = { authorization: `Bearer ${apiKey}`, 'idempotency-key': 'two-processes-1' };
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        post(i % 2 === 0 ? first : second, '/v1/scan', headers, { domain: 'web-core.test' }),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
        body: (await response.json()) as { job_id?: number; detail?: unknown },
      })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 202 || status === 409),
      statuses.join(','),
    ).to.equal(true);
    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted.filter((answer) => answer.replayed === null)).to.have.length(1);
    const jobIds = new Set(accepted.map((answer) => answer.body.job_id));
    expect(jobIds.size).to.equal(1);
    expect(await db?.manager.countBy(ScanJob, { userId })).to.equal(1);

    // Once it finished, both processes replay the one job.
    for (const api of [first, second]) {
      const again = await post(api, '/v1/scan', headers, { domain: 'web-core.test' });
      expect([again.status, again.headers.get('idempotent-replayed')]).to.deep.equal([202, 'true']);
      expect(((await again.json()) as { job_id: number }).job_id).to.equal([...jobIds][0]);
    }
    const me = await fetch(`${first.baseUrl}/v1/auth/me`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(((await me.json()) as { scans_this_month: number }).scans_this_month).to.equal(1);
  });
});
