/**
 * `npm run bench:scanner`: the scanner's speed figures, against the lab.
 *  1. A full scan (all fifteen modules) of the well-configured rampart-secure.test: wall time of
 *     each of 5 runs after one warm-up (target: under 2 s).
 *  2. The quick assessment of 50 lab domains, at most 10 at a time: wall time (target: under
 *     10 s) and peak memory (RSS, sampled every 20 ms, and the process's max RSS).
 * The lab runs in this process too, so the figures include serving the lab's side.
 */

import { QUICK_MODULES } from '../core/scan-model/module-names.js';
import { LAB_FIXTURES } from '../lab/fixtures/index.js';
import { quickBenchFixtures, SECURE_DOMAIN } from '../lab/fixtures/secure.fixtures.js';
import { labScanDeps } from '../lab/lab-scan-deps.js';
import { startLab } from '../lab/start-lab.js';
import { scanDomain } from '../scanner/scan-domain.js';

const QUICK_DOMAINS = 50;
const CONCURRENCY = 10;

const bench = quickBenchFixtures(QUICK_DOMAINS);
const lab = await startLab({ fixtures: [...LAB_FIXTURES, bench] });
// Production-like bounds (scan-deps.ts defaults), not the tests' shortened ones.
const deps = labScanDeps(lab, { dnsTimeoutMs: 2000, connectTimeoutMs: 3000, ioTimeoutMs: 5000 });

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

console.log(
  `node ${process.version}; lab with ${lab.hosts.length} hosts; RSS at start ${mib(process.memoryUsage().rss)}`,
);

await scanDomain(SECURE_DOMAIN, {}, deps); // warm-up: JIT, TLS contexts, lab certificates
const runs: number[] = [];
let grade = '';
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  const report = await scanDomain(SECURE_DOMAIN, {}, deps);
  runs.push(performance.now() - started);
  grade = `${report.grade} ${report.score}, ${report.coverage.checks_known}/${report.coverage.checks_total} checks known, ${report.modules.filter((m) => m.status === 'completed').length}/15 modules completed`;
}
console.log(`full scan of ${SECURE_DOMAIN} (${grade})`);
console.log(
  `  wall ms: ${runs.map((ms) => ms.toFixed(0)).join(', ')}; max ${Math.max(...runs).toFixed(0)} (target < 2000)`,
);

const domains = bench.zones.map((zone) => zone.origin);
const started = performance.now();
let next = 0;
const grades: Record<string, number> = {};
let failures = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < domains.length) {
      const domain = domains[next++]!;
      try {
        const report = await scanDomain(domain, { modules: QUICK_MODULES }, deps);
        grades[report.grade] = (grades[report.grade] ?? 0) + 1;
        if (report.modules.some((m) => m.status !== 'completed')) failures += 1;
      } catch (error) {
        failures += 1;
        console.error(domain, (error as Error).message);
      }
    }
  }),
);
const quickMs = performance.now() - started;
clearInterval(sampler);
console.log(`quick assessment of ${domains.length} domains, ${CONCURRENCY} at a time`);
console.log(
  `  wall ${(quickMs / 1000).toFixed(2)} s (target < 10 s); grades ${JSON.stringify(grades)}; scans with a module not completed: ${failures}`,
);
console.log(`  peak RSS ${mib(peakRss)} (sampled), max RSS ${mib(process.resourceUsage().maxRSS * 1024)} (getrusage)`);
await lab.stop();
