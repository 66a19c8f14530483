/**
 * Monitoring schedules on the embedded engine with a fake clock, on each database: a monitored
 * domain's schedule `monitor-<id>` fires at its spread slot and queues one scan (source `monitor`, no
 * quota); after downtime one catch-up run, not a burst; deleting the domain's schedule or changing its
 * frequency takes effect at once; 1,000 daily domains do not fire in the same second. The scanner is
 * replaced by a refusal (no network), so each scan ends quickly as `failed`.
 */
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { createActivities } from '../../activities/jobs/index.js';
import { ScanRefused } from '../../activities/scans/scan-admission.js';
import { FREQUENCY_PERIOD_MS } from '../../core/monitoring/monitoring-model.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import { scheduledRunId } from '../../workflows/embedded/embedded-scheduler.js';
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import { monitorScheduleSpec, scheduleMonitoring, stopMonitoring } from '../../workflows/monitoring-schedules.js';
import { EmbeddedOrchestrator } from '../../workflows/orchestrator.js';
import { ScanSubmission } from '../../workflows/scan-submission.js';
import { nextSlotAfter, scheduleOffsetMs } from '../../workflows/schedules.js';
import { TestClock } from '../helpers/clock.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { accountRow, silentLog, unresolvingScanDeps } from './workflow-kit.js';

const DAY = FREQUENCY_PERIOD_MS.daily;

