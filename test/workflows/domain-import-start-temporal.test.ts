/**
 * How a bulk import's workflow is started on a real Temporal server (workflows/outbox-start.ts,
 * docs/portfolio.md "Bulk import"), on each database: only after the upload's transaction has
 * committed (never inside it, so a rolled back upload never has a workflow, and the workflow always
 * finds its row), the row then marked started; and an upload made while Temporal cannot be reached
 * is still answered (202, `running`) and kept, its row an outbox entry that the start sweeper starts
 * once Temporal answers again, after which the import completes.
 */
import { WorkflowNotFoundError } from '@temporalio/client';
import { expect } from 'chai';
import { systemClock } from '../../core/clock.js';
import { domainImportWorkflowId } from '../../core/workflow-ids.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { portfolioDomainNames } from '../../lab/fixtures/portfolio.fixtures.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import { IMPORT_START_SWEEP_AGE_MS } from '../../workflows/policies.js';
import { importDone, upload, useImportApp } from '../api/monitoring/import-kit.js';
import { setPlan } from '../api/monitoring/monitoring-kit.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_ADDRESS,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { withStarts, withTemporalDown } from '../helpers/temporal-down.js';

const book = portfolioDomainNames(40);

forEachDatabase('bulk import start on Temporal', (database) => {
  const taskQueue = uniqueTaskQueue('import-start');
  let worker: TestWorker | undefined;
  const scheduleIds: string[] = [];
  before(function () {
    requireTemporal(this);
  });
  const s = useImportApp(
    database,
    () => ({ TEMPORAL_ADDRESS: TEMPORAL_TEST_ADDRESS ?? '', TEMPORAL_TASK_QUEUE: taskQueue }),
    book.length,
  );
  before(async function () {
    this.timeout(120_000);
    worker = await startTestWorker(TEMPORAL_TEST_ADDRESS as string, taskQueue, {
      db: s.t.db,
      scanDeps: s.t.app.ctx.scanDeps,
      clock: systemClock,
    });
  });
  after(async function () {
    this.timeout(120_000);
    for (const id of scheduleIds)
      await worker?.client.schedule
        .getHandle(id)
        .delete()
        .catch(() => undefined);
    await worker?.stop();
  });

  const keepSchedules = (done: { results: { domain_id?: number }[] }) => {
    for (const each of done.results) if (each.domain_id) scheduleIds.push(`monitor-${each.domain_id}`);
  };

  it('starts the workflow only after the upload committed, then marks the row started', async function () {
    this.timeout(60_000);
    const orchestrator = s.t.app.orchestrator;
    expect(orchestrator.kind).to.equal('temporal');
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const seen: { workflowId: string; row: DomainImport | null }[] = [];
    const startDetached = orchestrator.startDetached.bind(orchestrator);
    let made: { id: number } | undefined;
    await withStarts(
      orchestrator,
      {
        enqueue: async () => {
          throw new Error('a bulk import must not start its workflow inside its transaction');
        },
        startDetached: (async (name, workflowId, input, meta) => {
          // What any other connection sees at the start: the row must be committed already.
          const importId = (input as { importId: number }).importId;
          seen.push({ workflowId, row: await s.t.db.manager.findOneBy(DomainImport, { id: importId }) });
          return startDetached(name, workflowId, input, meta);
        }) as Orchestrator['startDetached'],
      },
      async () => {
        made = await upload(s.t.app, account.apiKey, { domains: book.slice(0, 5).map((domain) => ({ domain })) });
      },
    );
    const row = await s.t.db.manager.findOneByOrFail(DomainImport, { id: made?.id });
    expect(seen).to.have.length(1);
    expect(seen[0]?.workflowId).to.equal(domainImportWorkflowId(row));
    expect(seen[0]?.row?.id, 'the row was committed before the workflow started').to.equal(row.id);
    expect(row.workflowStartedAt).to.be.instanceOf(Date);
    const done = await importDone(s.t.app, account.apiKey, row.id, 45_000);
    keepSchedules(done);
    expect(done).to.include({ processed: 5, added: 5, failed: 0 });
  });

  it('keeps an upload made while Temporal is down, answers it at once, and completes it through the start sweeper', async function () {
    this.timeout(120_000);
    const orchestrator = s.t.app.orchestrator;
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    let made: { id: number; status: string; processed: number } | undefined;
    let answeredIn = 0;
    await withTemporalDown(orchestrator, s.t.config.temporal, async () => {
      const began = Date.now();
      made = await upload(s.t.app, account.apiKey, { domains: book.slice(10, 18).map((domain) => ({ domain })) });
      answeredIn = Date.now() - began;
    });
    // Answered as any upload (202, running), within the detached start's bound for a server that is down.
    expect(made).to.include({ status: 'running', processed: 0 });
    expect(answeredIn).to.be.below(6_000);
    const row = await s.t.db.manager.findOneByOrFail(DomainImport, { id: made?.id });
    expect([row.status, row.workflowStartedAt]).to.deep.equal(['running', null]);
    const client = worker?.client;
    if (!client) throw new Error('no worker');
    const workflowId = domainImportWorkflowId(row);
    const described = await client.workflow
      .getHandle(workflowId)
      .describe()
      .catch((error: unknown) => error);
    expect(described, 'no workflow yet').to.be.instanceOf(WorkflowNotFoundError);

    // Temporal answers again: the sweep (every 30 s by its Schedule, run here at once) starts it.
    await s.t.db.manager.update(
      DomainImport,
      { id: row.id },
      { createdAt: new Date(Date.now() - IMPORT_START_SWEEP_AGE_MS - 5_000) },
    );
    // The id's tail comes from the row (createdAt included): the one the sweeper starts.
    const sweptId = domainImportWorkflowId(await s.t.db.manager.findOneByOrFail(DomainImport, { id: row.id }));
    const sweepId = `sweep-import-starts-${row.id}-${Date.now()}`;
    const swept = await client.workflow.execute('eventSweepWorkflow', {
      taskQueue,
      workflowId: sweepId,
      args: [{ sweep: 'scan_starts' }],
    });
    expect(swept).to.deep.equal({ started: 1 });
    // The sweep's patched branch (sweep-import-starts) for the replay test.
    await recordHistory(client, sweepId, 'scan-start-sweep-imports');
    const done = await importDone(s.t.app, account.apiKey, row.id, 60_000);
    keepSchedules(done);
    expect(done).to.include({ processed: 8, added: 8, failed: 0 });
    expect((await s.t.db.manager.findOneByOrFail(DomainImport, { id: row.id })).workflowStartedAt).to.be.instanceOf(
      Date,
    );
    expect(await client.workflow.getHandle(sweptId).result()).to.include({ status: 'completed', added: 8 });
  });
});
