/**
 * One scan is one trace, and its log lines say where they come from. The process's tracing SDK
 * (core/tracing/tracing-sdk.ts) exports to an OTLP/HTTP receiver on loopback (test/helpers/otlp-receiver.ts);
 * a scan is submitted through the API of the real app, against the lab, with a webhook endpoint
 * subscribed to `scan.completed`. The trace that the submission's request started must be one tree:
 * the request's span at the root, the workflow under it, the activities under that, the scanner's
 * requests to lab servers, its DNS questions, TLS handshakes and SMTP conversations (STARTTLS's
 * handshake under the conversation) and the webhook POST under their activities; on the embedded engine
 * (SQLite and MariaDB) and on Temporal (the API's client interceptor, the bundled workflow
 * interceptors, the worker's activity interceptors). The app's log lines (captured from its pino
 * logger at debug) carry the request id and the trace id on the request's lines, and the workflow id,
 * the activity and the trace id on the embedded engine's.
 */
import { expect } from 'chai';
import { webhookSettingsFromConfig } from '../../activities/webhooks/webhook-settings.js';
import { loadSecrets } from '../../config/secrets.js';
import { systemClock } from '../../core/clock.js';
import type { Tracing } from '../../core/tracing/tracing-sdk.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { CORE_FIXTURES } from '../../lab/fixtures/core.fixtures.js';
import { SECURE_DOMAIN, SECURE_FIXTURES } from '../../lab/fixtures/secure.fixtures.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { LAB_ZONES } from '../../lab/zones/index.js';
import { bearer, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase, type TestDatabase, testDatabases } from '../helpers/databases.js';
import { type OtlpReceiver, type ReceivedSpan, treeOutline, useTracing } from '../helpers/otlp-receiver.js';
import {
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { createEndpoint } from '../webhooks/webhook-kit.js';

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
/** The all-pass domain: web, TLS and a mail server with STARTTLS, so every kind of scanner span is made. */
const DOMAIN = SECURE_DOMAIN;

type LogLine = Record<string, unknown> & { msg?: string };

interface Scene {
  lab: Lab;
  t: TestApp;
  sink: TestReceiver;
  lines: LogLine[];
}

async function buildScene(database: TestDatabase, env: Record<string, string> = {}): Promise<Scene> {
  const lab = await startLab({ fixtures: [CORE_FIXTURES, SECURE_FIXTURES, { zones: [...LAB_ZONES], hosts: [] }] });
  const lines: LogLine[] = [];
  const t = await buildTestApp(database, env, [], {
    scanDeps: labScanDeps(lab),
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  });
  const sink = new TestReceiver();
  await sink.start();
  return { lab, t, sink, lines };
}

async function stopScene(scene: Scene | undefined): Promise<void> {
  await scene?.t.close();
  await scene?.sink.stop();
  await scene?.lab.stop();
}

/** Submits a scan with a webhook subscribed; returns its request id, job id and workflow id once delivered. */
async function scanWithWebhook(scene: Scene) {
  const { t, sink } = scene;
  const account = await signUp(t.app);
  await createEndpoint(t.app, account.apiKey, `http://localhost:${sink.port()}/scans`, ['scan.completed']);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/scan',
    headers: bearer(account.apiKey),
    payload: { domain: DOMAIN },
  });
  expect(response.statusCode, response.body).to.equal(202);
  const jobId = response.json().job_id as number;
  const requestId = String(response.headers['x-request-id']);
  expect((await waitForJob(t, jobId, ['completed', 'failed'], 45_000)).status).to.equal('completed');
  await until('the scan.completed delivery', () => sink.requests[0], 30_000);
  const workflowId = scanJobWorkflowId(await t.db.manager.findOneByOrFail(ScanJob, { id: jobId }));
  return { requestId, jobId, workflowId };
}

/** The trace id the request's own log lines name (its "incoming request" line is the first). */
function requestTraceId(lines: LogLine[], requestId: string): string {
  const requestLines = lines.filter((line) => line.reqId === requestId);
  expect(requestLines.length, 'log lines of the request').to.be.greaterThan(1);
  const traceIds = new Set(requestLines.map((line) => line.trace_id));
  expect([...traceIds], 'trace ids on the request lines').to.have.length(1);
  const traceId = requestLines[0]?.trace_id;
  expect(traceId).to.match(/^[0-9a-f]{32}$/);
  return traceId as string;
}

