import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { buildApp } from '../../api/app.js';
import type { DatabaseConfig } from '../../config/database.js';
import { EngineLease } from '../../db/entities/engine-lease.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { EmbeddedEngine, type EngineOptions } from '../../workflows/embedded/engine.js';
import { EMBEDDED_ENGINE_LEASE, EngineLeaseRefused } from '../../workflows/embedded/engine-lease.js';
import type { ActivityOptions, WorkflowRuntime } from '../../workflows/runtime.js';
import { buildTestApp } from '../helpers/build-app.js';
import { forEachDatabase, openFreshDatabase, type TestDatabase } from '../helpers/databases.js';
import { processEnv } from '../helpers/process-env.js';
import { until } from '../helpers/wait.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const once: ActivityOptions = {
  startToCloseTimeoutMs: 10_000,
  retry: { maximumAttempts: 1, initialIntervalMs: 1, backoffCoefficient: 1, maximumIntervalMs: 1 },
};

interface Steps {
  note(label: string): Promise<string>;
  held(): Promise<string>;
}

const workflows = {
  /** A step, then one that waits for the test to let it finish, then another. */
  async gated(rt: WorkflowRuntime) {
    const steps = rt.activities<Steps>(once);
    return [await steps.note('one'), await steps.held(), await steps.note('two')];
  },
};

/** Activities whose `held` step finishes only when the test calls `let()`. */
function gatedActivities() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  const activities: Steps = {
    async note(label) {
      calls.push(label);
      return label;
    },
    async held() {
      calls.push('held');
      await gate;
      return 'held';
    },
  };
  return { activities, calls, let: () => release() };
}

