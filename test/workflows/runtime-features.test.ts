/**
 * What the workflow runtime gives monitoring, webhooks and the outbox, on the embedded engine: starting
 * another workflow (detached, under a chosen id, with the one rule for a taken id), recurring schedules
 * (spread, surviving a restart, one catch-up after downtime, no overlap) and cancellation of an
 * activity attempt that timed out. The same features on Temporal: temporal-integration.test.ts.
 */
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { currentActivitySignal } from '../../activities/activity-signal.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { scheduledRunId } from '../../workflows/embedded/embedded-scheduler.js';
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import type { ActivityOptions, WorkflowRuntime } from '../../workflows/runtime.js';
import { nextSlotAfter, scheduleOffsetMs } from '../../workflows/schedules.js';
import { TestClock } from '../helpers/clock.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { silentLog } from './workflow-kit.js';

const once = (startToCloseTimeoutMs = 1000): ActivityOptions => ({
  startToCloseTimeoutMs,
  retry: { maximumAttempts: 1, initialIntervalMs: 1, backoffCoefficient: 2, maximumIntervalMs: 1 },
});
const meta = { kind: 'scan' as const, domains: ['example.test'], accountId: 1 };
const HOUR = 3_600_000;

interface Toy {
  note(text: string): Promise<string>;
  hold(key: string): Promise<string>;
  explode(text: string): Promise<string>;
  waitForCancel(ms: number): Promise<string>;
}

/** Activities that record what they were asked, and a gate tests open to let `hold` finish. */
function toy() {
  const notes: string[] = [];
  const gates = new Map<string, () => void>();
  const cancelReasons: string[] = [];
  let explosions = 0;
  const activities: Toy = {
    async note(text) {
      notes.push(text);
      return text;
    },
    hold: (key) =>
      new Promise((resolve) => {
        gates.set(key, () => resolve(key));
      }),
    async explode(text) {
      explosions += 1;
      if (explosions === 1) throw new Error(`boom: ${text}`);
      return `fine: ${text}`;
    },
    waitForCancel: (ms) =>
      new Promise((resolve) => {
        const signal = currentActivitySignal();
        signal?.addEventListener('abort', () => {
          cancelReasons.push(String((signal.reason as Error)?.name ?? signal.reason));
          resolve('cancelled');
        });
        setTimeout(() => resolve('not cancelled'), ms);
      }),
  };
  return { activities, notes, gates, cancelReasons };
}

const workflows = {
  async parent(rt: WorkflowRuntime, input: { childId: string; text: string }) {
    const first = await rt.startWorkflow('child', input.childId, { text: input.text }, meta);
    const second = await rt.startWorkflow('child', input.childId, { text: input.text }, meta);
    return { first, second };
  },
  async child(rt: WorkflowRuntime, input: { text: string }) {
    return rt.activities<Toy>(once()).note(`child ${input.text}`);
  },
  async fragile(rt: WorkflowRuntime, input: { text: string }) {
    return rt.activities<Toy>(once()).explode(input.text);
  },
  async starter(rt: WorkflowRuntime, input: { childId: string }) {
    return rt.startWorkflow('fragile', input.childId, { text: 'again' }, meta);
  },
  async held(rt: WorkflowRuntime, input: { key: string }) {
    return rt.activities<Toy>(once(60_000)).hold(input.key);
  },
  async ticker(rt: WorkflowRuntime, input: { text: string }) {
    return rt.activities<Toy>(once()).note(`${rt.workflowId} ${input.text}`);
  },
  async patchable(rt: WorkflowRuntime) {
    await rt.localActivities<Toy>(once()).note('first step');
    return rt.patched('new-path') ? 'new path' : 'old path';
  },
  async cancellable(rt: WorkflowRuntime) {
    return rt
      .activities<Toy>(once(30))
      .waitForCancel(2_000)
      .catch(() => 'timed out');
  },
};