/**
 * Waits until the trace holds the webhook's POST (the last thing a scan's trace does) and every span's
 * parent: workflow spans leave when their workflow ends, and a child workflow may end before its
 * parent. Returns what came by then either way; the assertions say what is missing.
 */
async function receivedTrace(tracing: Tracing, receiver: OtlpReceiver, traceId: string): Promise<ReceivedSpan[]> {
  const complete = async () => {
    await tracing.flush();
    const spans = receiver.trace(traceId);
    const ids = new Set(spans.map((span) => span.spanId));
    const posted = spans.some((span) => span.name === 'POST' && span.kind === SPAN_KIND_CLIENT);
    const whole = spans.every((span) => span.parentSpanId === null || ids.has(span.parentSpanId));
    return posted && whole ? spans : undefined;
  };
  return until('the whole scan trace', complete, 30_000, 200).catch(() => receiver.trace(traceId));
}

function byId(spans: ReceivedSpan[]): Map<string, ReceivedSpan> {
  return new Map(spans.map((span) => [span.spanId, span]));
}

function parentOf(spans: Map<string, ReceivedSpan>, span: ReceivedSpan): ReceivedSpan | undefined {
  return span.parentSpanId ? spans.get(span.parentSpanId) : undefined;
}

/** The names from a span up to the root. */
function ancestry(spans: Map<string, ReceivedSpan>, span: ReceivedSpan): string[] {
  const names: string[] = [];
  for (let current = parentOf(spans, span); current; current = parentOf(spans, current)) names.push(current.name);
  return names;
}

/** One tree: one root, the request's span; every other span's parent is in the trace. */
function expectOneTree(spans: ReceivedSpan[]): Map<string, ReceivedSpan> {
  const ids = byId(spans);
  const roots = spans.filter((span) => span.parentSpanId === null);
  expect(roots.map((span) => span.name)).to.deep.equal(['POST /v1/scan']);
  expect(roots[0]?.kind).to.equal(SPAN_KIND_SERVER);
  const orphans = spans.filter((span) => span.parentSpanId !== null && !ids.has(span.parentSpanId));
  expect(
    orphans.map((span) => span.name),
    'spans whose parent is not in the trace',
  ).to.deep.equal([]);
  return ids;
}

/** The scanner's requests to lab servers and the webhook's POST, each under its activity. */
function expectOutboundCalls(ids: Map<string, ReceivedSpan>, spans: ReceivedSpan[]): void {
  const fetches = spans.filter((span) => span.name === 'GET' && span.kind === SPAN_KIND_CLIENT);
  expect(fetches.length, 'scanner GETs').to.be.greaterThan(0);
  for (const fetch of fetches) {
    expect(String(fetch.attributes['network.peer.address'])).to.match(/^127\./);
    expect(parentOf(ids, fetch)?.name).to.equal('RunActivity:scanModules');
  }
  const posts = spans.filter((span) => span.name === 'POST' && span.kind === SPAN_KIND_CLIENT);
  expect(posts).to.have.length(1);
  const post = posts[0] as ReceivedSpan;
  expect(post.attributes).to.include({
    'server.address': 'localhost',
    'url.path': '/scans',
    'http.response.status_code': 200,
  });
  const postAncestry = ancestry(ids, post);
  expect(postAncestry[0]).to.match(/^RunActivity:/);
  expect(postAncestry).to.include('RunWorkflow:webhookDeliveryWorkflow');
  expect(postAncestry).to.include('RunWorkflow:scanWorkflow');
  expect(postAncestry.at(-1)).to.equal('POST /v1/scan');
}

/**
 * The scanner's own protocols as client spans under the module activity: DNS questions (for the
 * scanned domain among others), the TLS handshake and probes of its web host, and the SMTP
 * conversation with its MX, whose STARTTLS handshake is a child of the conversation.
 */
