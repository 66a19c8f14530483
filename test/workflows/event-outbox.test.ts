/**
 * The events outbox on the embedded engine: a completed scan writes `scan.completed` in the same
 * transaction as the completion; the scan's run hands it to every consumer at least once (the
 * dispatch workflow does for the sweeper); and an event survives the process dying between the
 * commit and the dispatch (the resumed scan workflow dispatches it, and the sweeper catches any
 * event nobody dispatched). On Temporal:
 * temporal-integration.test.ts.
 */
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { EventConsumer } from '../../activities/events/event-consumers.js';
import { eventIdFor, scanCompletedEventId } from '../../activities/events/outbox.js';
import { eventDispatchWorkflowId } from '../../core/workflow-ids.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import type { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import { EVENT_CONSUMER_POLICY, EVENT_SWEEP_AGE_MS } from '../../workflows/policies.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import {
  accountRow,
  queuedJob,
  realActivities,
  realEngine,
  recordingConsumer,
  recordingLog,
  scanInput,
  silentLog,
} from './workflow-kit.js';

const MODULES = ['dns_email' as const];

forEachDatabase('events outbox and dispatch (embedded engine)', (database) => {
  let lab: Lab;
  let deps: ScanDeps;
  let db: DataSource;
  let engine: EmbeddedEngine | undefined;

  before(async () => {
    lab = await startScanLab();
    deps = labScanDeps(lab);
  });
  after(() => lab.stop());
  beforeEach(async () => {
    db = await openFreshDatabase(database);
  });
  afterEach(async () => {
    await engine?.close();
    engine = undefined;
    await db.destroy();
  });

  const dispatched = async (eventId: string) =>
    (await db.manager.findOneBy(OutboxEvent, { id: eventId }))?.dispatchedAt instanceof Date;

  it('writes scan.completed with the completion and hands it to each consumer once', async () => {
    const recorder = recordingConsumer();
    engine = await realEngine(db, deps, {}, silentLog, [recorder.consumer]);
    const account = await accountRow(db, 'events@example.com');
    const job = await queuedJob(db, 'web-core.test', MODULES, account.id);
    await engine.execute('scanWorkflow', `scan-${job.id}`, scanInput(job));
    const eventId = scanCompletedEventId(job);
    await until('the event to be dispatched', () => dispatched(eventId));

    const done = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect(recorder.received).to.have.length(1);
    const { event, userId } = recorder.received[0] as (typeof recorder.received)[0];
    expect(userId).to.equal(account.id);
    expect(event).to.include({ id: eventId, type: 'scan.completed' });
    expect(event.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.created_at).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(event.data).to.deep.equal({
      scan_id: job.id,
      job_id: job.id,
      domain: 'web-core.test',
      score: done.result?.score,
      grade: done.result?.grade,
      issues_count: done.result?.issue_counts.total,
      critical_issues: done.result?.issue_counts.critical,
      high_issues: done.result?.issue_counts.high,
      medium_issues: done.result?.issue_counts.medium,
      low_issues: done.result?.issue_counts.low,
      scanned_at: done.finishedAt?.toISOString(),
      scan_duration_ms: (done.finishedAt?.getTime() ?? 0) - (done.startedAt?.getTime() ?? 0),
    });
    // Handed on inside the scan's run (local steps), not by a dispatch workflow of its own.
    expect(await db.manager.findOneBy(WorkflowRun, { id: eventDispatchWorkflowId(eventId) })).to.equal(null);
    const steps = await db.manager.find(WorkflowStep, { where: { runId: `scan-${job.id}` } });
    // One local step hands it to every consumer and marks it (no consumer asked for a workflow).
    expect(steps.map((step) => step.stepKey.split(':')[0])).to.include.members(['handEventToConsumers']);
  });

  it('leaves an event whose dispatch keeps failing in the scan run to the sweeper; the scan completes', async () => {
    const recorder = recordingConsumer();
    const recorded = recordingLog();
    const down: EventConsumer = {
      name: 'down',
      accepts: () => true,
      handle: () => Promise.reject(new Error('consumer down')),
    };
    engine = await realEngine(db, deps, {}, recorded.log, [recorder.consumer, down]);
    const account = await accountRow(db, 'dispatch-fails@example.com');
    const job = await queuedJob(db, 'web-core.test', MODULES, account.id);
    expect(await engine.execute('scanWorkflow', `scan-${job.id}`, scanInput(job))).to.deep.equal({
      jobId: job.id,
      status: 'completed',
    });
    expect(await dispatched(scanCompletedEventId(job))).to.equal(false);
    const warning = recorded.lines.find(
      (line) => line.message === 'event dispatch failed; the event sweeper takes it over',
    );
    expect(warning?.details).to.deep.include({ jobId: job.id, cause: 'consumer down' });
  });

  it('starts the workflows a consumer asks for, once, after the consumer committed', async () => {
    let calls = 0;
    const asking: EventConsumer = {
      name: 'asks-for-a-start',
      accepts: (type) => type === 'scan.completed',
      async handle(event) {
        calls += 1;
        // Any workflow of the build does: the dispatch of an event that does not exist does nothing
        // else (the sweep would, and could race this test for the event itself).
        return [
          {
            workflow: 'eventDispatchWorkflow',
            workflowId: `follow-up-${event.id}`,
            input: { eventId: `no-such-event-${event.id}` },
            meta: { kind: 'event_dispatch', domains: [], accountId: null },
          },
        ];
      },
    };
    engine = await realEngine(db, deps, {}, silentLog, [asking]);
    const account = await accountRow(db, 'follow-up@example.com');
    const job = await queuedJob(db, 'web-core.test', MODULES, account.id);
    await engine.execute('scanWorkflow', `scan-${job.id}`, scanInput(job));
    const eventId = scanCompletedEventId(job);
    await until('the event to be dispatched', () => dispatched(eventId));
    await until('the follow-up to complete', async () => {
      const run = await db.manager.findOneBy(WorkflowRun, { id: `follow-up-${eventId}` });
      return run?.status === 'completed';
    });
    const steps = await db.manager.find(WorkflowStep, { where: { runId: `scan-${job.id}` } });
    expect(steps.filter((step) => step.stepKey.startsWith('start:')).map((step) => step.stepKey)).to.deep.equal([
      `start:eventDispatchWorkflow:follow-up-${eventId}#0`,
    ]);
    expect(calls).to.equal(1);
  });

  it('writes no event for a public-scanner job (no account to tell), and the same one event for a re-run completion', async () => {
    const acts = realActivities(db, deps);
    const publicJob = await queuedJob(db, 'web-core.test', MODULES);
    await acts.markScanRunning(publicJob.id);
    expect(await acts.completeScan(publicJob.id, { dns_email: 'skipped' })).to.deep.equal({
      jobId: publicJob.id,
      status: 'failed',
    });
    const account = await accountRow(db, 'twice@example.com');
    const job = await queuedJob(db, 'web-core.test', MODULES, account.id);
    await acts.markScanRunning(job.id);
    const plan = await acts.planScan('web-core.test', MODULES);
    if (!plan.ok) throw new Error(plan.reason);
    await acts.scanModule(job.id, 'dns_email', plan.target, []);
    const first = await acts.completeScan(job.id, {});
    const again = await acts.completeScan(job.id, {});
    expect(first).to.deep.equal({
      jobId: job.id,
      status: 'completed',
      events: [scanCompletedEventId(job)],
    });
    expect(again).to.deep.equal(first);
    expect(await db.manager.count(OutboxEvent)).to.equal(1);
  });

  it('loses no event when the process dies between the commit and the dispatch', async () => {
    const recorder = recordingConsumer();
    const account = await accountRow(db, 'crash@example.com');
    const job = await queuedJob(db, 'web-core.test', MODULES, account.id);
    const { completeScan } = realActivities(db, deps);
    // The first process commits the completion (and its event), then dies before anything else:
    // its engine stops right there, so neither the step nor the dispatch is recorded.
    let first: EmbeddedEngine | undefined;
    first = await realEngine(db, deps, {
      completeScan: async (jobId, failures) => {
        const outcome = await completeScan(jobId, failures);
        void first?.close();
        return outcome;
      },
    });
    await first.execute('scanWorkflow', `scan-${job.id}`, scanInput(job)).catch(() => undefined);
    await first.close();
    const eventId = scanCompletedEventId(job);
    const event = await db.manager.findOneByOrFail(OutboxEvent, { id: eventId });
    expect(event.dispatchedAt).to.equal(null);
    expect(await db.manager.findOneBy(WorkflowRun, { id: eventDispatchWorkflowId(eventId) })).to.equal(null);
    expect((await db.manager.findOneByOrFail(WorkflowRun, { id: `scan-${job.id}` })).status).to.equal('running');

    // The next process resumes the scan run, which dispatches the event it committed.
    engine = await realEngine(db, deps, {}, silentLog, [recorder.consumer]);
    await until('the event to be dispatched', () => dispatched(eventId));
    expect(recorder.received.map((each) => each.event.id)).to.deep.equal([eventId]);
    // The dispatch is the run's last step: its end is recorded just after.
    await until(
      'the scan run to complete',
      async () => (await db.manager.findOneByOrFail(WorkflowRun, { id: `scan-${job.id}` })).status === 'completed',
    );
  });

  it('the sweeper dispatches events nobody dispatched, once they are old enough, and retries a failed dispatch', async () => {
    const recorder = recordingConsumer('flaky', EVENT_CONSUMER_POLICY.retry.maximumAttempts);
    const account = await accountRow(db, 'sweep@example.com');
    const now = Date.now();
    const orphan = {
      id: eventIdFor('scan.completed', 'job:orphan'),
      type: 'scan.completed' as const,
      userId: account.id,
    };
    await db.manager.insert(OutboxEvent, {
      ...orphan,
      data: { job_id: 1 } as never,
      createdAt: new Date(now - EVENT_SWEEP_AGE_MS - 1_000),
      dispatchedAt: null,
    });
    const fresh = eventIdFor('scan.completed', 'job:fresh');
    await db.manager.insert(OutboxEvent, {
      id: fresh,
      type: 'scan.completed',
      userId: account.id,
      data: {} as never,
      createdAt: new Date(now),
      dispatchedAt: null,
    });
    // The consumer fails every attempt of the first dispatch (retry back-off is skipped here).
    engine = await realEngine(
      db,
      deps,
      {
        deliverEvent: async (_consumer, eventId) => {
          await recorder.consumer.handle({ id: eventId, type: 'scan.completed', created_at: '', data: {} }, null);
          return [];
        },
      },
      silentLog,
      [recorder.consumer],
    );
    expect(await engine.execute('eventSweepWorkflow', 'sweep-1', {})).to.deep.equal({ started: 1 });
    const dispatchRun = eventDispatchWorkflowId(orphan.id);
    await until('the first dispatch to fail', async () => {
      return (await db.manager.findOneBy(WorkflowRun, { id: dispatchRun }))?.status === 'failed';
    });
    expect(await dispatched(orphan.id)).to.equal(false);
    expect(recorder.calls()).to.equal(EVENT_CONSUMER_POLICY.retry.maximumAttempts);
    // The next sweep starts the failed dispatch again (the runtime's rule for a failed run).
    expect(await engine.execute('eventSweepWorkflow', 'sweep-2', {})).to.deep.equal({ started: 1 });
    await until('the orphan to be dispatched', () => dispatched(orphan.id));
    expect(recorder.received.map((each) => each.event.id)).to.deep.equal([orphan.id]);
    expect(await dispatched(fresh)).to.equal(false);
    expect(await engine.execute('eventSweepWorkflow', 'sweep-3', {})).to.deep.equal({ started: 0 });
  });
});
