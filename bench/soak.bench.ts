/**
 * `npm run bench:soak`: the mix of `bench:load` (bench/load/mix.ts, same processes) at a moderate,
 * paced rate for LOAD_SOAK_SECONDS (600), sampling the API process every 10 s: its RSS from
 * /proc/<pid>/status and its live heap from its own `--trace-gc` output (the heap left by the
 * latest full collection, bench/load/figures.ts), so nothing is added to the product to watch it.
 * Prints the series, then the verdict: "no growth" when the mean RSS and heap of the last fifth of
 * the run (the last 2 minutes of 10) are within 10 % above their means over 40-60 % of it
 * (minutes 4-6, after warm-up); else "GROWTH", exit 1. Any failed request also exits 1.
 * LOAD_SOAK_RATE (40 req/s of reads), LOAD_ACCOUNTS (80), LOAD_SCANS_PER_MINUTE (15) and LOAD_DB as
 * for bench:load.
 */
import { cpus } from 'node:os';
import { planOf } from '../core/plans/plan-catalogue.js';
import { usage } from './entry-process.js';
import { type SoakSample, soakVerdict } from './load/figures.js';
import { buildMix } from './load/mix.js';
import { loadAverage, printReport, runGenerator } from './load/run-generator.js';
import { LOAD_DOMAINS, startLoadStack } from './load/stack.js';

const SECONDS = Number(process.env.LOAD_SOAK_SECONDS ?? 600);
// 0: unpaced, as fast as answers come (bench:load's reads, for a soak at full load).
const READ_RATE = Number(process.env.LOAD_SOAK_RATE ?? 40);
const ACCOUNTS = Number(process.env.LOAD_ACCOUNTS ?? 80);
const SCANS_PER_MINUTE = Number(process.env.LOAD_SCANS_PER_MINUTE ?? 15);
const SAMPLE_EVERY_MS = 10_000;
// The verdict's windows are a fifth of the run each and need samples 10 s apart in them.
if (!(SECONDS >= 60)) throw new Error(`LOAD_SOAK_SECONDS must be at least 60, got ${process.env.LOAD_SOAK_SECONDS}`);
const MB = 1024 * 1024;

const stack = await startLoadStack({ accounts: ACCOUNTS });
let exitCode = 1;
try {
  const pid = stack.api.pid;
  // The live heap (after the latest full collection) beside RSS tells a heap that grows from memory
  // V8 or the allocator has not handed back yet.
  const heap = stack.heap;
  console.log(
    `soak (${stack.database}, Node ${process.version}, ${cpus().length} cores): ${SECONDS} s, reads ${READ_RATE > 0 ? `paced at ${READ_RATE} req/s` : "unpaced (up to the accounts' ceiling)"} over ` +
      `${ACCOUNTS} Custom accounts, ${SCANS_PER_MINUTE} scans/min polled 3 times, the Free account at 5 req/s; sample every 10 s`,
  );
  console.log(`  load average before: ${loadAverage()}`);
  const streams = buildMix({
    custom: stack.custom,
    free: stack.free,
    domains: LOAD_DOMAINS,
    customPerMinute: planOf('custom').rate.perMinute,
    readConnections: 8,
    readRate: READ_RATE > 0 ? READ_RATE : null,
    scansPerMinute: SCANS_PER_MINUTE,
    pollsPerScan: 3,
    freeRate: 5,
  });
  const started = Date.now();
  const samples: SoakSample[] = [];
  // A sample that finds the API gone is noted, not thrown from the timer: the stack is still stopped.
  let lost = false;
  const sample = () => {
    const now = usage(pid);
    if (!now) {
      lost = true;
      return;
    }
    const at = Math.round((Date.now() - started) / 1000);
    const heapMb = heap.heapMb();
    // Before the first collection there is no heap figure; such a sample stays out of the verdict.
    if (heapMb !== null) samples.push({ at, rssMb: now.rss / MB, heapMb });
    const mb = (value: number | null) => (value === null ? '-' : value.toFixed(1)).padStart(6);
    console.log(
      `  t=${String(at).padStart(4)} s  RSS ${mb(now.rss / MB)} MB (anon ${mb(now.rssAnon / MB)}, file ${mb(now.rssFile / MB)})  ` +
        `heap ${mb(heapMb)} MB (V8 holds ${mb(heap.committedMb())})  load ${loadAverage()}`,
    );
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  const cpuBefore = usage(pid)?.cpuSeconds ?? 0;
  const report = await runGenerator({ base: stack.api.base, seconds: SECONDS, streams }).finally(() =>
    clearInterval(timer),
  );
  sample();
  const cpuAfter = usage(pid)?.cpuSeconds ?? 0;
  const { failures, requests, deliberate429 } = printReport(report);
  console.log(
    `  ${requests} requests in ${report.seconds.toFixed(0)} s (${(requests / report.seconds).toFixed(1)} req/s), ${failures} failed, ` +
      `${deliberate429} deliberate 429s; latency p50 ${report.latency.p50.toFixed(1)} ms, p99 ${report.latency.p99.toFixed(1)} ms, ` +
      `max ${report.latency.max.toFixed(0)} ms; API CPU ${(((cpuAfter - cpuBefore) * 1000) / Math.max(1, requests)).toFixed(2)} ms per request; ${heap.events} GC events read`,
  );
  if (lost) throw new Error(`the API process went away during the soak:\n${stack.api.output()}`);
  const verdict = soakVerdict(samples, SECONDS);
  const pct = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;
  console.log(
    `  reference ${verdict.reference.from}-${verdict.reference.to} s: RSS ${verdict.reference.rssMb.toFixed(1)} MB, heap ${verdict.reference.heapMb.toFixed(1)} MB; ` +
      `last ${verdict.last.from}-${verdict.last.to} s: RSS ${verdict.last.rssMb.toFixed(1)} MB (${pct(verdict.rssChange)}), heap ${verdict.last.heapMb.toFixed(1)} MB (${pct(verdict.heapChange)})`,
  );
  console.log(`  verdict: ${verdict.growth ? 'GROWTH' : 'no growth'} (tolerance +10 %)`);
  console.log(`  load average after: ${loadAverage()}`);
  if (failures > 0) console.log(`FAIL: ${failures} requests failed`);
  exitCode = verdict.growth || failures > 0 ? 1 : 0;
} finally {
  await stack.stop();
}
process.exit(exitCode);
