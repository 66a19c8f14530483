/**
 * MariaDB stopped under a Temporal worker (docs/hardening.md "Faults"): the scale-out
 * deployment, the API (`api/server.ts` with TEMPORAL_ADDRESS) and `npm run worker` as separate
 * processes on a private mariadbd (private-mariadb.ts). Scans are in flight (a module activity
 * started) and a webhook delivery waits for its retry when mariadbd is stopped for
 * FAULT_WORKER_OUTAGE_SECONDS (default 25), then started again. Neither process is restarted.
 *
 * During: every API answer is 503 {"detail": "Database unavailable"}, never a 500. After: health
 * 200; every job completed with no error module; the quota charged once per job; one scan.completed
 * event per job, dispatched; one delivery per event, succeeded; the worker (same pid) still polls: a
 * scan submitted after the recovery completes too. Every table passes CHECK TABLE.
 * Needs TEST_TEMPORAL_ADDRESS and the mariadbd binary; skipped, saying so, without them.
 */
import { Client, Connection } from '@temporalio/client';
import { expect } from 'chai';
import { scanCompletedEventId } from '../../activities/events/outbox.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { SLOW_SCAN_DOMAIN, startScanLab } from '../api/scans/scan-kit.js';
import { requireTemporal, TEMPORAL_TEST_NAMESPACE, uniqueTaskQueue } from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { setPlan } from '../webhooks/webhook-kit.js';
import type { EntryProcess } from '../workflows/server-process.js';
import { PrivateMariaDb, requireMariadbd } from './private-mariadb.js';
import { FaultRig } from './process-kit.js';
import { type LoadRequest, SteadyLoad, slowestMs, statusCounts } from './steady-load.js';

const OUTAGE_MS = Number(process.env.FAULT_WORKER_OUTAGE_SECONDS ?? 25) * 1000;
const DATABASE = 'rampart_worker_outage';
/** The delivery's second attempt comes this long after the first: inside the outage. */
const RETRY_AFTER_S = 8;

