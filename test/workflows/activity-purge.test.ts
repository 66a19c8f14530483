/**
 * The activity log keeps 90 days: the `system-activity-purge` schedule (eventSweepWorkflow with
 * `{ sweep: 'account_activity' }`) deletes older entries in small batches, on the embedded engine
 * and on a real Temporal server (skipped, saying so, without one), on SQLite and MariaDB. Newer
 * entries and other accounts' stay; a backlog larger than one run is left for the next run.
 */
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { purgeAccountActivity } from '../../activities/account-activity/activity-purge.js';
import { ACCOUNT_ACTIVITY_RETENTION_DAYS } from '../../core/account-activity/activity-types.js';
import { systemClock } from '../../core/clock.js';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import { scanDepsFromConfig } from '../../scanner/scan-deps.js';
import { ACTIVITY_PURGE_EVERY_MS } from '../../workflows/policies.js';
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

const DAY_MS = 86_400_000;
const KEPT_MS = ACCOUNT_ACTIVITY_RETENTION_DAYS * DAY_MS;

/** `count` entries of `userId`, each `ageMs` older than `now` (a millisecond apart). */
async function entries(db: DataSource, userId: number, now: Date, ageMs: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) =>
    db.manager.create(AccountActivity, {
      userId,
      type: 'auth.sign_in',
      actor: 'public',
      ipAddress: '192.0.2.1',
      userAgent: null,
      requestId: null,
      details: { method: 'password' },
      createdAt: new Date(now.getTime() - ageMs - i),
    }),
  );
  await db.manager.save(AccountActivity, rows);
}

async function runPurge(t: TestApp, id: string): Promise<unknown> {
  return t.app.orchestrator.execute(
    'eventSweepWorkflow',
    id,
    { sweep: 'account_activity' },
    { kind: 'event_sweep', domains: [], accountId: null },
  );
}

forEachDatabase('activity log purge', (database) => {
  describe('embedded engine', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(database);
    });
    after(async () => t.close());

    it('is a system schedule, hourly', async () => {
      const schedule = await t.db.manager.findOneByOrFail(WorkflowSchedule, { id: 'system-activity-purge' });
      expect(schedule.workflowType).to.equal('eventSweepWorkflow');
      expect(schedule.input).to.deep.equal({ sweep: 'account_activity' });
      expect(schedule.everyMs).to.equal(ACTIVITY_PURGE_EVERY_MS);
    });

    it('deletes entries past 90 days, keeps newer ones and every account alike', async () => {
      const one = await signUp(t.app);
      const two = await signUp(t.app);
      const now = t.clock.now();
      await entries(t.db, one.id, now, KEPT_MS + DAY_MS, 3);
      await entries(t.db, two.id, now, KEPT_MS + 60_000, 2);
      await entries(t.db, one.id, now, KEPT_MS - 60_000, 2);
      const result = await runPurge(t, `activity-purge-${database.name}-1`);
      expect(result).to.deep.equal({ started: 0, purged: 5 });
      // Left: each account's sign-up entry, and the two just inside the 90 days.
      expect(await t.db.manager.countBy(AccountActivity, { userId: one.id })).to.equal(3);
      expect(await t.db.manager.countBy(AccountActivity, { userId: two.id })).to.equal(1);
      expect(await runPurge(t, `activity-purge-${database.name}-2`)).to.deep.equal({ started: 0, purged: 0 });
    });

    it('works in batches and leaves a backlog bigger than one run for the next', async () => {
      const account = await signUp(t.app);
      const now = t.clock.now();
      await entries(t.db, account.id, now, KEPT_MS + DAY_MS, 5);
      const cutoff = new Date(now.getTime() - KEPT_MS);
      expect(await purgeAccountActivity(t.db, cutoff, 2, 2)).to.deep.equal({ deleted: 4, done: false });
      expect(await purgeAccountActivity(t.db, cutoff, 2, 2)).to.deep.equal({ deleted: 1, done: true });
      expect(await t.db.manager.countBy(AccountActivity, { userId: account.id })).to.equal(1);
    });
  });

  describe('Temporal', () => {
    let t: TestApp | undefined;
    let worker: TestWorker | undefined;
    before(async function () {
      const address = requireTemporal(this);
      this.timeout(120_000);
      const taskQueue = uniqueTaskQueue('activity-purge');
      t = await buildTestApp(database, {
        TEMPORAL_ADDRESS: address,
        TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
        TEMPORAL_TASK_QUEUE: taskQueue,
      });
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

    it('is a Temporal Schedule as a worker ensures it, and a run deletes what is past 90 days', async function () {
      this.timeout(60_000);
      const app = t as TestApp;
      const { client, taskQueue } = worker as TestWorker;
      // What workers/temporal-worker.ts does at start (the test worker helper leaves it out); removed
      // afterwards, so the shared dev server keeps no schedule for this suite's task queue.
      const scheduler = new TemporalScheduler(() => client, taskQueue);
      await ensureSystemSchedules(scheduler);
      try {
        const described = await client.schedule.getHandle('system-activity-purge').describe();
        expect(described.spec.intervals?.[0]?.every).to.equal(ACTIVITY_PURGE_EVERY_MS);
        expect(described.action.type).to.equal('startWorkflow');
        if (described.action.type === 'startWorkflow') {
          expect(described.action.workflowType).to.equal('eventSweepWorkflow');
          expect(described.action.args).to.deep.equal([{ sweep: 'account_activity' }]);
        }
      } finally {
        for (const spec of SYSTEM_SCHEDULES) await scheduler.remove(spec.id);
      }
      const account = await signUp(app.app);
      const now = new Date();
      await entries(app.db, account.id, now, KEPT_MS + DAY_MS, 3);
      await entries(app.db, account.id, now, DAY_MS, 1);
      const result = await runPurge(app, `activity-purge-${database.name}-${Date.now()}`);
      expect(result).to.deep.equal({ started: 0, purged: 3 });
      expect(await app.db.manager.countBy(AccountActivity, { userId: account.id })).to.equal(2);
    });
  });
});