async function rejection(promise: PromiseLike<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** The pid of a process that has exited (and been reaped), so nothing answers to it. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

forEachDatabase('the embedded engine lease', (database) => {
  let db: DataSource;
  const engines: EmbeddedEngine[] = [];
  const errors: string[] = [];
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (_: object, message: string) => errors.push(message),
  };
  const makeEngine = (activities: object = {}, extra: Partial<EngineOptions> = {}) => {
    const engine = new EmbeddedEngine({ db, activities, workflows, log, ...extra });
    engines.push(engine);
    return engine;
  };
  const leaseRow = () => db.manager.findOneBy(EngineLease, { name: EMBEDDED_ENGINE_LEASE });
  const stepsOf = async (runId: string) =>
    (await db.manager.find(WorkflowStep, { where: { runId } })).map((step) => step.stepKey.split(':')[0]).sort();
  /** A lease row as another process would have written it. */
  const foreignLease = (row: Partial<EngineLease>) =>
    db.manager.insert(EngineLease, {
      name: EMBEDDED_ENGINE_LEASE,
      holderToken: 'someone-elses-token',
      holderHost: 'other-host.example',
      holderPid: 4242,
      acquiredAt: new Date('2026-01-02T03:04:05.678Z'),
      expiresAt: new Date(Date.now() + 30_000),
      ...row,
    });

  beforeEach(async () => {
    db = await openFreshDatabase(database);
    errors.length = 0;
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close();
    await db.destroy();
  });

  it('refuses a second engine on the same database, naming the holder and what to do', async () => {
    const first = makeEngine();
    await first.start();
    const row = await leaseRow();
    expect([row?.holderHost, row?.holderPid]).to.deep.equal([hostname(), process.pid]);

    const second = makeEngine();
    const refused = await rejection(second.start());
    expect(refused).to.be.instanceOf(EngineLeaseRefused);
    expect(refused.message).to.include(`process ${process.pid} on host ${hostname()}`);
    expect(refused.message).to.include(`since ${row?.acquiredAt.toISOString()}`);
    expect(refused.message).to.include('Stop that process first');
    expect(refused.message).to.include('TEMPORAL_ADDRESS');
    // Without the lease nothing runs, and the holder's row is untouched.
    expect((await rejection(second.execute('gated', 'g-0', {}))).name).to.equal('EngineNotStarted');
    expect((await leaseRow())?.holderToken).to.equal(row?.holderToken);
  });

  it('refuses while another host holds an unexpired lease', async () => {
    await foreignLease({});
    const refused = await rejection(makeEngine().start());
    expect(refused.message).to.include('process 4242 on host other-host.example');
    expect(refused.message).to.include('since 2026-01-02T03:04:05.678Z');
  });

  it('releases the lease on close; then a second engine starts and resumes what the first left', async () => {
    const gated = gatedActivities();
    const first = makeEngine(gated.activities);
    await first.start();
    const pending = first.execute('gated', 'g-1', {}).catch((error: Error) => error.name);
    await until('the held step', () => gated.calls.includes('held'), 5_000);
    await first.close();
    expect(await pending).to.equal('EngineStopped');
    expect(await leaseRow()).to.equal(null);

    const after = gatedActivities();
    after.let();
    const second = makeEngine(after.activities);
    expect(await second.start()).to.equal(1);
    await second.idle();
    expect((await db.manager.findOneByOrFail(WorkflowRun, { id: 'g-1' })).status).to.equal('completed');
    expect(after.calls).to.deep.equal(['held', 'two']); // `one` came from the step table
    expect((await leaseRow())?.holderPid).to.equal(process.pid);
  });

  it('takes over an expired lease', async () => {
    await foreignLease({ expiresAt: new Date(Date.now() - 1_000) });
    await makeEngine().start();
    const row = await leaseRow();
    expect([row?.holderHost, row?.holderPid]).to.deep.equal([hostname(), process.pid]);
    expect(row?.holderToken).to.not.equal('someone-elses-token');
    expect(row?.expiresAt.getTime()).to.be.greaterThan(Date.now() + 20_000);
  });

  it('takes over at once a lease whose holder ran on this host and is gone (killed and restarted)', async () => {
    const pid = await deadPid();
    await foreignLease({ holderHost: hostname(), holderPid: pid, expiresAt: new Date(Date.now() + 30_000) });
    await makeEngine().start();
    expect((await leaseRow())?.holderPid).to.equal(process.pid);
  });

  it('takes over at once a lease written by an earlier process that had this pid (a restarted container)', async () => {
    await foreignLease({ holderHost: hostname(), holderPid: process.pid });
    await makeEngine().start();
    expect((await leaseRow())?.holderToken).to.not.equal('someone-elses-token');
  });

  it('lets exactly one of several engines starting at the same moment have the lease', async () => {
    const contenders = [makeEngine(), makeEngine(), makeEngine(), makeEngine()];
    const outcomes = await Promise.allSettled(contenders.map((engine) => engine.start()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).to.have.length(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).to.be.instanceOf(EngineLeaseRefused);
    }
  });

  it('stops a holder whose lease was taken over (found by its renewal): nothing more is recorded', async function () {
    this.timeout(10_000);
    const gated = gatedActivities();
    const holder = makeEngine(gated.activities, { lease: { ttlMs: 1_000, renewEveryMs: 100 } });
    await holder.start();
    const pending = holder.execute('gated', 'g-2', {}).catch((error: Error) => error.name);
    await until('the held step', () => gated.calls.includes('held'), 5_000);
    expect(await stepsOf('g-2')).to.deep.equal(['note']);

    // What another process writes when it takes the lease over (this one having been paused too long).
    await db.manager.update(
      EngineLease,
      { name: EMBEDDED_ENGINE_LEASE },
      { holderToken: 'usurper', holderHost: 'other-host.example', holderPid: 4242, acquiredAt: new Date() },
    );
    await until('the holder to stop', () => holder.closed, 5_000);
    expect(await pending).to.equal('EngineStopped');
    expect(errors.join('\n')).to.match(/lost its database lease/);

    gated.let();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gated.calls).to.deep.equal(['one', 'held']);
    expect(await stepsOf('g-2')).to.deep.equal(['note']);
    expect((await db.manager.findOneByOrFail(WorkflowRun, { id: 'g-2' })).status).to.equal('running');
    expect((await leaseRow())?.holderToken).to.equal('usurper'); // closing did not delete someone else's row
    expect((await rejection(holder.execute('gated', 'g-3', {}))).name).to.equal('EngineStopped');
  });

  it('stops a holder that wakes from a pause longer than its lease before it records the next step', async function () {
    this.timeout(10_000);
    const gated = gatedActivities();
    const holder = makeEngine(gated.activities, { lease: { ttlMs: 400, renewEveryMs: 100 } });
    await holder.start();
    const pending = holder.execute('gated', 'g-4', {}).catch((error: Error) => error.name);
    await until('the held step', () => gated.calls.includes('held'), 5_000);
    await db.manager.update(
      EngineLease,
      { name: EMBEDDED_ENGINE_LEASE },
      { holderToken: 'usurper', holderHost: 'other-host.example', holderPid: 4242, acquiredAt: new Date() },
    );
    // The pause: the event loop blocked past the TTL; when it resumes, the finished step's
    // continuation runs before the renewal timer gets its turn, so only confirm() can catch it.
    gated.let();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    expect(await pending).to.equal('EngineStopped');
    expect(await stepsOf('g-4')).to.deep.equal(['note']);
    expect(errors.join('\n')).to.match(/lost its database lease/);
  });

  it('refuses a second app on the same database at ready()', async () => {
    const t = await buildTestApp(database);
    try {
      const second = await buildApp({ config: { ...t.config, database: database.config }, db: t.db, logger: false });
      try {
        const refused = await rejection(second.ready());
        expect(refused).to.be.instanceOf(EngineLeaseRefused);
      } finally {
        await second.close().catch(() => undefined);
      }
    } finally {
      await t.close();
    }
  });
});

