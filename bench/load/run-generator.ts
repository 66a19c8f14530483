/**
 * Runs bench/load/generator.ts as a child process with a plan and returns its report, and prints
 * a report the way both `bench:load` and `bench:soak` show it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failuresOf } from './figures.js';
import type { LoadPlan, LoadReport } from './generator.js';

const GENERATOR = fileURLToPath(new URL('./generator.ts', import.meta.url));

export function runGenerator(plan: LoadPlan): Promise<LoadReport> {
  const dir = mkdtempSync(join(tmpdir(), 'rampart-load-plan-'));
  const planFile = join(dir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  return new Promise<LoadReport>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', GENERATOR, planFile],
      // Bounded: the run's own length plus a minute for start-up and the last answers.
      { maxBuffer: 64 * 1024 * 1024, timeout: (plan.seconds + 60) * 1000 },
      (error, stdout, stderr) => {
        rmSync(dir, { recursive: true, force: true });
        if (error) return reject(new Error(`the load generator failed: ${error.message}\n${stderr}`));
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as LoadReport);
      },
    );
  });
}

export const loadAverage = () =>
  loadavg()
    .map((each) => each.toFixed(2))
    .join(' ');

/** Prints the streams and the totals; returns the number of failed requests (0 to pass). */
export function printReport(report: LoadReport): { failures: number; requests: number; deliberate429: number } {
  let failures = 0;
  let requests = 0;
  let deliberate429 = 0;
  for (const stream of report.streams) {
    const { outcome, latency } = stream;
    const failed = failuresOf(outcome);
    failures += failed;
    requests += outcome.requests;
    deliberate429 += outcome.deliberate429;
    const rate = stream.overallRate === null ? 'unpaced' : `at most ${stream.overallRate} req/s`;
    console.log(
      `  ${stream.name.padEnd(6)} ${stream.connections} conn, ${rate}: ${outcome.requests} requests, ${outcome.ok} 2xx, ` +
        `${outcome.deliberate429} deliberate 429, ${failed} failed; latency p50 ${latency.p50.toFixed(1)} ms, ` +
        `p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(0)} ms`,
    );
    for (const [route, statuses] of Object.entries(stream.byRoute)) {
      const text = Object.entries(statuses)
        .map(([status, count]) => `${count} x ${status}`)
        .join(', ');
      console.log(`      ${route.padEnd(34)} ${text}`);
    }
    if (failed > 0) {
      console.log(
        `      failed: ${JSON.stringify(outcome.failedStatuses)}, errors ${outcome.errors} (timeouts ${outcome.timeouts})`,
      );
      for (const sample of stream.errorSamples) console.log(`      error: ${sample}`);
    }
  }
  return { failures, requests, deliberate429 };
}
