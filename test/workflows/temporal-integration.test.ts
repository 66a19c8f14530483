/**
 * Every workflow on a real Temporal server (`temporal server start-dev`, see test/helpers/temporal.ts):
 * the API with TEMPORAL_ADDRESS starts workflows through @temporalio/client, a worker built the way
 * `npm run worker` builds it runs the bundled workflows and the real activities against the lab.
 * Also what an operator sees: workflow ids, search attributes, memo, summary, and failures that say
 * what went wrong.
 */
import { Client } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { expect } from 'chai';
import type { ModulesOutcome, QuickAssessment } from '../../activities/contracts.js';
import { scanCompletedEventId } from '../../activities/events/outbox.js';
import { createActivities } from '../../activities/jobs/index.js';
import { systemClock } from '../../core/clock.js';
import { MODULE_NAMES, type ModuleName } from '../../core/scan-model/module-names.js';
import { scanJobWorkflowId } from '../../core/workflow-ids.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import type { ScanTarget } from '../../scanner/scan-target.js';
import { withHeartbeats } from '../../workers/heartbeats.js';
import { tracingSinks } from '../../workers/tracing-interceptors.js';
import { ACCOUNT_ATTRIBUTE, DOMAIN_ATTRIBUTE, JOB_KIND_ATTRIBUTE } from '../../workflows/temporal/search-attributes.js';
import { bearer, buildScanApp, startScanLab, submitOk, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import {
  localActivityTypes,
  recordHistory,
  requireTemporal,
  sharedWorkflowBundle,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { queuedJob, recordingConsumer } from './workflow-kit.js';

/** Visibility (what list queries read) trails the workflow by a moment on the dev server. */
async function listUntil(client: Client, query: string, expected: number, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids: string[] = [];
    for await (const execution of client.workflow.list({ query })) ids.push(execution.workflowId);
    if (ids.length >= expected || Date.now() > deadline) return ids.sort();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

forEachDatabase('Temporal integration: every workflow on a Temporal server', (database) => {
  let lab: Lab | undefined;
  let t: TestApp | undefined;
  let testWorker: TestWorker | undefined;
  let nativeConnection: NativeConnection;
  let client: Client;
  let taskQueue: string;
  const recorder = recordingConsumer();

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startScanLab();
    taskQueue = uniqueTaskQueue('integration');
    t = await buildScanApp(database, lab, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
    });
    // The worker shares the app's database, as workers share the API's.
    testWorker = await startTestWorker(address, taskQueue, {
      db: t.db,
      scanDeps: labScanDeps(lab),
      clock: systemClock,
      eventConsumers: [recorder.consumer],
    });
    ({ client, nativeConnection } = testWorker);
  });

  after(async function () {
    this.timeout(60_000);
    await testWorker?.stop();
    await t?.close();
    await lab?.stop();
  });

  it('runs a submitted scan to completed as scan-<job_id>-<8 hex>, searchable by domain, account and kind', async function () {
    this.timeout(60_000);
    const app = t as TestApp;
    expect(app.app.orchestrator.kind).to.equal('temporal');
    const account = await signUp(app.app);
    // A stale run holding the plain id this job would have had, `scan-<job_id>`, still running on a
    // queue nobody polls (a reset database's or another deployment's, on this long-lived namespace):
    // with the plain id the submission answered 503 until it ended.
    const previous = await app.db.manager.find(ScanJob, { select: { id: true }, order: { id: 'DESC' }, take: 1 });
    const nextJobId = (previous[0]?.id ?? 0) + 1;
    const stale = await client.workflow
      .start('scanWorkflow', {
        workflowId: `scan-${nextJobId}`,
        taskQueue: `${taskQueue}-nobody`,
        args: [{ jobId: nextJobId, domain: 'stale.test', modules: [], dkimSelectors: [] }],
      })
      .catch((error: Error) => {
        // Already running from an earlier suite on this namespace: just as stale.
        if (error.name !== 'WorkflowExecutionAlreadyStartedError') throw error;
        return client.workflow.getHandle(`scan-${nextJobId}`);
      });
    expect((await stale.describe()).status.name).to.equal('RUNNING');
    const jobId = await submitOk(app.app, bearer(account.apiKey), 'web-core.test');
    expect(jobId).to.equal(nextJobId);
    expect((await waitForJob(app, jobId, ['completed', 'failed'], 45_000)).status).to.equal('completed');
    await stale.terminate('stale plain scan id of the integration test').catch(() => undefined);
    const report = await app.app.inject({ url: `/v1/scan/jobs/${jobId}/report`, headers: bearer(account.apiKey) });
    expect([report.statusCode, report.json().domain]).to.deep.equal([200, 'web-core.test']);

    const workflowId = scanJobWorkflowId(await app.db.manager.findOneByOrFail(ScanJob, { id: jobId }));
    expect(workflowId).to.match(new RegExp(`^scan-${jobId}-[0-9a-f]{8}$`));
    const handle = client.workflow.getHandle(workflowId);
    expect(await handle.result()).to.deep.equal({ jobId, status: 'completed' });
    await recordHistory(client, workflowId, 'scan-lean-completed');
    const description = await handle.describe();
    expect([description.type, description.status.name, description.taskQueue]).to.deep.equal([
      'scanWorkflow',
      'COMPLETED',
      taskQueue,
    ]);
    expect(description.typedSearchAttributes.get(DOMAIN_ATTRIBUTE)).to.deep.equal(['web-core.test']);
    expect(description.typedSearchAttributes.get(ACCOUNT_ATTRIBUTE)).to.equal(account.id);
    expect(description.typedSearchAttributes.get(JOB_KIND_ATTRIBUTE)).to.equal('scan');
    expect(description.memo).to.deep.include({ kind: 'scan', job_id: jobId, account_id: account.id, source: 'api' });
    expect(await description.staticSummary()).to.equal(`scan of web-core.test (job ${jobId}, account ${account.id})`);

    // What an operator types: `temporal workflow list --query "RampartDomain = 'web-core.test' ..."`.
    // Account ids start again at 1 in every fresh test database: the task queue keeps runs apart.
    const query = `RampartDomain = 'web-core.test' AND RampartAccountId = ${account.id} AND RampartJobKind = 'scan' AND TaskQueue = '${taskQueue}'`;
    expect(await listUntil(client, query, 1)).to.deep.equal([workflowId]);
    // The lean shape: one activity task (all fifteen modules), the short steps and the event's
    // dispatch as local activities (markers, no task of their own), two workflow tasks.
    const history = await handle.fetchHistory();
    const events = history.events ?? [];
    const activityTypes = events
      .map((event) => event.activityTaskScheduledEventAttributes?.activityType?.name)
      .filter((name): name is string => Boolean(name));
    expect(activityTypes).to.deep.equal(['scanModules']);
    expect(localActivityTypes(events)).to.deep.equal(['beginScan', 'completeScan', 'handEventToConsumers']);
    expect(events.filter((event) => event.workflowTaskStartedEventAttributes)).to.have.length(2);
    // The completion's event (outbox) was handed to the consumers inside the scan's run: no second workflow.
    const eventId = scanCompletedEventId(await app.db.manager.findOneByOrFail(ScanJob, { id: jobId }));
    expect(events.some((event) => event.startChildWorkflowExecutionInitiatedEventAttributes)).to.equal(false);
    expect(recorder.received.filter((each) => each.event.id === eventId)).to.have.length(1);
    expect((await app.db.manager.findOneByOrFail(OutboxEvent, { id: eventId })).dispatchedAt).to.be.instanceOf(Date);
    // The module activity heartbeats, so a dead worker is noticed in seconds (policies.ts); it reads
    // as what it does in Temporal UI; its last heartbeat said which modules were done.
    const scheduled = events.find((event) => event.activityTaskScheduledEventAttributes);
    expect(Number(scheduled?.activityTaskScheduledEventAttributes?.heartbeatTimeout?.seconds)).to.equal(10);
    expect(JSON.parse(Buffer.from(scheduled?.userMetadata?.summary?.data ?? []).toString())).to.equal(
      '15 modules of web-core.test',
    );
    const completed = events.find((event) => event.activityTaskCompletedEventAttributes);
    const result = JSON.parse(
      Buffer.from(completed?.activityTaskCompletedEventAttributes?.result?.payloads?.[0]?.data ?? []).toString(),
    ) as ModulesOutcome;
    expect(Object.keys(result.statuses).sort()).to.deep.equal([...MODULE_NAMES].sort());
    expect(result.reused).to.deep.equal([]);
  });

  it('fails a job whose domain no longer resolves, with the reason on the job', async function () {
    this.timeout(60_000);
    const app = t as TestApp;
    const account = await signUp(app.app);
    const principal = { user: { id: account.id }, method: 'api_key' } as never;
    const job = await app.app.scans.service.enqueue({ kind: 'account', principal }, 'empty-name.test');
    const failed = await waitForJob(app, job.id, ['completed', 'failed'], 45_000);
    expect([failed.status, failed.failureReason]).to.deep.equal(['failed', 'Could not resolve empty-name.test']);
    // The workflow itself completed: a target that cannot be scanned is an answer, not a crash.
    const handle = client.workflow.getHandle(scanJobWorkflowId(job));
    expect(await handle.result()).to.deep.equal({ jobId: job.id, status: 'failed' });
    await recordHistory(client, handle.workflowId, 'scan-lean-unresolvable');
    expect((await handle.describe()).status.name).to.equal('COMPLETED');
  });

  it('turns a module whose activity fails on every attempt into an error module that names the cause', async function () {
    this.timeout(90_000);
    const app = t as TestApp;
    // A worker of its own whose module activity stores every module but dns_email, then fails.
    const brokenQueue = uniqueTaskQueue('broken-module');
    const real = createActivities({ db: app.db, scanDeps: labScanDeps(lab as Lab), clock: systemClock });
    const attempts: ModulesOutcome[] = [];
    const broken = await Worker.create({
      connection: nativeConnection as NativeConnection,
      namespace: TEMPORAL_TEST_NAMESPACE,
      taskQueue: brokenQueue,
      workflowBundle: await sharedWorkflowBundle(),
      // The bundle's tracing interceptors export through this sink.
      sinks: tracingSinks(),
      activities: withHeartbeats({
        ...real,
        scanModules: async (jobId: number, names: ModuleName[], target: ScanTarget, selectors: string[]) => {
          const others = names.filter((name) => name !== 'dns_email');
          attempts.push(await real.scanModules(jobId, others, target, selectors));
          throw new Error('resolver pool exhausted');
        },
      }),
    });
    const job = await queuedJob(app.db, 'web-core.test', ['dns_email', 'security_txt']);
    const workflowId = scanJobWorkflowId(job);
    const outcome = await broken.runUntil(
      client.workflow.execute('scanWorkflow', {
        taskQueue: brokenQueue,
        workflowId,
        args: [{ jobId: job.id, domain: 'web-core.test', modules: ['dns_email', 'security_txt'], dkimSelectors: [] }],
      }),
    );
    expect(outcome).to.deep.equal({ jobId: job.id, status: 'completed' });
    const done = await app.db.manager.findOneByOrFail(ScanJob, { id: job.id });
    expect(done.report?.modules.find((module) => module.name === 'dns_email')).to.include({
      status: 'error',
      error: 'module activity failed: resolver pool exhausted',
    });
    expect(done.report?.modules.find((module) => module.name === 'security_txt')?.status).to.equal('completed');
    // Every attempt of the policy was made; the retries did not run the stored module again.
    expect(attempts.map((attempt) => attempt.reused)).to.deep.equal([[], ['security_txt'], ['security_txt']]);
    const history = await client.workflow.getHandle(workflowId).fetchHistory();
    const failed = (history.events ?? []).find((event) => event.activityTaskFailedEventAttributes);
    expect(failed?.activityTaskFailedEventAttributes?.failure?.message).to.equal('resolver pool exhausted');
    const retried = (history.events ?? []).find(
      (event) => (event.activityTaskStartedEventAttributes?.attempt ?? 0) > 1,
    );
    expect(retried, 'a later attempt').to.not.equal(undefined);
    await recordHistory(client, workflowId, 'scan-lean-module-failed');
  });

  it('runs the quick assessment workflow on its own', async function () {
    this.timeout(60_000);
    const workflowId = `quick-assessment-test-${Date.now()}`;
    const result = (await client.workflow.execute('quickAssessmentWorkflow', {
      taskQueue,
      workflowId,
      args: [{ domain: 'web-core.test' }],
    })) as QuickAssessment;
    await recordHistory(client, workflowId, 'quick-assessment-completed');
    expect(result.status).to.equal('completed');
    if (result.status !== 'completed') return;
    expect(Object.keys(result.summary.modules).sort()).to.deep.equal(['dns_email', 'headers', 'ports', 'ssl']);
    expect(result.summary.grade).to.match(/^[ABCDF]$/);
    const refused = (await client.workflow.execute('quickAssessmentWorkflow', {
      taskQueue,
      workflowId: `${workflowId}-refused`,
      args: [{ domain: 'empty-name.test' }],
    })) as QuickAssessment;
    await recordHistory(client, `${workflowId}-refused`, 'quick-assessment-unresolvable');
    expect(refused).to.deep.equal({
      domain: 'empty-name.test',
      status: 'failed',
      error: 'Could not resolve empty-name.test',
    });
  });

  it('answers batch and compare through the batch workflow, each searchable as its kind', async function () {
    this.timeout(90_000);
    const app = t as TestApp;
    const account = await signUp(app.app);
    const domains = ['web-core.test', 'mail-good.test'];
    const batch = await app.app.inject({
      method: 'POST',
      url: '/v1/batch/scan',
      headers: bearer(account.apiKey),
      payload: { domains },
    });
    expect([batch.statusCode, batch.json().completed]).to.deep.equal([200, 2]);
    const compare = await app.app.inject({
      method: 'POST',
      url: '/v1/batch/compare',
      headers: bearer(account.apiKey),
      payload: { domains },
    });
    expect(compare.statusCode).to.equal(200);
    expect(compare.json().winner.domain).to.equal(compare.json().results[0].domain);

    const mine = `RampartAccountId = ${account.id} AND TaskQueue = '${taskQueue}'`;
    const batchIds = await listUntil(client, `${mine} AND RampartJobKind = 'batch'`, 1);
    const compareIds = await listUntil(client, `${mine} AND RampartJobKind = 'compare'`, 1);
    expect(batchIds).to.have.length(1);
    expect(compareIds).to.have.length(1);
    for (const id of [...batchIds, ...compareIds]) expect(id).to.match(/^batch-[0-9a-f-]{36}$/);
    await recordHistory(client, batchIds[0] as string, 'batch-two-domains');
    await recordHistory(client, compareIds[0] as string, 'compare-two-domains');
    // A batch is found by any of its domains.
    const byDomain = await listUntil(client, `RampartDomain = 'mail-good.test' AND ${mine}`, 2);
    expect(byDomain).to.deep.equal([...batchIds, ...compareIds].sort());
  });
});
