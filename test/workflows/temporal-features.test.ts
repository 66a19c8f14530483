/**
 * The runtime features on a real Temporal server (the embedded engine's side is in
 * runtime-features.test.ts and event-outbox.test.ts): the events sweeper and the dispatch workflows it
 * starts (detached children, one rule for a taken id), and recurring schedules as Temporal Schedules
 * (spread offset, no overlap, one catch-up window, update and delete).
 */
import { Client } from '@temporalio/client';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { eventIdFor } from '../../activities/events/outbox.js';
import { systemClock } from '../../core/clock.js';
import { eventDispatchWorkflowId } from '../../core/workflow-ids.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import { EVENT_SWEEP_AGE_MS } from '../../workflows/policies.js';
import { scheduleOffsetMs } from '../../workflows/schedules.js';
import { TemporalScheduler } from '../../workflows/temporal/temporal-scheduler.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { accountRow, recordingConsumer } from './workflow-kit.js';

forEachDatabase('Temporal: events sweeper, detached starts and schedules on a Temporal server', (database) => {
  let lab: Lab | undefined;
  let db: DataSource | undefined;
  let testWorker: TestWorker | undefined;
  let client: Client;
  let taskQueue: string;
  const recorder = recordingConsumer();

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startScanLab();
    db = await openFreshDatabase(database);
    taskQueue = uniqueTaskQueue('features');
    const deps = { db, scanDeps: labScanDeps(lab), clock: systemClock, eventConsumers: [recorder.consumer] };
    testWorker = await startTestWorker(address, taskQueue, deps);
    client = testWorker.client;
  });

  after(async function () {
    this.timeout(60_000);
    await testWorker?.stop();
    await db?.destroy();
    await lab?.stop();
  });

  const orphanEvent = async (subject: string, ageMs: number) => {
    const account = await accountRow(db as DataSource, `${subject}@example.com`);
    const id = eventIdFor('scan.completed', `${subject}:${taskQueue}`);
    await (db as DataSource).manager.insert(OutboxEvent, {
      id,
      type: 'scan.completed',
      userId: account.id,
      data: { job_id: 0 } as never,
      createdAt: new Date(Date.now() - ageMs),
      dispatchedAt: null,
    });
    return id;
  };

  it('sweeps an event nobody dispatched into its own dispatch workflow; a finished dispatch is not started again', async function () {
    this.timeout(60_000);
    const orphan = await orphanEvent('orphan', EVENT_SWEEP_AGE_MS + 5_000);
    const fresh = await orphanEvent('fresh', 0);
    const sweepId = `sweep-${taskQueue}`;
    const swept = await client.workflow.execute('eventSweepWorkflow', { taskQueue, workflowId: sweepId, args: [{}] });
    expect(swept).to.deep.equal({ started: 1 });
    const dispatch = client.workflow.getHandle(eventDispatchWorkflowId(orphan));
    expect(await dispatch.result()).to.deep.equal({ eventId: orphan, consumers: ['recorder'] });
    expect(recorder.received.map((each) => each.event.id)).to.include(orphan);
    const row = await (db as DataSource).manager.findOneByOrFail(OutboxEvent, { id: orphan });
    expect(row.dispatchedAt).to.be.instanceOf(Date);
    expect((await (db as DataSource).manager.findOneByOrFail(OutboxEvent, { id: fresh })).dispatchedAt).to.equal(null);
    // The dispatch outlived the sweep that started it (a detached child, ParentClosePolicy ABANDON).
    const description = await dispatch.describe();
    expect(description.raw.workflowExecutionInfo?.parentExecution?.workflowId).to.equal(sweepId);
    await recordHistory(client, sweepId, 'event-sweep');

    // As if its mark had been lost: the completed dispatch is not started a second time.
    await (db as DataSource).manager.update(OutboxEvent, { id: orphan }, { dispatchedAt: null });
    const again = await client.workflow.execute('eventSweepWorkflow', {
      taskQueue,
      workflowId: `${sweepId}-again`,
      args: [{}],
    });
    expect(again).to.deep.equal({ started: 0 });
    expect(recorder.received.filter((each) => each.event.id === orphan)).to.have.length(1);
  });

  it('runs a schedule as a Temporal Schedule: spread offset, skip on overlap, one period of catch-up; update, delete', async function () {
    this.timeout(60_000);
    const scheduler = new TemporalScheduler(() => client, taskQueue);
    const id = `test-sweep-${taskQueue}`;
    const meta = { kind: 'event_sweep' as const, domains: [], accountId: null };
    await scheduler.upsert({ id, workflow: 'eventSweepWorkflow', input: {}, everyMs: 10_000, meta });
    const handle = client.schedule.getHandle(id);
    const described = await handle.describe();
    expect(described.spec.intervals?.[0]).to.deep.include({ every: 10_000, offset: scheduleOffsetMs(id, 10_000) });
    expect(described.policies).to.deep.include({ overlap: 'SKIP', catchupWindow: 10_000 });
    expect(described.action).to.deep.include({ type: 'startWorkflow', workflowType: 'eventSweepWorkflow', taskQueue });

    // It fires by itself within one period: a run named <id>-<scheduled time>.
    const fired = await until('the schedule to start a run', async () => {
      const recent = (await handle.describe()).info.recentActions;
      return recent.length > 0 ? recent[0] : undefined;
    });
    expect(fired.action.workflow.workflowId).to.match(new RegExp(`^${id}-\\d{4}-\\d\\d-\\d\\dT`));
    expect(await client.workflow.getHandle(fired.action.workflow.workflowId).result()).to.deep.equal({ started: 0 });

    // Changing the period changes the schedule in place; it keeps its id.
    await scheduler.upsert({ id, workflow: 'eventSweepWorkflow', input: {}, everyMs: 60_000, meta });
    const updated = await handle.describe();
    expect(updated.spec.intervals?.[0]).to.deep.include({ every: 60_000, offset: scheduleOffsetMs(id, 60_000) });
    expect(updated.policies.catchupWindow).to.equal(60_000);
    expect(await scheduler.remove(id)).to.equal(true);
    expect(await scheduler.remove(id)).to.equal(false);
  });
});
