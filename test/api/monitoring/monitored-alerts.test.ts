/**
 * Monitoring end to end, on each database, with the real app, engine and lab: a monitored domain's
 * schedule fires (the app's clock moved to its slot), queues a scan that takes no quota; the scan's
 * completion reaches the alerts consumer through the outbox. The lab switches the domain from good to
 * bad between two scheduled scans: the expected alerts are raised once, each with its `alert.triggered`
 * event in the outbox, dispatched; a third identical scan raises none; fixing it and breaking it
 * again raises the critical issue again.
 */
import { expect } from 'chai';
import { In, MoreThan } from 'typeorm';
import { createAlertsConsumer } from '../../../activities/monitoring/alerts-consumer.js';
import { Alert } from '../../../db/entities/alert.entity.js';
import { OutboxEvent } from '../../../db/entities/event.entity.js';
import { MonitoredDomain } from '../../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import { WorkflowRun } from '../../../db/entities/workflow-run.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import type { EmbeddedOrchestrator } from '../../../workflows/orchestrator.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import { stateStoredUnder2024 } from '../../monitoring/policy-change.js';
import { waitForJob } from '../scans/scan-kit.js';
import { addDomain, bearer, SWITCH_DOMAIN, switchToBad, switchToGood, useMonitorApp } from './monitoring-kit.js';

const ALERT_TRIGGERED_FIELDS = [
  'alert_id',
  'alert_type',
  'severity',
  'domain',
  'title',
  'message',
  'old_value',
  'new_value',
  'score',
  'grade',
  'created_at',
].sort();

