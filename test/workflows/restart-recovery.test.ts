import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../config/database.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { createDataSource } from '../../db/data-source.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { SLOW_SCAN_DOMAIN, startScanLab } from '../api/scans/scan-kit.js';
import { PASSWORD } from '../helpers/accounts.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { processEnv } from '../helpers/process-env.js';
import { until } from '../helpers/wait.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

forEachDatabase('restart recovery of the embedded engine (real server process)', (database) => {
  let lab: Lab;
  let dir: string;
  let env: Record<string, string>;
  let db: DataSource;
  const servers: ServerProcess[] = [];

  before(async function () {
    this.timeout(60_000);
    lab = await startScanLab();
    dir = mkdtempSync(join(tmpdir(), 'rampart-restart-'));
    const config: DatabaseConfig =
      database.name === 'sqlite'
        ? { kind: 'sqlite', path: join(dir, 'rampart.db'), url: `sqlite:${join(dir, 'rampart.db')}` }
        : database.config;
    // An empty, migrated schema (MariaDB's test database is shared between files, so it is reset).
    await (await openFreshDatabase({ name: database.name, config })).destroy();
    env = processEnv({ dir, databaseUrl: config.url, lab });
    db = await createDataSource(config);
    await db.initialize();
  });

  after(async function () {
    this.timeout(30_000);
    for (const server of servers) await server.stop('SIGKILL');
    await db?.destroy();
    await lab?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('completes a scan whose server was killed (SIGKILL) mid-scan, without redoing finished steps', async function () {
    this.timeout(120_000);
    const first = await startServerProcess(env);
    servers.push(first);
    const post = (server: ServerProcess, path: string, body: object, apiKey?: string) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(body),
      });
    const signup = await post(first, '/v1/auth/signup', { email: 'restart@example.com', password: PASSWORD });
    const apiKey = ((await signup.json()) as { api_key: string }).api_key;
    const submitted = await post(first, '/v1/scan', { domain: SLOW_SCAN_DOMAIN }, apiKey);
    expect(submitted.status).to.equal(202);
    const jobId = ((await submitted.json()) as { job_id: number }).job_id;
    const runId = scanJobWorkflowId(await db.manager.findOneByOrFail(ScanJob, { id: jobId }));

    // Mid-scan: the target is planned, but dns_email is still waiting on the unanswered DMARC name.
    await until(
      'the scan to be planned',
      async () => ((await db.manager.countBy(WorkflowStep, { runId })) >= 2 ? true : undefined),
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.stop('SIGKILL');

    const job = await db.manager.findOneByOrFail(ScanJob, { id: jobId });
    expect(job.status).to.equal('running');
    expect((await db.manager.findOneByOrFail(WorkflowRun, { id: runId })).status).to.equal('running');
    const stored = await db.manager.find(ScanModuleResult, { where: { jobId } });
    expect(stored.map((row) => row.module)).to.not.include('dns_email');
    const before = await db.manager.find(WorkflowStep, { where: { runId } });
    expect(before.length).to.be.greaterThanOrEqual(2);

    const second = await startServerProcess(env);
    servers.push(second);
    const done = await until(
      'the resumed scan to finish',
      async () => {
        const row = await db.manager.findOneByOrFail(ScanJob, { id: jobId });
        return row.status === 'completed' || row.status === 'failed' ? row : undefined;
      },
      60_000,
    );
    expect(done.status).to.equal('completed');
    expect(done.startedAt?.getTime()).to.equal(job.startedAt?.getTime());
    expect(done.report?.modules.find((m) => m.name === 'dns_email')?.status).to.equal('completed');

    // The steps finished before the kill were read back, not done again: same rows, same times.
    const after = await db.manager.find(WorkflowStep, { where: { runId } });
    for (const step of before) {
      const same = after.find((each) => each.stepKey === step.stepKey);
      expect([same?.id, same?.createdAt.getTime()], step.stepKey).to.deep.equal([step.id, step.createdAt.getTime()]);
    }
    expect(after.length).to.be.greaterThan(before.length);
    expect(second.output.join('')).to.match(/resumed 1 unfinished workflow run/);

    const polled = await fetch(`${second.baseUrl}/v1/scan/jobs/${jobId}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(((await polled.json()) as { status: string }).status).to.equal('completed');
    await second.stop('SIGTERM');
  });
});
