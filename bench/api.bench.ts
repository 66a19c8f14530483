/**
 * `npm run bench:api`: requests per second for authenticated `GET /v1/auth/me` (API key) against
 * a bare route (`GET /health/live`) on the same server in the same run, and their ratio (the brief
 * asks for at least 0.5). Embedded default: SQLite file in a temporary folder, real HTTP on
 * loopback. The client (autocannon's CLI) runs in its own process, so the server's event loop is
 * not shared with the load generator and the figures are the server's own. BENCH_SECONDS,
 * BENCH_ROUNDS and BENCH_CONNECTIONS change the run's length, rounds and concurrency. Nothing
 * writes during the run, so `/v1/auth/me` is served from the SQLite read cache after its first
 * request (db/sqlite-read-cache.ts): the figure is the read-mostly case, where a busy writer (scans
 * finishing) makes every authentication read the row again.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(
  url: string,
  headers: Record<string, string>,
): Promise<{ rps: number; p99: number; errors: number; cpuMicros: number }> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [bin, '-j', '-c', String(CONNECTIONS), '-d', String(DURATION_SECONDS), ...headerArgs, url];
  const cpuBefore = process.cpuUsage();
  const output = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  const result = JSON.parse(output) as {
    non2xx: number;
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
    latency: { p99: number };
  };
  const non2xx = result.non2xx + result.errors + result.timeouts;
  // The server is this process and the client another: this process's CPU time is the server's.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMicros = (cpu.user + cpu.system) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors: non2xx, cpuMicros };
}

const dataDir = mkdtempSync(join(tmpdir(), 'rampart-bench-'));
// BENCH_DATABASE_URL (say mysql://root@127.0.0.1:3306/bench) measures another database instead.
const server = await startBenchServer({ dataDir, env: process.env, databaseUrl: process.env.BENCH_DATABASE_URL });
const { app, base, config } = server;
// One account sending thousands of requests a second would be refused by its plan's rate limit
// after its burst; this benchmark measures the authentication path, so the limiter is switched
// off here (its own cost is measured by `npm run bench:rate-limit`: ~0.03 ms per request in memory).
app.rateLimits.enabled = false;

const signup = await fetch(`${base}/v1/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: 'benchmark password 1234' }),
});
const { api_key: apiKey } = (await signup.json()) as { api_key: string };

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

// Warm-up so JIT and the SQLite page cache are in the same state for both measurements.
await measure(`${base}/v1/auth/me`, { 'x-api-key': apiKey });
await measure(`${base}/health/live`, {});

console.log(
  `node ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement, ${ROUNDS} alternating rounds, ${config.database.kind === 'sqlite' ? 'SQLite' : 'MySQL'}, client in its own process, rate limiter off, usage metering on`,
);
// Alternating rounds on one server: a shared VM's noise (steal time, the scheduler placing client
// and server) then hits both routes alike, and the median ratio is the figure to read.
const ratios: number[] = [];
const cpuRatios: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const bare = await measure(`${base}/health/live`, {});
  const me = await measure(`${base}/v1/auth/me`, { authorization: `Bearer ${apiKey}` });
  ratios.push(me.rps / bare.rps);
  cpuRatios.push(bare.cpuMicros / me.cpuMicros);
  console.log(
    `round ${round}: GET /health/live ${bare.rps.toFixed(0).padStart(6)} req/s (p99 ${bare.p99} ms, errors ${bare.errors}, ${bare.cpuMicros.toFixed(0)} us CPU/req)` +
      `  GET /v1/auth/me ${me.rps.toFixed(0).padStart(6)} req/s (p99 ${me.p99} ms, errors ${me.errors}, ${me.cpuMicros.toFixed(0)} us CPU/req)  ratio ${(me.rps / bare.rps).toFixed(2)}`,
  );
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
console.log(
  `ratio me/bare: median ${median(ratios).toFixed(2)} of ${ratios.map((r) => r.toFixed(2)).join(', ')} (target >= 0.5)`,
);
// A shared VM's steal time moves req/s from round to round; server CPU per request moves less.
console.log(
  `server CPU per request, bare/me: median ${median(cpuRatios).toFixed(2)} of ${cpuRatios.map((r) => r.toFixed(2)).join(', ')}`,
);

// Metering was on: every authenticated request above is in api_usage (flushed every 5 s).
await app.usageMeter.flush();
const metered = (await app.ctx.db.query('SELECT SUM(count) AS n FROM api_usage')) as { n: number | string | null }[];
console.log(`usage metering: ${Number(metered[0]?.n ?? 0)} authenticated requests metered`);

await server.close();
rmSync(dataDir, { recursive: true, force: true });
