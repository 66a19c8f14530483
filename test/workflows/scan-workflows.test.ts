import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { ModulesOutcome } from '../../activities/contracts.js';
import { SCAN_EXECUTION_FAILED } from '../../core/errors.js';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import type { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import { COARSE_SCAN_PATCH, LEAN_SCAN_PATCH } from '../../workflows/scan.workflow.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { queuedJob, realActivities, realEngine, recordingLog, scanInput } from './workflow-kit.js';

forEachDatabase('workflows on the embedded engine with the real activities', (database) => {
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
    await db.destroy();
  });

  it('runs a full scan: the short steps and the modules as one step each, the report stored, the interim rows cleared', async () => {
    engine = await realEngine(db, deps);
    const job = await queuedJob(db, 'web-core.test');
    expect(await engine.execute('scanWorkflow', `scan-${job.id}`, scanInput(job))).to.deep.equal({
      jobId: job.id,
      status: 'completed',
    });
    const done = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect(done.status).to.equal('completed');
    expect(done.report?.modules.map((m) => m.name)).to.deep.equal([...MODULE_NAMES]);
    expect(done.result?.score).to.equal(done.report?.score);
    expect(done.startedAt).to.be.instanceOf(Date);
    const steps = await db.manager.find(WorkflowStep, { where: { runId: `scan-${job.id}` } });
    const modules = steps.filter((s) => s.stepKey.startsWith('scanModules:'));
    expect(modules).to.have.length(1);
    const outcome = modules[0]?.result as ModulesOutcome;
    expect(Object.keys(outcome.statuses).sort()).to.deep.equal([...MODULE_NAMES].sort());
    expect(outcome.reused).to.deep.equal([]);
    expect(steps.map((s) => s.stepKey.split(':')[0]).sort()).to.deep.equal(
      ['beginScan', 'completeScan', 'patch', 'scanModules'].sort(),
    );
    expect(await db.manager.countBy(ScanModuleResult, { jobId: job.id })).to.equal(0);
  });

  it('resumes a run begun in the coarse shape on the coarse path after an upgrade (its patch recorded, not the lean one)', async () => {
    const job = await queuedJob(db, 'web-core.test', ['security_txt']);
    const runId = `scan-${job.id}`;
    // What a process running the coarse shape had recorded when it stopped: the run and its patch.
    await db.manager.insert(WorkflowRun, {
      id: runId,
      workflowType: 'scanWorkflow',
      status: 'running',
      input: scanInput(job) as never,
      createdAt: new Date(),
    });
    await db.manager.insert(WorkflowStep, {
      runId,
      stepKey: `patch:${COARSE_SCAN_PATCH}`,
      status: 'completed',
      result: true as never,
      createdAt: new Date(),
    });
    engine = await realEngine(db, deps);
    const done = await waitForRun(db, runId);
    expect(done.status).to.equal('completed');
    expect((await db.manager.findOneByOrFail(ScanJob, { id: job.id })).status).to.equal('completed');
    const steps = await db.manager.find(WorkflowStep, { where: { runId } });
    expect(steps.map((step) => step.stepKey.split(/[:#]/)[0]).sort()).to.deep.equal(
      ['completeScan', 'markScanRunning', 'patch', 'planScan', 'scanModules'].sort(),
    );
    expect(steps.some((step) => step.stepKey === `patch:${LEAN_SCAN_PATCH}`)).to.equal(false);
  });

  it('runs again only the modules a failed attempt did not store, and makes an error module of one that fails for good', async () => {
    const { scanModules } = realActivities(db, deps);
    const recorded = recordingLog();
    const calls: ModulesOutcome[] = [];
    engine = await realEngine(
      db,
      deps,
      {
        // Every attempt stores what it can, but dns_email's worker is "lost" each time.
        scanModules: async (jobId, names, target, selectors) => {
          calls.push(
            await scanModules(
              jobId,
              names.filter((name) => name !== 'dns_email'),
              target,
              selectors,
            ),
          );
          throw new Error('worker lost');
        },
      },
      recorded.log,
    );
    const job = await queuedJob(db, 'web-core.test', ['dns_email', 'security_txt']);
    await engine.execute('scanWorkflow', `scan-${job.id}`, scanInput(job));
    // Three attempts (scanModulesPolicy); security_txt ran in the first only, the others reused it.
    expect(calls.map((call) => call.reused)).to.deep.equal([[], ['security_txt'], ['security_txt']]);
    const done = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    const dnsEmail = done.report?.modules.find((m) => m.name === 'dns_email');
    expect(dnsEmail).to.include({ status: 'error', score: null, error: 'module activity failed: worker lost' });
    expect(done.report?.modules.find((m) => m.name === 'security_txt')?.status).to.equal('completed');
    const step = await db.manager.findOneByOrFail(WorkflowStep, { runId: `scan-${job.id}`, status: 'failed' });
    expect(step.error).to.equal('worker lost');
    // The operator's log names the run and the cause.
    const warning = recorded.lines.find((line) => line.message.startsWith('module activity failed for good'));
    expect(warning?.details).to.deep.include({ runId: `scan-${job.id}`, jobId: job.id, cause: 'worker lost' });
  });

  it('fails the job when no module produced a result, and when its own bookkeeping keeps failing', async () => {
    engine = await realEngine(db, deps, { scanModules: () => Promise.reject(new Error('no workers')) });
    const job = await queuedJob(db, 'web-core.test', ['dns_email']);
    expect(await engine.execute('scanWorkflow', `scan-${job.id}`, scanInput(job))).to.include({ status: 'failed' });
    const none = await db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect([none.status, none.failureReason, none.report]).to.deep.equal(['failed', SCAN_EXECUTION_FAILED, null]);
    await engine.close();

    const recorded = recordingLog();
    engine = await realEngine(
      db,
      deps,
      { completeScan: () => Promise.reject(new Error('database gone')) },
      recorded.log,
    );
    const second = await queuedJob(db, 'web-core.test', ['dns_email']);
    await engine.execute('scanWorkflow', `scan-${second.id}`, scanInput(second));
    const broken = await db.manager.findOneByOrFail(ScanJob, { id: second.id });
    expect([broken.status, broken.failureReason]).to.deep.equal(['failed', SCAN_EXECUTION_FAILED]);
    // The user sees the plain sentence; the operator's log keeps the cause.
    const failure = recorded.lines.find((line) => line.level === 'error' && line.message.startsWith('scan failed'));
    expect(failure?.details).to.deep.include({ runId: `scan-${second.id}`, jobId: second.id, cause: 'database gone' });
  });

  it('runs a batch as quick assessments, with an unscannable domain as a failed item, in input order', async () => {
    engine = await realEngine(db, deps);
    const output = (await engine.execute('batchWorkflow', 'batch-test-1', {
      domains: ['web-core.test', 'nowhere.test', 'mail-good.test'],
      concurrency: 2,
    })) as { assessments: Array<{ domain: string; status: string; error?: string; summary?: { modules: object } }> };
    expect(output.assessments.map((a) => [a.domain, a.status])).to.deep.equal([
      ['web-core.test', 'completed'],
      ['nowhere.test', 'failed'],
      ['mail-good.test', 'completed'],
    ]);
    expect(output.assessments[1]?.error).to.equal('Could not resolve nowhere.test');
    expect(Object.keys(output.assessments[0]?.summary?.modules ?? {})).to.deep.equal([
      'dns_email',
      'ssl',
      'headers',
      'ports',
    ]);
  });
});

async function waitForRun(db: DataSource, runId: string): Promise<WorkflowRun> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const run = await db.manager.findOneByOrFail(WorkflowRun, { id: runId });
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${runId} still running after 10 s`);
}
