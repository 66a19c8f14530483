import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { RampartActivities } from '../../activities/contracts.js';
import type { EventConsumer } from '../../activities/events/event-consumers.js';
import { eventIdFor } from '../../activities/events/outbox.js';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { accountRow, queuedJob, realActivities, recordingConsumer } from './workflow-kit.js';

const TWO_MODULES: ModuleName[] = ['dns_email', 'security_txt'];
const DNS_EMAIL: ModuleName[] = ['dns_email'];

/** What crosses a Temporal activity boundary must survive JSON unchanged. */
const roundTrips = (value: unknown) => expect(JSON.parse(JSON.stringify(value))).to.deep.equal(value);

forEachDatabase('Temporal: the activities in MockActivityEnvironment', (database) => {
  let lab: Lab;
  let deps: ScanDeps;
  let db: DataSource;
  let acts: RampartActivities;
  let env: MockActivityEnvironment;
  before(async () => {
    lab = await startScanLab();
    deps = labScanDeps(lab);
  });
  after(() => lab.stop());
  beforeEach(async () => {
    db = await openFreshDatabase(database);
    acts = realActivities(db, deps);
    // The worker's logger would print the expected failure below; a muted one keeps the output clean.
    env = new MockActivityEnvironment(
      { activityType: 'scanModule' },
      { logger: new DefaultLogger('ERROR', () => undefined) },
    );
  });
  afterEach(() => db.destroy());
  /** env.run with the activity's own parameter types (its generic infers them loosely). */
  const run = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> =>
    env.run(fn as (...a: unknown[]) => Promise<R>, ...args);

  it("walk a job through a full scan's steps, each one plain JSON", async () => {
    const job = await queuedJob(db, 'web-core.test', TWO_MODULES);
    const startedAt = await run(acts.markScanRunning, job.id);
    expect((await db.manager.findOneByOrFail(ScanJob, { id: job.id })).status).to.equal('running');
    const plan = await run(acts.planScan, 'web-core.test', TWO_MODULES);
    roundTrips(plan);
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.modules.map((m) => m.name)).to.deep.equal(['dns_email', 'security_txt']);
    for (const module of plan.modules) expect(module.timeoutMs).to.be.a('number').and.above(0);
    for (const module of plan.modules) {
      expect(await run(acts.scanModule, job.id, module.name, plan.target, [])).to.equal('completed');
    }
    expect(await db.manager.countBy(ScanModuleResult, { jobId: job.id })).to.equal(2);
    expect(await run(acts.completeScan, job.id, {})).to.deep.equal({ jobId: job.id, status: 'completed' });
    const done = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect(done.report?.started_at).to.equal(startedAt);
    roundTrips(done.report);
    // Idempotent: running a step again (a retry, a replay) changes nothing.
    expect(await run(acts.markScanRunning, job.id)).to.equal(startedAt);
    expect(await run(acts.completeScan, job.id, {})).to.deep.equal({ jobId: job.id, status: 'completed' });
    await run(acts.markScanFailed, job.id, 'too late');
    expect((await db.manager.findOneByOrFail(ScanJob, { id: job.id })).status).to.equal('completed');
  });

  it('run the modules as one activity: progress in the heartbeat details, stored ones not run again', async () => {
    const job = await queuedJob(db, 'web-core.test', TWO_MODULES);
    await run(acts.markScanRunning, job.id);
    const plan = await run(acts.planScan, 'web-core.test', TWO_MODULES);
    if (!plan.ok) throw new Error(plan.reason);
    // An earlier attempt stored security_txt before its worker was lost.
    await run(acts.scanModules, job.id, ['security_txt'], plan.target, []);
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    const outcome = await run(acts.scanModules, job.id, TWO_MODULES, plan.target, []);
    roundTrips(outcome);
    expect(outcome).to.deep.equal({
      statuses: { dns_email: 'completed', security_txt: 'completed' },
      reused: ['security_txt'],
    });
    expect(beats).to.deep.equal([
      { done: ['security_txt'], running: ['dns_email'] },
      { done: ['security_txt', 'dns_email'], running: [] },
    ]);
    expect(await db.manager.countBy(ScanModuleResult, { jobId: job.id })).to.equal(2);
  });

  it('report an unscannable target as a plan, and a missing job as a retryable error', async () => {
    expect(await run(acts.planScan, 'private-target.test', ['dns_email'])).to.include({ ok: false });
    expect(await run(acts.planScan, 'nowhere.test', ['dns_email'])).to.deep.equal({
      ok: false,
      reason: 'Could not resolve nowhere.test',
    });
    let failure: unknown;
    await run(acts.markScanRunning, 424242).catch((error) => {
      failure = error;
    });
    expect((failure as Error).message).to.equal('scan job 424242 is not visible');
  });

  it('begin a scan in one step: marked running and planned, a bad target failed, a withdrawn job left alone', async () => {
    const job = await queuedJob(db, 'web-core.test', TWO_MODULES);
    const begun = await run(acts.beginScan, job.id, 'web-core.test', TWO_MODULES);
    roundTrips(begun);
    if (begun.status !== 'planned') throw new Error(`not planned: ${begun.status}`);
    expect(begun.plan.modules.map((m) => m.name)).to.deep.equal(TWO_MODULES);
    const running = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect(running.status).to.equal('running');
    // Again (a retry after a lost worker): the same start time, the same plan.
    expect(await run(acts.beginScan, job.id, 'web-core.test', TWO_MODULES)).to.deep.equal(begun);
    expect((await db.manager.findOneByOrFail(ScanJob, { id: job.id })).startedAt).to.deep.equal(running.startedAt);

    const gone = await queuedJob(db, 'nowhere.test', DNS_EMAIL);
    expect(await run(acts.beginScan, gone.id, 'nowhere.test', DNS_EMAIL)).to.deep.equal({
      status: 'unscannable',
      reason: 'Could not resolve nowhere.test',
    });
    const failed = await db.manager.findOneByOrFail(ScanJob, { id: gone.id });
    expect([failed.status, failed.failureReason]).to.deep.equal(['failed', 'Could not resolve nowhere.test']);

    // Withdrawn by its submission before the run began: nothing is planned or changed.
    const withdrawn = await queuedJob(db, 'web-core.test', DNS_EMAIL);
    await db.manager.update(ScanJob, { id: withdrawn.id }, { status: 'failed', failureReason: 'withdrawn' });
    expect(await run(acts.beginScan, withdrawn.id, 'web-core.test', DNS_EMAIL)).to.deep.equal({ status: 'withdrawn' });
    expect((await db.manager.findOneByOrFail(ScanJob, { id: withdrawn.id })).failureReason).to.equal('withdrawn');
  });

  it('hand an event to every consumer in one step, marked at once unless a consumer asks for a workflow', async () => {
    const recorder = recordingConsumer();
    const start = {
      workflow: 'eventDispatchWorkflow' as const,
      workflowId: 'follow-up',
      input: { eventId: 'none' },
      meta: { kind: 'event_dispatch' as const, domains: [], accountId: null },
    };
    const asking: EventConsumer = { name: 'asks', accepts: () => true, handle: async () => [start] };
    const account = await accountRow(db, 'hand-off@example.com');
    const eventOf = async (label: string) => {
      const id = eventIdFor('scan.completed', `job:${label}`);
      await db.manager.insert(OutboxEvent, {
        id,
        type: 'scan.completed',
        userId: account.id,
        data: {} as never,
        createdAt: new Date(),
        dispatchedAt: null,
      });
      return id;
    };
    const marked = async (id: string) => (await db.manager.findOneByOrFail(OutboxEvent, { id })).dispatchedAt !== null;

    const quiet = realActivities(db, deps, [recorder.consumer]);
    const first = await eventOf('quiet');
    expect(await run(quiet.handEventToConsumers, first)).to.deep.equal({ starts: [], dispatched: true });
    expect([recorder.received.map((each) => each.event.id), await marked(first)]).to.deep.equal([[first], true]);
    // Already handed out: no consumer sees it again.
    expect(await run(quiet.handEventToConsumers, first)).to.deep.equal({ starts: [], dispatched: true });
    expect(recorder.received).to.have.length(1);

    const withStart = realActivities(db, deps, [recorder.consumer, asking]);
    const second = await eventOf('asks');
    const handed = await run(withStart.handEventToConsumers, second);
    roundTrips(handed);
    // The run starts the workflow first, then marks the event (markEventDispatched).
    expect([handed, await marked(second)]).to.deep.equal([{ starts: [start], dispatched: false }, false]);
    expect(recorder.received.map((each) => each.event.id)).to.deep.equal([first, second]);

    // A consumer that fails fails the step, but only once the others have finished: a retry never
    // runs a consumer beside its own previous attempt. The event stays undispatched.
    let slowFinished = false;
    const slow: EventConsumer = {
      name: 'slow',
      accepts: () => true,
      handle: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        slowFinished = true;
        return [];
      },
    };
    const failing: EventConsumer = {
      name: 'failing',
      accepts: () => true,
      handle: () => Promise.reject(new Error('consumer down')),
    };
    const third = await eventOf('fails');
    let caught: unknown;
    await run(realActivities(db, deps, [failing, slow]).handEventToConsumers, third).catch((error: unknown) => {
      caught = error;
    });
    expect([(caught as Error).message, slowFinished, await marked(third)]).to.deep.equal([
      'consumer down',
      true,
      false,
    ]);
  });

  it('assess quick modules without evidence and score them', async () => {
    const plan = await run(acts.planScan, 'mail-good.test', DNS_EMAIL);
    if (!plan.ok) throw new Error(plan.reason);
    const result = await run(acts.assessModule, 'dns_email', plan.target);
    expect(result).to.include({ name: 'dns_email', status: 'completed' });
    expect(result.evidence).to.deep.equal({});
    roundTrips(result);
    const summary = await run(acts.summarizeAssessment, 'mail-good.test', [result], { ssl: 'worker lost' });
    expect(summary).to.include({ domain: 'mail-good.test', score: result.score });
    expect(summary.modules).to.deep.equal({
      dns_email: { status: 'completed', score: result.score, issues: result.issues.length },
      // A module not assessed says why (policy 2026.1).
      ssl: { status: 'error', score: null, issues: 0, not_assessed_reason: 'The module failed: worker lost.' },
    });
  });
});
