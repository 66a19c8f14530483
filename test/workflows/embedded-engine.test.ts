import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { EmbeddedEngine, type EngineOptions } from '../../workflows/embedded/engine.js';
import { type ActivityOptions, failureMessage, type WorkflowRuntime } from '../../workflows/runtime.js';
import { TestClock } from '../helpers/clock.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';

const quick = (maximumAttempts: number, startToCloseTimeoutMs = 1000): ActivityOptions => ({
  startToCloseTimeoutMs,
  retry: { maximumAttempts, initialIntervalMs: 1, backoffCoefficient: 2, maximumIntervalMs: 5 },
});

interface Toy {
  double(n: number): Promise<number>;
  flaky(key: string, failures: number): Promise<string>;
  slow(ms: number): Promise<string>;
}

/** Activities that count their calls, so a test can tell work done from work replayed. */
function toyActivities() {
  const calls: Record<string, number> = {};
  const count = (key: string) => {
    calls[key] = (calls[key] ?? 0) + 1;
    return calls[key];
  };
  const activities: Toy = {
    async double(n) {
      count(`double:${n}`);
      await new Promise((resolve) => setTimeout(resolve, (5 - n) * 5)); // later calls finish first
      return n * 2;
    },
    async flaky(key, failures) {
      const attempt = count(`flaky:${key}`);
      if (attempt <= failures) throw new Error(`attempt ${attempt} of ${key} broke`);
      return `${key} ok after ${attempt}`;
    },
    async slow(ms) {
      count(`slow:${ms}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return 'slow done';
    },
  };
  return { activities, calls };
}

const workflows = {
  async fanOut(rt: WorkflowRuntime, input: { numbers: number[] }) {
    const toy = rt.activities<Toy>(quick(1));
    return { id: rt.workflowId, doubled: await Promise.all(input.numbers.map((n) => toy.double(n))) };
  },
  async retrying(rt: WorkflowRuntime, input: { failures: number; attempts: number }) {
    const toy = rt.activities<Toy>(quick(input.attempts));
    try {
      return await toy.flaky('f', input.failures);
    } catch (error) {
      return `gave up: ${failureMessage(error)}`;
    }
  },
  async timing(rt: WorkflowRuntime, input: { ms: number }) {
    return rt
      .activities<Toy>(quick(1, 20))
      .slow(input.ms)
      .catch((error) => `gave up: ${failureMessage(error)}`);
  },
  async stepsThenSlow(rt: WorkflowRuntime) {
    const toy = rt.activities<Toy>(quick(1, 5000));
    const first = await toy.double(1);
    const slow = await toy.slow(300);
    return { first, slow };
  },
  async sleeper(rt: WorkflowRuntime) {
    const before = rt.now().toISOString();
    await rt.sleep(3_600_000);
    return { before, after: rt.now().toISOString() };
  },
};

forEachDatabase('embedded workflow engine', (database) => {
  let db: DataSource;
  const engines: EmbeddedEngine[] = [];
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const makeEngine = (activities: object, extra: Partial<EngineOptions> = {}) => {
    const engine = new EmbeddedEngine({ db, activities, workflows, log: silent, ...extra });
    engines.push(engine);
    return engine;
  };
  /** Runs run only under the engine's lease, which start() takes (one engine per database). */
  const startedEngine = async (activities: object, extra: Partial<EngineOptions> = {}) => {
    const engine = makeEngine(activities, extra);
    await engine.start();
    return engine;
  };
  const stepsOf = async (runId: string) =>
    (await db.manager.find(WorkflowStep, { where: { runId } })).map((s) => s.stepKey).sort();

  beforeEach(async () => {
    db = await openFreshDatabase(database);
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close();
    await db.destroy();
  });

  it('runs parallel activities, keeps the input order, and records the run and every step', async () => {
    const { activities } = toyActivities();
    const result = await (await startedEngine(activities)).execute('fanOut', 'fan-1', { numbers: [1, 2, 3, 4] });
    expect(result).to.deep.equal({ id: 'fan-1', doubled: [2, 4, 6, 8] });
    const run = await db.manager.findOneByOrFail(WorkflowRun, { id: 'fan-1' });
    expect([run.status, run.workflowType, run.result]).to.deep.equal(['completed', 'fanOut', result]);
    expect(await stepsOf('fan-1')).to.have.length(4);
  });

  it('retries a failing activity by its policy, and reports the last error when attempts run out', async () => {
    const first = toyActivities();
    const firstEngine = await startedEngine(first.activities);
    expect(await firstEngine.execute('retrying', 'r-1', { failures: 2, attempts: 3 })).to.equal('f ok after 3');
    await firstEngine.close(); // the next engine needs the lease
    const second = toyActivities();
    expect(
      await (await startedEngine(second.activities)).execute('retrying', 'r-2', { failures: 5, attempts: 2 }),
    ).to.equal('gave up: attempt 2 of f broke');
    expect(second.calls['flaky:f']).to.equal(2);
    const step = await db.manager.findOneByOrFail(WorkflowStep, { runId: 'r-2' });
    expect([step.status, step.error]).to.deep.equal(['failed', 'attempt 2 of f broke']);
  });

  it('fails an attempt that outlives its start-to-close timeout', async () => {
    const { activities } = toyActivities();
    expect(await (await startedEngine(activities)).execute('timing', 't-1', { ms: 500 })).to.equal(
      'gave up: activity attempt did not finish within 20 ms',
    );
  });

  it('marks a run failed when the workflow throws, and refuses unknown types and reused ids', async () => {
    const engine = await startedEngine({}, { workflows: { boom: async () => Promise.reject(new Error('kaput')) } });
    let thrown: unknown;
    await engine.execute('boom', 'b-1', {}).catch((error) => {
      thrown = error;
    });
    expect((thrown as Error).message).to.equal('kaput');
    const run = await db.manager.findOneByOrFail(WorkflowRun, { id: 'b-1' });
    expect([run.status, run.error]).to.deep.equal(['failed', 'kaput']);
    await expectRejection(engine.execute('nope', 'n-1', {}), 'unknown workflow type nope');
    await expectRejection(engine.execute('boom', 'b-1', {}), 'workflow b-1 already exists');
  });

  it('leaves a run unfinished when stopped mid-activity, and a new engine resumes it without redoing finished steps', async () => {
    const before = toyActivities();
    const engine = await startedEngine(before.activities);
    const pending = engine.execute('stepsThenSlow', 's-1', {}).catch((error: Error) => error.name);
    while (!before.calls['slow:300']) await new Promise((resolve) => setTimeout(resolve, 5));
    await engine.close();
    expect(await pending).to.equal('EngineStopped');
    expect((await db.manager.findOneByOrFail(WorkflowRun, { id: 's-1' })).status).to.equal('running');
    expect(await stepsOf('s-1')).to.have.length(1); // double(1) finished; slow(300) did not

    const after = toyActivities();
    const resumed = makeEngine(after.activities);
    expect(await resumed.start()).to.equal(1);
    await resumed.idle();
    const run = await db.manager.findOneByOrFail(WorkflowRun, { id: 's-1' });
    expect([run.status, run.result]).to.deep.equal(['completed', { first: 2, slow: 'slow done' }]);
    expect(after.calls).to.deep.equal({ 'slow:300': 1 }); // double(1) came from the step table
  });

  it('sleeps durably: the wake-up time is recorded, and a resumed run sleeps only what is left', async () => {
    const clock = new TestClock(new Date('2026-11-21T10:00:00Z'));
    const slept: number[] = [];
    let engine = makeEngine(
      {},
      {
        clock,
        // Fake timers: a sleep moves the test clock by half the time asked, then the engine stops.
        sleep: async (ms) => {
          slept.push(ms);
          clock.advance(ms / 2);
          void engine.close();
          await new Promise(() => undefined);
        },
      },
    );
    await engine.start();
    void engine.execute('sleeper', 'z-1', {}).catch(() => undefined);
    while (slept.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await engine.close();
    engine = makeEngine({}, { clock, sleep: async (ms) => void slept.push(ms) });
    await engine.start();
    await engine.idle();
    expect(slept).to.deep.equal([3_600_000, 1_800_000]);
    const run = await db.manager.findOneByOrFail(WorkflowRun, { id: 'z-1' });
    expect(run.status).to.equal('completed');
    // `now` was recorded before the sleep, so the resumed run saw the same instant as the first.
    expect((run.result as { before: string }).before).to.equal('2026-11-21T10:00:00.000Z');
  });
});

async function expectRejection(promise: Promise<unknown>, message: string): Promise<void> {
  let thrown: unknown;
  await promise.catch((error) => {
    thrown = error;
  });
  expect((thrown as Error | undefined)?.message).to.equal(message);
}
