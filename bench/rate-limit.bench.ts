/**
 * `npm run bench:rate-limit`: what the request rate limiter costs per request. For each store
 * (memory; MySQL when BENCH_MYSQL_URL or TEST_MYSQL_URL is set) it counts requests in the three
 * plan windows and the burst token bucket the way the API does, one at a time (latency p50/p95) and
 * 20 subjects at once (throughput), each request also recorded by the usage meter as the API's
 * onResponse hook does (metering on). The MySQL run uses the database in the URL and leaves its
 * counter and bucket tables there. Last, the meter's own cost per request, alone.
 */
import { randomUUID } from 'node:crypto';
import { type CounterStores, memoryCounterStores, mysqlCounterStores } from '../api/rate-limit/counter-stores.js';
import { WindowCounters } from '../api/rate-limit/window-counters.js';
import { UsageMeter } from '../api/usage/usage-meter.js';
import { systemClock } from '../core/clock.js';
import { planOf } from '../core/plans/plan-catalogue.js';

const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 500);
const PARALLEL_SUBJECTS = 20;
const PARALLEL_ROUNDS = 25;
const tier = planOf('custom').rate;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Metering as the API does it; what it would write is dropped (the flush is timed by bench:api). */
const meter = new UsageMeter(async () => {}, systemClock);

async function limitAndMeter(counters: WindowCounters, subject: string): Promise<void> {
  await counters.consume(subject, tier);
  meter.record(1, 'GET', '/v1/scan/jobs/:job_id', 200);
}

async function measure(name: string, stores: CounterStores): Promise<void> {
  const counters = new WindowCounters(stores, undefined, `bench-${randomUUID().slice(0, 8)}`);
  const subject = `account:${randomUUID()}`;
  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const started = process.hrtime.bigint();
    await limitAndMeter(counters, `${subject}-${i % 100}`);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  const started = Date.now();
  for (let round = 0; round < PARALLEL_ROUNDS; round += 1) {
    await Promise.all(Array.from({ length: PARALLEL_SUBJECTS }, (_, i) => limitAndMeter(counters, `${subject}-p${i}`)));
  }
  const seconds = (Date.now() - started) / 1000;
  const perSecond = (PARALLEL_ROUNDS * PARALLEL_SUBJECTS) / seconds;
  console.log(
    `${name.padEnd(7)} one at a time: p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(2)} ms; ${PARALLEL_SUBJECTS} at once: ${perSecond.toFixed(0)} requests/s`,
  );
}

await measure('memory', memoryCounterStores());
{
  const records = 1_000_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < records; i += 1) meter.record(i % 50, 'GET', '/v1/scan/jobs/:job_id', i % 10 === 0 ? 404 : 200);
  const nsEach = Number(process.hrtime.bigint() - started) / records;
  console.log(`meter   record(): ${nsEach.toFixed(0)} ns per request (${meter.pendingRows()} rows pending)`);
}
const mysqlUrl = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
if (mysqlUrl) {
  const stores = await mysqlCounterStores(mysqlUrl);
  try {
    await measure('mysql', stores);
  } finally {
    await stores.close();
  }
} else {
  console.log('mysql   skipped: set BENCH_MYSQL_URL (or TEST_MYSQL_URL) to measure the shared store');
}
