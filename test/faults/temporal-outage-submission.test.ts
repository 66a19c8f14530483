/**
 * Fault drill, Temporal: scan submissions while the Temporal server is stopped, and an API killed
 * between a submission's commit and its workflow's start. The drill runs its own dev server (on a
 * port and state folder it keeps, so the server can be stopped and started again), an API process, a
 * worker process and the lab, on MariaDB (SQLite when TEST_MYSQL_URL is unset; the scale-out shape
 * is MySQL, and two processes writing one SQLite file meet SQLITE_BUSY). It checks the submission path of
 * workflows/scan-submission.ts end to end:
 *   - Temporal stopped for 15 s under steady load: every refusal is a 503 naming the scan engine and
 *     comes back within 2.5 s, nothing is a 500 or goes unanswered, /health answers throughout, no
 *     scan is charged without a 202, every 202'd job completes; and the first 202 after the server
 *     answers again comes within a few seconds (the client reconnects at once);
 *   - the API SIGKILLed while a submission waits on an unreachable server (its job row committed, no
 *     workflow, not yet withdrawn): no workflow exists for a job that does not, and the scan start
 *     sweeper starts the job's workflow once the server is back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { expect } from 'chai';
import { In } from 'typeorm';
import { ERRORS } from '../../api/errors/error-catalogue.js';
import { SCAN_ENGINE_UNAVAILABLE } from '../../core/errors.js';
import { SYSTEM_SCHEDULE_IDS } from '../../core/workflow-ids.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { type DevServer, freePort, startDevServer } from '../../scripts/temporal-dev.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { testDatabases } from '../helpers/databases.js';
import { requireTemporal, TEMPORAL_TEST_NAMESPACE, uniqueTaskQueue } from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import type { EntryProcess } from '../workflows/server-process.js';
import { FaultRig } from './process-kit.js';
import { SteadyLoad } from './steady-load.js';

const OUTAGE_MS = 15_000;
const DOMAIN = 'web-core.test';

const database = testDatabases().at(-1) as ReturnType<typeof testDatabases>[number];

describe(`fault drill: Temporal stopped under submissions, and the API killed mid-submission [${database.name}]`, () => {
  const rig = new FaultRig();
  let lab: Lab | undefined;
  let temporal: DevServer | undefined;
  let temporalDir: string;
  let port: number;
  let worker: EntryProcess | undefined;
  let taskQueue: string;

  const startTemporal = async () => {
    temporal = await startDevServer({ dir: temporalDir, port, log: () => undefined });
  };
  const stopTemporal = async () => {
    await temporal?.stop();
    temporal = undefined;
  };
  /** A client of the drill's own server, for what the test itself asks Temporal. */
  const withClient = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const connection = await Connection.connect({ address: `127.0.0.1:${port}` });
    try {
      return await work(new Client({ connection, namespace: TEMPORAL_TEST_NAMESPACE }));
    } finally {
      await connection.close();
    }
  };

  before(async function () {
    // Gated like every Temporal suite; the drill runs its own server beside the shared one.
    requireTemporal(this);
    this.timeout(120_000);
    temporalDir = mkdtempSync(join(tmpdir(), 'rampart-temporal-outage-'));
    port = await freePort();
    await startTemporal();
    lab = await startScanLab();
    taskQueue = uniqueTaskQueue('outage');
    await rig.open(database, lab, {
      TEMPORAL_ADDRESS: `127.0.0.1:${port}`,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
    [worker] = await Promise.all([rig.startWorker(), rig.startApi()]);
  });

  after(async function () {
    this.timeout(60_000);
    await rig.stopAll();
    await stopTemporal();
    await lab?.stop();
    if (temporalDir) rmSync(temporalDir, { recursive: true, force: true });
  });

  /** Waits (bounded) for every job to complete; says where they stand, and what the worker said, if not. */
  async function allCompleted(jobIds: number[], timeoutMs = 300_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await rig.db.manager.find(ScanJob, {
        select: { id: true, status: true },
        where: { id: In(jobIds) },
      });
      if (rows.length === jobIds.length && rows.every((row) => row.status === 'completed')) return;
      if (Date.now() > deadline) {
        const byStatus: Record<string, number> = {};
        for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
        const said = (worker?.output ?? []).join('').slice(-3_000);
        throw new Error(`jobs not all completed: ${JSON.stringify(byStatus)}; the worker said:\n${said}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Accounts on the unlimited plan: the drill measures the engine, not the quota or the rate limits. */
  async function accounts(prefix: string, count: number) {
    const made: Array<{ apiKey: string; userId: number }> = [];
    for (let n = 0; n < count; n++) {
      const account = await rig.signUp(`${prefix}-${n}-${database.name}@example.com`);
      await rig.db.manager.update(User, { id: account.userId }, { plan: 'custom' });
      made.push(account);
    }
    return made;
  }

  it('answers every submission during a 15 s outage fast (503 or 202), charges only 202s, and accepts again at once', async function () {
    this.timeout(420_000);
    const api = rig.api as NonNullable<typeof rig.api>;
    const submitters = await accounts('outage', 3);
    const load = new SteadyLoad(
      api.baseUrl,
      [
        ...submitters.map((account) => [
          {
            method: 'POST' as const,
            path: '/v1/scan',
            headers: { authorization: `Bearer ${account.apiKey}`, 'content-type': 'application/json' },
            body: () => ({ domain: DOMAIN }),
          },
        ]),
        [{ method: 'GET' as const, path: '/health' }],
      ],
      // A submission a second per client: enough to meet the outage often, few enough scans that one
      // worker on a shared 2-core machine finishes them within the drill.
      1_000,
      15_000,
    );
    load.start();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The worker goes first, so the outage is the server's alone; a fresh one comes with the server.
    await rig.kill(worker as EntryProcess);
    const stoppedAt = Date.now();
    await stopTemporal();
    // Down from when the stop returned (the server's exit), not from when it was asked: on a loaded
    // machine the shutdown itself can take a second, and starts still succeed meanwhile.
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
    // Up from when the restart was asked for: the server takes starts a moment before startTemporal()
    // has seen it serving, so "during the outage" ends at the request and "after" begins at serving.
    const restartAt = Date.now();
    await startTemporal();
    const backAt = Date.now();
    worker = await rig.startWorker();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await load.stop();

    const submissions = load.answers.filter((answer) => answer.path === '/v1/scan');
    const health = load.answers.filter((answer) => answer.path === '/health');
    const statuses = new Map<number, number>();
    for (const answer of submissions) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const during = submissions.filter((answer) => answer.startedAt >= downAt + 500 && answer.endedAt <= restartAt);
    const refusals = submissions.filter((answer) => answer.status === 503);
    const slowest503 = Math.max(...refusals.map((answer) => answer.endedAt - answer.startedAt));
    const first202After = submissions
      .filter((answer) => answer.status === 202 && answer.startedAt >= backAt)
      .reduce((first, answer) => Math.min(first, answer.endedAt), Number.POSITIVE_INFINITY);
    const slowestHealth = Math.max(...health.map((answer) => answer.endedAt - answer.startedAt));
    console.log(
      `      [${database.name}] submissions by status ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `slowest 503 ${slowest503} ms; /health ${health.length} answers, slowest ${slowestHealth} ms; ` +
        `first 202 ${first202After - backAt} ms after the server answered again`,
    );

    expect(submissions.filter((answer) => answer.status !== 202 && answer.status !== 503)).to.deep.equal([]);
    expect(during.length, 'submissions made while the server was down').to.be.at.least(10);
    expect(during.every((answer) => answer.status === 503)).to.equal(true);
    for (const refusal of refusals) {
      expect(JSON.parse(refusal.body)).to.deep.equal({ detail: SCAN_ENGINE_UNAVAILABLE });
      expect(refusal.endedAt - refusal.startedAt, 'a refusal within 2.5 s').to.be.below(2_500);
    }
    // Readiness (docs/operations.md): 200 while the engine serves, 503 saying why while it does not
    // (the server down, then no worker polling until the restarted one is seen); never stalled.
    const why = [ERRORS.serviceUnavailable.temporalUnreachable, ERRORS.serviceUnavailable.noWorkerPolling(taskQueue)];
    for (const answer of health) {
      if (answer.status === 200) continue;
      expect([answer.status, JSON.parse(answer.body).detail]).to.satisfy(
        ([status, detail]: [number, string]) => status === 503 && why.includes(detail),
      );
    }
    expect(health.filter((answer) => answer.status === 503).length, 'the outage seen by /health').to.be.above(0);
    expect(slowestHealth, '/health kept answering').to.be.below(3_500);
    expect(first202After - backAt, 'the first 202 once the server answers').to.be.below(5_000);

    // Charged exactly for the 202s: each account's counter, and the jobs that are not withdrawn.
    for (const account of submitters) {
      const accepted = submissions.filter(
        (answer) => answer.status === 202 && answer.client === submitters.indexOf(account),
      ).length;
      const user = await rig.db.manager.findOneByOrFail(User, { id: account.userId });
      expect(user.scansThisMonth, `account ${account.userId}`).to.equal(accepted);
      const withdrawn = await rig.db.manager.countBy(ScanJob, {
        userId: account.userId,
        failureReason: SCAN_ENGINE_UNAVAILABLE,
      });
      const refused = submissions.filter(
        (answer) => answer.status === 503 && answer.client === submitters.indexOf(account),
      );
      expect(withdrawn, `withdrawn jobs of account ${account.userId}`).to.equal(refused.length);
    }
    // Every accepted job runs to its end once the server and a worker are back.
    const acceptedIds = submissions
      .filter((answer) => answer.status === 202)
      .map((answer) => Number((JSON.parse(answer.body) as { job_id: number }).job_id));
    await allCompleted(acceptedIds);
  });

  it('leaves no workflow without its job when the API dies mid-submission, and the sweeper starts the job', async function () {
    this.timeout(420_000);
    const [account] = await accounts('killed', 1);
    const { apiKey, userId } = account as { apiKey: string; userId: number };
    // While the server is down a submission commits its job and then waits (up to 1.5 s) on the
    // start: the API is killed in that window, before it can withdraw the job.
    await rig.kill(worker as EntryProcess);
    await stopTemporal();
    const before = await rig.db.manager.countBy(ScanJob, { userId });
    void rig.fetch('POST', '/v1/scan', apiKey, { domain: DOMAIN }).catch(() => undefined);
    const orphan = await until(
      'the submission to commit its job',
      async () =>
        (await rig.db.manager.count(ScanJob, { where: { userId } })) > before
          ? rig.db.manager.findOneOrFail(ScanJob, { where: { userId }, order: { id: 'DESC' } })
          : undefined,
      10_000,
      2,
    );
    await rig.kill(rig.api as NonNullable<typeof rig.api>);
    const left = await rig.db.manager.findOneByOrFail(ScanJob, { id: orphan.id });
    expect([left.status, left.workflowStartedAt], 'committed, never started, not withdrawn').to.deep.equal([
      'queued',
      null,
    ]);

    await startTemporal();
    await rig.startApi();
    worker = await rig.startWorker();
    const sweptAt = Date.now();
    // The sweeper's schedule runs every 30 s; triggering it takes the wait out of the drill.
    await until(
      'the scan start sweeper to start the job',
      async () => {
        const row = await rig.db.manager.findOneByOrFail(ScanJob, { id: orphan.id });
        if (row.workflowStartedAt !== null) return row;
        await withClient((client) => client.schedule.getHandle(SYSTEM_SCHEDULE_IDS.scanStartSweep).trigger()).catch(
          () => undefined,
        );
        return undefined;
      },
      90_000,
      2_000,
    );
    await allCompleted([orphan.id]);
    console.log(
      `      [${database.name}] orphan ${orphan.id} started by the sweeper and completed ${Date.now() - sweptAt} ms after restart`,
    );

    // No workflow for a job that does not exist: every scan workflow of this drill names a job row.
    const workflowIds = await withClient(async (client) => {
      const ids: string[] = [];
      for await (const run of client.workflow.list({
        query: `TaskQueue = '${taskQueue}' AND WorkflowType = 'scanWorkflow'`,
      })) {
        ids.push(run.workflowId);
      }
      return ids;
    });
    const jobIds = new Set((await rig.db.manager.find(ScanJob, { select: { id: true } })).map((job) => job.id));
    expect(workflowIds.length).to.be.greaterThan(0);
    for (const id of workflowIds) expect(jobIds.has(Number(id.split('-')[1])), id).to.equal(true);
    // And no job accepted or left queued is without its workflow.
    const queued = await rig.db.manager.countBy(ScanJob, { status: 'queued' });
    expect(queued).to.equal(0);
  });
});