forEachDatabase('domain monitoring: scheduled scans raise alerts once', (database) => {
  const s = useMonitorApp(database);
  afterEach(() => switchToGood(s.lab));

  /** Moves the app's clock to the schedule's next slot, fires it, and waits for the scan and its evaluation. */
  async function scheduledScan(domainId: number): Promise<ScanJob> {
    const schedule = await s.t.db.manager.findOneByOrFail(WorkflowSchedule, { id: `monitor-${domainId}` });
    const monitored = await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId });
    const lastJob = monitored.lastScheduledJobId ?? 0;
    s.t.clock.set(schedule.nextRunAt);
    const scheduler = (s.t.app.orchestrator as EmbeddedOrchestrator).engine.schedules;
    // The app's own timer may be mid-tick with the old time: tick until the run has queued its job.
    const job = await until('the scheduled scan job', async () => {
      await scheduler.tick();
      const found = await s.t.db.manager.findOne(ScanJob, {
        where: { source: 'monitor', userId: monitored.userId, domain: monitored.domain, id: MoreThan(lastJob) },
        order: { id: 'DESC' },
      });
      return found ?? undefined;
    });
    const done = await waitForJob(s.t, job.id, ['completed', 'failed'], 30_000);
    expect(done.status, done.failureReason ?? '').to.equal('completed');
    await until('the scan to be evaluated for alerts', async () => {
      const row = await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId });
      return row.lastEvaluatedJobId === job.id;
    });
    return done;
  }

  const knowsMailAuth = async (domainId: number) => {
    const facts = (await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId })).alertState?.facts ?? {};
    return facts.spf === 'v=spf1 mx -all' && typeof facts.dmarc === 'string';
  };

  const mailKnown = (job: ScanJob) => job.report?.modules.find((m) => m.name === 'dns_email')?.status === 'completed';
  /** Scheduled scans until one whose DNS/e-mail module completed (a loaded machine may time one out). */
  async function scanUntilMailKnown(domainId: number) {
    const jobs: number[] = [];
    for (;;) {
      const job = await scheduledScan(domainId);
      jobs.push(job.id);
      if (mailKnown(job) || jobs.length >= 3) return { job, jobs };
    }
  }

  const alertsOf = (domainId: number, jobId: number) =>
    s.t.db.manager.find(Alert, { where: { domainId, jobId }, order: { id: 'ASC' } });

  it('raises no alert when only the scoring policy changed (remembered under 2024.2, scanned under 2026.1)', async () => {
    const account = await signUp(s.t.app);
    await s.t.db.manager.update(User, { id: account.id }, { plan: 'professional' });
    const domain = await addDomain(s.t.app, account.apiKey, { domain: 'mon-5.test', alert_threshold: 3 });
    const first = await scheduledScan(domain.id);
    // As a deployment before 2026.1 would have remembered this very scan.
    const before = stateStoredUnder2024(first.report!);
    expect(before.score! - first.report!.score, 'the policy alone lowers the score').to.be.at.least(3);
    await s.t.db.manager.update(MonitoredDomain, { id: domain.id }, { alertState: before });
    const second = await scheduledScan(domain.id);
    expect(second.report?.scoring_version).to.equal('2026.1');
    expect(second.report?.score, 'the same domain, the same score').to.equal(first.report?.score);
    expect((await alertsOf(domain.id, second.id)).map((a) => `${a.alertType} ${a.condition}`)).to.deep.equal([]);
    const remembered = (await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: domain.id })).alertState;
    expect(remembered).to.include({ score: second.report?.score, scoringVersion: '2026.1' });
  });

  it('good, then bad: the expected alerts once, each in the outbox and dispatched; the same again: none', async () => {
    const account = await signUp(s.t.app);
    await s.t.db.manager.update(User, { id: account.id }, { plan: 'professional' });
    const domain = await addDomain(s.t.app, account.apiKey, { domain: SWITCH_DOMAIN });

    // The baseline must know SPF and DMARC (a DNS module that timed out on a loaded machine knows
    // nothing, and unknown is never a change): scheduled scans of the good domain until it does.
    let good = await scheduledScan(domain.id);
    expect(await alertsOf(domain.id, good.id), 'the baseline raises nothing').to.deep.equal([]);
    for (let attempt = 0; attempt < 3 && !(await knowsMailAuth(domain.id)); attempt++)
      good = await scheduledScan(domain.id);
    expect(await knowsMailAuth(domain.id), 'the baseline knows SPF and DMARC').to.equal(true);

    switchToBad(s.lab);
    const { job: bad, jobs: badJobs } = await scanUntilMailKnown(domain.id);
    const raised = await s.t.db.manager.find(Alert, {
      where: { domainId: domain.id, jobId: In(badJobs) },
      order: { id: 'ASC' },
    });
    const summary = raised.map((a) => `${a.alertType} ${a.condition}`);
    expect(summary).to.include('critical_issue critical:dns_email.spf_all.plus_all');
    expect(summary).to.include('config_change config:spf');
    expect(summary).to.include('config_change config:dmarc');
    expect(new Set(summary).size, 'each condition once').to.equal(summary.length);
    const drop = raised.find((a) => a.alertType === 'score_drop');
    if (drop) expect(Number(drop.oldValue) - Number(drop.newValue)).to.be.at.least(10);
    const spf = raised.find((a) => a.condition === 'config:spf');
    expect(spf).to.include({ oldValue: 'v=spf1 mx -all', newValue: 'v=spf1 +all', severity: 'medium' });
    expect(spf?.message).to.include('changed from v=spf1 mx -all to v=spf1 +all');

    // One alert.triggered per alert, with the data of docs/api-contract.md "Envelope and data" exactly, dispatched without waiting for the sweep.
    const events = await s.t.db.manager.find(OutboxEvent, { where: { type: 'alert.triggered', userId: account.id } });
    expect(events).to.have.length(raised.length);
    for (const alert of raised) {
      const event = events.find((e) => (e.data as { alert_id: number }).alert_id === alert.id);
      expect(event, `event of alert ${alert.id}`).to.not.equal(undefined);
      expect(Object.keys(event?.data ?? {}).sort()).to.deep.equal(ALERT_TRIGGERED_FIELDS);
      expect(event?.data).to.deep.include({
        alert_type: alert.alertType,
        severity: alert.severity,
        domain: SWITCH_DOMAIN,
        title: alert.title,
        old_value: alert.oldValue,
        new_value: alert.newValue,
        score: bad.result?.score,
        grade: bad.result?.grade,
      });
    }
    await until('every alert event dispatched by its own workflow', async () => {
      const runs = await s.t.db.manager.findBy(WorkflowRun, { id: In(events.map((e) => `event-${e.id}`)) });
      const dispatched = await s.t.db.manager.findBy(OutboxEvent, { id: In(events.map((e) => e.id)) });
      return runs.length === events.length && dispatched.every((e) => e.dispatchedAt !== null);
    });

    // The API shows them.
    const listed = (await s.t.app.inject({ url: '/v1/domains/alerts', headers: bearer(account.apiKey) })).json();
    expect(listed.map((a: { id: number }) => a.id).sort()).to.deep.equal(raised.map((a) => a.id).sort());

    // A third, identical scan: nothing new.
    const same = await scheduledScan(domain.id);
    expect(await alertsOf(domain.id, same.id)).to.deep.equal([]);
    expect(await s.t.db.manager.countBy(OutboxEvent, { type: 'alert.triggered', userId: account.id })).to.equal(
      raised.length,
    );

    // Fixed (config changes back, the critical issue clears), then broken again: the critical issue alerts again.
    switchToGood(s.lab);
    const fixed = await scheduledScan(domain.id);
    expect((await alertsOf(domain.id, fixed.id)).map((a) => a.alertType)).to.not.include('critical_issue');
    switchToBad(s.lab);
    const again = await scheduledScan(domain.id);
    expect((await alertsOf(domain.id, again.id)).map((a) => a.condition)).to.include(
      'critical:dns_email.spf_all.plus_all',
    );

    // Scheduled scans took no quota.
    const me = (await s.t.app.inject({ url: '/v1/auth/me', headers: bearer(account.apiKey) })).json();
    expect(me.scans_this_month).to.equal(0);
  });

  it('evaluates a repeated scan.completed once: the consumer called again writes nothing new', async () => {
    const account = await signUp(s.t.app);
    await s.t.db.manager.update(User, { id: account.id }, { plan: 'professional' });
    const domain = await addDomain(s.t.app, account.apiKey, { domain: SWITCH_DOMAIN });
    await scheduledScan(domain.id);
    switchToBad(s.lab);
    const { job: bad } = await scanUntilMailKnown(domain.id);
    const before = await alertsOf(domain.id, bad.id);
    expect(before.length).to.be.greaterThan(0);
    const consumer = createAlertsConsumer({ db: s.t.db, clock: s.t.clock });
    const event = await s.t.db.manager.findOneOrFail(OutboxEvent, {
      where: { type: 'scan.completed', userId: account.id },
      order: { createdAt: 'DESC' },
    });
    expect((event.data as { job_id: number }).job_id).to.equal(bad.id);
    const envelope = { id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data };
    const requests = await consumer.handle(envelope, account.id);
    // The same dispatches as the first time (idempotent ids): one per alert and one for the scan's
    // grade change (`grade.changed`, sent to REST Hooks), and no new rows.
    const gradeChanges = (
      await s.t.db.manager.findBy(OutboxEvent, { type: 'grade.changed', userId: account.id })
    ).filter((row) => (row.data as { job_id: number }).job_id === bad.id);
    expect(requests.map((r) => r.workflowId).sort()).to.have.length(before.length + gradeChanges.length);
    expect(requests[0]).to.deep.include({ workflow: 'eventDispatchWorkflow' });
    expect(await alertsOf(domain.id, bad.id)).to.have.length(before.length);
    expect(await s.t.db.manager.countBy(OutboxEvent, { type: 'alert.triggered', userId: account.id })).to.equal(
      before.length,
    );
  });
});