forEachDatabase('workflow runtime features on the embedded engine', (database) => {
  let db: DataSource;
  let engine: EmbeddedEngine;
  let kit: ReturnType<typeof toy>;
  let clock: TestClock;

  /** Schedules fire only on tick() here, so each test decides when; one test runs the real timer. */
  const newEngine = async (scheduleTimer = false) => {
    const created = new EmbeddedEngine({
      db,
      activities: kit.activities,
      workflows,
      clock,
      log: silentLog,
      scheduleTimer,
    });
    await created.start();
    return created;
  };
  const runStatus = async (id: string) => (await db.manager.findOneBy(WorkflowRun, { id }))?.status;

  beforeEach(async () => {
    db = await openFreshDatabase(database);
    kit = toy();
    clock = new TestClock(new Date('2026-11-23T10:00:00.000Z'));
    engine = await newEngine();
  });
  afterEach(async () => {
    await engine.close();
    await db.destroy();
  });

  describe('starting another workflow', () => {
    it('starts a detached run under the chosen id, once: the second start finds it', async () => {
      const result = await engine.execute('parent', 'parent-1', { childId: 'child-1', text: 'hello' });
      expect(result).to.deep.equal({ first: 'started', second: 'exists' });
      await until('the child to finish', async () => (await runStatus('child-1')) === 'completed');
      expect(kit.notes).to.deep.equal(['child hello']);
    });

    it('starts a failed run again, and leaves a completed one alone', async () => {
      await engine.execute('fragile', 'fragile-1', { text: 'first' }).catch(() => undefined);
      expect(await runStatus('fragile-1')).to.equal('failed');
      expect(await engine.execute('starter', 'starter-1', { childId: 'fragile-1' })).to.equal('started');
      await until('the restarted run to finish', async () => (await runStatus('fragile-1')) === 'completed');
      const rerun = await db.manager.findOneByOrFail(WorkflowRun, { id: 'fragile-1' });
      expect([rerun.result, rerun.error]).to.deep.equal(['fine: again', null]);
      expect(await engine.execute('starter', 'starter-2', { childId: 'fragile-1' })).to.equal('exists');
    });

    it('does not start the child again when the parent resumes after a restart', async () => {
      await engine.execute('parent', 'parent-2', { childId: 'child-2', text: 'once' });
      await until('the child to finish', async () => (await runStatus('child-2')) === 'completed');
      // As if the process died before the parent's end was recorded: it runs again from the top.
      await db.manager.update(WorkflowRun, { id: 'parent-2' }, { status: 'running', finishedAt: null });
      await engine.close();
      engine = await newEngine();
      await until('the resumed parent to finish', async () => (await runStatus('parent-2')) === 'completed');
      const parent = await db.manager.findOneByOrFail(WorkflowRun, { id: 'parent-2' });
      expect(parent.result).to.deep.equal({ first: 'started', second: 'exists' });
      expect(kit.notes).to.deep.equal(['child once']);
    });
  });

  describe('patches (a deploy does not change the path of a run in flight)', () => {
    const resume = async (id: string) => {
      // As if the process died before the run's end was recorded: it runs again from the top.
      await db.manager.update(WorkflowRun, { id }, { status: 'running', finishedAt: null });
      await engine.close();
      engine = await newEngine();
      await until('the resumed run to finish', async () => (await runStatus(id)) === 'completed');
      return (await db.manager.findOneByOrFail(WorkflowRun, { id })).result;
    };

    it('a new run takes the patched path and keeps it when resumed; a run begun before the patch keeps the old one', async () => {
      expect(await engine.execute('patchable', 'patch-1', {})).to.equal('new path');
      const marker = await db.manager.findOneByOrFail(WorkflowStep, { runId: 'patch-1', stepKey: 'patch:new-path' });
      expect(marker.result).to.equal(true);
      expect(await resume('patch-1')).to.equal('new path');
      // Steps recorded, but no marker: the run got past the patch point under older code.
      await db.manager.delete(WorkflowStep, { runId: 'patch-1', stepKey: 'patch:new-path' });
      expect(await resume('patch-1')).to.equal('old path');
      // The local activity was a recorded step like any other: never run again.
      expect(kit.notes).to.deep.equal(['first step']);
    });
  });

  describe('schedules', () => {
    const spec = (everyMs = HOUR) => ({
      id: 'monitor-7',
      workflow: 'ticker' as never,
      input: { text: 'tick' } as never,
      everyMs,
      meta,
    });

    it('fires at an offset derived from its id, once per slot, as <id>-<slot time>', async () => {
      await engine.schedules.upsert(spec());
      const offset = scheduleOffsetMs('monitor-7', HOUR);
      expect(offset)
        .to.equal(scheduleOffsetMs('monitor-7', HOUR))
        .and.be.within(0, HOUR - 1000);
      expect(offset % 1000).to.equal(0);
      const row = await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' });
      const slot = nextSlotAfter(clock.now(), HOUR, offset);
      expect(row.nextRunAt.toISOString()).to.equal(slot.toISOString());
      expect(await engine.schedules.tick()).to.deep.equal([]);

      clock.set(slot);
      const runId = scheduledRunId('monitor-7', slot);
      expect(await engine.schedules.tick()).to.deep.equal([runId]);
      expect(await engine.schedules.tick()).to.deep.equal([]);
      await until('the scheduled run to finish', async () => (await runStatus(runId)) === 'completed');
      expect(kit.notes).to.deep.equal([`${runId} tick`]);
      const after = await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' });
      expect(after.nextRunAt.getTime()).to.equal(slot.getTime() + HOUR);
    });

    it('spreads schedules of one period over it', () => {
      const offsets = Array.from({ length: 200 }, (_, i) => scheduleOffsetMs(`monitor-${i}`, HOUR));
      const quarters = [0, 1, 2, 3].map((q) => offsets.filter((o) => Math.floor(o / (HOUR / 4)) === q).length);
      for (const count of quarters) expect(count).to.be.within(30, 70);
    });

    it('after downtime runs one catch-up for the missed slot, then the next slot after now: no backlog', async () => {
      await engine.schedules.upsert(spec());
      const first = (await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' })).nextRunAt;
      await engine.close();
      clock.set(new Date(first.getTime() + 5 * HOUR + 60_000));
      engine = await newEngine();
      const started = await engine.schedules.tick();
      expect(started).to.deep.equal([scheduledRunId('monitor-7', first)]);
      expect(await engine.schedules.tick()).to.deep.equal([]);
      const row = await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' });
      expect(row.nextRunAt.getTime()).to.equal(first.getTime() + 6 * HOUR);
    });

    it('skips a slot while the previous run is still going', async () => {
      await engine.schedules.upsert({ ...spec(), workflow: 'held' as never, input: { key: 'k' } as never });
      const first = (await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' })).nextRunAt;
      clock.set(first);
      expect(await engine.schedules.tick()).to.have.length(1);
      clock.set(new Date(first.getTime() + HOUR));
      expect(await engine.schedules.tick()).to.deep.equal([]);
      await until('the held run to be waiting', async () => kit.gates.has('k'));
      kit.gates.get('k')?.();
      await until(
        'the held run to finish',
        async () => (await runStatus(scheduledRunId('monitor-7', first))) === 'completed',
      );
      clock.set(new Date(first.getTime() + 2 * HOUR));
      expect(await engine.schedules.tick()).to.deep.equal([
        scheduledRunId('monitor-7', new Date(first.getTime() + 2 * HOUR)),
      ]);
    });

    it('keeps the next run time when the input changes, moves it when the period does; removes', async () => {
      await engine.schedules.upsert(spec());
      const before = await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' });
      await engine.schedules.upsert({ ...spec(), input: { text: 'new' } as never });
      const same = await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' });
      expect([same.nextRunAt.getTime(), same.input]).to.deep.equal([before.nextRunAt.getTime(), { text: 'new' }]);
      await engine.schedules.upsert(spec(24 * HOUR));
      const daily = await db.manager.findOneByOrFail(WorkflowSchedule, { id: 'monitor-7' });
      expect(daily.everyMs).to.equal(24 * HOUR);
      expect(daily.offsetMs).to.equal(scheduleOffsetMs('monitor-7', 24 * HOUR));
      expect(await engine.schedules.remove('monitor-7')).to.equal(true);
      expect(await engine.schedules.remove('monitor-7')).to.equal(false);
      await engine.schedules.upsert(spec(1_000)).then(
        () => expect.fail('a 1 s period must be refused'),
        (error: Error) => expect(error.message).to.match(/schedule period/),
      );
    });

    it('fires by itself once the engine runs: the timer loop, not only tick()', async () => {
      await engine.close();
      engine = await newEngine(true);
      const realClock = new Date();
      clock.set(realClock);
      await engine.schedules.upsert({ ...spec(10_000), id: 'fast' });
      // Make it due now, as a restart after its slot would find it.
      await db.manager.update(WorkflowSchedule, { id: 'fast' }, { nextRunAt: new Date(realClock.getTime() - 1) });
      await engine.schedules.upsert({ ...spec(10_000), id: 'fast' });
      await until('the timer to start the due run', async () => kit.notes.length === 1, 3_000);
      expect(kit.notes[0]).to.match(/^fast-\d{4}-\d\d-\d\dT.*Z tick$/);
    });
  });

  it('cancels an activity attempt that timed out: its signal aborts, so it stops its work', async () => {
    expect(await engine.execute('cancellable', 'cancel-1', {})).to.equal('timed out');
    await until('the attempt to see its cancellation', async () => kit.cancelReasons.length === 1);
    expect(kit.cancelReasons).to.deep.equal(['ActivityTimeout']);
  });
});