forEachDatabase('the embedded engine lease across processes', (database) => {
  let dir: string;
  let config: DatabaseConfig;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rampart-lease-'));
    const file = join(dir, 'rampart.db');
    config = database.name === 'sqlite' ? { kind: 'sqlite', path: file, url: `sqlite:${file}` } : database.config;
    await (await openFreshDatabase({ name: database.name, config } satisfies TestDatabase)).destroy();
    env = processEnv({ dir, databaseUrl: config.url });
  });
  after(async function () {
    this.timeout(30_000);
    for (const server of servers) await server.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets exactly one of several processes starting at the same moment have the lease', async function () {
    this.timeout(60_000);
    const startAt = String(Date.now() + 4_000);
    const outputs = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, ['--import', 'tsx', 'test/workflows/fixtures/lease-contender.ts'], {
              cwd: ROOT,
              env: { ...env, PATH: process.env.PATH ?? '', START_AT: startAt, HOLD_MS: '1500' },
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            let output = '';
            child.stdout.on('data', (chunk: Buffer) => {
              output += chunk.toString();
            });
            child.stderr.on('data', (chunk: Buffer) => {
              output += chunk.toString();
            });
            const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
            child.once('exit', (code) => {
              clearTimeout(timer);
              if (code === 0) resolve(output.trim());
              else reject(new Error(`contender exited (${code}):\n${output}`));
            });
          }),
      ),
    );
    expect(outputs.sort()).to.deep.equal(['refused', 'refused', 'won']);
  });

  it('makes a second server exit non-zero with the message while the first keeps serving', async function () {
    this.timeout(120_000);
    const first = await startServerProcess(env);
    servers.push(first);
    expect((await fetch(`${first.baseUrl}/health`)).status).to.equal(200);

    const refused = await rejection(startServerProcess(env));
    expect(refused.message).to.match(/exited \(3\)/);
    expect(refused.message).to.include(
      `Rampart cannot start: the embedded workflow engine already runs on this database: process ${first.child.pid} on host ${hostname()}`,
    );
    expect(refused.message).to.include('TEMPORAL_ADDRESS');

    expect((await fetch(`${first.baseUrl}/health`)).status).to.equal(200);
    expect(first.child.exitCode).to.equal(null);
    await first.stop('SIGTERM');
    expect(first.child.exitCode).to.equal(0);
  });
});
