/**
 * The scan job as its own outbox (activities/scans/queue-scan-job.ts, workflows/scan-submission.ts),
 * on the embedded engine and each database: the scan start sweeper starts a queued job that was
 * committed without its workflow (an API process on Temporal that stopped between its commit and the
 * start) and only such jobs; the withdrawal of a submission the engine could not take gives its scan
 * back in the same transaction; a workflow that reaches a withdrawn job ends without scanning.
 */
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { queueScanJob, withdrawScanJob } from '../../activities/scans/queue-scan-job.js';
import { SCAN_ENGINE_UNAVAILABLE } from '../../core/errors.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import type { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import { SCAN_START_SWEEP_AGE_MS } from '../../workflows/policies.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { accountRow, realEngine, unresolvingScanDeps } from '../workflows/workflow-kit.js';

forEachDatabase('the scan job as its own outbox', (database) => {
  let db: DataSource;
  let engine: EmbeddedEngine;
  let planned: string[];

  beforeEach(async () => {
    db = await openFreshDatabase(database);
    planned = [];
    // No network: every scan that does run fails at planning, which is all these tests need.
    engine = await realEngine(db, unresolvingScanDeps(planned));
  });
  afterEach(async () => {
    await engine.close();
    await db.destroy();
  });

  /** A job committed as Temporal's API path commits it, `agoMs` ago, whose start never happened. */
  async function orphan(accountId: number, domain: string, agoMs: number): Promise<ScanJob> {
    const at = new Date(Date.now() - agoMs);
    return db.transaction(async (manager) => {
      const queued = await queueScanJob(
        manager,
        { origin: 'api', accountId, domain, dkimSelectors: ['sel1'], startInTransaction: false },
        at,
      );
      return queued.job;
    });
  }

  const sweep = () => engine.execute('eventSweepWorkflow', `sweep-${Math.random()}`, { sweep: 'scan_starts' });

  it('starts a queued job left without its workflow, once, under its own id and input; leaves young ones alone', async () => {
    const account = await accountRow(db, 'orphans@example.com');
    const left = await orphan(account.id, 'left.test', SCAN_START_SWEEP_AGE_MS + 5_000);
    const young = await orphan(account.id, 'young.test', 0);
    expect(await sweep()).to.deep.equal({ started: 1 });
    const run = await db.manager.findOneByOrFail(WorkflowRun, { id: scanJobWorkflowId(left) });
    expect(run.input).to.deep.include({ jobId: left.id, domain: 'left.test', dkimSelectors: ['sel1'] });
    await until(
      'the swept scan to end',
      async () => (await db.manager.findOneByOrFail(ScanJob, { id: left.id })).status === 'failed',
    );
    expect(planned).to.deep.equal(['left.test']);
    const rows = await db.manager.findBy(ScanJob, { userId: account.id });
    expect(rows.find((row) => row.id === left.id)?.workflowStartedAt).to.be.instanceOf(Date);
    expect(rows.find((row) => row.id === young.id)?.workflowStartedAt).to.equal(null);
    // Nothing left to start: the next sweep starts nothing, and the job's scan ran once.
    expect(await sweep()).to.deep.equal({ started: 0 });
    expect(planned).to.deep.equal(['left.test']);
  });

  it('counts a start the API did make but could not record as done ("exists"), and marks the row', async () => {
    const account = await accountRow(db, 'exists@example.com');
    const job = await orphan(account.id, 'exists.test', SCAN_START_SWEEP_AGE_MS + 5_000);
    // The start reached the engine (its run is recorded) but the row was never marked.
    const input = {
      jobId: job.id,
      accountId: account.id,
      domain: job.domain,
      modules: job.requestedModules,
      dkimSelectors: [],
    };
    await db.transaction((manager) => engine.enqueue(manager, 'scanWorkflow', scanJobWorkflowId(job), input));
    expect(await sweep()).to.deep.equal({ started: 0 });
    expect((await db.manager.findOneByOrFail(ScanJob, { id: job.id })).workflowStartedAt).to.be.instanceOf(Date);
    expect(await sweep()).to.deep.equal({ started: 0 });
  });

  it('withdraws a submission in one transaction: failed, its scan given back; never one that started', async () => {
    const account = await accountRow(db, 'withdrawn@example.com');
    const job = await orphan(account.id, 'withdrawn.test', 0);
    expect((await db.manager.findOneByOrFail(User, { id: account.id })).scansThisMonth).to.equal(1);
    expect(await withdrawScanJob(db, job, 'api', SCAN_ENGINE_UNAVAILABLE, new Date())).to.equal(true);
    const row = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect([row.status, row.failureReason]).to.deep.equal(['failed', SCAN_ENGINE_UNAVAILABLE]);
    expect((await db.manager.findOneByOrFail(User, { id: account.id })).scansThisMonth).to.equal(0);
    // Twice is once: no second scan comes back.
    expect(await withdrawScanJob(db, job, 'api', SCAN_ENGINE_UNAVAILABLE, new Date())).to.equal(false);
    expect((await db.manager.findOneByOrFail(User, { id: account.id })).scansThisMonth).to.equal(0);
    // A withdrawn job is no orphan: the sweeper leaves it.
    await db.manager.update(ScanJob, { id: job.id }, { createdAt: new Date(Date.now() - 60_000) });
    expect(await sweep()).to.deep.equal({ started: 0 });
    // One the sweeper started meanwhile stands: not withdrawn, its scan kept.
    const started = await orphan(account.id, 'started.test', SCAN_START_SWEEP_AGE_MS + 5_000);
    expect(await sweep()).to.deep.equal({ started: 1 });
    expect(await withdrawScanJob(db, started, 'api', SCAN_ENGINE_UNAVAILABLE, new Date())).to.equal(false);
    expect((await db.manager.findOneByOrFail(User, { id: account.id })).scansThisMonth).to.equal(1);
  });

  it('ends a workflow that reaches a withdrawn job without scanning it', async () => {
    const account = await accountRow(db, 'late@example.com');
    const job = await orphan(account.id, 'late.test', 0);
    await withdrawScanJob(db, job, 'api', SCAN_ENGINE_UNAVAILABLE, new Date());
    const outcome = await engine.execute('scanWorkflow', scanJobWorkflowId(job), {
      jobId: job.id,
      accountId: account.id,
      domain: job.domain,
      modules: job.requestedModules,
      dkimSelectors: [],
    });
    expect(outcome).to.deep.equal({ jobId: job.id, status: 'failed' });
    expect(planned).to.deep.equal([]);
    const row = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect([row.status, row.failureReason, row.startedAt]).to.deep.equal(['failed', SCAN_ENGINE_UNAVAILABLE, null]);
  });
});
