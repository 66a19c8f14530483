/**
 * `npm run bench:webhooks`: 1,000 events fanned out to 5 local endpoints (5,000 deliveries) through
 * the real app in embedded mode: each event is written into the outbox and its dispatch workflow
 * enqueued in the same transaction (as a completing scan does); the webhooks consumer makes a
 * delivery per endpoint and the delivery workflows POST, signed, to 5 receivers on loopback.
 * Prints deliveries per second (first event written to last delivery recorded), p50 and p99 from an
 * event's commit to its first attempt reaching the receiver, and the process's peak RSS.
 *
 * BENCH_EVENTS and BENCH_ENDPOINTS change the load; BENCH_DATABASE_URL (a mysql:// URL, emptied
 * first) measures MySQL/MariaDB instead of a fresh SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventIdFor, recordEvent } from '../activities/events/outbox.js';
import { buildApp } from '../api/app.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { User } from '../db/entities/user.entity.js';
import { WebhookDelivery } from '../db/entities/webhook-delivery.entity.js';
import { eventDispatchWorkflowId } from '../workflows/event-dispatch.workflow.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 5);
const SECRET = 'bench-secret-that-is-long-enough-for-config-0123456789';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** First arrival per (event id, receiver), by the Standard Webhooks `webhook-id` header (the event id). */
const firstArrival = new Map<string, number>();
let received = 0;

function startReceiver(index: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = `${req.headers['webhook-id']}|${index}`;
      if (!firstArrival.has(key)) firstArrival.set(key, performance.now());
      received += 1;
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

let peakRss = process.memoryUsage().rss;
const rssTimer = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const dir = mkdtempSync(join(tmpdir(), 'rampart-bench-webhooks-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dir, 'rampart.db')}`;
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  RAMPART_DATA_DIR: dir,
  JWT_SECRET: SECRET,
  API_KEY_SECRET: `${SECRET}-keys`,
  LOG_LEVEL: 'silent',
});
if (config.database.kind === 'mysql') {
  const wipe = await openDatabase(config.database);
  await wipe.dropDatabase();
  await wipe.destroy();
}
const db = await openDatabase(config.database);
const app = await buildApp({ config, db, logger: false });
await app.ready();

const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, (_, i) => startReceiver(i)));
const signup = await app.inject({
  method: 'POST',
  url: '/v1/auth/signup',
  payload: { email: 'bench@example.com', password: 'correct horse battery staple' },
});
const account = signup.json() as { id: number; api_key: string };
await db.manager.update(User, { id: account.id }, { plan: 'enterprise' });
for (const receiver of receivers) {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { authorization: `Bearer ${account.api_key}` },
    payload: { url: `http://localhost:${receiver.port}/hook`, enabled_events: ['scan.completed'] },
  });
  if (created.statusCode !== 201) throw new Error(`endpoint not created: ${created.body}`);
}

const committedAt = new Map<string, number>();
const started = performance.now();
for (let i = 0; i < EVENTS; i += 1) {
  const id = eventIdFor('scan.completed', `bench:${started}:${i}`);
  const data = {
    scan_id: i + 1,
    job_id: i + 1,
    domain: `site-${i}.example`,
    score: 80,
    grade: 'B',
    issues_count: 4,
    critical_issues: 0,
    high_issues: 1,
    medium_issues: 1,
    low_issues: 2,
    scanned_at: new Date().toISOString(),
    scan_duration_ms: 12_000,
  };
  const begin = await db.transaction(async (manager) => {
    await recordEvent(manager, { id, type: 'scan.completed', userId: account.id, data, createdAt: new Date() });
    return app.scans.orchestrator.enqueue(
      manager,
      'eventDispatchWorkflow',
      eventDispatchWorkflowId(id),
      { eventId: id },
      {
        kind: 'event_dispatch',
        domains: [data.domain],
        accountId: account.id,
      },
    );
  });
  committedAt.set(id, performance.now());
  begin();
}
const written = performance.now();

const expected = EVENTS * ENDPOINTS;
const deadline = Date.now() + 15 * 60_000;
while (firstArrival.size < expected) {
  if (Date.now() > deadline) throw new Error(`only ${firstArrival.size} of ${expected} deliveries arrived`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const lastArrival = performance.now();
// Delivered is not done until the attempt is recorded: wait for every delivery row to say so.
while ((await db.manager.countBy(WebhookDelivery, { status: 'succeeded' })) < expected) {
  if (Date.now() > deadline) throw new Error('deliveries arrived but were not all recorded as succeeded');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const recorded = performance.now();

const latencies: number[] = [];
for (const [key, at] of firstArrival) {
  const eventId = key.slice(0, key.indexOf('|'));
  latencies.push(at - (committedAt.get(eventId) ?? at));
}
latencies.sort((a, b) => a - b);
clearInterval(rssTimer);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

console.log(
  `webhooks bench (${config.database.kind}, embedded engine, Node ${process.version}): ${EVENTS} events x ${ENDPOINTS} endpoints = ${expected} deliveries`,
);
console.log(
  `  events written in ${((written - started) / 1000).toFixed(1)} s; all first attempts arrived after ${((lastArrival - started) / 1000).toFixed(1)} s, all recorded after ${((recorded - started) / 1000).toFixed(1)} s`,
);
console.log(`  deliveries/s:            ${(expected / ((recorded - started) / 1000)).toFixed(0)}`);
console.log(
  `  event -> first attempt:  p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
);
console.log(
  `  machine:                 ${cpus().length} cores, load average ${loadavg()
    .map((each) => each.toFixed(1))
    .join(' ')} at the end`,
);
console.log(`  requests received:       ${received} (${received - expected} repeats)`);
console.log(
  `  peak RSS:                ${(peakRss / 1024 / 1024).toFixed(0)} MB (process.resourceUsage maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
);

await app.close();
await db.destroy();
for (const receiver of receivers) receiver.server.close();
rmSync(dir, { recursive: true, force: true });
