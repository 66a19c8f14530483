/**
 * `npx tsx bench/metrics-cost.bench.ts`: what the metrics cost in isolation, beside `npm run
 * bench:load`'s whole-service comparison (LOAD_METRICS=off): CPU time of one request's timing
 * (rampart_http_request_duration_seconds.observe over 60 routes) and of one scrape's rendering
 * after a million observations. Under contention (other processes on the cores) this figure holds
 * better than a difference of two load runs.
 */
import { httpRequestDuration } from '../core/metrics/metric-definitions.js';
import { enableProcessMetrics, metricsRegistry } from '../core/metrics/registry.js';

const OBSERVATIONS = 1_000_000;
const routes = Array.from({ length: 60 }, (_, i) => `/v1/route/${i}`);
const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

enableProcessMetrics();
for (let round = 1; round <= 3; round += 1) {
  const started = process.cpuUsage();
  for (let i = 0; i < OBSERVATIONS; i += 1) {
    httpRequestDuration.observe(
      { route: routes[i % routes.length], method: 'GET', status_class: '2xx' },
      (i % 100) / 1000,
    );
  }
  console.log(`round ${round}: ${((cpuMicros(started) / OBSERVATIONS) * 1000).toFixed(0)} ns CPU per request timed`);
}
const started = process.cpuUsage();
const text = await metricsRegistry.metrics();
console.log(
  `one scrape: ${(cpuMicros(started) / 1000).toFixed(1)} ms CPU to render ${(text.length / 1024).toFixed(0)} KiB`,
);
