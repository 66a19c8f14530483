/**
 * The scale-out deployment end to end, every part a real process: MySQL (MariaDB here), a Temporal
 * server, the API (`api/server.ts` with TEMPORAL_ADDRESS) and two `npm run worker` processes, all
 * scanning the lab over loopback. Scans, batch and compare submitted over HTTP reach `completed`; a
 * worker killed with SIGKILL in the middle of scans loses nothing (Temporal notices the missing
 * heartbeats and the other worker retries its activities); an API process killed while workflows run
 * loses nothing either (they never lived in it). Needs TEST_TEMPORAL_ADDRESS and TEST_MYSQL_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { SLOW_SCAN_DOMAIN, startScanLab } from '../api/scans/scan-kit.js';
import { PASSWORD } from '../helpers/accounts.js';
import { openFreshDatabase, testDatabases } from '../helpers/databases.js';
import { processEnv } from '../helpers/process-env.js';
import {
  completedModuleActivities,
  requireTemporal,
  TEMPORAL_TEST_NAMESPACE,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { type EntryProcess, type ServerProcess, startServerProcess, startWorkerProcess } from './server-process.js';

describe('scale-out end to end: API, two workers, Temporal and MySQL as separate processes', () => {
  const mysql = testDatabases().find((database) => database.name === 'mysql');
  let lab: Lab | undefined;
  let dir: string | undefined;
  let db: DataSource | undefined;
  let connection: Connection | undefined;
  let client: Client;
  let env: Record<string, string>;
  let api: ServerProcess;
  const processes: EntryProcess[] = [];
  const workers: EntryProcess[] = [];

  const call = async (method: string, path: string, apiKey: string | null, body?: object) => {
    const response = await fetch(`${api.baseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const startApi = async () => {
    api = await startServerProcess(env);
    processes.push(api);
  };

  const signUp = async (email: string): Promise<string> => {
    const created = await call('POST', '/v1/auth/signup', null, { email, password: PASSWORD });
    expect(created.status).to.equal(200);
    // Enough quota for the suite: a plan with 1,000 scans a month.
    await db?.query('UPDATE users SET plan = ? WHERE email = ?', ['professional', email]);
    return created.body.api_key as string;
  };

  const submit = async (apiKey: string, domain: string): Promise<number> => {
    const response = await call('POST', '/v1/scan', apiKey, { domain });
    expect(response.status, JSON.stringify(response.body)).to.equal(202);
    return response.body.job_id as number;
  };

  const workflowIdOf = async (jobId: number): Promise<string> =>
    scanJobWorkflowId(await (db as DataSource).manager.findOneByOrFail(ScanJob, { id: jobId }));

  const allFinished = (jobIds: number[], timeoutMs: number) =>
    until(
      `jobs ${jobIds.join(', ')} to finish`,
      async () => {
        const jobs = await (db as DataSource).manager.findBy(
          ScanJob,
          jobIds.map((id) => ({ id })),
        );
        return jobs.every((job) => job.status === 'completed' || job.status === 'failed') ? jobs : undefined;
      },
      timeoutMs,
      100,
    );

  before(async function () {
    const address = requireTemporal(this);
    if (!mysql) {
      console.log('      SKIPPED: the scale-out run needs MySQL: set TEST_MYSQL_URL');
      this.skip();
    }
    this.timeout(240_000);
    lab = await startScanLab();
    dir = mkdtempSync(join(tmpdir(), 'rampart-scale-out-'));
    db = await openFreshDatabase(mysql);
    env = {
      ...processEnv({ dir, databaseUrl: mysql.config.url, lab }),
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: uniqueTaskQueue('scale-out'),
    };
    // Two workers bundle the workflows at once; the API starts meanwhile.
    const [first, second] = await Promise.all([startWorkerProcess(env), startWorkerProcess(env), startApi()]);
    workers.push(first, second);
    processes.push(first, second);
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace: TEMPORAL_TEST_NAMESPACE });
  });

  after(async function () {
    this.timeout(60_000);
    for (const each of processes) await each.stop('SIGKILL');
    await connection?.close();
    await db?.destroy();
    await lab?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('completes scans, batch and compare submitted over HTTP', async function () {
    this.timeout(120_000);
    const apiKey = await signUp('scale-out-basic@example.com');
    const jobIds = [await submit(apiKey, 'web-core.test'), await submit(apiKey, 'mail-good.test')];
    const jobs = await allFinished(jobIds, 90_000);
    expect(jobs.map((job) => job.status)).to.deep.equal(['completed', 'completed']);
    for (const jobId of jobIds) {
      const polled = await call('GET', `/v1/scan/jobs/${jobId}`, apiKey);
      expect([polled.status, polled.body.status]).to.deep.equal([200, 'completed']);
      const report = await call('GET', `/v1/scan/jobs/${jobId}/report`, apiKey);
      expect(report.status).to.equal(200);
      expect((report.body.modules as unknown[]).length).to.equal(MODULE_NAMES.length);
    }
    const batch = await call('POST', '/v1/batch/scan', apiKey, { domains: ['web-core.test', 'mail-good.test'] });
    expect([batch.status, batch.body.completed]).to.deep.equal([200, 2]);
    const compare = await call('POST', '/v1/batch/compare', apiKey, { domains: ['web-core.test', 'mail-good.test'] });
    expect(compare.status).to.equal(200);
    expect((compare.body.winner as { domain: string }).domain).to.be.oneOf(['web-core.test', 'mail-good.test']);
  });

  it('loses nothing when a worker is killed (SIGKILL) mid-scan: the other worker finishes its activities', async function () {
    this.timeout(180_000);
    const apiKey = await signUp('scale-out-kill@example.com');
    // The slow domain's DMARC name never answers, so dns_email runs for seconds: long enough to kill.
    const jobIds: number[] = [];
    for (let i = 0; i < 6; i++) jobIds.push(await submit(apiKey, SLOW_SCAN_DOMAIN));
    const victim = workers[0] as EntryProcess;
    const victimIdentity = `${victim.child.pid}@`;
    // Kill it only once it holds a started module activity of one of these scans with some of its
    // modules finished (results stored) and others running: the retry must keep the finished ones.
    const held = await until(
      'the first worker to hold a running module activity with some modules stored',
      async () => {
        for (const jobId of jobIds) {
          const description = await client.workflow.getHandle(await workflowIdOf(jobId)).describe();
          const pending = description.raw.pendingActivities ?? [];
          // The module activity, not a local step (milliseconds, inside a workflow task); the slow
          // domain's dns_email waits seconds on its unanswered DMARC name, so the activity holds
          // work at the kill.
          const mine = pending.find(
            (activity) =>
              activity.lastWorkerIdentity?.startsWith(victimIdentity) &&
              activity.lastStartedTime &&
              activity.activityType?.name === 'scanModules',
          );
          if (!mine) continue;
          const stored = await (db as DataSource).manager.find(ScanModuleResult, {
            where: { jobId },
            select: { module: true },
          });
          if (stored.length > 0 && stored.length < MODULE_NAMES.length) {
            return { jobId, stored: stored.map((row) => row.module) };
          }
        }
        return undefined;
      },
      60_000,
    );
    await victim.stop('SIGKILL');

    const jobs = await allFinished(jobIds, 150_000);
    expect(jobs.map((job) => job.status)).to.deep.equal(jobIds.map(() => 'completed'));
    // Every module produced its own result: none is the stand-in for an activity that failed for good.
    for (const job of jobs) {
      const modules = job.report?.modules ?? [];
      expect(modules.map((module) => module.name).sort()).to.deep.equal([...MODULE_NAMES].sort());
      const lost = modules.filter((module) => module.checks.length === 0 && module.duration_ms === 0);
      expect(
        lost.map((module) => `${module.name}: ${module.error}`),
        `job ${job.id}`,
      ).to.deep.equal([]);
    }
    // What the dead worker held was run again (attempt 2 or later) and completed elsewhere, keeping
    // the modules it had stored. Of the six scans' module activities the worker held, the one seen
    // held at least was still running when it died.
    const redone: { jobId: number; identity: string; reused: string[] }[] = [];
    for (const jobId of jobIds) {
      const history = await client.workflow.getHandle(await workflowIdOf(jobId)).fetchHistory();
      for (const attempt of completedModuleActivities(history.events ?? [])) {
        if (attempt.attempt > 1) redone.push({ jobId, identity: attempt.identity, reused: attempt.outcome.reused });
      }
    }
    expect(
      redone.map((each) => each.jobId),
      `module activities run again after the kill`,
    ).to.include(held.jobId);
    for (const { identity } of redone) expect(identity).to.not.match(new RegExp(`^${victimIdentity}`));
    expect(redone.find((each) => each.jobId === held.jobId)?.reused).to.include.members(held.stored);
  });

  it('loses nothing when the API process is killed (SIGKILL) while its workflows run', async function () {
    this.timeout(180_000);
    const apiKey = await signUp('scale-out-restart@example.com');
    const jobIds: number[] = [];
    for (let i = 0; i < 4; i++) jobIds.push(await submit(apiKey, SLOW_SCAN_DOMAIN));
    // A batch in flight too: its HTTP answer dies with the API, its workflow must not.
    const batch = call('POST', '/v1/batch/scan', apiKey, { domains: [SLOW_SCAN_DOMAIN, 'web-core.test'] }).catch(
      (error: Error) => error,
    );
    const batchId = await until(
      'the batch workflow to start',
      async () => {
        for await (const execution of client.workflow.list({
          query: `RampartJobKind = 'batch' AND RampartDomain = '${SLOW_SCAN_DOMAIN}' AND ExecutionStatus = 'Running' AND TaskQueue = '${env.TEMPORAL_TASK_QUEUE}'`,
        })) {
          return execution.workflowId;
        }
        return undefined;
      },
      30_000,
    );
    await api.stop('SIGKILL');
    expect(await batch).to.be.instanceOf(Error);

    await startApi();
    const jobs = await allFinished(jobIds, 150_000);
    expect(jobs.map((job) => job.status)).to.deep.equal(jobIds.map(() => 'completed'));
    for (const jobId of jobIds) {
      const polled = await call('GET', `/v1/scan/jobs/${jobId}`, apiKey);
      expect([polled.status, polled.body.status]).to.deep.equal([200, 'completed']);
    }
    const assessed = (await client.workflow.getHandle(batchId).result()) as { assessments: { status: string }[] };
    expect(assessed.assessments.map((each) => each.status)).to.deep.equal(['completed', 'completed']);
  });
});
