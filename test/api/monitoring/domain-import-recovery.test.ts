/**
 * Bulk import recovery on each database: a chunk that a lost attempt had committed, run again by the
 * engine without losing or duplicating a line; a chunk whose schedule could not be made, retried
 * until all are made; and the import as its workflow's outbox: committed without its workflow
 * (Temporal down at the upload) and started by the start sweeper once, or stamped started with the
 * upload on the embedded engine.
 */
import { expect } from 'chai';
import { In } from 'typeorm';
import { createDomainImportActivities } from '../../../activities/monitoring/domain-import.activities.js';
import { domainImportWorkflowId } from '../../../core/workflow-ids.js';
import { DomainImport } from '../../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../../db/entities/monitored-domain.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import { portfolioDomainNames } from '../../../lab/fixtures/portfolio.fixtures.js';
import { IMPORT_START_SWEEP_AGE_MS } from '../../../workflows/policies.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { importDone, upload, useImportApp } from './import-kit.js';
import { setPlan } from './monitoring-kit.js';

const book = portfolioDomainNames(1_000);

forEachDatabase('domain monitoring: bulk import recovery', (database) => {
  const s = useImportApp(database);
  /** A running import row as an upload commits it; `overrides` say how far it got. */
  const runningImport = (userId: number, lines: { domain: string }[], overrides: Partial<DomainImport>) =>
    s.t.db.manager.save(
      s.t.db.manager.create(DomainImport, {
        userId,
        idempotencyKey: null,
        status: 'running',
        dryRun: false,
        total: lines.length,
        processed: 0,
        added: 0,
        failed: 0,
        lines,
        results: [],
        createdAt: s.t.clock.now(),
        finishedAt: null,
        workflowStartedAt: null,
        ...overrides,
      }),
    );
  const schedules = (ids: number[]) =>
    s.t.db.manager.find(WorkflowSchedule, { where: { id: In(ids.map((id) => `monitor-${id}`)) } });

  it('runs a chunk again that a lost attempt committed before its schedules: nothing twice, schedules made', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const lines = book.slice(300, 360).map((domain) => ({ domain }));
    // As an attempt whose process died leaves it: the first chunk committed (its 50 domains and
    // results) but none of its schedules made, the workflow's step for it not recorded.
    const committed = await s.t.db.manager.save(
      lines.slice(0, 50).map((line) =>
        s.t.db.manager.create(MonitoredDomain, {
          userId: account.id,
          domain: line.domain,
          scanFrequency: 'daily',
          alertOnScoreDrop: true,
          alertThreshold: 10,
          badgeEnabled: false,
          createdAt: new Date(),
        }),
      ),
    );
    const left = await runningImport(account.id, lines, {
      processed: 50,
      added: 50,
      results: committed.map((row, index) => ({
        line: index + 1,
        domain: row.domain,
        status: 'added' as const,
        domain_id: row.id,
      })),
      createdAt: new Date(),
    });
    const ids = committed.map((row) => row.id);
    expect(await schedules(ids)).to.have.length(0);
    await s.t.app.orchestrator.startDetached(
      'domainImportWorkflow',
      domainImportWorkflowId(left),
      { importId: left.id, userId: account.id },
      { kind: 'domain_import', domains: [], accountId: account.id },
    );
    const done = await importDone(s.t.app, account.apiKey, left.id);
    expect(done).to.include({ processed: 60, added: 50, failed: 10 });
    expect(done.results.map((r) => r.line)).to.deep.equal(lines.map((_, i) => i + 1));
    expect(await s.t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(50);
    expect(await schedules(ids)).to.have.length(50);
    // A finished import keeps its results and drops the lines it no longer needs.
    expect((await s.t.db.manager.findOneByOrFail(DomainImport, { id: left.id })).lines).to.deep.equal([]);
  });

  it('starts an import left without its workflow from the start sweeper (Temporal down at the upload), once', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const lines = book.slice(400, 412).map((domain) => ({ domain }));
    /** An import as Temporal's upload path commits it when the start then fails, `agoMs` ago. */
    const unstarted = (agoMs: number) =>
      runningImport(account.id, lines, { createdAt: new Date(s.t.clock.now().getTime() - agoMs) });
    const left = await unstarted(IMPORT_START_SWEEP_AGE_MS + 5_000);
    const young = await unstarted(0);
    const sweep = () =>
      s.t.app.orchestrator.execute(
        'eventSweepWorkflow',
        `sweep-imports-${Math.random()}`,
        { sweep: 'scan_starts' },
        { kind: 'event_sweep', domains: [], accountId: null },
      );
    expect(await sweep()).to.deep.equal({ started: 1 });
    const done = await importDone(s.t.app, account.apiKey, left.id);
    expect(done).to.include({ processed: 12, added: 12, failed: 0 });
    expect((await s.t.db.manager.findOneByOrFail(DomainImport, { id: left.id })).workflowStartedAt).to.be.instanceOf(
      Date,
    );
    // Young: its upload may still be starting it. Once old, swept; then nothing is left to start.
    expect((await s.t.db.manager.findOneByOrFail(DomainImport, { id: young.id })).workflowStartedAt).to.equal(null);
    await s.t.db.manager.update(
      DomainImport,
      { id: young.id },
      { createdAt: new Date(s.t.clock.now().getTime() - 60_000) },
    );
    expect(await sweep()).to.deep.equal({ started: 1 });
    // The second import's lines are the first's: each refused as already monitored, none added twice.
    expect(await importDone(s.t.app, account.apiKey, young.id)).to.include({ processed: 12, added: 0, failed: 12 });
    expect(await sweep()).to.deep.equal({ started: 0 });
    expect(await s.t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(12);
  });

  it("records the embedded engine's start with the upload: the import is never an outbox entry", async () => {
    const account = await signUp(s.t.app);
    const made = await upload(s.t.app, account.apiKey, { domains: [{ domain: book[420] as string }] });
    const row = await s.t.db.manager.findOneByOrFail(DomainImport, { id: made.id });
    expect(row.workflowStartedAt?.getTime()).to.equal(row.createdAt.getTime());
    await importDone(s.t.app, account.apiKey, made.id);
  });

  it('fails the chunk when one of its schedules cannot be made; the retried chunk makes them all, nothing twice', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const lines = book.slice(440, 460).map((domain) => ({ domain }));
    const row = await runningImport(account.id, lines, { workflowStartedAt: s.t.clock.now() });
    const made: number[] = [];
    let failOn: number | null = 7;
    const activities = createDomainImportActivities({
      db: s.t.db,
      scanDeps: s.t.app.ctx.scanDeps,
      clock: s.t.clock,
      monitorSchedules: {
        async upsert(domain) {
          await new Promise((resolve) => setTimeout(resolve, 2));
          if (made.length === failOn) {
            failOn = null;
            throw new Error('the Temporal server refused the schedule');
          }
          made.push(domain.id);
        },
      },
    });
    const failure = await activities.importChunk(row.id, account.id, 0).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).to.equal('the Temporal server refused the schedule');
    // The chunk's lines were committed before its schedules: the retry adds nothing and makes them all.
    expect(await activities.importChunk(row.id, account.id, 0)).to.deep.equal({
      total: 20,
      processed: 20,
      scheduled: 20,
    });
    const domains = await s.t.db.manager.find(MonitoredDomain, { where: { userId: account.id } });
    expect(domains).to.have.length(20);
    expect(new Set(made)).to.deep.equal(new Set(domains.map((domain) => domain.id)));
  });
});
