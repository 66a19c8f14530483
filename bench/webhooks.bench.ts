/**
 * `npm run bench:webhooks`: 1,000 events fanned out to 5 local endpoints (5,000 deliveries) through
 * the real app in embedded mode: each event is written into the outbox and its dispatch workflow
 * enqueued in the same transaction (as a completing scan does); the webhooks consumer makes a
 * delivery per endpoint and the delivery workflows POST, signed, to 5 receivers on loopback.
 * The receivers run in a process of their own. Prints deliveries per second (first event written to
 * last delivery recorded), p50 and p99 from an event's commit to its first attempt reaching the
 * receiver, and the peak RSS of the Rampart process.
 *
 * BENCH_EVENTS and BENCH_ENDPOINTS change the load; BENCH_DATABASE_URL (a mysql:// URL, emptied
 * first) measures MySQL/MariaDB instead of a fresh SQLite file.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { In } from 'typeorm';
import { eventIdFor, recordEvent } from '../activities/events/outbox.js';
import { buildApp } from '../api/app.js';
import { loadConfig } from '../config/env.js';
import { eventDispatchWorkflowId } from '../core/workflow-ids.js';
import { openDatabase } from '../db/data-source.js';
import { User } from '../db/entities/user.entity.js';
import { WebhookDelivery } from '../db/entities/webhook-delivery.entity.js';
import { type Receivers, startReceivers } from './receivers-process.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 5);
const SECRET = 'bench-secret-that-is-long-enough-for-config-0123456789';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One request per connection: this process may be too busy to reuse a keep-alive socket in time. */
function receiverReport<T>(receivers: Receivers, path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: receivers.control, path, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve(JSON.parse(text) as T));
    }).on('error', reject);
  });
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
  WEBHOOK_RETRY_SCHEDULE: '1,1,1,1',
  // The receivers listen on loopback (http://localhost:<port>).
  WEBHOOK_ALLOW_LOCALHOST: 'true',
});
if (config.database.kind === 'mysql') {
  const wipe = await openDatabase(config.database);
  await wipe.dropDatabase();
  await wipe.destroy();
}
const db = await openDatabase(config.database);
const app = await buildApp({ config, db, logger: false });
await app.ready();

const receivers = await startReceivers(ENDPOINTS);
const signup = await app.inject({
  method: 'POST',
  url: '/v1/auth/signup',
  payload: { email: 'bench@example.com', password: 'correct horse battery staple' },
});
const account = signup.json() as { id: number; api_key: string };
await db.manager.update(User, { id: account.id }, { plan: 'enterprise' });
for (const port of receivers.ports) {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { authorization: `Bearer ${account.api_key}` },
    payload: { url: `http://localhost:${port}/hook`, enabled_events: ['scan.completed'] },
  });
  if (created.statusCode !== 201) throw new Error(`endpoint not created: ${created.body}`);
}

const committedAt = new Map<string, number>();
const started = Date.now();
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
    return app.orchestrator.enqueue(
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
  committedAt.set(id, Date.now());
  begin();
}
const written = Date.now();

const expected = EVENTS * ENDPOINTS;
const deadline = Date.now() + 15 * 60_000;
// Done when every delivery has finished: succeeded, or a dead letter (the bench shortens the
// waits between attempts to 1 s, so a failed attempt costs seconds, not the spec's hour).
for (;;) {
  const finished = await db.manager.countBy(WebhookDelivery, { status: In(['succeeded', 'failed']) });
  if (finished >= expected) break;
  if (Date.now() > deadline) throw new Error(`only ${finished} of ${expected} deliveries finished`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const recorded = Date.now();
const report = await receiverReport<{ requests: number; arrivals: Array<[string, number, number]> }>(
  receivers,
  '/arrivals',
);
const received = report.requests;
const lastArrival = Math.max(0, ...report.arrivals.map((each) => each[2]));

const latencies: number[] = [];
for (const [eventId, , at] of report.arrivals) latencies.push(at - (committedAt.get(eventId) ?? at));
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
const failures = (await db.manager.query(
  'SELECT error, COUNT(*) AS n FROM webhook_attempts WHERE succeeded = 0 GROUP BY error',
)) as Array<{ error: string; n: number }>;
const succeeded = await db.manager.countBy(WebhookDelivery, { status: 'succeeded' });
console.log(
  `  outcome:                 ${succeeded} delivered, ${expected - succeeded} dead letters; failed attempts: ${failures.length === 0 ? 'none' : failures.map((each) => `${each.n} x "${each.error}"`).join(', ')}`,
);
console.log(
  `  requests received:       ${received} (first attempts ${report.arrivals.length}, repeats ${received - report.arrivals.length})`,
);
console.log(
  `  peak RSS:                ${(peakRss / 1024 / 1024).toFixed(0)} MB (process.resourceUsage maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
);

await app.close();
await db.destroy();
receivers.child.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
