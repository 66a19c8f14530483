/**
 * The embedded engine through a database outage, at the engine's own level (a private mariadbd,
 * private-mariadb.ts; lease shortened to 1.5 s so the outage outlasts it quickly). A run is in the
 * middle of its second activity when the database stops; the activity meets the outage and the
 * workflow, like real ones, catches the failure and carries on with a recovery step that ends
 * after the database is back. Expected: the caller waiting on the run gets the database's error
 * (the API answers it with 503), never the workflow's "gave up" outcome; the lease is paused, not
 * lost; nothing is recorded from the execution that met the outage; when the database returns the
 * same lease is renewed and the run resumed from its recorded steps (the first activity is not run
 * again) and completed with the real result.
 */
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source.js';
import { EngineLease } from '../../db/entities/engine-lease.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { databaseFault } from '../../db/errors.js';
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import type { ActivityOptions, WorkflowRuntime } from '../../workflows/runtime.js';
import { until } from '../helpers/wait.js';
import { PrivateMariaDb } from './private-mariadb.js';

const DATABASE = 'rampart_engine_outage';
const LEASE = { ttlMs: 1_500, renewEveryMs: 500 };
const once: ActivityOptions = {
  startToCloseTimeoutMs: 10_000,
  retry: { maximumAttempts: 3, initialIntervalMs: 10, backoffCoefficient: 2, maximumIntervalMs: 50 },
};

interface Steps {
  first(): Promise<string>;
  second(): Promise<string>;
  cleanUp(): Promise<string>;
}

describe('faults: the embedded engine through a database outage', function () {
  this.timeout(60_000);
  let mariadb: PrivateMariaDb;
  let db: DataSource;
  let engine: EmbeddedEngine;
  const warnings: string[] = [];

  before(async () => {
    mariadb = await PrivateMariaDb.create(DATABASE);
    db = await createDataSource({ kind: 'mysql', url: mariadb.url(DATABASE) });
    await db.initialize();
    await db.runMigrations();
  });
  after(async () => {
    await engine?.close();
    await db?.destroy();
    await mariadb?.destroy();
  });

  it('pauses its lease, gives the waiting caller the error, and resumes the run when the database returns', async () => {
    const calls = { first: 0, second: 0, cleanUp: 0 };
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let databaseBack: () => void = () => undefined;
    const back = new Promise<void>((resolve) => {
      databaseBack = resolve;
    });
    const activities: Steps = {
      async first() {
        calls.first += 1;
        return 'first done';
      },
      // Waits for the test (so the outage starts mid-activity), then needs the database, as real ones do.
      async second() {
        calls.second += 1;
        await gate;
        const [row] = await db.query('SELECT 42 AS answer');
        return `second read ${row.answer}`;
      },
      // The workflow's own recovery path: it finishes only once the database is back, so the engine
      // could record the workflow's "gave up" outcome if it did not know about the fault.
      async cleanUp() {
        calls.cleanUp += 1;
        await back;
        return 'cleaned up';
      },
    };
    const workflows = {
      async twoSteps(rt: WorkflowRuntime) {
        const steps = rt.activities<Steps>(once);
        const first = await steps.first();
        try {
          return { first, second: await steps.second() };
        } catch {
          // Must never be recorded: the failure was the outage's, not the work's.
          return { first, second: `gave up, ${await steps.cleanUp()}` };
        }
      },
    };
    engine = new EmbeddedEngine({
      db,
      activities,
      workflows,
      lease: LEASE,
      log: { info: () => undefined, warn: (_d, message) => warnings.push(message), error: () => undefined },
    });
    await engine.start();
    const token = (await db.manager.findOneByOrFail(EngineLease, { name: 'embedded-engine' })).holderToken;

    const outcome = engine.execute('twoSteps', 'outage-run', {}).then(
      (result) => ({ result, error: null }),
      (error: unknown) => ({ result: null, error }),
    );
    await until('the second activity to start', () => calls.second === 1);
    await mariadb.stop();
    openGate();
    // Past the lease's 1.5 s: paused, not lost.
    await until('the lease to be paused', () => warnings.some((message) => message.includes('paused')), 5_000);
    await mariadb.start();
    const upAt = Date.now();
    databaseBack();
    // The caller gets the database's error (a 503 in the API), never the "gave up" outcome.
    const settled = await outcome;
    expect(settled.result).to.equal(null);
    expect(databaseFault(settled.error)).to.equal('unavailable');
    const run = await until(
      'the run to complete after the outage',
      async () => {
        const row = await db.manager.findOneBy(WorkflowRun, { id: 'outage-run' });
        return row?.status === 'completed' ? row : undefined;
      },
      10_000,
      50,
    );
    console.log(`      run resumed and completed ${Date.now() - upAt} ms after the database returned`);
    expect(run.result).to.deep.equal({ first: 'first done', second: 'second read 42' });
    expect(calls).to.deep.equal({ first: 1, second: 2, cleanUp: 1 });
    const lease = await db.manager.findOneByOrFail(EngineLease, { name: 'embedded-engine' });
    expect(lease.holderToken).to.equal(token);
    expect(lease.expiresAt.getTime()).to.be.greaterThan(Date.now());
  });
});
