/**
 * A real Prometheus scrapes the real processes: `api/server.ts` (embedded engine, on SQLite and on
 * MariaDB) through both of its ways in, the METRICS_PORT listener and the public port with the
 * METRICS_TOKEN bearer; and on Temporal the API, a `workers/temporal-worker.ts` process's endpoint
 * (WORKER_METRICS_PORT) and its Temporal SDK exporter (WORKER_TEMPORAL_METRICS_PORT). Scans run
 * against the lab and a webhook endpoint receives their events; the assertions go through
 * Prometheus's own HTTP API: the targets are up, the series exist, and they moved. The alert rules
 * of deploy/prometheus/ are loaded into it and must evaluate without error.
 */
import { expect } from 'chai';
import type { Lab } from '../../lab/start-lab.js';
import { freePort } from '../../scripts/temporal-dev.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { FaultRig } from '../faults/process-kit.js';
import { forEachDatabase, testDatabases } from '../helpers/databases.js';
import { requireTemporal, TEMPORAL_TEST_NAMESPACE, uniqueTaskQueue } from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import {
  PrometheusServer,
  prometheusBinary,
  type ScrapeJob,
  SDK_METRICS,
  SKIP_NO_PROMETHEUS,
} from './prometheus-server.js';

const TOKEN = 'metrics-token-for-the-prometheus-test-0123456789';
const DOMAIN = 'web-core.test';

interface Stack {
  rig: FaultRig;
  prometheus: PrometheusServer;
  receiver: TestReceiver;
  lab: Lab;
}

function requirePrometheus(context: Mocha.Context): void {
  if (prometheusBinary()) return;
  console.log(`      ${SKIP_NO_PROMETHEUS}`);
  context.skip();
}

/** Signs up, subscribes a receiver to scan.completed, and runs `count` scans to their end. */
async function scanWithWebhooks(stack: Stack, count: number): Promise<void> {
  const { rig } = stack;
  const { apiKey } = await rig.signUp(`metrics-${Date.now()}@example.com`);
  const endpoint = await rig.call('POST', '/v1/webhooks', apiKey, {
    url: `http://localhost:${stack.receiver.port()}/in`,
    enabled_events: ['scan.completed'],
  });
  expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
  const jobs: number[] = [];
  for (let i = 0; i < count; i += 1) jobs.push(await rig.submitScan(apiKey, DOMAIN));
  for (const job of jobs) expect((await rig.jobFinished(job, 90_000)).status).to.equal('completed');
  await until('the webhook deliveries', () => stack.receiver.requests.length >= count || undefined, 30_000, 100);
}

async function expectRulesHealthy(prometheus: PrometheusServer): Promise<void> {
  const rules = await prometheus.api<{
    groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }>;
  }>('/api/v1/rules');
  const all = rules.groups.flatMap((group) => group.rules);
  expect(all.map((rule) => rule.name)).to.include.members(['RampartApiErrorRate', 'RampartNoWorkerPolling']);
  for (const rule of all) expect(rule.health, `${rule.name}: ${rule.lastError ?? ''}`).to.equal('ok');
}

