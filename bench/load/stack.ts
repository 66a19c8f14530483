/**
 * What `bench:load` and `bench:soak` run against, each part its own process as in production: the
 * lab (bench/lab-process.ts) for the scanner to scan, two webhook receivers
 * (bench/webhook-receivers.ts), and the API (`api/server.ts`, bench/entry-process.ts) pointed at
 * both, on a fresh SQLite file, or on MySQL/MariaDB (emptied first) with LOAD_DB=mysql and
 * LOAD_DATABASE_URL or TEST_MYSQL_URL. Then the accounts: `accounts` signed up through the API and
 * moved to the Custom plan in the database (the plan is sold by sales, not by checkout), each with
 * a webhook endpoint per receiver and one completed scan of a lab domain (its report is read under
 * load), and one Free account, which stays Free.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { In } from 'typeorm';
import { loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/data-source.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { SECURE_DOMAIN } from '../../lab/fixtures/secure.fixtures.js';
import { freePort } from '../../scripts/temporal-dev.js';
import { type ApiProcess, startApiProcess } from '../entry-process.js';
import { type LabProcess, startLabProcess } from '../lab-process.js';
import { type Receivers, startReceivers } from '../receivers-process.js';
import { GcHeap } from './figures.js';
import type { LoadAccount } from './mix.js';
import { startTraceSink, type TraceSink } from './trace-sink.js';

/** Lab domains the submissions scan: the all-pass one and a mail-only one (fewer hosts to reach). */
export const LOAD_DOMAINS = [SECURE_DOMAIN, 'mail-only.test'];
const SEED_TIMEOUT_MS = 300_000;

export interface LoadStack {
  api: ApiProcess;
  /** The API's heap, from its `--trace-gc` output. */
  heap: GcHeap;
  lab: LabProcess;
  receivers: Receivers;
  database: 'sqlite' | 'mysql';
  /** The API's metrics listener (METRICS_PORT), or null with LOAD_METRICS=off (METRICS_DISABLED). */
  metricsPort: number | null;
  custom: LoadAccount[];
  free: LoadAccount;
  /** LOAD_TRACING=on: the sink the API's spans go to (OTLP/HTTP); null otherwise. */
  traceSink: TraceSink | null;
  /** Requests the receivers have had so far (webhook deliveries, retries included). */
  webhookRequests(): Promise<number>;
  stop(): Promise<void>;
}

function databaseUrl(dataDir: string): string {
  if (process.env.LOAD_DB !== 'mysql') return `sqlite:${join(dataDir, 'rampart.db')}`;
  const url = process.env.LOAD_DATABASE_URL ?? process.env.TEST_MYSQL_URL;
  if (!url) throw new Error('LOAD_DB=mysql needs LOAD_DATABASE_URL or TEST_MYSQL_URL (it is emptied first)');
  return url;
}