forEachDatabase('monitoring schedules on the embedded engine (fake clock)', (database) => {
  let db: DataSource;
  let engine: EmbeddedEngine;
  let clock: TestClock;

  beforeEach(async () => {
    db = await openFreshDatabase(database);
    clock = new TestClock(new Date('2026-11-23T10:00:00.000Z'));
    // No network here: the target "stopped resolving", which fails the job at once.
    const activities = createActivities({ db, scanDeps: unresolvingScanDeps(), clock, eventConsumers: [] });
    engine = new EmbeddedEngine({
      db,
      activities,
      clock,
      log: silentLog,
      scheduleTimer: false,
      sleep: async () => undefined,
    });
    await engine.start();
  });
  afterEach(async () => {
    await engine.close();
    await db.destroy();
  });

  async function monitored(frequency: 'hourly' | 'daily' | 'weekly' = 'daily') {
    const account = await accountRow(db, `owner-${Math.random().toString(36).slice(2)}@example.com`);
    const domain = await db.manager.save(
      db.manager.create(MonitoredDomain, {
        userId: account.id,
        domain: 'monitored.test',
        scanFrequency: frequency,
        alertOnScoreDrop: true,
        alertThreshold: 10,
        badgeEnabled: false,
        badgePublishedAt: null,
        alertState: null,
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: clock.now(),
      }),
    );
    await scheduleMonitoring(engine.schedules, domain);
    return { account, domain };
  }
  const monitorRuns = () => engine.schedules.tick().then((ids) => ids.filter((id) => id.startsWith('monitor-')));
  const runFinished = (id: string) =>
    until(`${id} to finish`, async () => (await db.manager.findOneBy(WorkflowRun, { id }))?.status === 'completed');

  it('fires monitor-<id> at its spread slot: one monitor scan job, no quota; the same slot never twice', async () => {
    const { account, domain } = await monitored();
    const id = `monitor-${domain.id}`;
    const offset = scheduleOffsetMs(id, DAY);
    const slot = nextSlotAfter(clock.now(), DAY, offset);
    expect((await db.manager.findOneByOrFail(WorkflowSchedule, { id })).nextRunAt.toISOString()).to.equal(
      slot.toISOString(),
    );
    expect(await monitorRuns()).to.deep.equal([]);
    clock.set(slot);
    const runId = scheduledRunId(id, slot);
    expect(await monitorRuns()).to.deep.equal([runId]);
    expect(await monitorRuns()).to.deep.equal([]);
    await runFinished(runId);
    const jobs = await db.manager.findBy(ScanJob, { userId: account.id });
    expect(jobs.map((job) => [job.source, job.domain])).to.deep.equal([['monitor', 'monitored.test']]);
    await until(
      'the scan to end',
      async () => (await db.manager.findOneByOrFail(ScanJob, { id: jobs[0]?.id })).status === 'failed',
    );
    expect((await db.manager.findOneByOrFail(User, { id: account.id })).scansThisMonth).to.equal(0);
    // A retried activity of the same run finds the job it queued.
    const activities = createActivities({ db, scanDeps: {} as never, clock });
    const scanId = scanJobWorkflowId(jobs[0] as ScanJob);
    expect(await activities.queueMonitorScan(domain.id, runId)).to.deep.include({
      jobId: jobs[0]?.id,
      scanWorkflowId: scanId,
    });
    expect(await db.manager.countBy(ScanJob, { userId: account.id })).to.equal(1);
    // Its scan ran as `scan-<job_id>-<8 hex>`, an id no other database's job of that number shares.
    expect(scanId).to.match(new RegExp(`^scan-${jobs[0]?.id}-[0-9a-f]{8}$`));
    expect(await db.manager.countBy(WorkflowRun, { id: scanId })).to.equal(1);
  });

  it('after downtime runs one catch-up scan, not one per missed day', async () => {
    const { account, domain } = await monitored();
    const id = `monitor-${domain.id}`;
    const first = nextSlotAfter(clock.now(), DAY, scheduleOffsetMs(id, DAY));
    clock.set(new Date(first.getTime() + 5 * DAY + 1000));
    const started = await monitorRuns();
    expect(started).to.deep.equal([scheduledRunId(id, first)]);
    expect(await monitorRuns()).to.deep.equal([]);
    await runFinished(started[0] as string);
    expect(await db.manager.countBy(ScanJob, { userId: account.id })).to.equal(1);
    const next = (await db.manager.findOneByOrFail(WorkflowSchedule, { id })).nextRunAt;
    expect(next.getTime()).to.be.greaterThan(clock.now().getTime());
  });

  it('stops at once when the schedule is removed, and moves at once when the frequency changes', async () => {
    const { domain } = await monitored();
    const id = `monitor-${domain.id}`;
    await scheduleMonitoring(engine.schedules, { ...domain, scanFrequency: 'hourly' });
    const hourly = await db.manager.findOneByOrFail(WorkflowSchedule, { id });
    expect(hourly.everyMs).to.equal(FREQUENCY_PERIOD_MS.hourly);
    expect(hourly.nextRunAt.getTime() - clock.now().getTime()).to.be.at.most(FREQUENCY_PERIOD_MS.hourly);
    clock.set(hourly.nextRunAt);
    expect(await monitorRuns()).to.have.length(1);
    expect(await stopMonitoring(engine.schedules, domain.id)).to.equal(true);
    clock.advance(FREQUENCY_PERIOD_MS.weekly);
    expect(await monitorRuns()).to.deep.equal([]);
    expect(await db.manager.findOneBy(WorkflowSchedule, { id })).to.equal(null);
  });

  it('queues nothing for a removed domain, a disabled account or a lapsed paid plan', async () => {
    const { account, domain } = await monitored();
    const activities = createActivities({ db, scanDeps: {} as never, clock });
    await db.manager.update(User, { id: account.id }, { isActive: false });
    expect(await activities.queueMonitorScan(domain.id, 'run-1')).to.deep.equal({ skipped: 'account_disabled' });
    await db.manager.update(
      User,
      { id: account.id },
      { isActive: true, plan: 'starter', subscriptionStatus: 'canceled' },
    );
    expect(await activities.queueMonitorScan(domain.id, 'run-2')).to.deep.equal({ skipped: 'subscription_inactive' });
    await db.manager.delete(MonitoredDomain, { id: domain.id });
    expect(await activities.queueMonitorScan(domain.id, 'run-3')).to.deep.equal({ skipped: 'domain_removed' });
    expect(await db.manager.countBy(ScanJob, { userId: account.id })).to.equal(0);
  });

  it('admits exactly the accounts POST /v1/scan admits (a Free account whose subscription was canceled scans)', async () => {
    const { account, domain } = await monitored();
    const activities = createActivities({ db, scanDeps: {} as never, clock });
    const orchestrator = new EmbeddedOrchestrator(engine);
    const submission = new ScanSubmission({ db, clock, scanDeps: {} as never, orchestrator });
    const states = [
      { plan: 'free', subscriptionStatus: 'active', isActive: true },
      { plan: 'free', subscriptionStatus: 'canceled', isActive: true },
      { plan: 'free', subscriptionStatus: 'past_due', isActive: true },
      { plan: 'starter', subscriptionStatus: 'active', isActive: true },
      { plan: 'starter', subscriptionStatus: 'trialing', isActive: true },
      { plan: 'starter', subscriptionStatus: 'canceled', isActive: true },
      { plan: 'starter', subscriptionStatus: 'past_due', isActive: true },
      { plan: 'free', subscriptionStatus: 'active', isActive: false },
    ] as const;
    const outcomes: Array<[string, string, string]> = [];
    for (const [index, state] of states.entries()) {
      await db.manager.update(User, { id: account.id }, { ...state, scansThisMonth: 0 });
      const scheduled = await activities.queueMonitorScan(domain.id, `run-${index}`);
      const monitor = 'skipped' in scheduled ? scheduled.skipped : 'queued';
      // The API path with the domain already checked (enqueue: no resolver here).
      const api = await submission.enqueue({ origin: 'api', accountId: account.id, domain: domain.domain }).then(
        () => 'queued',
        (error: unknown) => (error instanceof ScanRefused ? error.refusal.kind : String(error)),
      );
      outcomes.push([`${state.plan}/${state.subscriptionStatus}/${state.isActive}`, monitor, api]);
    }
    for (const [state, monitor, api] of outcomes) expect(monitor, state).to.equal(api);
    expect(outcomes.find(([state]) => state === 'free/canceled/true')?.[1]).to.equal('queued');
    expect(outcomes.filter(([, monitor]) => monitor === 'queued')).to.have.length(5);
  });
});

describe('monitoring schedules: spread', () => {
  it('1,000 daily domains start in at least 990 different seconds, never more than 3 in one', () => {
    const seconds = new Map<number, number>();
    for (let id = 1; id <= 1000; id++) {
      const spec = monitorScheduleSpec({ id, userId: 1, domain: `d${id}.test`, scanFrequency: 'daily' });
      const second = scheduleOffsetMs(spec.id, spec.everyMs) / 1000;
      seconds.set(second, (seconds.get(second) ?? 0) + 1);
    }
    expect(seconds.size).to.be.at.least(990);
    expect(Math.max(...seconds.values())).to.be.at.most(3);
  });
});
