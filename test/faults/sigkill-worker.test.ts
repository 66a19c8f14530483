/**
 * Fault drill, scale-out (docs/hardening.md, "Fault drills"): the API (`api/server.ts` with
 * TEMPORAL_ADDRESS) and one `npm run worker` process at a time; the worker is killed with SIGKILL
 * three times and a new one started each time: while it runs a scan's module activity, while it holds
 * a webhook attempt whose receiver has not answered (the receiver failed attempt 1), and while its
 * Chromium renders a PDF. Temporal notices the missing heartbeats and the new worker runs the lost
 * activity again. Nothing is lost; the quota is charged once, the event written and dispatched once,
 * one delivery; the webhook attempt that died mid-POST is sent again (at-least-once, same
 * `webhook-id`, which is what receivers dedupe on). MariaDB when TEST_MYSQL_URL is set, else a SQLite
 * file. Needs TEST_TEMPORAL_ADDRESS (`npx tsx scripts/temporal-dev.ts run -- npx mocha ...`).
 */
import { createHash } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { expect } from 'chai';
import { scanCompletedEventId } from '../../activities/events/outbox.js';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import { eventDispatchWorkflowId, scanJobWorkflowId } from '../../core/workflow-ids.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ReportPdfChunk } from '../../db/entities/report-pdf-chunk.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { SLOW_SCAN_DOMAIN, startScanLab } from '../api/scans/scan-kit.js';
import { testDatabases } from '../helpers/databases.js';
import {
  completedModuleActivities,
  requireTemporal,
  TEMPORAL_TEST_NAMESPACE,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import type { EntryProcess } from '../workflows/server-process.js';
import { chromiumUnder, FaultRig } from './process-kit.js';

const database = testDatabases().at(-1) as ReturnType<typeof testDatabases>[number];

describe(`fault drill: SIGKILL of a Temporal worker mid-scan, mid webhook retries, mid PDF render [${database.name}]`, () => {
  const rig = new FaultRig();
  const receiver = new TestReceiver();
  let lab: Lab | undefined;
  let connection: Connection | undefined;
  let client: Client;
  let worker: EntryProcess;
  let apiKey: string;
  let userId: number;
  let jobId: number;
  let eventId: string;
  const timings: string[] = [];

  /** Kills the running worker and starts its replacement; returns how long the start took. */
  const replaceWorker = async () => {
    await rig.kill(worker);
    const started = Date.now();
    worker = await rig.startWorker();
    return Date.now() - started;
  };

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startScanLab();
    await receiver.start();
    await rig.open(database, lab, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: uniqueTaskQueue('faults'),
      // Attempt 2 one second after attempt 1: the series is under way quickly.
      WEBHOOK_RETRY_SCHEDULE: '1,1,1,1',
    });
    const [first] = await Promise.all([rig.startWorker(), rig.startApi()]);
    worker = first;
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace: TEMPORAL_TEST_NAMESPACE });
    ({ apiKey, userId } = await rig.signUp('kill-worker@example.com'));
  });

  after(async function () {
    this.timeout(60_000);
    await rig.stopAll();
    await connection?.close();
    await receiver.stop();
    await lab?.stop();
    if (timings.length > 0) console.log(`      timings: ${timings.join('; ')}`);
  });

  it('finishes a scan whose worker was killed while it ran a module activity', async function () {
    this.timeout(120_000);
    const started = Date.now();
    // Attempt 1 fails (503); attempt 2 never gets an answer (its worker is killed meanwhile); the
    // repeated attempt 2 fails again; attempt 3 succeeds.
    receiver.answer = (index) => (index === 1 ? 'hang' : index < 3 ? { status: 503, body: 'down' } : { status: 200 });
    const endpoint = await rig.call('POST', '/v1/webhooks', apiKey, {
      url: `http://localhost:${receiver.port()}/in`,
      enabled_events: ['scan.completed'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
    jobId = await rig.submitScan(apiKey, SLOW_SCAN_DOMAIN);
    const workflowId = scanJobWorkflowId(await rig.db.manager.findOneByOrFail(ScanJob, { id: jobId }));
    // Killed while it holds the module activity with some modules finished (their results stored)
    // and others still running (the slow domain's dns_email waits on its unanswered DMARC name).
    const storedAtKill = await until(
      'the worker to hold a started module activity with some modules stored',
      async () => {
        const pending = (await client.workflow.getHandle(workflowId).describe()).raw.pendingActivities ?? [];
        if (!pending.some((activity) => activity.lastStartedTime && activity.activityType?.name === 'scanModules')) {
          return undefined;
        }
        const stored = await rig.db.manager.find(ScanModuleResult, { where: { jobId }, select: { module: true } });
        return stored.length > 0 && stored.length < MODULE_NAMES.length ? stored.map((row) => row.module) : undefined;
      },
      30_000,
      20,
    );
    const victim = `${worker.child.pid}@`;
    const workerStartMs = await replaceWorker();
    const job = await rig.jobFinished(jobId, 90_000);
    expect(job.status).to.equal('completed');
    expect(job.report?.modules.filter((module) => module.error)).to.deep.equal([]);
    // What the dead worker held ran again on the new one (attempt 2 or later), and that attempt took
    // the modules stored before the kill as they were instead of running them again.
    const history = await client.workflow.getHandle(workflowId).fetchHistory();
    const attempts = completedModuleActivities(history.events ?? []);
    expect(
      attempts.map((each) => each.attempt > 1),
      'the module activity run again after the kill',
    ).to.deep.equal([true]);
    expect(attempts[0]?.identity).to.not.match(new RegExp(`^${victim}`));
    expect(attempts[0]?.outcome.reused).to.include.members(storedAtKill);
    expect(attempts[0]?.outcome.reused).to.have.length.below(MODULE_NAMES.length);
    timings.push(`mid-scan ${((Date.now() - started) / 1000).toFixed(1)} s (new worker ready in ${workerStartMs} ms)`);
  });

  it('goes on with a webhook retry series whose worker was killed mid-attempt: the attempt is sent again', async function () {
    this.timeout(120_000);
    const started = Date.now();
    const job = await rig.db.manager.findOneByOrFail(ScanJob, { id: jobId });
    eventId = scanCompletedEventId(job);
    await until('attempt 2 to reach the receiver (it will not answer)', () => receiver.requests.length >= 2, 60_000);
    const workerStartMs = await replaceWorker();
    const delivery = await until(
      'the delivery to succeed',
      async () => {
        const row = await rig.db.manager.findOneBy(WebhookDelivery, { eventId });
        return row?.status === 'succeeded' ? row : undefined;
      },
      90_000,
      50,
    );
    const attempts = await rig.db.manager.find(WebhookAttempt, {
      where: { deliveryId: delivery.id },
      order: { attempt: 'ASC' },
    });
    expect(attempts.map((each) => [each.attempt, each.responseStatus])).to.deep.equal([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    // At-least-once: four POSTs for three recorded attempts (attempt 2 twice), all one event.
    expect(receiver.requests).to.have.length(4);
    expect(new Set(receiver.requests.map((each) => each.headers['webhook-id']))).to.deep.equal(new Set([eventId]));
    timings.push(
      `mid webhook retries ${((Date.now() - started) / 1000).toFixed(1)} s (new worker ready in ${workerStartMs} ms)`,
    );
  });

  it('serves the PDF whose render was on a worker killed mid-render; one report, whole', async function () {
    this.timeout(120_000);
    const started = Date.now();
    const pending = rig.fetch('GET', `/v1/compliance/reports/${jobId}/pdf`, apiKey);
    await until(
      "the worker's Chromium to start rendering",
      () => chromiumUnder(worker.child.pid as number).length > 0,
      60_000,
      5,
    );
    expect(await rig.db.manager.countBy(IssuedReport, { jobId }), 'stored before the kill').to.equal(0);
    const workerStartMs = await replaceWorker();
    const response = await pending;
    expect(response.status).to.equal(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    const sha = createHash('sha256').update(pdf).digest('hex');
    const reports = await rig.db.manager.findBy(IssuedReport, { jobId });
    expect(reports.map((each) => [each.pdfSha256, each.pdfSize])).to.deep.equal([[sha, pdf.length]]);
    const chunks = await rig.db.manager.find(ReportPdfChunk, {});
    expect([...new Set(chunks.map((chunk) => chunk.reportId))]).to.deep.equal([reports[0]?.id]);
    timings.push(
      `mid PDF render ${((Date.now() - started) / 1000).toFixed(1)} s (new worker ready in ${workerStartMs} ms)`,
    );
  });

  it('did once what must happen once: one scan of the quota, one event dispatched once, one delivery', async function () {
    this.timeout(30_000);
    expect((await rig.db.manager.findOneByOrFail(User, { id: userId })).scansThisMonth).to.equal(1);
    const events = await rig.db.manager.findBy(OutboxEvent, { type: 'scan.completed' });
    expect(events.map((each) => each.id)).to.deep.equal([eventId]);
    expect(events[0]?.dispatchedAt).to.not.equal(null);
    expect(await rig.db.manager.countBy(WebhookDelivery, { eventId })).to.equal(1);
    // Handed on inside the scan's run: no dispatch workflow was needed (the sweeper's would be `event-<id>`).
    const runs: string[] = [];
    for await (const execution of client.workflow.list({
      query: `WorkflowId = '${eventDispatchWorkflowId(eventId)}'`,
    })) {
      runs.push(execution.runId);
    }
    expect(runs).to.have.length(0);
  });
});
