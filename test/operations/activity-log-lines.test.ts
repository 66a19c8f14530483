/**
 * A line an activity logs names where it came from: the workflow id, the activity, its attempt and the
 * trace id (docs/operations.md, "Log lines"). The activity here is a webhook delivery attempt that
 * disables its endpoint (the tenth consecutive failure) and then fails to mail the owner, because
 * SMTP_URL points at a loopback port nobody listens on: the notice's failure is logged through the
 * process's logger (ActivityDeps.log). On the embedded engine the line is read from the app's pino
 * logger; on Temporal from the stdout of a real `workers/temporal-worker.ts` process, exporting its
 * spans to a loopback OTLP receiver, so the trace id on the line must name a trace that was exported.
 */
import { createServer } from 'node:net';
import { expect } from 'chai';
import { webhookDeliveryWorkflowId } from '../../core/workflow-ids.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { FaultRig } from '../faults/process-kit.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase, type TestDatabase, testDatabases } from '../helpers/databases.js';
import { OtlpReceiver, useTracing } from '../helpers/otlp-receiver.js';
import { requireTemporal, TEMPORAL_TEST_NAMESPACE, uniqueTaskQueue } from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { call, createEndpoint } from '../webhooks/webhook-kit.js';
import type { EntryProcess } from '../workflows/server-process.js';

const NOTICE_FAILED = 'webhook endpoint disabled; the notice to its owner failed';
const ACTIVITY = 'attemptWebhookDelivery';

type LogLine = Record<string, unknown> & { msg?: string };

/** A loopback port that refuses connections: one that was just listened on and closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The JSON lines of a process's output (its chunks need not end on a line's end). */
function jsonLines(chunks: readonly string[]): LogLine[] {
  return chunks
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

const ENV = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  WEBHOOK_RETRY_SCHEDULE: '0,0,0,0',
});

/** The endpoint one failure away from being disabled, then a test event that fails against it. */
async function failTenthTime(
  db: TestApp['db'],
  endpointId: number,
  sendTest: () => Promise<{ status: number; body: string }>,
) {
  await db.manager.update(WebhookEndpoint, { id: endpointId }, { consecutiveFailures: 9 });
  const sent = await sendTest();
  expect(sent.status, sent.body).to.equal(200);
  const delivery = await until(
    'the test delivery',
    async () => (await db.manager.findOneBy(WebhookDelivery, { endpointId })) ?? undefined,
  );
  const endpoint = await until('the endpoint disabled', async () => {
    const row = await db.manager.findOneByOrFail(WebhookEndpoint, { id: endpointId });
    return row.isActive ? undefined : row;
  });
  expect(endpoint.disabledReason).to.equal('consecutive_failures');
  return webhookDeliveryWorkflowId(delivery.id, delivery.eventId);
}

function expectCorrelated(line: LogLine, workflowId: string, endpointId: number): string {
  expect(line).to.include({ level: 50, workflowId, activity: ACTIVITY, attempt: 1, endpointId });
  expect(line.err).to.match(/ECONNREFUSED|connect/i);
  expect(line.trace_id).to.match(/^[0-9a-f]{32}$/);
  expect(line.span_id).to.match(/^[0-9a-f]{16}$/);
  return line.trace_id as string;
}

forEachDatabase('Activity log lines on the embedded engine', (database) => {
  const traces = useTracing();
  const sink = new TestReceiver();
  const lines: LogLine[] = [];
  let t: TestApp | undefined;

  before(async function () {
    this.timeout(60_000);
    sink.answer = () => ({ status: 500 });
    await sink.start();
    t = await buildTestApp(database, ENV(await closedPort()), [], {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    });
  });
  after(async function () {
    this.timeout(30_000);
    await t?.close();
    await sink.stop();
  });

  it("logs a failed owner notice with the workflow id, activity, attempt and trace id of the attempt's span", async function () {
    this.timeout(60_000);
    const app = (t as TestApp).app;
    const owner = await signUp(app);
    const endpoint = await createEndpoint(app, owner.apiKey, `http://localhost:${sink.port()}/hooks`);
    const workflowId = await failTenthTime((t as TestApp).db, endpoint.id, async () => {
      const answer = await call(app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`, {});
      return { status: answer.statusCode, body: answer.body };
    });
    const line = await until('the failed notice line', () => lines.find((each) => each.msg === NOTICE_FAILED));
    const traceId = expectCorrelated(line, workflowId, endpoint.id);
    const spans = await until('the attempt span', async () => {
      await traces.tracing().flush();
      const found = traces.receiver().trace(traceId);
      return found.some((span) => span.spanId === line.span_id) ? found : undefined;
    });
    expect(spans.find((span) => span.spanId === line.span_id)?.name).to.equal(`RunActivity:${ACTIVITY}`);
  });
});

describe('Activity log lines on a Temporal worker process', () => {
  const rig = new FaultRig();
  const otlp = new OtlpReceiver();
  const sink = new TestReceiver();
  let worker: EntryProcess | undefined;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(150_000);
    sink.answer = () => ({ status: 500 });
    await sink.start();
    const tracesUrl = await otlp.start();
    await rig.open(testDatabases()[0] as TestDatabase, undefined, {
      ...ENV(await closedPort()),
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: uniqueTaskQueue('log-lines'),
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: tracesUrl,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    [worker] = await Promise.all([rig.startWorker(), rig.startApi()]);
  });
  after(async function () {
    this.timeout(60_000);
    await rig.stopAll();
    await otlp.stop();
    await sink.stop();
  });

  it("writes the worker's own lines and an activity's as JSON, the activity's with its ids and trace id", async function () {
    this.timeout(90_000);
    const output = (worker as EntryProcess).output;
    const started = jsonLines(output).find((line) => String(line.msg).startsWith('Rampart worker on '));
    expect(started, 'the start line, as JSON').to.include({ level: 30 });
    const { apiKey } = await rig.signUp('worker-log-lines@example.com');
    const created = await rig.call('POST', '/v1/webhooks', apiKey, {
      url: `http://localhost:${sink.port()}/hooks`,
      enabled_events: ['scan.completed'],
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const endpointId = Number(created.body.id);
    const workflowId = await failTenthTime(rig.db, endpointId, async () => {
      const answer = await rig.call('POST', `/v1/webhooks/${endpointId}/test`, apiKey, {});
      return { status: answer.status, body: JSON.stringify(answer.body) };
    });
    const line = await until('the failed notice line on the worker', () =>
      jsonLines(output).find((each) => each.msg === NOTICE_FAILED),
    );
    const traceId = expectCorrelated(line, workflowId, endpointId);
    const span = await until('the attempt span from the worker', () =>
      otlp.trace(traceId).find((each) => each.spanId === line.span_id),
    );
    expect(span.name).to.equal(`RunActivity:${ACTIVITY}`);
    expect(span.service).to.equal('rampart-worker');
    // No line of the worker is plain text: the SDK's and the worker's own go through its logger too.
    const plain = output
      .join('')
      .split('\n')
      .filter((each) => each.trim() !== '' && !each.startsWith('{'));
    expect(plain).to.deep.equal([]);
  });
});
