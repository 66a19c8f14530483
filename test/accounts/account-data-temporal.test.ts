/**
 * Export and deletion on Temporal (the embedded engine's runs are in account-export.test.ts and
 * account-deletion.test.ts): the API starts `account-export-<id>` and `account-deletion-<id>-<8 hex>`
 * on a real server, a worker built as `npm run worker` builds it runs them, the account's monitoring
 * Schedule is deleted and its running workflows are cancelled, and nothing of the account remains
 * in any table; an export Temporal cannot take is refused (503) and failed, and the next request
 * makes a new one. Records the histories test/workflows/temporal-replay.test.ts replays
 * (RECORD_TEMPORAL_HISTORIES=1).
 */
import { ScheduleNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
import { expect } from 'chai';
import { accountDataSettingsFromConfig } from '../../activities/accounts/account-data-settings.js';
import { exportWorkflowId } from '../../activities/accounts/export-store.js';
import { loadSecrets } from '../../config/secrets.js';
import { systemClock } from '../../core/clock.js';
import { EXPORT_ENGINE_UNAVAILABLE } from '../../core/errors.js';
import { AccountExport } from '../../db/entities/account-export.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { scheduleMonitoring } from '../../workflows/monitoring-schedules.js';
import { type BillingKit, billingKit } from '../api/billing/billing-kit.js';
import { PASSWORD } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { withTemporalDown } from '../helpers/temporal-down.js';
import { until } from '../helpers/wait.js';
import { fingerprint, retainedBillingRecord } from './account-fingerprint.js';
import { seedAccount } from './account-seed.js';
import { residueOf } from './schema-scan.js';

forEachDatabase('account export and deletion on Temporal', (database) => {
  let kit: BillingKit;
  let worker: TestWorker | undefined;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    const taskQueue = uniqueTaskQueue('account-data');
    kit = await billingKit(database, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_TASK_QUEUE: taskQueue,
      ACCOUNT_EXPORT_INLINE_MAX_ROWS: '5',
    });
    worker = await startTestWorker(address, taskQueue, {
      db: kit.t.db,
      scanDeps: kit.t.app.ctx.scanDeps,
      clock: systemClock,
      mailer: kit.t.app.ctx.mailer,
      accountData: accountDataSettingsFromConfig(kit.t.config, loadSecrets(kit.t.config)),
    });
  });

  after(async function () {
    this.timeout(60_000);
    await worker?.stop();
    await kit?.close();
  });

  it('exports by a mailed link, then deletes everything: schedule, running workflows and rows', async function () {
    this.timeout(120_000);
    const client = worker?.client;
    if (!client) throw new Error('no worker');
    const victim = await seedAccount(kit, 'tvictim');
    const bystander = await seedAccount(kit, 'tbystander');
    const orchestrator = kit.t.app.orchestrator;
    expect(orchestrator.kind).to.equal('temporal');

    const queued = await kit.t.app.inject({
      method: 'GET',
      url: '/v1/account/export',
      headers: { 'x-api-key': victim.apiKey },
    });
    expect(queued.statusCode, queued.body).to.equal(202);
    const exportRun = exportWorkflowId(queued.json().export_id);
    expect(await client.workflow.getHandle(exportRun).result()).to.include({ status: 'ready', mailed: true });
    await kit.t.mailbox.waitFor(victim.email, /Your Rampart data export is ready/);
    await recordHistory(client, exportRun, 'account-export-mailed');

    // Its monitored domain's Schedule, and a workflow of the account that would run for an hour.
    const domain = await kit.t.db.getRepository(MonitoredDomain).findOneByOrFail({ userId: victim.id });
    await scheduleMonitoring(orchestrator.schedules, domain);
    const longRun = `processor-event-evt_account_${victim.id}_${Date.now()}`;
    await kit.t.db.transaction((manager) =>
      orchestrator.enqueue(
        manager,
        'processorEventWorkflow',
        longRun,
        { eventId: 'evt_none', retryScheduleSeconds: [3600] },
        {
          kind: 'processor_event',
          domains: [],
          accountId: victim.id,
        },
      ),
    );
    // Found by its RampartAccountId once visibility has it.
    await until('the run to be visible by account', async () => {
      for await (const run of client.workflow.list({
        query: `RampartAccountId = ${victim.id} AND ExecutionStatus = 'Running'`,
      })) {
        if (run.workflowId === longRun) return true;
      }
      return undefined;
    });

    const deleted = await kit.t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers: { 'x-api-key': victim.apiKey },
      payload: { current_password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).to.equal(202);
    const deletionRun = deleted.json().deletion_id as string;
    const outcome = await client.workflow.getHandle(deletionRun).result();
    expect(outcome.userId).to.equal(victim.id);
    expect(outcome.steps.user).to.equal(1);
    await recordHistory(client, deletionRun, 'account-deletion-completed');

    expect((await client.workflow.getHandle(longRun).describe()).status.name).to.equal('CANCELLED');
    let scheduleGone = false;
    try {
      await client.schedule.getHandle(`monitor-${domain.id}`).describe();
    } catch (error) {
      scheduleGone = error instanceof ScheduleNotFoundError;
    }
    expect(scheduleGone, 'the monitoring schedule is deleted').to.equal(true);

    await kit.t.app.usageMeter.flush();
    const residue = await residueOf(kit.t.db, fingerprint(victim), retainedBillingRecord);
    expect(residue.map((r) => `${r.table}: ${r.why}`)).to.deep.equal([]);
    expect(
      (await kit.t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { 'x-api-key': bystander.apiKey } }))
        .statusCode,
    ).to.equal(200);
  });

  it('refuses an export Temporal cannot take with 503 and fails it; the next request makes a new one that is mailed', async function () {
    this.timeout(120_000);
    const client = worker?.client;
    if (!client) throw new Error('no worker');
    const owner = await seedAccount(kit, 'tdown');
    const ask = () =>
      kit.t.app.inject({ method: 'GET', url: '/v1/account/export', headers: { 'x-api-key': owner.apiKey } });
    const refused = await withTemporalDown(kit.t.app.orchestrator, kit.t.config.temporal, ask);
    expect(refused.statusCode, refused.body).to.equal(503);
    expect(refused.json()).to.deep.equal({ detail: EXPORT_ENGINE_UNAVAILABLE });
    const failed = await kit.t.db.getRepository(AccountExport).findOneByOrFail({ userId: owner.id });
    expect([failed.status, failed.failure]).to.deep.equal(['failed', EXPORT_ENGINE_UNAVAILABLE]);
    // No workflow for it, and a start that had reached the server would write nothing for a failed export.
    const missing = await client.workflow
      .getHandle(exportWorkflowId(failed.id))
      .describe()
      .catch((error: unknown) => error);
    expect(missing).to.be.instanceOf(WorkflowNotFoundError);

    const queued = await ask();
    expect(queued.statusCode, queued.body).to.equal(202);
    expect(queued.json().export_id).to.not.equal(failed.id);
    const run = exportWorkflowId(queued.json().export_id);
    expect(await client.workflow.getHandle(run).result()).to.include({ status: 'ready', mailed: true });
    await kit.t.mailbox.waitFor(owner.email, /Your Rampart data export is ready/);
  });
});