function expectScannerSpans(ids: Map<string, ReceivedSpan>, spans: ReceivedSpan[]): void {
  const named = (name: string) => spans.filter((span) => span.name === name);
  const underModules = (span: ReceivedSpan) => parentOf(ids, span)?.name === 'RunActivity:scanModules';
  const dns = named('rampart.scanner.dns');
  expect(dns.length, 'DNS spans').to.be.greaterThan(0);
  for (const span of dns) {
    expect(span.kind).to.equal(SPAN_KIND_CLIENT);
    expect(span.attributes).to.have.keys(
      'dns.question.name',
      'rampart.dns.record_type',
      'server.address',
      'server.port',
      'network.transport',
      'rampart.dns.status',
      'rampart.dns.answer_count',
      ...(span.attributes['rampart.dns.rcode'] === undefined ? [] : ['rampart.dns.rcode']),
    );
    // The API resolves the target when the scan is submitted; the rest is the activities'.
    expect(ancestry(ids, span)[0], String(span.attributes['dns.question.name'])).to.match(
      /^(RunActivity:|POST \/v1\/scan$)/,
    );
  }
  const scannedDns = dns.filter((span) => underModules(span) && span.attributes['dns.question.name'] === DOMAIN);
  expect(scannedDns.map((span) => span.attributes['rampart.dns.record_type'])).to.include.members(['A', 'MX']);
  const handshakes = named('rampart.scanner.tls');
  const webHandshake = handshakes.find((span) => underModules(span) && span.attributes['server.address'] === DOMAIN);
  expect(webHandshake, 'the TLS handshake with the web host').to.not.equal(undefined);
  expect(webHandshake?.attributes).to.include({ 'server.port': 443, 'tls.established': true });
  expect(String(webHandshake?.attributes['tls.protocol.version'])).to.match(/^1\.[23]$/);
  const probes = named('rampart.scanner.tls_probe');
  expect(probes.length, 'raw TLS probes').to.be.greaterThan(0);
  for (const probe of probes) expect(underModules(probe), 'a TLS probe under scanModules').to.equal(true);
  const smtp = named('rampart.scanner.smtp');
  expect(smtp.length, 'SMTP conversations').to.be.greaterThan(0);
  for (const conversation of smtp) {
    expect(underModules(conversation), 'an SMTP conversation under scanModules').to.equal(true);
    expect(conversation.attributes).to.include({ 'server.port': 25, 'rampart.smtp.starttls': true });
    expect(String(conversation.attributes['server.address'])).to.equal(`mx1.${DOMAIN}`);
    const starttls = handshakes.filter((span) => span.parentSpanId === conversation.spanId);
    expect(starttls.map((span) => span.attributes['rampart.tls.starttls'])).to.deep.equal(['smtp']);
    expect(starttls[0]?.attributes['tls.established']).to.equal(true);
  }
}

function printOutline(title: string, spans: ReceivedSpan[]): void {
  if (process.env.PRINT_TRACE === '1')
    console.log(
      `      ${title}\n${treeOutline(spans)
        .map((line) => `        ${line}`)
        .join('\n')}`,
    );
}