describe('faults: MariaDB stopped under a Temporal worker and the API (separate processes)', function () {
  this.timeout(OUTAGE_MS + 240_000);
  let mariadb: PrivateMariaDb | undefined;
  let lab: Lab | undefined;
  const rig = new FaultRig();
  const receiver = new TestReceiver();
  let worker: EntryProcess;
  let connection: Connection | undefined;
  let client: Client;
  const taskQueue = uniqueTaskQueue('db-outage');

  before(async function () {
    const address = requireTemporal(this);
    requireMariadbd(this);
    mariadb = await PrivateMariaDb.create(DATABASE);
    lab = await startScanLab();
    await receiver.start();
    await rig.open({ name: 'mysql', config: { kind: 'mysql', url: mariadb.url(DATABASE) } }, lab, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
      WEBHOOK_RETRY_SCHEDULE: `${RETRY_AFTER_S},1,1,1`,
    });
    [worker] = await Promise.all([rig.startWorker(), rig.startApi()]);
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace: TEMPORAL_TEST_NAMESPACE });
  });

  after(async function () {
    this.timeout(90_000);
    await rig.stopAll();
    await connection?.close();
    await receiver.stop();
    await lab?.stop();
    await mariadb?.destroy();
  });

  it('finishes every scan, charges and delivers once, and keeps polling, without a restart', async () => {
    const api = rig.api as NonNullable<typeof rig.api>;
    const { apiKey, userId } = await rig.signUp('worker-outage@example.com');
    await setPlan(rig.db, userId, 'custom');
    const endpoint = await rig.call('POST', '/v1/webhooks', apiKey, {
      url: `http://localhost:${receiver.port()}/in`,
      enabled_events: ['scan.completed'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
    // The first POST of each event fails (503): its retry waits RETRY_AFTER_S, into the outage.
    receiver.answer = (_index, request) => {
      const id = request.headers['webhook-id'];
      return receiver.requests.filter((each) => each.headers['webhook-id'] === id).length === 1
        ? { status: 503, body: 'not yet' }
        : { status: 204 };
    };

    // A scan that completes before the outage: its delivery's attempt 2 falls inside it.
    const jobs = [await rig.submitScan(apiKey, 'web-core.test')];
    await until('the first delivery attempt', () => receiver.requests.length >= 1, 60_000);
    // Scans in flight: stopped while a module activity runs (its result not yet stored).
    for (let n = 0; n < 3; n += 1) jobs.push(await rig.submitScan(apiKey, SLOW_SCAN_DOMAIN));
    await until(
      'the worker to hold a started module activity',
      async () => {
        // The running scans of this drill's task queue (by query: their ids are the API's to choose).
        const query = `TaskQueue = '${taskQueue}' AND WorkflowType = 'scanWorkflow' AND ExecutionStatus = 'Running'`;
        for await (const execution of client.workflow.list({ query })) {
          const pending = (await client.workflow.getHandle(execution.workflowId).describe()).raw.pendingActivities;
          if (pending?.some((each) => each.lastStartedTime && each.activityType?.name === 'scanModules')) return true;
        }
        return false;
      },
      30_000,
      10,
    );

    const auth = { authorization: `Bearer ${apiKey}` };
    const clients: LoadRequest[][] = [
      [{ method: 'GET', path: '/health' }],
      [
        { method: 'GET', path: '/v1/auth/me', headers: auth },
        { method: 'GET', path: `/v1/scan/jobs/${jobs[1]}`, headers: auth },
        { method: 'POST', path: '/v1/scan', headers: auth, body: () => ({ domain: 'web-core.test' }) },
      ],
    ];
    const load = new SteadyLoad(api.baseUrl, clients, 100);
    const statusesAtStop = (await rig.db.manager.findBy(ScanJob, {})).map((job) => `${job.id}:${job.status}`);
    await mariadb?.stop();
    const downAt = Date.now();
    load.start();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await load.stop();
    const restartAt = Date.now();
    await mariadb?.start();
    const upAt = Date.now();
    const healthyAt = await until(
      '/health to say 200 again',
      async () => (await fetch(`${api.baseUrl}/health`)).status === 200 && Date.now(),
      30_000,
      50,
    );

    const during = load.answers;
    const lateDeliveries = receiver.requests.filter((each) => each.at >= downAt && each.at <= upAt).length;
    const finished = await Promise.all(jobs.map((id) => rig.jobFinished(id, 150_000)));
    const finishedAt = Date.now();
    // The worker still polls: a scan submitted now completes.
    const lateJob = await rig.submitScan(apiKey, 'web-core.test');
    jobs.push(lateJob);
    finished.push(await rig.jobFinished(lateJob, 60_000));
    const events = await until(
      'every scan.completed event dispatched and delivered',
      async () => {
        const rows = await rig.db.manager.findBy(OutboxEvent, { type: 'scan.completed' });
        const deliveries = await rig.db.manager.findBy(WebhookDelivery, {});
        const done =
          rows.length >= jobs.length &&
          rows.every((row) => row.dispatchedAt) &&
          deliveries.length >= jobs.length &&
          deliveries.every((row) => row.status === 'succeeded');
        return done && rows;
      },
      120_000,
      200,
    ).catch(async (error) => {
      const deliveries = await rig.db.manager.find(WebhookDelivery, {});
      const rows = await rig.db.manager.find(OutboxEvent, {});
      const all = await rig.db.manager.find(ScanJob, {});
      console.log(
        deliveries.map((row) => `delivery ${row.id} ${row.eventId.slice(0, 8)} ${row.status} ${row.attemptCount}`),
        rows.map((row) => `event ${row.id.slice(0, 8)} ${row.dispatchedAt?.toISOString()}`),
        all.map((job) => `job ${job.id} ${job.status} ${job.failureReason}`),
        finished.map((job) => `${job.id}:${job.status}`),
        `down ${new Date(downAt).toISOString()} up ${new Date(upAt).toISOString()}`,
        worker.output.join('').slice(-3000),
      );
      throw error;
    });
    const stranded = events.find((row) => row.id === scanCompletedEventId(finished[0] as ScanJob));
    const strandedPosts = receiver.requests.filter((each) => each.headers['webhook-id'] === stranded?.id);
    console.log(
      `      jobs at the stop ${statusesAtStop.join(', ')}; outage ${((restartAt - downAt) / 1000).toFixed(1)} s: ` +
        `${during.length} requests ${JSON.stringify(statusCounts(during))}, slowest ${slowestMs(during)} ms, ` +
        `webhook POSTs sent ${lateDeliveries}; health 200 ${healthyAt - upAt} ms after mariadbd answered; ` +
        `last job finished ${((finishedAt - upAt) / 1000).toFixed(1)} s after; the delivery whose retry fell in the ` +
        `outage got its POST ${(((strandedPosts.at(-1)?.at ?? 0) - upAt) / 1000).toFixed(1)} s after (${strandedPosts.length} POSTs); ` +
        `statuses ${finished.map((job) => job.status).join(',')}; activity calls made again after the outage ` +
        `${worker.output.join('').split('calling it again after a wait').length - 1}`,
    );

    expect(during.length).to.be.greaterThan(50);
    for (const answer of during) {
      expect(answer.status, `${answer.method} ${answer.path}: ${answer.body}`).to.equal(503);
      expect(JSON.parse(answer.body)).to.deep.equal({ detail: 'Database unavailable' });
    }
    expect(worker.child.exitCode, worker.output.join('').slice(-2000)).to.equal(null);
    expect(api.child.exitCode).to.equal(null);
    for (const job of finished) {
      expect(job.status, `job ${job.id}: ${job.failureReason}`).to.equal('completed');
      expect(job.report?.modules.filter((module) => module.error)).to.deep.equal([]);
    }
    // Once each: the quota, the event, its delivery (one POST that succeeded per event).
    expect((await rig.db.manager.findOneByOrFail(User, { id: userId })).scansThisMonth).to.equal(jobs.length);
    expect(events.map((row) => row.id).sort()).to.deep.equal(finished.map((job) => scanCompletedEventId(job)).sort());
    const deliveries = await rig.db.manager.findBy(WebhookDelivery, {});
    expect(deliveries.map((row) => row.eventId).sort()).to.deep.equal(events.map((row) => row.id).sort());
    // The retry of the first scan's delivery was due inside the outage (so the drill tested it).
    expect(strandedPosts[1]?.at, 'its second POST came after the outage').to.be.greaterThan(upAt);
    // Each event's first POST was refused (503) and a later one accepted: at least two, one event id.
    for (const row of events) {
      const posts = receiver.requests.filter((each) => each.headers['webhook-id'] === row.id);
      expect(posts.length, `POSTs of ${row.id}`).to.be.at.least(2);
    }
    expect(await mariadb?.checkTables(DATABASE)).to.deep.equal([]);
  });
});