async function call<T>(api: ApiProcess, method: string, path: string, apiKey: string | null, body?: unknown) {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over `items`, `width` at a time (sign-ups hash a password: no point in more). */
async function inTurns<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** The API runs under `--trace-gc`; its live heap is read from that output from the first line. */
export async function startLoadStack(options: { accounts: number }): Promise<LoadStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rampart-load-'));
  const url = databaseUrl(dataDir);
  const database = url.startsWith('sqlite:') ? 'sqlite' : 'mysql';
  const config = loadConfig({ DATABASE_URL: url, RAMPART_DATA_DIR: dataDir });
  if (database === 'mysql') {
    const wipe = await openDatabase(config.database);
    await wipe.dropDatabase();
    await wipe.destroy();
  }
  const lab = await startLabProcess(join(dataDir, 'lab'));
  const receivers = await startReceivers(2);
  // LOAD_METRICS=off runs the API with METRICS_DISABLED, for the cost of metrics by difference.
  const metricsPort = process.env.LOAD_METRICS === 'off' ? null : await freePort();
  const metricsEnv: Record<string, string> =
    metricsPort === null ? { METRICS_DISABLED: 'true' } : { METRICS_PORT: String(metricsPort) };
  // LOAD_TRACING=on exports the API's spans to a sink here, for the cost of tracing by difference.
  const traceSink = process.env.LOAD_TRACING === 'on' ? await startTraceSink() : null;
  const tracingEnv: Record<string, string> = traceSink
    ? { OTEL_EXPORTER_OTLP_ENDPOINT: traceSink.endpoint, OTEL_SERVICE_NAME: 'rampart-load' }
    : {};
  const api = await startApiProcess(
    // The webhook receivers listen on loopback (http://localhost:<port>).
    {
      ...lab.env,
      ...metricsEnv,
      ...tracingEnv,
      RAMPART_DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_LOCALHOST: 'true',
    },
    60_000,
    // LOAD_CPU_PROF=<dir>: the API's V8 CPU profile, written there when it exits (set-up included;
    // scripts/cpu-profile-top.ts reads the run's window out of it).
    ['--trace-gc', ...(process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`] : [])],
  );
  const heap = new GcHeap();
  api.child.stdout?.on('data', (chunk: Buffer) => heap.feed(chunk.toString()));
  const stop = async () => {
    await api.stop();
    receivers.child.kill('SIGTERM');
    await traceSink?.stop();
    await lab.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const stamp = Date.now().toString(36);
    const signUp = (index: number | 'free') =>
      call<{ id: number; api_key: string }>(api, 'POST', '/v1/auth/signup', null, {
        email: `load-${index}-${stamp}@example.com`,
        password: 'load test password 1234',
      });
    const signed = await inTurns(
      Array.from({ length: options.accounts }, (_, i) => i),
      4,
      signUp,
    );
    const free = await signUp('free');
    const db = await openDatabase(config.database);
    try {
      await db.manager.update(User, { id: In(signed.map((each) => each.id)) }, { plan: 'custom' });
    } finally {
      await db.destroy();
    }
    const custom = await inTurns(signed, 8, async (account, index) => {
      for (const port of receivers.ports) {
        await call(api, 'POST', '/v1/webhooks', account.api_key, {
          url: `http://localhost:${port}/hook`,
          enabled_events: ['scan.completed'],
        });
      }
      const domain = LOAD_DOMAINS[index % LOAD_DOMAINS.length];
      const job = await call<{ job_id: number }>(api, 'POST', '/v1/scan', account.api_key, { domain });
      return { apiKey: account.api_key, seedJob: job.job_id };
    });
    await waitForSeedScans(config.database, custom, api);
    return {
      api,
      heap,
      lab,
      receivers,
      database,
      metricsPort,
      traceSink,
      custom,
      free: { apiKey: free.api_key, seedJob: 0 },
      async webhookRequests() {
        const response = await fetch(`http://127.0.0.1:${receivers.control}/`);
        return ((await response.json()) as { requests: number }).requests;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Every seed scan completed (bounded); a failed one stops the run, its report could not be read. */
async function waitForSeedScans(
  database: ReturnType<typeof loadConfig>['database'],
  accounts: LoadAccount[],
  api: ApiProcess,
): Promise<void> {
  const db = await openDatabase(database);
  try {
    const ids = accounts.map((each) => each.seedJob);
    const deadline = Date.now() + SEED_TIMEOUT_MS;
    for (;;) {
      const jobs = await db.manager.find(ScanJob, { where: { id: In(ids) }, select: { id: true, status: true } });
      const failed = jobs.filter((job) => job.status === 'failed');
      if (failed.length > 0) throw new Error(`seed scans failed: ${failed.map((job) => job.id).join(', ')}`);
      if (jobs.filter((job) => job.status === 'completed').length === ids.length) return;
      if (Date.now() > deadline) throw new Error(`seed scans not completed in ${SEED_TIMEOUT_MS} ms:\n${api.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.destroy();
  }
}
