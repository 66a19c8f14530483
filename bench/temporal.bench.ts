/**
 * `npm run bench:temporal`: the same lab scans on both engines, side by side, in one run.
 *   A. embedded: the default deployment, a SQLite file and the workflows inside the API process;
 *   B. Temporal, one worker: `temporal server start-dev` (scripts/temporal-dev.ts), the API with
 *      TEMPORAL_ADDRESS and one `npm run worker` process, on MySQL (BENCH_MYSQL_URL, default
 *      mysql://root@127.0.0.1:3306/rampart_bench_temporal: that one database is dropped and created
 *      again before each Temporal set-up, and left behind for inspection);
 *   C. the same with two worker processes.
 * The API is its own process (`api/server.ts`) in all three, the embedded one too: like production,
 * and so every set-up pays the same HTTP and process costs and the benchmark's own polling never
 * shares the API's event loop. Each Temporal set-up gets a fresh dev server, so C does not start on
 * B's history. The lab (`npm run lab`) runs in a process of its own, as in `bench:scan`; the API
 * and workers get its settings as SCANNER_* variables. Default domain rampart-secure.test (every
 * module has work to do); BENCH_DOMAIN picks another.
 * Per set-up (bench/scan-phases.ts): 30 POST /v1/scan 10 at a time (submissions/s; their scans
 * are drained before going on), submit-to-completed median and p95 over 20 sequential scans, and
 * the wall time of 100 scans submitted at once; peak RSS of the API during that (sampled from
 * /proc every 50 ms), peak RSS of each worker (VmHWM) and CPU seconds per process over the three
 * phases; for Temporal also where a scan's time goes, from the workflow histories of the
 * sequential scans (bench/temporal-history.ts). Sizes are chosen for a 2-core machine: the run
 * spends about 7 CPU-minutes in its own processes (plus MariaDB's), and takes about 6 minutes on
 * a quiet one (A 1, B and C 2-3 each); other work on the machine stretches that (14-16 minutes at a
 * load average of 15). Every process started is stopped, also on failure or Ctrl-C.
 * BENCH_SETUPS=B runs only the named set-ups; BENCH_CPU_PROF=<dir> profiles the API and workers.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/env.js';
import { scanJobWorkflowId } from '../core/workflow-ids.js';
import { openDatabase } from '../db/data-source.js';
import { ScanJob } from '../db/entities/scan-job.entity.js';
import { SECURE_DOMAIN } from '../lab/fixtures/secure.fixtures.js';
import { LAB_CIDR } from '../lab/net.js';
import { type DevServer, startDevServer } from '../scripts/temporal-dev.js';
import { type ApiProcess, type EntryProcess, startApiProcess, startWorkerProcess, usage } from './entry-process.js';
import { startLabProcess } from './lab-process.js';
import { type PhaseFigures, runScanPhases } from './scan-phases.js';
import { historyBreakdown } from './temporal-history.js';

const DOMAIN = process.env.BENCH_DOMAIN ?? SECURE_DOMAIN;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/rampart_bench_temporal';
/** How long an API or worker process may take to start: a busy machine needs more than the default. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
const SIZES = { submissions: 30, submitConcurrency: 10, latencyScans: 20, concurrentScans: 100, timeoutMs: 240_000 };
/** BENCH_SETUPS: which set-ups to run (letters, default all: A,B,C). */
const SETUPS = new Set((process.env.BENCH_SETUPS ?? 'A,B,C').split(',').map((letter) => letter.trim().toUpperCase()));
/**
 * BENCH_CPU_PROF=<dir>: the API's and workers' V8 CPU profiles, written there when they stop
 * (read them with scripts/cpu-profile-top.ts); the profiler's own cost is then in the CPU figures.
 */
const CPU_PROF_ARGS = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/**
 * What is stopped (last started, first stopped), whatever happens. Stopping is one queue, so a
 * signal and a failing set-up never stop things side by side, and the exit waits for both.
 */
const stops: Array<() => Promise<unknown>> = [];
let stopping = Promise.resolve();
function stopDownTo(count: number): Promise<void> {
  stopping = stopping.then(async () => {
    while (stops.length > count) {
      await stops
        .pop()?.()
        .catch((error: Error) => console.error(`while stopping: ${error.message}`));
    }
  });
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping every process started`);
    void stopDownTo(0).finally(() => process.exit(130));
  });
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Drops and creates the one database BENCH_MYSQL_URL names (and only that one). */
async function resetMysqlDatabase(url: string): Promise<void> {
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_MYSQL_URL must name a database (letters, digits, _): ${url}`);
  server.pathname = '/';
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: server.toString(), connectTimeout: 10_000 });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