forEachDatabase('Traces and correlated logs on the embedded engine', (database) => {
  const traces = useTracing();
  let scene: Scene | undefined;
  before(async function () {
    this.timeout(60_000);
    scene = await buildScene(database);
  });
  after(async function () {
    this.timeout(30_000);
    await stopScene(scene);
  });

  it('traces request -> StartWorkflow -> RunWorkflow -> RunActivity -> the GETs, DNS, TLS, SMTP and the webhook POST as one tree', async function () {
    this.timeout(90_000);
    const current = scene as Scene;
    const { requestId, workflowId } = await scanWithWebhook(current);
    const traceId = requestTraceId(current.lines, requestId);
    const spans = await receivedTrace(traces.tracing(), traces.receiver(), traceId);
    printOutline(`embedded [${database.name}]`, spans);
    const ids = expectOneTree(spans);
    const start = spans.find((span) => span.name === 'StartWorkflow:scanWorkflow');
    expect(start && parentOf(ids, start)?.name).to.equal('POST /v1/scan');
    const run = spans.find((span) => span.name === 'RunWorkflow:scanWorkflow');
    expect(run?.attributes['rampart.workflow_id']).to.equal(workflowId);
    expect(run && parentOf(ids, run)?.name).to.equal('StartWorkflow:scanWorkflow');
    const activities = spans.filter((span) => parentOf(ids, span) === run).map((span) => span.name);
    expect(activities).to.include.members([
      'RunActivity:beginScan',
      'RunActivity:scanModules',
      'RunActivity:completeScan',
      'RunActivity:handEventToConsumers',
    ]);
    expectOutboundCalls(ids, spans);
    expectScannerSpans(ids, spans);
  });

  it("puts the request id and trace id on the request's lines, and the workflow id, activity and trace id on the engine's", async function () {
    this.timeout(90_000);
    const current = scene as Scene;
    const { requestId, workflowId } = await scanWithWebhook(current);
    const traceId = requestTraceId(current.lines, requestId);
    const messages = current.lines.filter((line) => line.reqId === requestId).map((line) => line.msg);
    expect(messages).to.include.members(['incoming request', 'request completed']);
    // The run records its end after the activity that completed the job: wait for its last line.
    const runLines = await until('the run to end', () => {
      const lines = current.lines.filter((line) => line.workflowId === workflowId);
      return lines.some((line) => line.msg === 'workflow run completed') ? lines : undefined;
    });
    expect(runLines.map((line) => line.msg)).to.include.members([
      'workflow run started',
      'activity completed',
      'workflow run completed',
    ]);
    for (const line of runLines) expect(line, line.msg).to.include({ trace_id: traceId });
    const activityLines = runLines.filter((line) => line.msg === 'activity completed');
    expect(new Set(activityLines.map((line) => line.activity))).to.include.keys(
      'beginScan',
      'scanModules',
      'completeScan',
    );
    // A run is its own scope: the request that launched it is named by the trace, not by reqId.
    expect(runLines.filter((line) => line.reqId !== undefined)).to.deep.equal([]);
    // Every line written inside a run or an activity names its workflow and the trace.
    const inRuns = current.lines.filter((line) => line.workflowId !== undefined);
    for (const line of inRuns) expect(line.trace_id, `${line.msg} of ${line.workflowId}`).to.match(/^[0-9a-f]{32}$/);
  });
});

describe('Traces and correlated logs on Temporal', () => {
  const traces = useTracing();
  let scene: Scene | undefined;
  let worker: TestWorker | undefined;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    const taskQueue = uniqueTaskQueue('traces');
    // One database is enough here: what is under test is Temporal's side of the trace.
    scene = await buildScene(testDatabases()[0] as TestDatabase, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
    worker = await startTestWorker(address, taskQueue, {
      db: scene.t.db,
      scanDeps: labScanDeps(scene.lab),
      clock: systemClock,
      // The app's settings (WEBHOOK_ALLOW_LOCALHOST), as a worker reads the same environment.
      webhooks: webhookSettingsFromConfig(scene.t.config, loadSecrets(scene.t.config)),
    });
  });

  after(async function () {
    this.timeout(60_000);
    await worker?.stop();
    await stopScene(scene);
  });

  it('carries the request span through the client, the workflow and each activity to the outbound calls, DNS, TLS and SMTP', async function () {
    this.timeout(120_000);
    const current = scene as Scene;
    expect(current.t.app.orchestrator.kind).to.equal('temporal');
    const { requestId, workflowId } = await scanWithWebhook(current);
    const traceId = requestTraceId(current.lines, requestId);
    const spans = await receivedTrace(traces.tracing(), traces.receiver(), traceId);
    printOutline('Temporal', spans);
    const ids = expectOneTree(spans);
    const start = spans.find((span) => span.name === 'StartWorkflow:scanWorkflow');
    expect(start && parentOf(ids, start)?.name).to.equal('POST /v1/scan');
    expect(start?.attributes.temporalWorkflowId).to.equal(workflowId);
    const run = spans.find((span) => span.name === 'RunWorkflow:scanWorkflow');
    expect(run && parentOf(ids, run)?.name).to.equal('StartWorkflow:scanWorkflow');
    const scheduled = spans.filter((span) => parentOf(ids, span) === run).map((span) => span.name);
    expect(scheduled).to.include.members(['StartActivity:scanModules']);
    const executed = spans.filter((span) => span.name === 'RunActivity:scanModules');
    expect(executed.length).to.be.greaterThan(0);
    for (const span of executed) {
      expect(parentOf(ids, span)?.name).to.equal('StartActivity:scanModules');
      expect(span.attributes.temporalWorkflowId).to.equal(workflowId);
    }
    expectOutboundCalls(ids, spans);
    expectScannerSpans(ids, spans);
  });
});
