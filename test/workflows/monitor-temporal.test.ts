/**
 * Monitoring on a real Temporal server (the embedded engine's side, with a fake clock, is
 * monitor-schedules.test.ts): a monitored domain's schedule is a Temporal Schedule `monitor-<id>`
 * (daily interval at the spread offset, overlap SKIP, one period of catch-up); a triggered run queues
 * the scan (source `monitor`), which runs on the worker against the lab, and its completion reaches
 * the alerts consumer. Changing the frequency updates the schedule in place; removing it deletes it.
 * Records the monitor workflow's history for the replay test (RECORD_TEMPORAL_HISTORIES=1).
 */
import type { Client } from '@temporalio/client';
import { expect } from 'chai';
import { type DataSource, MoreThan } from 'typeorm';
import { systemClock } from '../../core/clock.js';
import { FREQUENCY_PERIOD_MS } from '../../core/monitoring/monitoring-model.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import { scheduleMonitoring, stopMonitoring } from '../../workflows/monitoring-schedules.js';
import { scheduleOffsetMs } from '../../workflows/schedules.js';
import { TemporalScheduler } from '../../workflows/temporal/temporal-scheduler.js';
import { startMonitorLab } from '../api/monitoring/monitoring-kit.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { stateStoredUnder2024 } from '../monitoring/policy-change.js';
import { accountRow } from './workflow-kit.js';