forEachDatabase('Prometheus scrapes the API on the embedded engine', (database) => {
  const stack = {} as Stack;

  before(async function () {
    requirePrometheus(this);
    this.timeout(120_000);
    stack.lab = await startScanLab();
    stack.receiver = new TestReceiver();
    await stack.receiver.start();
    stack.rig = new FaultRig();
    const metricsPort = await freePort();
    await stack.rig.open(database, stack.lab, { METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
    const api = await stack.rig.startApi();
    const apiHostPort = new URL(api.baseUrl).host;
    stack.prometheus = new PrometheusServer();
    await stack.prometheus.start([
      { name: 'rampart-api', target: `127.0.0.1:${metricsPort}` },
      { name: 'rampart-api-token', target: apiHostPort, bearerToken: TOKEN },
      { name: 'rampart-api-no-token', target: apiHostPort },
    ]);
  });

  after(async function () {
    this.timeout(60_000);
    await stack.prometheus?.stop();
    await stack.rig?.stopAll();
    await stack.receiver?.stop();
    await stack.lab?.stop();
  });

  it('sees the targets up (the listener, the bearer token) and refused without the token', async function () {
    this.timeout(30_000);
    const { prometheus } = stack;
    await prometheus.waitFor('up{job="rampart-api"}', (up) => up === 1);
    await prometheus.waitFor('up{job="rampart-api-token"}', (up) => up === 1);
    // The public port without the token answers 401: the scrape fails.
    await prometheus.waitFor('up{job="rampart-api-no-token"}', (up) => up === 0);
    expect(await prometheus.value('count(rampart_process_cpu_seconds_total{job="rampart-api"})')).to.equal(1);
  });

  it('records scans, modules, webhooks, requests and the queues, and the series move', async function () {
    this.timeout(180_000);
    const { prometheus } = stack;
    const requestsBefore =
      (await prometheus.value('sum(rampart_http_request_duration_seconds_count{job="rampart-api"})')) ?? 0;
    await scanWithWebhooks(stack, 2);
    await prometheus.waitFor('sum(rampart_scans_submitted_total{job="rampart-api",source="api"})', (n) => n >= 2);
    await prometheus.waitFor('sum(rampart_scans_completed_total{job="rampart-api",source="api"})', (n) => n >= 2);
    await prometheus.waitFor(
      'sum(rampart_scan_duration_seconds_count{job="rampart-api",status="completed"})',
      (n) => n >= 2,
    );
    // Fifteen modules a scan, each timed.
    await prometheus.waitFor('count(rampart_scan_module_duration_seconds_count{job="rampart-api"})', (n) => n >= 15);
    await prometheus.waitFor(
      'sum(rampart_webhook_attempts_total{job="rampart-api",outcome="succeeded"})',
      (n) => n >= 2,
    );
    await prometheus.waitFor('rampart_webhook_first_attempt_latency_seconds_count{job="rampart-api"}', (n) => n >= 2);
    await prometheus.waitFor(
      'sum(rampart_embedded_workflow_runs_total{job="rampart-api",workflow="scanWorkflow",outcome="completed"})',
      (n) => n >= 2,
    );
    const requestsAfter = await prometheus.waitFor(
      'sum(rampart_http_request_duration_seconds_count{job="rampart-api"})',
      (n) => n > requestsBefore,
    );
    expect(requestsAfter).to.be.greaterThan(requestsBefore);
    // The route pattern is the label, never the path with the job's id.
    const submit = await prometheus.query(
      'rampart_http_request_duration_seconds_count{job="rampart-api",route="/v1/scan",method="POST",status_class="2xx"}',
    );
    expect(submit[0]?.value).to.be.at.least(2);
    const routes = await prometheus.query('count by (route) (rampart_http_request_duration_seconds_count)');
    for (const row of routes) expect(row.metric.route).to.not.match(/\/\d+$/);
    // The queue gauges are there, and empty once the scans finished.
    await prometheus.waitFor('sum(rampart_scan_jobs{job="rampart-api"})', (n) => n === 0);
    expect(await prometheus.query('rampart_webhook_deliveries_pending{job="rampart-api"}')).to.have.length(2);
    // The same registry through the token job.
    await prometheus.waitFor('sum(rampart_scans_completed_total{job="rampart-api-token"})', (n) => n >= 2);
    if (database.name === 'mysql') {
      await prometheus.waitFor('sum(rampart_db_pool_connections{job="rampart-api"})', (n) => n >= 1);
    }
    await expectRulesHealthy(prometheus);
  });
});

// On one database (MariaDB when the run has it): the Temporal path adds no query of its own.
const temporalDatabase = testDatabases().at(-1);

describe(`Prometheus scrapes the API and a worker on Temporal [${temporalDatabase?.name}]`, () => {
  const stack = {} as Stack;
  const database = temporalDatabase;
  let jobs: ScrapeJob[] = [];
  let workerPort = 0;

  before(async function () {
    requirePrometheus(this);
    const address = requireTemporal(this);
    this.timeout(180_000);
    if (!database) throw new Error('no test database');
    stack.lab = await startScanLab();
    stack.receiver = new TestReceiver();
    await stack.receiver.start();
    stack.rig = new FaultRig();
    const [apiMetricsPort, sdkPort] = [await freePort(), await freePort()];
    workerPort = await freePort();
    await stack.rig.open(database, stack.lab, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: uniqueTaskQueue('prometheus'),
      METRICS_PORT: String(apiMetricsPort),
      WORKER_METRICS_PORT: String(workerPort),
      WORKER_TEMPORAL_METRICS_PORT: String(sdkPort),
    });
    await Promise.all([stack.rig.startWorker(), stack.rig.startApi()]);
    jobs = [
      { name: 'rampart-api', target: `127.0.0.1:${apiMetricsPort}` },
      { name: 'rampart-worker', target: `127.0.0.1:${workerPort}` },
      { name: 'rampart-worker-sdk', target: `127.0.0.1:${sdkPort}` },
    ];
    stack.prometheus = new PrometheusServer();
    await stack.prometheus.start(jobs);
  });

  after(async function () {
    this.timeout(60_000);
    await stack.prometheus?.stop();
    await stack.rig?.stopAll();
    await stack.receiver?.stop();
    await stack.lab?.stop();
  });

  it('reports the worker live and polling, and /health says so', async function () {
    this.timeout(30_000);
    const live = await fetch(`http://127.0.0.1:${workerPort}/health/live`);
    expect(live.status).to.equal(200);
    expect(await live.json()).to.deep.equal({ status: 'alive', worker: 'RUNNING' });
    const health = await until(
      '/health to see the worker',
      async () => {
        const answer = await stack.rig.call('GET', '/health', null);
        return answer.status === 200 ? answer : undefined;
      },
      20_000,
      250,
    );
    expect(health.body).to.include({ status: 'ok', engine: 'temporal' });
    expect(health.body.temporal).to.include({ server: 'ok' });
    expect((health.body.temporal as { workflow_pollers: number }).workflow_pollers).to.be.at.least(1);
  });

  it('sees activity metrics on the worker, the SDK runtime metrics and the pollers gauge move', async function () {
    this.timeout(180_000);
    const { prometheus } = stack;
    for (const job of jobs) await prometheus.waitFor(`up{job="${job.name}"}`, (up) => up === 1);
    await prometheus.waitFor('min(rampart_temporal_task_queue_pollers{job="rampart-api"})', (n) => n >= 1);
    await prometheus.waitFor('max(rampart_temporal_server_up{job="rampart-api"})', (n) => n === 1);
    const sdkBefore = (await prometheus.value('sum(temporal_activity_execution_latency_seconds_count)')) ?? 0;
    await scanWithWebhooks(stack, 2);
    // Submitted in the API; run, timed and delivered in the worker.
    await prometheus.waitFor('sum(rampart_scans_submitted_total{job="rampart-api"})', (n) => n >= 2);
    await prometheus.waitFor('sum(rampart_scans_completed_total{job="rampart-worker"})', (n) => n >= 2);
    await prometheus.waitFor('count(rampart_scan_module_duration_seconds_count{job="rampart-worker"})', (n) => n >= 15);
    await prometheus.waitFor('sum(rampart_webhook_attempts_total{job="rampart-worker"})', (n) => n >= 2);
    await prometheus.waitFor('count(rampart_process_cpu_seconds_total{job="rampart-worker"})', (n) => n === 1);
    // The SDK's own metrics, with Prometheus's naming (`_total`, seconds).
    await prometheus.waitFor(
      'sum(temporal_activity_execution_latency_seconds_count{job="rampart-worker-sdk"})',
      (n) => n > sdkBefore,
    );
    await prometheus.waitFor(
      'count(temporal_worker_task_slots_available{job="rampart-worker-sdk",worker_type="ActivityWorker"})',
      (n) => n >= 1,
    );
    // Every SDK metric the dashboard reads is there.
    for (const name of SDK_METRICS) await prometheus.waitFor(`count(${name}{job="rampart-worker-sdk"})`, (n) => n >= 1);
    await expectRulesHealthy(prometheus);
  });
});
