/**
 * A Temporal activity that meets the database down (workers/database-faults.ts and the Temporal
 * runtime's retry, temporal-runtime.ts): its failure leaves the worker typed DatabaseFault, and once
 * the activity's own retries are spent on it the workflow waits and calls the activity again instead
 * of taking the failure for the step's. An ordinary failure still fails the step as before. The
 * whole deployment through a real outage: test/faults/mariadb-outage-worker.test.ts.
 */
import { Client } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { QuickAssessment } from '../../activities/contracts.js';
import { createActivities } from '../../activities/jobs/index.js';
import { systemClock } from '../../core/clock.js';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import type { ScanTarget } from '../../scanner/scan-target.js';
import { withDatabaseFaults } from '../../workers/database-faults.js';
import { withHeartbeats } from '../../workers/heartbeats.js';
import { tracingSinks } from '../../workers/tracing-interceptors.js';
import { DATABASE_FAULT_FAILURE_TYPE } from '../../workflows/policies.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { openFreshDatabase, testDatabases } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  sharedWorkflowBundle,
  TEMPORAL_TEST_NAMESPACE,
  uniqueTaskQueue,
} from '../helpers/temporal.js';

/** What mysql2 throws when the server is down: fatal, ECONNREFUSED. */
function databaseDown(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED', fatal: true });
}

describe('Temporal: an activity that meets the database down is called again, not failed for good', () => {
  let lab: Lab | undefined;
  let db: DataSource | undefined;
  let connection: NativeConnection | undefined;
  let client: Client;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(60_000);
    lab = await startScanLab();
    db = await openFreshDatabase(testDatabases()[0] as ReturnType<typeof testDatabases>[number]);
    connection = await NativeConnection.connect({ address });
    client = new Client({ connection, namespace: TEMPORAL_TEST_NAMESPACE });
  });

  after(async () => {
    await connection?.close();
    await db?.destroy();
    await lab?.stop();
  });

  /** Runs the quick assessment of web-core.test on a worker whose `ssl` assessment throws `error` `times` times. */
  async function assessWithFailures(error: () => Error, times: number, workflowId: string) {
    const taskQueue = uniqueTaskQueue('db-fault');
    const real = createActivities({ db: db as DataSource, scanDeps: labScanDeps(lab as Lab), clock: systemClock });
    let thrown = 0;
    const worker = await Worker.create({
      connection: connection as NativeConnection,
      namespace: TEMPORAL_TEST_NAMESPACE,
      taskQueue,
      workflowBundle: await sharedWorkflowBundle(),
      // The bundle's tracing interceptors export through this sink.
      sinks: tracingSinks(),
      activities: withHeartbeats(
        withDatabaseFaults({
          ...real,
          assessModule: (name: ModuleName, target: ScanTarget) => {
            if (name === 'ssl' && thrown < times) {
              thrown += 1;
              return Promise.reject(error());
            }
            return real.assessModule(name, target);
          },
        }),
      ),
    });
    const result = (await worker.runUntil(
      client.workflow.execute('quickAssessmentWorkflow', {
        taskQueue,
        workflowId,
        args: [{ domain: 'web-core.test' }],
      }),
    )) as QuickAssessment;
    const history = await client.workflow.getHandle(workflowId).fetchHistory();
    return { result, history, thrown };
  }

  it('waits out a database that stays down past the module policy (3 failures, 2 attempts a round)', async function () {
    this.timeout(60_000);
    const workflowId = `quick-assessment-db-fault-${Date.now()}`;
    const { result, history, thrown } = await assessWithFailures(databaseDown, 3, workflowId);
    expect(thrown).to.equal(3);
    expect(result.status).to.equal('completed');
    if (result.status !== 'completed') return;
    expect(result.summary.modules.ssl?.status).to.not.equal('error');
    const failures = (history.events ?? [])
      .map((event) => event.activityTaskFailedEventAttributes?.failure)
      .filter((failure) => failure);
    // Round 1 spent both attempts of the module policy (the history records its last failure); after a
    // timer, round 2's first attempt failed and its second succeeded.
    expect(failures.map((failure) => failure?.applicationFailureInfo?.type)).to.deep.equal([
      DATABASE_FAULT_FAILURE_TYPE,
    ]);
    expect(failures[0]?.message).to.equal('database unavailable: connect ECONNREFUSED 127.0.0.1:3306');
    expect((history.events ?? []).some((event) => event.timerStartedEventAttributes)).to.equal(true);
    await recordHistory(client, workflowId, 'quick-assessment-database-fault');
  });

  it('still fails the step on an ordinary error: an error module, no second round', async function () {
    this.timeout(60_000);
    const { result, history } = await assessWithFailures(
      () => new Error('resolver pool exhausted'),
      5,
      `quick-assessment-plain-fault-${Date.now()}`,
    );
    expect(result.status).to.equal('completed');
    if (result.status !== 'completed') return;
    expect(result.summary.modules.ssl?.status).to.equal('error');
    expect((history.events ?? []).some((event) => event.timerStartedEventAttributes)).to.equal(false);
  });
});