forEachDatabase('Temporal: monitoring schedules and the monitor workflow', (database) => {
  let lab: Lab | undefined;
  let db: DataSource;
  let testWorker: TestWorker | undefined;
  let client: Client;
  let taskQueue: string;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startMonitorLab();
    db = await openFreshDatabase(database);
    taskQueue = uniqueTaskQueue('monitor');
    testWorker = await startTestWorker(address, taskQueue, { db, scanDeps: labScanDeps(lab), clock: systemClock });
    client = testWorker.client;
  });

  after(async function () {
    this.timeout(60_000);
    await testWorker?.stop();
    await db?.destroy();
    await lab?.stop();
  });

  it('runs monitor-<id> as a Temporal Schedule whose run scans the domain and feeds the alerts consumer', async function () {
    this.timeout(120_000);
    const account = await accountRow(db, `monitor-${taskQueue}@example.com`);
    const domain = await db.manager.save(
      db.manager.create(MonitoredDomain, {
        userId: account.id,
        domain: 'mon-1.test',
        scanFrequency: 'daily',
        alertOnScoreDrop: true,
        alertThreshold: 10,
        badgeEnabled: false,
        badgePublishedAt: null,
        alertState: null,
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: new Date(),
      }),
    );
    const scheduler = new TemporalScheduler(() => client, taskQueue);
    const id = `monitor-${domain.id}`;
    // A schedule of an earlier run against this long-lived namespace (same id, fresh database) goes first.
    await scheduler.remove(id);
    await scheduleMonitoring(scheduler, domain);
    const handle = client.schedule.getHandle(id);
    const described = await handle.describe();
    expect(described.spec.intervals?.[0]).to.deep.include({
      every: FREQUENCY_PERIOD_MS.daily,
      offset: scheduleOffsetMs(id, FREQUENCY_PERIOD_MS.daily),
    });
    expect(described.policies).to.deep.include({ overlap: 'SKIP', catchupWindow: FREQUENCY_PERIOD_MS.daily });
    expect(described.action).to.deep.include({ type: 'startWorkflow', workflowType: 'monitorWorkflow', taskQueue });

    // A stale `scan-1` in this long-lived namespace (an earlier suite's, a reset database's), left
    // running on a queue nobody polls: the fresh database's first job is 1 again, and the monitored
    // scan must not be blocked by it (it was, when the monitor started plain `scan-<job_id>`).
    const stale = await client.workflow
      .start('scanWorkflow', {
        workflowId: 'scan-1',
        taskQueue: `${taskQueue}-nobody`,
        args: [{ jobId: 1, domain: 'stale.test', modules: [], dkimSelectors: [] }],
      })
      .catch((error: Error) => {
        // Already there (running or closed) from an earlier suite: just as stale.
        if (error.name !== 'WorkflowExecutionAlreadyStartedError') throw error;
        return null;
      });
    // A day is too long to wait: the schedule is triggered now, as Temporal UI's "trigger" does.
    await handle.trigger();
    const fired = await until('the schedule to start a run', async () => {
      const recent = (await handle.describe()).info.recentActions;
      return recent.length > 0 ? recent[0] : undefined;
    });
    const runId = fired.action.workflow.workflowId;
    expect(runId).to.match(new RegExp(`^${id}-\\d{4}-\\d\\d-\\d\\dT`));
    const outcome = (await client.workflow.getHandle(runId).result()) as { jobId: number };
    const job = await until(
      'the scan job to finish',
      async () => {
        const row = await db.manager.findOneBy(ScanJob, { id: outcome.jobId });
        return row && (row.status === 'completed' || row.status === 'failed') ? row : undefined;
      },
      60_000,
    );
    expect(job).to.include({ id: 1, source: 'monitor', domain: 'mon-1.test', userId: account.id, status: 'completed' });
    const scanId = scanJobWorkflowId(job);
    expect(scanId).to.match(/^scan-1-[0-9a-f]{8}$/);
    // The job row completes a moment before its workflow does (it still starts the event's dispatch).
    expect(await client.workflow.getHandle(scanId).result()).to.deep.include({ jobId: 1, status: 'completed' });
    await stale?.terminate('stale scan-1 of the monitor test').catch(() => undefined);
    await until(
      'the alerts consumer to evaluate the scan',
      async () => (await db.manager.findOneByOrFail(MonitoredDomain, { id: domain.id })).lastEvaluatedJobId === job.id,
      30_000,
    );
    // `monitor-scheduled.json` was recorded when the scan's id was plain `scan-<job_id>` and is kept:
    // it proves such histories still replay. New recordings carry the suffixed id.
    await recordHistory(client, runId, 'monitor-scheduled-suffixed');

    // A new frequency changes the schedule in place; removing the domain's schedule deletes it.
    await scheduleMonitoring(scheduler, { ...domain, scanFrequency: 'weekly' });
    expect((await handle.describe()).spec.intervals?.[0]).to.deep.include({
      every: FREQUENCY_PERIOD_MS.weekly,
      offset: scheduleOffsetMs(id, FREQUENCY_PERIOD_MS.weekly),
    });
    expect(await stopMonitoring(scheduler, domain.id)).to.equal(true);
    expect(await stopMonitoring(scheduler, domain.id)).to.equal(false);
  });
  it('raises no alert when only the scoring policy changed (remembered under 2024.2, scanned under 2026.1)', async function () {
    this.timeout(180_000);
    const account = await accountRow(db, `policy-${taskQueue}@example.com`);
    const domain = await db.manager.save(
      db.manager.create(MonitoredDomain, {
        userId: account.id,
        domain: 'mon-2.test',
        scanFrequency: 'daily',
        alertOnScoreDrop: true,
        alertThreshold: 3,
        badgeEnabled: false,
        badgePublishedAt: null,
        alertState: null,
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: new Date(),
      }),
    );
    const scheduler = new TemporalScheduler(() => client, taskQueue);
    const id = `monitor-${domain.id}`;
    await scheduler.remove(id);
    await scheduleMonitoring(scheduler, domain);
    const handle = client.schedule.getHandle(id);
    /** Triggers the schedule, then waits (by the database) for its scan job and the job's evaluation. */
    const triggeredScan = async (after: number): Promise<ScanJob> => {
      // A schedule names each run by its time to the second (monitor-<id>-<time>), and the monitor
      // activity rightly queues one scan per run: two triggers within one second are one run. The
      // first scan can finish in under a second (it did on MariaDB), so each trigger waits for a
      // second of its own.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await handle.trigger();
      const job = await until(
        'the triggered scan to finish',
        async () => {
          const row = await db.manager.findOne(ScanJob, {
            where: { domain: 'mon-2.test', userId: account.id, source: 'monitor', id: MoreThan(after) },
            order: { id: 'DESC' },
          });
          return row && (row.status === 'completed' || row.status === 'failed') ? row : undefined;
        },
        90_000,
      );
      expect(job.status, job.failureReason ?? '').to.equal('completed');
      await until(
        'the alerts consumer to evaluate the scan',
        async () =>
          (await db.manager.findOneByOrFail(MonitoredDomain, { id: domain.id })).lastEvaluatedJobId === job.id,
        30_000,
      );
      return job;
    };
    try {
      const first = await triggeredScan(0);
      // As a deployment before 2026.1 would have remembered this very scan.
      const before = stateStoredUnder2024(first.report!);
      expect(before.score! - first.report!.score, 'the policy alone lowers the score').to.be.at.least(3);
      await db.manager.update(MonitoredDomain, { id: domain.id }, { alertState: before });
      const second = await triggeredScan(first.id);
      expect(second.report?.score, 'the same domain, the same score').to.equal(first.report?.score);
      const alerts = await db.manager.find(Alert, { where: { domainId: domain.id, jobId: second.id } });
      expect(alerts.map((a) => `${a.alertType} ${a.condition}`)).to.deep.equal([]);
      const remembered = (await db.manager.findOneByOrFail(MonitoredDomain, { id: domain.id })).alertState;
      expect(remembered).to.include({ score: second.report?.score, scoringVersion: '2026.1' });
    } finally {
      await stopMonitoring(scheduler, domain.id);
    }
  });
  it('admits on schedule the accounts POST /v1/scan admits: Free with a canceled subscription scans, a lapsed paid plan does not', async function () {
    this.timeout(120_000);
    const account = await accountRow(db, `admission-${taskQueue}@example.com`);
    const domain = await db.manager.save(
      db.manager.create(MonitoredDomain, {
        userId: account.id,
        domain: 'mon-1.test',
        scanFrequency: 'daily',
        alertOnScoreDrop: true,
        alertThreshold: 10,
        badgeEnabled: false,
        badgePublishedAt: null,
        alertState: null,
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: new Date(),
      }),
    );
    const run = (name: string) =>
      client.workflow.execute('monitorWorkflow', {
        taskQueue,
        workflowId: `monitor-${domain.id}-${name}-${taskQueue}`,
        args: [{ domainId: domain.id }],
      });
    await db.manager.update(User, { id: account.id }, { plan: 'free', subscriptionStatus: 'canceled' });
    const free = (await run('free-canceled')) as { jobId?: number };
    expect(free.jobId, 'a Free account whose subscription was canceled is scanned').to.be.a('number');
    await db.manager.update(User, { id: account.id }, { plan: 'starter', subscriptionStatus: 'canceled' });
    expect(await run('starter-canceled')).to.deep.equal({ skipped: 'subscription_inactive' });
  });
});
