/**
 * The retention purge on Temporal (skipped, saying so, without a server), on SQLite and MariaDB:
 * `system-retention-purge` is a Temporal Schedule as a worker ensures it, and a run on a worker
 * keeps exactly what the policy says (a full report past its window emptied, the latest scan of a
 * monitored domain kept whole, a summary past its window deleted).
 */
import { expect } from 'chai';
import { systemClock } from '../../core/clock.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { scanDepsFromConfig } from '../../scanner/scan-deps.js';
import { RETENTION_PURGE_EVERY_MS } from '../../workflows/policies.js';
import { ensureSystemSchedules, SYSTEM_SCHEDULES } from '../../workflows/system-schedules.js';
import { TemporalScheduler } from '../../workflows/temporal/temporal-scheduler.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import {
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { hasReport, monitored, runRetentionPurge, storedJob } from './retention-kit.js';

forEachDatabase('retention purge on Temporal', (database) => {
  let t: TestApp | undefined;
  let worker: TestWorker | undefined;
  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    const taskQueue = uniqueTaskQueue('retention-purge');
    t = await buildTestApp(database, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
    // The worker's clock is the wall clock, so the rows below are aged against it.
    worker = await startTestWorker(address, taskQueue, {
      db: t.db,
      scanDeps: scanDepsFromConfig(t.config.scanner),
      clock: systemClock,
    });
  });
  after(async function () {
    this.timeout(60_000);
    await worker?.stop();
    await t?.close();
  });

  it('is a Temporal Schedule as a worker ensures it, and a run on a worker keeps what the policy says', async function () {
    this.timeout(90_000);
    const app = t as TestApp;
    const { client, taskQueue } = worker as TestWorker;
    // What workers/temporal-worker.ts does at start; removed afterwards, so the shared dev server
    // keeps no schedule for this suite's task queue.
    const scheduler = new TemporalScheduler(() => client, taskQueue);
    await ensureSystemSchedules(scheduler);
    try {
      const described = await client.schedule.getHandle('system-retention-purge').describe();
      expect(described.spec.intervals?.[0]?.every).to.equal(RETENTION_PURGE_EVERY_MS);
      expect(described.action.type).to.equal('startWorkflow');
      if (described.action.type === 'startWorkflow') {
        expect(described.action.workflowType).to.equal('eventSweepWorkflow');
        expect(described.action.args).to.deep.equal([{ sweep: 'retention' }]);
      }
    } finally {
      for (const spec of SYSTEM_SCHEDULES) await scheduler.remove(spec.id);
    }
    const owner = await signUp(app.app);
    const now = new Date();
    const gone = await storedJob(app.db, owner.id, 'old.test', now, 401);
    const keptLatest = await storedJob(app.db, owner.id, 'kept.test', now, 401);
    await monitored(app.db, owner.id, 'kept.test', keptLatest.id);
    const summary = await storedJob(app.db, owner.id, 'old.test', now, 100);
    const fresh = await storedJob(app.db, owner.id, 'old.test', now, 1);
    const result = (await runRetentionPurge(app, `retention-purge-${database.name}-${Date.now()}`)) as {
      steps: Record<string, number>;
    };
    expect(result.steps).to.include({ scan_reports: 2, scan_summaries: 1 });
    expect(await app.db.manager.findOneBy(ScanJob, { id: gone.id })).to.equal(null);
    expect(await hasReport(app.db, keptLatest.id)).to.equal(true);
    expect(await hasReport(app.db, summary.id)).to.equal(false);
    expect(await hasReport(app.db, fresh.id)).to.equal(true);
  });
});