/** Starts all at once; registers each for stopping as soon as it runs, and fails if any did not start. */
async function startAll<T extends EntryProcess>(starting: Array<Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(
    starting.map((each) =>
      each.then((started) => {
        stops.push(() => started.stop());
        return started;
      }),
    ),
  );
  const failed = settled.find((each) => each.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((each) => (each as PromiseFulfilledResult<T>).value);
}

interface Row {
  name: string;
  figures: PhaseFigures;
  apiPeakRss: number;
  workerPeakRss: number[];
  cpu: Record<string, number>;
  /** Where a scan's time went (Temporal set-ups, bench/temporal-history.ts). */
  notes: string[];
}

async function measure(name: string, workerCount: number, dir: string, labEnv: Record<string, string>, labPid: number) {
  const ownStops = stops.length;
  const setUpDir = join(dir, `setup-${workerCount}`);
  mkdirSync(setUpDir);
  try {
    let server: DevServer | undefined;
    let db: DataSource | undefined;
    let databaseUrl = `sqlite:${join(setUpDir, 'rampart.db')}`;
    if (workerCount > 0) {
      databaseUrl = MYSQL_URL;
      await resetMysqlDatabase(MYSQL_URL);
      // Migrated here first, so the API and the workers do not race to do it.
      const opened = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl }).database);
      stops.push(() => opened.destroy());
      db = opened;
      const started = await startDevServer({
        dir: join(setUpDir, 'temporal'),
        log: (line) => console.log(`  ${line}`),
      });
      stops.push(() => started.stop());
      server = started;
    }
    const env: Record<string, string> = {
      ...labEnv,
      DATABASE_URL: databaseUrl,
      RAMPART_DATA_DIR: setUpDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      API_KEY_SECRET: randomBytes(32).toString('hex'),
      ...(server ? { TEMPORAL_ADDRESS: server.address, TEMPORAL_NAMESPACE: server.namespace } : {}),
    };
    const [api, ...workers] = (await startAll<EntryProcess>([
      startApiProcess(env, START_TIMEOUT_MS, CPU_PROF_ARGS),
      ...Array.from({ length: workerCount }, () => startWorkerProcess(env, START_TIMEOUT_MS, CPU_PROF_ARGS)),
    ])) as [ApiProcess, ...EntryProcess[]];
    if (!db) {
      // SQLite: the API process migrated the file; the benchmark reads it beside it (WAL).
      const opened = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl }).database);
      stops.push(() => opened.destroy());
      db = opened;
    }

    const pids: Record<string, number> = { API: api.pid, lab: labPid };
    workers.forEach((worker, i) => {
      pids[`worker ${i + 1}`] = worker.pid;
    });
    if (server?.process.pid) pids['Temporal server'] = server.process.pid;
    const cpuBefore = Object.fromEntries(Object.entries(pids).map(([key, pid]) => [key, usage(pid)?.cpuSeconds ?? 0]));
    const benchCpuBefore = process.cpuUsage();
    let apiPeakRss = 0;
    let sampling = false;
    const sampler = setInterval(() => {
      if (sampling) apiPeakRss = Math.max(apiPeakRss, usage(api.pid)?.rss ?? 0);
    }, 50);
    let figures: PhaseFigures;
    try {
      figures = await runScanPhases(api.base, db, DOMAIN, SIZES, () => {
        sampling = true;
      });
    } finally {
      clearInterval(sampler);
    }
    const cpu = Object.fromEntries(
      Object.entries(pids).map(([key, pid]) => [key, (usage(pid)?.cpuSeconds ?? 0) - (cpuBefore[key] ?? 0)]),
    );
    const benchCpu = process.cpuUsage(benchCpuBefore);
    cpu['benchmark'] = (benchCpu.user + benchCpu.system) / 1e6;
    const notes = server
      ? await historyBreakdown(
          server.address,
          server.namespace,
          await Promise.all(
            figures.latencyJobIds.map(async (id) =>
              scanJobWorkflowId(await db.manager.findOneByOrFail(ScanJob, { id })),
            ),
          ),
        ).catch((error: Error) => [`workflow histories unreadable: ${error.message}`])
      : [];
    // Why submissions were refused, from the API's own warning (workflows/scan-submission.ts).
    const withdrawn = api
      .output()
      .split('\n')
      .filter((line) => line.includes('job was withdrawn'));
    if (withdrawn.length > 0) {
      console.log(`  ${withdrawn.length} submissions withdrawn; the first: ${withdrawn[0]?.slice(0, 600)}`);
    }
    const row: Row = {
      name,
      figures,
      apiPeakRss,
      workerPeakRss: workers.map((worker) => usage(worker.pid)?.peakRss ?? 0),
      cpu,
      notes,
    };
    report(row);
    return row;
  } finally {
    await stopDownTo(ownStops);
  }
}

