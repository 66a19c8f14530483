/**
 * The Temporal side of `bench:monitoring`: 10,000 monitored domains as Temporal Schedules on a dev
 * server of their own (`temporal server start-dev`, scripts/temporal-dev.ts), made by the real
 * TemporalScheduler from the real monitor schedule spec (daily, offset spread over the day), with a
 * Rampart worker in its own process (workers/temporal-worker.ts) on an empty SQLite database, so
 * each monitor run finds no domain and ends as skipped: the scan is left out, as on the embedded
 * side. Measured:
 *   1. creation time of the 10,000 schedules, `concurrency` at a time;
 *   2. the server's CPU over an idle window, before any schedule and with the 10,000 (a daily
 *      schedule still fires in such a window now and then: those firings are counted);
 *   3. the CPU of `firings` runs (server and worker): the schedules are triggered (the schedule's
 *      own "run now", which starts its action as a due slot does) rather than waited for, since an
 *      hour of real slots is an hour. An hour is then COMPUTED, not observed: the idle rate with the
 *      window's natural firings taken out, times 3600 s, plus the firings of an hour at the measured
 *      cost each.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { FREQUENCY_PERIOD_MS } from '../core/monitoring/monitoring-model.js';
import { monitorScheduleId } from '../core/workflow-ids.js';
import { startDevServer } from '../scripts/temporal-dev.js';
import { monitorScheduleSpec } from '../workflows/monitoring-schedules.js';
import { TemporalScheduler } from '../workflows/temporal/temporal-scheduler.js';
import { type EntryProcess, startWorkerProcess, usage } from './entry-process.js';

export interface TemporalMonitoringFigures {
  domains: number;
  createSeconds: number;
  /** Server CPU seconds spent while the schedules were created. */
  createServerCpu: number;
  concurrency: number;
  idleWindowSeconds: number;
  /** Server CPU seconds per hour over the idle window with no schedule, and with the domains'. */
  emptyServerCpuPerHour: number;
  idleServerCpuPerHour: number;
  idleWorkerCpuPerHour: number;
  /** Runs the schedules started by themselves during the idle window. */
  idleFirings: number;
  firings: number;
  firingSeconds: number;
  /** CPU ms per triggered run: server, worker. */
  serverMsPerFiring: number;
  workerMsPerFiring: number;
  /** Runs a day of daily schedules brings in an hour. */
  firingsPerHour: number;
  /** The computed hour: server and worker CPU seconds. */
  hourServerCpu: number;
  hourWorkerCpu: number;
  serverRssMb: number;
}

