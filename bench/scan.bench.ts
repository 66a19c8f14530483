/**
 * `npm run bench:scan`: the scan pipeline on the embedded engine and SQLite (a file in a temporary
 * folder), over real HTTP on loopback, against the full lab (`npm run lab`) in a process of its own,
 * so the lab's servers do not compete with Rampart for this event loop. Default domain
 * rampart-secure.test (every module has work to do); BENCH_DOMAIN picks another.
 *   1. submissions per second: 100 POST /v1/scan, 10 at a time;
 *   2. submit-to-completed for one lab domain: median and p95 over 20 scans, one after another;
 *   3. 100 scans submitted at once: all must complete with no error; wall time and peak RSS.
 * "Completed" is read from the job row every 5 ms, so HTTP polling (and its rate limit) is not
 * part of the figure. Modules not registered in this build come back as `error` modules by design;
 * any other module error or timeout is counted and printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanJob } from '../db/entities/scan-job.entity.js';
import { User } from '../db/entities/user.entity.js';
import { SECURE_DOMAIN } from '../lab/fixtures/secure.fixtures.js';
import { SCANNER_MODULES } from '../scanner/modules/registry.js';
import { startBenchServer } from './bench-server.js';
import { startLabProcess } from './lab-process.js';

const DOMAIN = process.env.BENCH_DOMAIN ?? SECURE_DOMAIN;
const SUBMISSIONS = 100;
const SUBMIT_CONCURRENCY = 10;
const LATENCY_SCANS = 20;
const CONCURRENT_SCANS = 100;
const SCAN_TIMEOUT_MS = 120_000;

const dataDir = mkdtempSync(join(tmpdir(), 'rampart-scan-bench-'));
const lab = await startLabProcess(dataDir);
// A minimal environment on purpose: TEMPORAL_ADDRESS must stay unset (embedded engine).
const server = await startBenchServer({ dataDir, env: { LOG_LEVEL: 'warn' }, scanDeps: lab.scanDeps });
const { app, db, base } = server;

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

/** A fresh account on the unlimited plan, so neither quota nor the rate tier shapes the figures. */
async function account(name: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}@bench.example`, password: 'benchmark password 1234' }),
  });
  const body = (await response.json()) as { id: number; api_key: string };
  await db.manager.update(User, { id: body.id }, { plan: 'custom' });
  return body.api_key;
}

async function submit(apiKey: string): Promise<number | null> {
  const response = await fetch(`${base}/v1/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ domain: DOMAIN }),
  });
  const body = (await response.json()) as { job_id?: number; detail?: unknown };
  if (response.status !== 202) {
    console.error(`submission answered ${response.status}: ${JSON.stringify(body.detail)}`);
    return null;
  }
  return body.job_id ?? null;
}

async function finished(jobId: number): Promise<ScanJob> {
  const deadline = Date.now() + SCAN_TIMEOUT_MS;
  for (;;) {
    const job = await db.manager.findOneByOrFail(ScanJob, { id: jobId });
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish within ${SCAN_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Module errors that are not "not registered in this build", and module timeouts. */
function moduleProblems(job: ScanJob): string[] {
  if (job.status !== 'completed') return [`job ${job.id} ${job.status}: ${job.failureReason}`];
  return (job.report?.modules ?? [])
    .filter((m) => m.status === 'timeout' || (m.status === 'error' && SCANNER_MODULES[m.name] !== undefined))
    .map((m) => `job ${job.id} ${m.name} ${m.status}: ${m.error}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const engine = (app.orchestrator as { engine?: { idle(): Promise<void> } }).engine;
console.log(`Rampart scan benchmark: embedded engine, SQLite file, lab domain ${DOMAIN}`);
console.log(`modules registered in this build: ${Object.keys(SCANNER_MODULES).length} of 15\n`);

// 1. Submissions per second.
{
  const apiKey = await account('submit');
  let next = 0;
  const ids: Array<number | null> = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SUBMIT_CONCURRENCY }, async () => {
      while (next < SUBMISSIONS) {
        next += 1;
        ids.push(await submit(apiKey));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = ids.filter((id) => id !== null).length;
  console.log(`1. submissions: ${accepted}/${SUBMISSIONS} accepted in ${seconds.toFixed(2)} s`);
  console.log(`   ${(accepted / seconds).toFixed(1)} submissions/s (${SUBMIT_CONCURRENCY} at a time)`);
  const drain = performance.now();
  await engine?.idle();
  console.log(`   their ${accepted} scans then finished ${((performance.now() - drain) / 1000).toFixed(1)} s later\n`);
}

// 2. Submit to completed, one scan at a time.
{
  const apiKey = await account('latency');
  const times: number[] = [];
  const problems: string[] = [];
  for (let i = 0; i < LATENCY_SCANS; i++) {
    const started = performance.now();
    const jobId = await submit(apiKey);
    if (jobId === null) {
      problems.push('submission refused');
      continue;
    }
    const job = await finished(jobId);
    times.push(performance.now() - started);
    problems.push(...moduleProblems(job));
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`2. submit -> completed over ${LATENCY_SCANS} scans of ${DOMAIN}:`);
  console.log(
    `   median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
  console.log(`   problems: ${problems.length === 0 ? 'none' : problems.join('; ')}\n`);
}

// 3. 100 scans at once.
{
  const apiKey = await account('concurrent');
  const rssBefore = process.memoryUsage.rss();
  peakRss = rssBefore;
  const started = performance.now();
  const ids = await Promise.all(Array.from({ length: CONCURRENT_SCANS }, () => submit(apiKey)));
  const jobs = await Promise.all(ids.filter((id): id is number => id !== null).map(finished));
  const seconds = (performance.now() - started) / 1000;
  const problems = jobs.flatMap(moduleProblems);
  const completed = jobs.filter((job) => job.status === 'completed').length;
  console.log(`3. ${CONCURRENT_SCANS} concurrent scans: ${completed} completed in ${seconds.toFixed(1)} s`);
  console.log(`   refused submissions: ${ids.filter((id) => id === null).length}, problems: ${problems.length}`);
  for (const problem of problems.slice(0, 10)) console.log(`     ${problem}`);
  console.log(
    `   RSS ${mib(rssBefore)} before, peak ${mib(peakRss)} during (process max ${mib(process.resourceUsage().maxRSS * 1024)})`,
  );
}

clearInterval(sampler);
await server.close();
await lab.stop();
rmSync(dataDir, { recursive: true, force: true });