function report({ name, figures: f, apiPeakRss, workerPeakRss, cpu, notes }: Row): void {
  const [p1, p2, p3] = f.problems;
  console.log(`${name}
  1. ${f.submitAccepted}/${SIZES.submissions} submissions accepted: ${f.submitPerSecond.toFixed(1)}/s (${SIZES.submitConcurrency} at a time); their scans drained ${f.drainSeconds.toFixed(1)} s later
  2. submit -> completed over ${SIZES.latencyScans} sequential scans: median ${f.latencyMs.median.toFixed(0)} ms, p95 ${f.latencyMs.p95.toFixed(0)} ms, max ${f.latencyMs.max.toFixed(0)} ms (the POST alone: median ${f.submitAnswerMs.toFixed(0)} ms)
  3. ${SIZES.concurrentScans} concurrent scans: ${f.concurrentCompleted} completed in ${f.concurrentSeconds.toFixed(1)} s (the last submission answered after ${f.concurrentSubmittedSeconds.toFixed(1)} s)
  problems (phase 1/2/3): ${p1.length}/${p2.length}/${p3.length}`);
  for (const problem of [...p1, ...p2, ...p3].slice(0, 10)) console.log(`    ${problem}`);
  const workers = workerPeakRss.map((rss, i) => `, worker ${i + 1} ${mib(rss)}`).join('');
  console.log(`  peak RSS: API ${mib(apiPeakRss)} during phase 3${workers} (whole life)`);
  const spent = Object.entries(cpu).map(([key, seconds]) => `${key} ${seconds.toFixed(1)}`);
  console.log(`  CPU seconds over the three phases: ${spent.join(', ')}`);
  for (const note of notes) console.log(`  ${note}`);
  console.log('');
}

function table(rows: Row[]): void {
  const header = [
    'set-up',
    'submit/s',
    'median ms',
    'p95 ms',
    `${SIZES.concurrentScans} at once`,
    'problems',
    'API RSS',
    'workers RSS',
  ];
  const lines = rows.map(({ name, figures: f, apiPeakRss, workerPeakRss }) => [
    name,
    f.submitPerSecond.toFixed(1),
    f.latencyMs.median.toFixed(0),
    f.latencyMs.p95.toFixed(0),
    `${f.concurrentSeconds.toFixed(1)} s (${f.concurrentCompleted} ok)`,
    f.problems.map((each) => each.length).join('/'),
    mib(apiPeakRss),
    workerPeakRss.length === 0 ? '-' : workerPeakRss.map(mib).join(' + '),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd : cell.padStart).call(cell, widths[i] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

const dir = mkdtempSync(join(tmpdir(), 'rampart-temporal-bench-'));
// Removed last, after everything that uses it has stopped (also on Ctrl-C).
stops.push(async () => rmSync(dir, { recursive: true, force: true }));
const began = performance.now();
let failed = false;
try {
  console.log(`Rampart engines side by side: lab domain ${DOMAIN}, lab net ${LAB_CIDR}`);
  console.log(
    `sizes: ${SIZES.submissions} submissions (${SIZES.submitConcurrency} at a time), ${SIZES.latencyScans} sequential, ${SIZES.concurrentScans} at once\n`,
  );
  const lab = await startLabProcess(dir);
  stops.push(() => lab.stop());
  const setUps = [
    { letter: 'A', name: 'A. embedded engine, SQLite, API process', workers: 0 },
    { letter: 'B', name: 'B. Temporal, 1 worker process, MySQL', workers: 1 },
    { letter: 'C', name: 'C. Temporal, 2 worker processes, MySQL', workers: 2 },
  ];
  const rows: Row[] = [];
  for (const setUp of setUps) {
    if (SETUPS.has(setUp.letter)) rows.push(await measure(setUp.name, setUp.workers, dir, lab.env, lab.pid));
  }
  table(rows);
  console.log(`\nwhole run: ${((performance.now() - began) / 60_000).toFixed(1)} minutes`);
} catch (error) {
  failed = true;
  console.error(`bench:temporal failed: ${(error as Error).stack ?? error}`);
} finally {
  await stopDownTo(0);
}
process.exit(failed ? 1 : 0);