const cpu = (pid: number) => usage(pid)?.cpuSeconds ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inTurns(count: number, width: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

export async function measureTemporalMonitoring(options: {
  domains: number;
  concurrency: number;
  idleWindowSeconds: number;
  log: (line: string) => void;
}): Promise<TemporalMonitoringFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'rampart-monitoring-temporal-'));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const server = await startDevServer({ dir: join(dir, 'temporal'), log: options.log });
    stops.push(() => server.stop());
    const serverPid = server.process.pid ?? 0;
    const taskQueue = 'bench-monitoring';
    const worker: EntryProcess = await startWorkerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'worker.db')}`,
      RAMPART_DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      API_KEY_SECRET: randomBytes(32).toString('hex'),
      TEMPORAL_ADDRESS: server.address,
      TEMPORAL_NAMESPACE: server.namespace,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
    stops.push(() => worker.stop());
    const connection = await Connection.connect({ address: server.address });
    stops.push(() => connection.close());
    const client = new Client({ connection, namespace: server.namespace });
    const scheduler = new TemporalScheduler(() => client, taskQueue);

    // The dev server alone, no schedule: what the schedules' idle cost is measured against.
    await sleep(5_000);
    let before = cpu(serverPid);
    await sleep(options.idleWindowSeconds * 1000);
    const emptyServerCpuPerHour = ((cpu(serverPid) - before) * 3600) / options.idleWindowSeconds;
    options.log(`  no schedules: Temporal server ${emptyServerCpuPerHour.toFixed(1)} s CPU per hour (scaled)`);

    const createCpuBefore = cpu(serverPid);
    const created = performance.now();
    await inTurns(options.domains, options.concurrency, (index) =>
      scheduler.upsert(
        monitorScheduleSpec({ id: index + 1, userId: 1, domain: `client-${index}.example`, scanFrequency: 'daily' }),
      ),
    );
    const createSeconds = (performance.now() - created) / 1000;
    const createServerCpu = cpu(serverPid) - createCpuBefore;
    options.log(
      `  ${options.domains} Temporal Schedules created in ${createSeconds.toFixed(1)} s (server CPU ${createServerCpu.toFixed(1)} s)`,
    );

    // Idle with the schedules: after the creations' own work has settled.
    await sleep(10_000);
    const monitorRuns = async () => (await client.workflow.count('WorkflowType = "monitorWorkflow"')).count;
    const runsBefore = await monitorRuns();
    before = cpu(serverPid);
    let workerBefore = cpu(worker.pid);
    await sleep(options.idleWindowSeconds * 1000);
    const idleServer = cpu(serverPid) - before;
    const idleWorker = cpu(worker.pid) - workerBefore;
    // Visibility lags a moment behind the starts.
    await sleep(2_000);
    const idleFirings = (await monitorRuns()) - runsBefore;
    options.log(
      `  ${options.domains} schedules, ${options.idleWindowSeconds} s: server ${idleServer.toFixed(1)} s CPU, ` +
        `worker ${idleWorker.toFixed(1)} s, ${idleFirings} natural firings`,
    );

    // The firings of an hour, triggered: `firings` schedules, `concurrency` at a time.
    const firingsPerHour = Math.round((options.domains * 3_600_000) / FREQUENCY_PERIOD_MS.daily);
    const firings = firingsPerHour;
    const completedBefore = (
      await client.workflow.count('WorkflowType = "monitorWorkflow" AND ExecutionStatus = "Completed"')
    ).count;
    before = cpu(serverPid);
    workerBefore = cpu(worker.pid);
    const fired = performance.now();
    await inTurns(firings, options.concurrency, async (index) => {
      // Every 24th domain: schedules spread over the list, as the slots of one hour are.
      await client.schedule.getHandle(monitorScheduleId(((index * 24) % options.domains) + 1)).trigger();
    });
    const deadline = Date.now() + 600_000;
    for (;;) {
      const done = (await client.workflow.count('WorkflowType = "monitorWorkflow" AND ExecutionStatus = "Completed"'))
        .count;
      if (done - completedBefore >= firings) break;
      if (Date.now() > deadline) throw new Error(`only ${done - completedBefore} of ${firings} monitor runs completed`);
      // A visibility count over 10,000 schedules costs the server too: not too often.
      await sleep(2_000);
    }
    const firingSeconds = (performance.now() - fired) / 1000;
    // The polls above cost the server too; they are a small part, and stay in the figure.
    const firingServer = cpu(serverPid) - before;
    const firingWorker = cpu(worker.pid) - workerBefore;
    const serverMsPerFiring = (firingServer * 1000) / firings;
    const workerMsPerFiring = (firingWorker * 1000) / firings;
    const perSecond = (total: number, msEach: number) =>
      Math.max(0, total - (idleFirings * msEach) / 1000) / options.idleWindowSeconds;
    return {
      domains: options.domains,
      createSeconds,
      createServerCpu,
      concurrency: options.concurrency,
      idleWindowSeconds: options.idleWindowSeconds,
      emptyServerCpuPerHour,
      idleServerCpuPerHour: (idleServer * 3600) / options.idleWindowSeconds,
      idleWorkerCpuPerHour: (idleWorker * 3600) / options.idleWindowSeconds,
      idleFirings,
      firings,
      firingSeconds,
      serverMsPerFiring,
      workerMsPerFiring,
      firingsPerHour,
      hourServerCpu: perSecond(idleServer, serverMsPerFiring) * 3600 + (firingsPerHour * serverMsPerFiring) / 1000,
      hourWorkerCpu: perSecond(idleWorker, workerMsPerFiring) * 3600 + (firingsPerHour * workerMsPerFiring) / 1000,
      serverRssMb: (usage(serverPid)?.rss ?? 0) / 1024 / 1024,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
