/**
 * GET /health reports the engine that runs the workflows, and on Temporal whether it can work:
 * 503 with a detail when the server does not answer or no worker polls the task queue, 200 with
 * the pollers once a worker does. The spec's fields (status, version, database) stay as they were.
 */
import { expect } from 'chai';
import { systemClock } from '../../../core/clock.js';
import { freePort } from '../../../scripts/temporal-dev.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase, testDatabases } from '../../helpers/databases.js';
import {
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../../helpers/temporal.js';
import { until } from '../../helpers/wait.js';

forEachDatabase('GET /health and the engine', (database) => {
  it('names the embedded engine, with the spec fields and nothing about Temporal', async () => {
    const t = await buildTestApp(database);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).to.equal(200);
      expect(response.json()).to.deep.equal({ status: 'ok', version: '1.0.0', database: 'ok', engine: 'embedded' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 with a detail when the Temporal server does not answer', async function () {
    this.timeout(20_000);
    // A loopback port nothing listens on.
    const t = await buildTestApp(database, { TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` });
    try {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).to.equal(503);
      expect(response.json()).to.deep.equal({ detail: 'Temporal server unreachable: workflows cannot be started' });
      expect(Date.now() - started, 'bounded by the readiness deadline').to.be.below(8_000);
    } finally {
      await t.close();
    }
  });
});

describe(`GET /health on Temporal with and without a worker [${testDatabases()[0]?.name}]`, () => {
  let t: TestApp | undefined;
  let worker: TestWorker | undefined;
  const taskQueue = uniqueTaskQueue('health');

  before(async function () {
    const address = requireTemporal(this);
    const database = testDatabases()[0];
    if (!database) throw new Error('no test database');
    t = await buildTestApp(database, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
  });

  after(async function () {
    this.timeout(60_000);
    await worker?.stop();
    await t?.close();
  });

  it('says 503 while no worker polls the task queue, then 200 with the pollers once one does', async function () {
    this.timeout(120_000);
    const app = (t as TestApp).app;
    const none = await app.inject({ method: 'GET', url: '/health' });
    expect(none.statusCode).to.equal(503);
    expect(none.json()).to.deep.equal({
      detail: `No worker is polling the Temporal task queue "${taskQueue}": scans and deliveries wait until one does`,
    });
    worker = await startTestWorker(requireTemporal(this), taskQueue, {
      db: (t as TestApp).db,
      scanDeps: (t as TestApp).app.ctx.scanDeps,
      clock: systemClock,
    });
    const ready: { temporal: Record<string, unknown> } & Record<string, unknown> = await until<never>(
      '/health to see the worker',
      async () => {
        const response = await app.inject({ method: 'GET', url: '/health' });
        return response.statusCode === 200 ? (response.json() as never) : undefined;
      },
      30_000,
      500,
    );
    expect(ready).to.include({ status: 'ok', version: '1.0.0', database: 'ok', engine: 'temporal' });
    expect(ready.temporal.server).to.equal('ok');
    expect(ready.temporal.task_queue).to.equal(taskQueue);
    expect(ready.temporal.workflow_pollers).to.be.at.least(1);
    expect(ready.temporal.activity_pollers).to.be.at.least(1);
  });
});
