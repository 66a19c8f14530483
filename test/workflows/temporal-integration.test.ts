/**
 * The whole scan flow on a real Temporal server: the API (TEMPORAL_ADDRESS set) starts workflows
 * with @temporalio/client, a worker runs the bundled workflows and the real activities against the
 * lab. Runs when TEMPORAL_ADDRESS (a running server, e.g. `temporal server start-dev`) or
 * TEMPORAL_CLI_PATH (a `temporal` CLI binary for TestWorkflowEnvironment.createLocal) is set; no
 * Temporal server can be downloaded here, so otherwise it is skipped, and says so.
 */
import { randomUUID } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { expect } from 'chai';
import { createActivities } from '../../activities/jobs/index.js';
import { systemClock } from '../../api/context.js';
import type { Lab } from '../../lab/start-lab.js';
import { TEMPORAL_WORKFLOWS_PATH } from '../../workflows/temporal/entry-path.js';
import { bearer, buildScanApp, startScanLab, submitOk, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { labScanDeps } from '../helpers/lab.js';

const ADDRESS = process.env.TEMPORAL_ADDRESS;
const CLI_PATH = process.env.TEMPORAL_CLI_PATH;
const NAMESPACE = process.env.TEMPORAL_NAMESPACE ?? 'default';
const SKIP_NOTE =
  'SKIPPED: Temporal integration needs TEMPORAL_ADDRESS (a running server) or TEMPORAL_CLI_PATH (the temporal CLI)';

forEachDatabase('Temporal integration: scans, batch and compare on a Temporal server', (database) => {
  let env: TestWorkflowEnvironment | undefined;
  let lab: Lab | undefined;
  let t: TestApp | undefined;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;

  before(async function () {
    if (!ADDRESS && !CLI_PATH) {
      console.log(`      ${SKIP_NOTE}`);
      this.skip();
    }
    this.timeout(120_000);
    env = CLI_PATH
      ? await TestWorkflowEnvironment.createLocal({ server: { executable: { type: 'existing-path', path: CLI_PATH } } })
      : await TestWorkflowEnvironment.createFromExistingServer({ address: ADDRESS, namespace: NAMESPACE });
    lab = await startScanLab();
    // A task queue of its own, so a developer's running workers never pick these workflows up.
    const taskQueue = `rampart-test-${randomUUID()}`;
    const namespace = env.namespace ?? NAMESPACE;
    t = await buildScanApp(database, lab, {
      TEMPORAL_ADDRESS: env.address,
      TEMPORAL_NAMESPACE: namespace,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
    worker = await Worker.create({
      connection: env.nativeConnection,
      namespace,
      taskQueue,
      workflowsPath: TEMPORAL_WORKFLOWS_PATH,
      activities: createActivities({ db: t.db, scanDeps: labScanDeps(lab), clock: systemClock }),
    });
    running = worker.run();
  });

  after(async function () {
    this.timeout(60_000);
    worker?.shutdown();
    await running;
    await t?.close();
    await env?.teardown();
    await lab?.stop();
  });

  it('runs a submitted scan to completed as workflow scan-<job_id>, and serves its report', async function () {
    this.timeout(60_000);
    const app = t as TestApp;
    expect(app.app.scans.orchestrator.kind).to.equal('temporal');
    const { apiKey } = await signUp(app.app);
    const jobId = await submitOk(app.app, bearer(apiKey), 'web-core.test');
    expect((await waitForJob(app, jobId, ['completed', 'failed'], 45_000)).status).to.equal('completed');
    const report = await app.app.inject({ url: `/v1/scan/jobs/${jobId}/report`, headers: bearer(apiKey) });
    expect([report.statusCode, report.json().domain]).to.deep.equal([200, 'web-core.test']);
    const description = await (env as TestWorkflowEnvironment).client.workflow.getHandle(`scan-${jobId}`).describe();
    expect([description.type, description.status.name]).to.deep.equal(['scanWorkflow', 'COMPLETED']);
  });

  it('fails a job whose domain no longer resolves when the workflow runs', async function () {
    this.timeout(60_000);
    const app = t as TestApp;
    const account = await signUp(app.app);
    const principal = { user: { id: account.id }, method: 'api_key' } as never;
    const job = await app.app.scans.service.enqueue({ kind: 'account', principal }, 'empty-name.test');
    const failed = await waitForJob(app, job.id, ['completed', 'failed'], 45_000);
    expect([failed.status, failed.failureReason]).to.deep.equal(['failed', 'Could not resolve empty-name.test']);
  });

  it('answers batch and compare through the batch workflow', async function () {
    this.timeout(60_000);
    const app = t as TestApp;
    const { apiKey } = await signUp(app.app);
    const domains = ['web-core.test', 'mail-good.test'];
    const batch = await app.app.inject({
      method: 'POST',
      url: '/v1/batch/scan',
      headers: bearer(apiKey),
      payload: { domains },
    });
    expect([batch.statusCode, batch.json().completed]).to.deep.equal([200, 2]);
    const compare = await app.app.inject({
      method: 'POST',
      url: '/v1/batch/compare',
      headers: bearer(apiKey),
      payload: { domains },
    });
    expect(compare.statusCode).to.equal(200);
    expect(compare.json().winner.domain).to.equal(compare.json().results[0].domain);
  });
});
