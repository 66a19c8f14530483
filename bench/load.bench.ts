/**
 * `npm run bench:load`: the service under a realistic mix for LOAD_SECONDS (60) and what it costs.
 * The API (`api/server.ts`), the lab its scanner scans, two webhook receivers and the load
 * generator (autocannon) each run in a process of their own (bench/load/stack.ts,
 * bench/load/generator.ts). The mix (bench/load/mix.ts): authenticated reads over LOAD_ACCOUNTS
 * (160) Custom accounts as fast as LOAD_CONNECTIONS (16) connections get answers; scan submissions
 * to lab domains at LOAD_SCANS_PER_MINUTE (30), each job polled 3 times; one Free account reading
 * at 10 req/s, over its plan's 120/min, whose 429s are deliberate and counted apart.
 * Prints throughput, latency p50/p99/max (every answer but the deliberate 429s), failures, the
 * deliberate 429s, the API process's RSS and live heap (its `--trace-gc` output) before and after
 * and its CPU time per request; exits 1 on any answer other than 2xx (and those 429s) or any
 * request error.
 * SQLite by default; LOAD_DB=mysql with LOAD_DATABASE_URL or TEST_MYSQL_URL (emptied first).
 * Metrics are on (METRICS_PORT, scraped every SCRAPE_SECONDS as Prometheus would, the scrapes'
 * cost in the API's CPU); LOAD_METRICS=off runs the API with METRICS_DISABLED, so the two runs'
 * CPU per request tell what the metrics cost (docs/operations.md quotes the figures). LOAD_TRACING=on
 * also sends the API's spans (OTLP/HTTP, every request sampled) to a sink in this process.
 */
import { cpus } from 'node:os';
import { planOf } from '../core/plans/plan-catalogue.js';
import { usage } from './entry-process.js';
import { buildMix } from './load/mix.js';
import { loadAverage, printReport, runGenerator } from './load/run-generator.js';
import { LOAD_DOMAINS, startLoadStack } from './load/stack.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
// 160 accounts may send 2,398 reads a second between them (bench/load/mix.ts, readCeiling): above
// what this service answers on 2 cores (1,200-1,530 req/s seen), so the figure is the server's.
const ACCOUNTS = Number(process.env.LOAD_ACCOUNTS ?? 160);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 16);
const SCANS_PER_MINUTE = Number(process.env.LOAD_SCANS_PER_MINUTE ?? 30);
const FREE_RATE = 10;
const MB = 1024 * 1024;
const SCRAPE_SECONDS = 15;

const setupStarted = Date.now();
const stack = await startLoadStack({ accounts: ACCOUNTS });
let exitCode = 1;
try {
  const pid = stack.api.pid;
  // The live heap (after the latest full collection) beside RSS tells a heap that grows from memory
  // V8 or the allocator has not handed back yet.
  const heap = stack.heap;
  console.log(
    `load bench (${stack.database}, Node ${process.version}, ${cpus().length} cores): ${ACCOUNTS} Custom accounts + 1 Free, ` +
      `${SECONDS} s; set-up (sign-ups, webhook endpoints, ${ACCOUNTS} seed scans) took ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
  );
  console.log(`  load average before: ${loadAverage()}`);
  const before = usage(pid);
  const heapBefore = heap.heapMb();
  const hooksBefore = await stack.webhookRequests();
  const streams = buildMix({
    custom: stack.custom,
    free: stack.free,
    domains: LOAD_DOMAINS,
    customPerMinute: planOf('custom').rate.perMinute,
    readConnections: CONNECTIONS,
    readRate: null,
    scansPerMinute: SCANS_PER_MINUTE,
    pollsPerScan: 3,
    freeRate: FREE_RATE,
  });
  let scrapes = 0;
  const scrape = async () => {
    if (stack.metricsPort === null) return;
    const answer = await fetch(`http://127.0.0.1:${stack.metricsPort}/metrics`);
    if (answer.ok) scrapes += 1;
    await answer.arrayBuffer();
  };
  const scraper = setInterval(() => void scrape().catch(() => undefined), SCRAPE_SECONDS * 1000);
  const report = await runGenerator({ base: stack.api.base, seconds: SECONDS, streams });
  clearInterval(scraper);
  const after = usage(pid);
  const heapAfter = heap.heapMb();
  const hooks = (await stack.webhookRequests()) - hooksBefore;
  const { failures, requests, deliberate429 } = printReport(report);
  if (!before || !after) throw new Error('the API process is gone');
  const cpuMs = ((after.cpuSeconds - before.cpuSeconds) * 1000) / Math.max(1, requests);
  console.log(
    `  throughput:        ${(requests / report.seconds).toFixed(0)} req/s (${requests} requests in ${report.seconds.toFixed(1)} s)`,
  );
  console.log(
    `  latency:           p50 ${report.latency.p50.toFixed(1)} ms, p99 ${report.latency.p99.toFixed(1)} ms, max ${report.latency.max.toFixed(0)} ms (${report.latency.count} answers, deliberate 429s excluded)`,
  );
  console.log(`  errors:            ${failures} (non-2xx other than the Free account's 429s, resets, timeouts)`);
  console.log(`  deliberate 429s:   ${deliberate429} (the Free account, paced at ${FREE_RATE} req/s against 120/min)`);
  console.log(
    `  API RSS:           ${(before.rss / MB).toFixed(0)} MB before, ${(after.rss / MB).toFixed(0)} MB after, peak ${(after.peakRss / MB).toFixed(0)} MB`,
  );
  const mb = (value: number | null) => (value === null ? '-' : value.toFixed(1));
  console.log(
    `  API heap:          ${mb(heapBefore)} MB before, ${mb(heapAfter)} MB after (left by the latest full collection, --trace-gc)`,
  );
  console.log(
    `  API CPU:           ${cpuMs.toFixed(2)} ms per request (${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s over the run)`,
  );
  console.log(`  webhook requests:  ${hooks} received by the 2 receivers during the run`);
  console.log(
    `  metrics:           ${stack.metricsPort === null ? 'off (METRICS_DISABLED)' : `on, ${scrapes} scrapes of /metrics (every ${SCRAPE_SECONDS} s)`}`,
  );
  const traced = stack.traceSink?.received();
  console.log(
    `  tracing:           ${traced ? `on, ${traced.exports} OTLP exports (${(traced.bytes / MB).toFixed(1)} MB) to the sink` : 'off'}`,
  );
  console.log(`  load average after: ${loadAverage()}`);
  exitCode = failures === 0 ? 0 : 1;
  if (failures > 0) console.log(`FAIL: ${failures} requests failed`);
} finally {
  await stack.stop();
}
process.exit(exitCode);
