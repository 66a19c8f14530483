/**
 * The retention policy (docs/retention.md), on SQLite and MariaDB: the `system-retention-purge`
 * schedule's run keeps exactly what the policy says (full reports 90 days, summaries and the grade
 * history 400, the latest scan of a monitored domain whatever its age, running jobs always), works in
 * bounded batches that resume from where they stopped, and what was purged answers in the contract's
 * shape (the job 200 with its summary, its report 404, the account export still whole).
 */
import { expect } from 'chai';
import { purgeRetentionStep } from '../../activities/retention/retention-purge.js';
import { ERRORS } from '../../api/errors/error-catalogue.js';
import { DEFAULT_RETENTION } from '../../core/retention/retention-policy.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ReportPdfChunk } from '../../db/entities/report-pdf-chunk.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import { WorkflowStep } from '../../db/entities/workflow-step.entity.js';
import { RETENTION_PURGE_EVERY_MS } from '../../workflows/policies.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { completedJob } from '../reports/report-kit.js';
import { DAY_MS, hasReport, monitored, runRetentionPurge, storedJob } from './retention-kit.js';

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

forEachDatabase('retention purge', (database) => {
  let t: TestApp;
  let runs = 0;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());
  const purge = () => runRetentionPurge(t, `retention-purge-${database.name}-${++runs}`);

  it('is a system schedule, hourly', async () => {
    const schedule = await t.db.manager.findOneByOrFail(WorkflowSchedule, { id: 'system-retention-purge' });
    expect(schedule.workflowType).to.equal('eventSweepWorkflow');
    expect(schedule.input).to.deep.equal({ sweep: 'retention' });
    expect(schedule.everyMs).to.equal(RETENTION_PURGE_EVERY_MS);
  });

  it('keeps exactly what the policy says', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const now = t.clock.now();
    // Submitted oldest first, as ids grow with time. A monitored domain not scanned for 450 days:
    // its latest scan stays whole, the one before goes.
    const keptOld = await storedJob(t.db, owner.id, 'kept.test', now, 500);
    const running = await storedJob(t.db, owner.id, 'other.test', now, 460, 'running');
    const keptLatest = await storedJob(t.db, owner.id, 'kept.test', now, 450);
    await monitored(t.db, owner.id, 'kept.test', keptLatest.id);
    // The same domain name in another account is not monitored there: its old scan goes.
    const foreign = await storedJob(t.db, other.id, 'kept.test', now, 450);
    const ancient = await storedJob(t.db, owner.id, 'other.test', now, 401);
    const summaryOnly = await storedJob(t.db, owner.id, 'other.test', now, 200);
    const failed = await storedJob(t.db, owner.id, 'other.test', now, 120, 'failed');
    await t.db.manager.save(
      t.db.manager.create(ScanModuleResult, {
        jobId: failed.id,
        module: 'headers',
        result: { name: 'headers', status: 'error' } as never,
        createdAt: now,
      }),
    );
    const justOutside = await storedJob(t.db, null, 'public.test', now, DEFAULT_RETENTION.fullReportDays + 0.01);
    const justInside = await storedJob(t.db, owner.id, 'other.test', now, DEFAULT_RETENTION.fullReportDays - 0.01);
    const fresh = await storedJob(t.db, owner.id, 'other.test', now, 1);
    const domain = await monitored(t.db, other.id, 'graded.test', fresh.id);
    const gradeChange = (ageDays: number, jobId: number) =>
      t.db.manager.save(
        t.db.manager.create(DomainGradeChange, {
          userId: other.id,
          domainId: domain.id,
          jobId,
          fromGrade: 'B',
          toGrade: 'A',
          createdAt: new Date(now.getTime() - ageDays * DAY_MS),
        }),
      );
    const oldChange = await gradeChange(401, 1);
    const recentChange = await gradeChange(399, 2);
    const event = (id: string, ageDays: number, dispatched: boolean) =>
      t.db.manager.save(
        t.db.manager.create(OutboxEvent, {
          id,
          type: 'scan.completed',
          userId: owner.id,
          data: { job_id: 1 },
          createdAt: new Date(now.getTime() - ageDays * DAY_MS),
          dispatchedAt: dispatched ? new Date(now.getTime() - ageDays * DAY_MS + 1000) : null,
        }),
      );
    await event('00000000-0000-4000-8000-000000000001', 100, true);
    await event('00000000-0000-4000-8000-000000000002', 100, false);
    await event('00000000-0000-4000-8000-000000000003', 10, true);
    const run = (id: string, status: 'completed' | 'running', ageDays: number) =>
      t.db.manager.save(
        t.db.manager.create(WorkflowRun, {
          id,
          workflowType: 'scanWorkflow',
          status,
          input: {},
          result: null,
          error: null,
          createdAt: new Date(now.getTime() - ageDays * DAY_MS),
          finishedAt: status === 'running' ? null : new Date(now.getTime() - ageDays * DAY_MS),
        }),
      );
    await run('scan-old-run', 'completed', 100);
    await run('scan-stuck-run', 'running', 100);
    await run('scan-recent-run', 'completed', 10);
    await t.db.manager.save(
      t.db.manager.create(WorkflowStep, {
        runId: 'scan-old-run',
        stepKey: 'a',
        status: 'completed',
        result: 1,
        error: null,
        createdAt: now,
      }),
    );

    const result = (await purge()) as { purged: number; steps: Record<string, number> };
    expect(result.steps).to.include({ scan_summaries: 3, grade_changes: 1, events: 1, workflow_runs: 1 });
    // Reports emptied first (then the 400-day-old jobs deleted whole): the three past 400 days that
    // are not kept, the summary-only job, the public one just outside 90 days.
    expect(result.steps.scan_reports).to.equal(5);

    const ids = async () => (await t.db.manager.find(ScanJob, { select: { id: true } })).map((job) => job.id);
    const left = await ids();
    for (const gone of [keptOld, foreign, ancient]) expect(left).not.to.include(gone.id);
    for (const kept of [keptLatest, summaryOnly, justOutside, justInside, running, failed, fresh]) {
      expect(left).to.include(kept.id);
    }
    expect(await hasReport(t.db, keptLatest.id)).to.equal(true);
    expect(await hasReport(t.db, justInside.id)).to.equal(true);
    expect(await hasReport(t.db, fresh.id)).to.equal(true);
    expect(await hasReport(t.db, summaryOnly.id)).to.equal(false);
    expect(await hasReport(t.db, justOutside.id)).to.equal(false);
    expect(await t.db.manager.countBy(ScanModuleResult, { jobId: failed.id })).to.equal(0);
    const summary = await t.db.manager.findOneByOrFail(ScanJob, { id: summaryOnly.id });
    expect(summary.result?.grade).to.be.a('string');
    expect(summary.finishedAt).to.be.instanceOf(Date);
    expect(await t.db.manager.findOneBy(DomainGradeChange, { id: oldChange.id })).to.equal(null);
    expect(await t.db.manager.findOneBy(DomainGradeChange, { id: recentChange.id })).not.to.equal(null);
    expect((await t.db.manager.find(OutboxEvent)).map((row) => row.id).sort()).to.deep.equal([
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]);
    expect(
      (
        await t.db.manager.find(WorkflowRun, {
          where: [{ id: 'scan-old-run' }, { id: 'scan-stuck-run' }, { id: 'scan-recent-run' }],
        })
      )
        .map((r) => r.id)
        .sort(),
    ).to.deep.equal(['scan-recent-run', 'scan-stuck-run']);
    expect(await t.db.manager.countBy(WorkflowStep, { runId: 'scan-old-run' })).to.equal(0);

    // A second run finds nothing more to do.
    const again = (await purge()) as { purged: number };
    expect(again.purged).to.equal(0);
  });

  it('answers for a purged report in the contract shape: the job and its summary stay, the report is a 404', async () => {
    const owner = await signUp(t.app);
    const job = await storedJob(t.db, owner.id, 'summary.test', t.clock.now(), 0);
    t.clock.advance(100 * DAY_MS);
    await purge();
    const polled = await t.app.inject({ method: 'GET', url: `/v1/scan/jobs/${job.id}`, headers: bearer(owner.apiKey) });
    expect(polled.statusCode, polled.body).to.equal(200);
    expect(polled.json()).to.include({ job_id: job.id, status: 'completed' });
    expect(polled.json().result.grade).to.be.a('string');
    const report = await t.app.inject({
      method: 'GET',
      url: `/v1/scan/jobs/${job.id}/report`,
      headers: bearer(owner.apiKey),
    });
    expect(report.statusCode).to.equal(404);
    expect(report.json().detail ?? report.json().error ?? report.body).to.contain(ERRORS.notFound.scanReportPurged);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/compliance/reports/${job.id}/pdf`,
      headers: bearer(owner.apiKey),
    });
    expect(pdf.statusCode).to.equal(404);
    expect(pdf.body).to.contain(ERRORS.notFound.reportPdfPurged);
    const history = await t.app.inject({ method: 'GET', url: '/v1/scan/history', headers: bearer(owner.apiKey) });
    expect(history.statusCode).to.equal(200);
    expect(JSON.stringify(history.json())).to.contain('summary.test');
    const exported = await t.app.inject({ method: 'GET', url: '/v1/account/export', headers: bearer(owner.apiKey) });
    expect(exported.statusCode, exported.body).to.be.oneOf([200, 202]);
  });
});

forEachDatabase('retention purge batches', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('works in bounded batches and resumes from its cursor', async () => {
    const owner = await signUp(t.app);
    const now = t.clock.now();
    for (let i = 0; i < 5; i += 1) await storedJob(t.db, owner.id, 'batch.test', now, 95);
    const first = await purgeRetentionStep(t.db.manager, DEFAULT_RETENTION, now, 'scan_reports', 2, 2);
    expect(first).to.deep.equal({ deleted: 4, done: false });
    const second = await purgeRetentionStep(t.db.manager, DEFAULT_RETENTION, now, 'scan_reports', 2, 2);
    expect(second).to.deep.equal({ deleted: 1, done: true });
    const third = await purgeRetentionStep(t.db.manager, DEFAULT_RETENTION, now, 'scan_reports', 2, 2);
    expect(third).to.deep.equal({ deleted: 0, done: true });
  });
});

forEachDatabase('retention purge beside writes', (database) => {
  let t: TestApp;
  before(async function () {
    this.timeout(60_000);
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('lets scans be written while it empties 2,000 reports in batches', async function () {
    this.timeout(120_000);
    const owner = await signUp(t.app);
    const now = t.clock.now();
    const old = new Date(now.getTime() - 100 * DAY_MS);
    const template = await storedJob(t.db, owner.id, 'bulk.test', now, 100);
    // A small report each: the statement sizes, not the bytes, are what this measures.
    const report = { domain: 'bulk.test', modules: [] };
    const rows = Array.from({ length: 2000 }, () =>
      newScanJobRow({
        userId: owner.id,
        source: 'api',
        domain: 'bulk.test',
        status: 'completed',
        requestedModules: template.requestedModules,
        result: template.result,
        report: report as never,
        createdAt: old,
        startedAt: old,
        finishedAt: old,
        workflowStartedAt: old,
      }),
    );
    for (let i = 0; i < rows.length; i += 100) {
      // insert (not save): one statement per hundred rows; its deep-partial type does not take a report.
      await t.db.manager.insert(ScanJob, rows.slice(i, i + 100) as never);
    }

    let purging = true;
    const latencies: number[] = [];
    const writer = (async () => {
      while (purging) {
        const started = performance.now();
        await storedJob(t.db, owner.id, 'writer.test', t.clock.now(), 0, 'queued');
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    let deleted = 0;
    try {
      for (;;) {
        const result = await purgeRetentionStep(t.db.manager, DEFAULT_RETENTION, now, 'scan_reports', 100, 5);
        deleted += result.deleted;
        if (result.done) break;
      }
    } finally {
      purging = false;
      await writer;
    }
    expect(deleted).to.equal(2001);
    expect(latencies.length).to.be.greaterThan(0);
    // A write waits at most for one batch's statement, never for the whole purge.
    expect(Math.max(...latencies)).to.be.below(2000);
  });
});

forEachDatabase('retention purge of a PDF', (database) => {
  let t: TestApp;
  before(async function () {
    this.timeout(60_000);
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('drops the bytes after the PDF window, keeps the verification answering until the summary goes', async function () {
    this.timeout(120_000);
    const owner = await signUp(t.app);
    const job = await completedJob(t.db, owner.id);
    const pdfUrl = `/v1/compliance/reports/${job.id}/pdf`;
    const rendered = await t.app.inject({ method: 'GET', url: pdfUrl, headers: bearer(owner.apiKey) });
    expect(rendered.statusCode, rendered.body.slice(0, 200)).to.equal(200);
    const report = await t.db.manager.findOneByOrFail(IssuedReport, { jobId: job.id });
    const verify = () => t.app.inject({ method: 'GET', url: `/v1/verify/${report.id}` });
    expect((await verify()).statusCode).to.equal(200);

    t.clock.advance((DEFAULT_RETENTION.pdfDays + 1) * DAY_MS);
    const first = (await runRetentionPurge(t, `retention-pdf-${database.name}-1`)) as { steps: Record<string, number> };
    expect(first.steps.report_pdfs).to.be.greaterThan(0);
    expect(await t.db.manager.countBy(ReportPdfChunk, { reportId: report.id })).to.equal(0);
    const gone = await t.app.inject({ method: 'GET', url: pdfUrl, headers: bearer(owner.apiKey) });
    expect(gone.statusCode).to.equal(404);
    expect(gone.body).to.contain(ERRORS.notFound.reportPdfPurged);
    const verified = await verify();
    expect(verified.statusCode).to.equal(200);
    expect(verified.body).to.contain(job.domain);

    t.clock.advance(DEFAULT_RETENTION.summaryDays * DAY_MS);
    await runRetentionPurge(t, `retention-pdf-${database.name}-2`);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/verify/RP-ZZZZZZZZ' });
    const after = await verify();
    expect(after.statusCode).to.equal(404);
    expect(after.body).to.equal(unknown.body);
    const polled = await t.app.inject({ method: 'GET', url: `/v1/scan/jobs/${job.id}`, headers: bearer(owner.apiKey) });
    expect(polled.statusCode).to.equal(404);
  });
});
