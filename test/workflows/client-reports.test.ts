/**
 * Scheduled client reports, on each database: the `system-client-reports` schedule's sweep finds a
 * client whose last complete week is due and starts its report, which is rendered from real scans
 * of lab domains (one broken between two scans: a grade move, open critical findings), signed,
 * stored under a report id that `GET /v1/verify/{report_id}` resolves, and mailed with the PDF
 * attached to each recipient through SMTP (a real server on loopback). A second sweep mails nothing
 * again; "send now" makes and mails one more; the settings refuse bad recipients. Then the same on a
 * real Temporal server (skipped, saying so, without one), where a worker renders and mails.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from 'chai';
import { SmtpMailer } from '../../activities/mail/mailer.js';
import { BrowserPool } from '../../activities/reports/browser-pool.js';
import { findChromium } from '../../activities/reports/chromium-path.js';
import { verifyStatement } from '../../activities/reports/report-signing.js';
import { systemClock } from '../../core/clock.js';
import { lastCompletePeriod } from '../../core/monitoring/client-reports.js';
import { ClientReport } from '../../db/entities/client-report.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { CLIENT_REPORTS_SWEEP_EVERY_MS } from '../../workflows/policies.js';
import { ensureSystemSchedules, SYSTEM_SCHEDULES } from '../../workflows/system-schedules.js';
import { TemporalScheduler } from '../../workflows/temporal/temporal-scheduler.js';
import {
  addDomain,
  bearer,
  SWITCH_DOMAIN,
  setPlan,
  startMonitorLab,
  switchToBad,
  switchToGood,
  useMonitorApp,
} from '../api/monitoring/monitoring-kit.js';
import { buildScanApp, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import type { ReceivedMail } from '../helpers/mailbox.js';
import { mimeAttachments } from '../helpers/mime-attachments.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { folded, pdfPages, qrOnCover } from '../reports/report-kit.js';

const DAY_MS = 86_400_000;

function pdfOf(mail: ReceivedMail): Buffer {
  const pdfs = mimeAttachments(mail.raw).filter((part) => part.contentType === 'application/pdf');
  expect(pdfs, 'one PDF attached').to.have.length(1);
  const pdf = pdfs[0]?.content ?? Buffer.alloc(0);
  expect(pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
  return pdf;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function sweep(t: TestApp, id: string) {
  return t.app.orchestrator.execute(
    'clientReportSweepWorkflow',
    id,
    {},
    { kind: 'event_sweep', domains: [], accountId: null },
  );
}

forEachDatabase('client reports', (database) => {
  describe('embedded engine, from real scans of lab domains', () => {
    const s = useMonitorApp(database);
    after(() => switchToGood(s.lab));
    let key = '';
    let clientId = 0;
    let signingKeyPem = '';

    async function scanAndEvaluate(domainId: number): Promise<void> {
      const response = await s.t.app.inject({
        method: 'POST',
        url: `/v1/domains/${domainId}/scan`,
        headers: bearer(key),
      });
      expect(response.statusCode, response.body).to.equal(202);
      const jobId = response.json().job_id;
      const job = await waitForJob(s.t, jobId, ['completed', 'failed'], 30_000);
      expect(job.status).to.equal('completed');
      await until(
        'the scan to be evaluated',
        async () => (await s.t.db.manager.findOneByOrFail(MonitoredDomain, { id: domainId })).lastJobId === jobId,
        15_000,
      );
    }

    const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

    before(async function () {
      this.timeout(120_000);
      const account = await signUp(s.t.app);
      key = account.apiKey;
      await setPlan(s.t, account.id, 'msp');
      signingKeyPem = (await s.t.app.inject({ method: 'GET', url: '/v1/verify/signing-key' })).json().public_key_pem;
      const branding = await api('PUT', '/v1/settings/branding', {
        company_name: 'Northwind Managed IT',
        accent_color: '#0b6e4f',
      });
      expect(branding.statusCode, branding.body).to.equal(200);
      clientId = (await api('POST', '/v1/clients', { name: 'Acme Dental' })).json().id;
      const ids: number[] = [];
      for (const domain of ['mon-1.test', 'mon-2.test', SWITCH_DOMAIN])
        ids.push((await addDomain(s.t.app, key, { domain, client_id: clientId })).id);
      await addDomain(s.t.app, key, { domain: 'mon-3.test', client_id: clientId });
      for (const id of ids) await scanAndEvaluate(id);
      switchToBad(s.lab);
      await scanAndEvaluate(ids[2] ?? 0);
    });

    it('is a system schedule, every 15 minutes', async () => {
      const schedule = await s.t.db.manager.findOneByOrFail(WorkflowSchedule, { id: 'system-client-reports' });
      expect(schedule.workflowType).to.equal('clientReportSweepWorkflow');
      expect(schedule.everyMs).to.equal(CLIENT_REPORTS_SWEEP_EVERY_MS);
    });

    it('refuses bad settings and keeps good ones normalised', async () => {
      const refused = [
        await api('PUT', `/v1/clients/${clientId}/report-settings`, { frequency: 'weekly', recipients: [] }),
        await api('PUT', `/v1/clients/${clientId}/report-settings`, {
          frequency: 'weekly',
          recipients: ['a@example.com, b@example.com'],
        }),
      ];
      expect(refused.map((r) => [r.statusCode, r.json().detail])).to.deep.equal([
        [400, 'Weekly and monthly reports need at least one recipient'],
        [400, 'Invalid report recipient "a@example.com, b@example.com": give one e-mail address per entry'],
      ]);
      const tooMany = await api('PUT', `/v1/clients/${clientId}/report-settings`, {
        frequency: 'monthly',
        recipients: Array.from({ length: 11 }, (_, i) => `r${i}@example.com`),
      });
      expect(tooMany.statusCode).to.equal(422);
      const daily = await api('PUT', `/v1/clients/${clientId}/report-settings`, {
        frequency: 'daily',
        recipients: ['r@example.com'],
      });
      expect(daily.statusCode).to.equal(422);
      const other = await signUp(s.t.app);
      const foreign = await s.t.app.inject({
        method: 'GET',
        url: `/v1/clients/${clientId}/report-settings`,
        headers: bearer(other.apiKey),
      });
      expect([foreign.statusCode, foreign.json().detail]).to.deep.equal([404, 'Client not found']);
      const noRecipients = await api('POST', `/v1/clients/${clientId}/reports`);
      expect([noRecipients.statusCode, noRecipients.json().detail]).to.deep.equal([
        400,
        'This client has no report recipients: add one in its report settings first',
      ]);
      const saved = await api('PUT', `/v1/clients/${clientId}/report-settings`, {
        frequency: 'weekly',
        recipients: [' owner@acme-dental.example ', 'it@acme-dental.example', 'OWNER@acme-dental.example'],
      });
      expect([saved.statusCode, saved.json()], saved.body).to.deep.equal([
        200,
        { frequency: 'weekly', recipients: ['owner@acme-dental.example', 'it@acme-dental.example'] },
      ]);
      expect((await api('GET', `/v1/clients/${clientId}/report-settings`)).json()).to.deep.equal(saved.json());
    });

    it('the sweep reports a due week once, mailed to each recipient as a verifiable PDF', async function () {
      this.timeout(90_000);
      // Nothing is due until a week ends after the frequency was set.
      expect(await sweep(s.t, `client-report-sweep-${database.name}-0`)).to.deep.equal({ started: 0 });
      s.t.clock.advance(8 * DAY_MS);
      const period = lastCompletePeriod('weekly', s.t.clock.now());
      expect(await sweep(s.t, `client-report-sweep-${database.name}-1`)).to.deep.equal({ started: 1 });
      const first = await s.t.mailbox.waitFor('owner@acme-dental.example', /application\/pdf/, 60_000);
      const second = await s.t.mailbox.waitFor('it@acme-dental.example', /application\/pdf/, 10_000);
      expect(first.raw).to.match(/From: Northwind Managed IT <no-reply@rampart\.local>/);
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(first.raw)?.[1] ?? '';
      expect(subject).to.match(/^=\?UTF-8\?Q\?Security_report_for_Acme_Dental/);
      const pdf = pdfOf(first);
      expect(sha256(pdfOf(second))).to.equal(sha256(pdf));
      const stored = await until(
        'the report to be marked mailed',
        async () => {
          const row = await s.t.db.manager.findOneBy(ClientReport, { clientId, period: period.key });
          return row?.mailedAt ? row : undefined;
        },
        10_000,
      );
      expect(stored.mailedTo).to.have.members(['owner@acme-dental.example', 'it@acme-dental.example']);
      const text = folded(pdfPages(pdf).join(' '));
      expect(text)
        .to.include('Acme Dental')
        .and.include('Northwind Managed IT')
        .and.include(stored.id)
        .and.include(SWITCH_DOMAIN)
        .and.include('Grades and trends')
        .and.include('What changed')
        .and.include('Open issues by severity')
        .and.include('Compliance view');
      expect(stored.domainCount).to.equal(4);
      expect(qrOnCover(pdf)).to.equal(`http://rampart.test/v1/verify/${stored.id}`);
      if (process.env.CLIENT_REPORT_PDF_OUT) {
        mkdirSync(process.env.CLIENT_REPORT_PDF_OUT, { recursive: true });
        writeFileSync(`${process.env.CLIENT_REPORT_PDF_OUT}/client-report-${database.name}.pdf`, pdf);
      }
      // The id resolves, the hash is the attachment's, the signature holds.
      const verified = await s.t.app.inject({ method: 'GET', url: `/v1/verify/${stored.id}` });
      expect(verified.statusCode, verified.body).to.equal(200);
      const body = verified.json();
      expect(body).to.include({
        report_id: stored.id,
        kind: 'client_report',
        client: 'Acme Dental',
        period: period.key,
        domains: 4,
        pdf_sha256: sha256(pdf),
        pdf_size_bytes: pdf.length,
      });
      expect(verifyStatement(signingKeyPem, body.signature.signed_statement, body.signature.value)).to.equal(true);
      const page = await s.t.app.inject({
        method: 'GET',
        url: `/v1/verify/${stored.id}`,
        headers: { accept: 'text/html' },
      });
      expect(page.body).to.include('Acme Dental');
      // A second sweep in the same week finds it done: nothing started, nothing mailed again.
      s.t.mailbox.clear();
      expect(await sweep(s.t, `client-report-sweep-${database.name}-2`)).to.deep.equal({ started: 0 });
      expect(await s.t.db.manager.countBy(ClientReport, { clientId })).to.equal(1);
      expect(s.t.mailbox.messages).to.have.length(0);
    });

    it('"send now" makes and mails one more, listed with the others and downloadable', async function () {
      this.timeout(60_000);
      s.t.mailbox.clear();
      const response = await api('POST', `/v1/clients/${clientId}/reports`);
      expect(response.statusCode, response.body).to.equal(201);
      const report = response.json();
      expect(report.period).to.match(/^now:\d+$/);
      expect(report.mailed_to).to.have.members(['owner@acme-dental.example', 'it@acme-dental.example']);
      const mail = await s.t.mailbox.waitFor('owner@acme-dental.example', /application\/pdf/, 10_000);
      const pdf = pdfOf(mail);
      expect(sha256(pdf)).to.equal(report.pdf_sha256);
      const list = (await api('GET', `/v1/clients/${clientId}/reports`)).json().reports;
      expect(list.map((r: { id: string }) => r.id))
        .to.include(report.id)
        .and.have.length(2);
      const download = await api('GET', `/v1/clients/${clientId}/reports/${report.id}/pdf`);
      expect(download.statusCode).to.equal(200);
      expect(sha256(download.rawPayload)).to.equal(report.pdf_sha256);
      const verified = await s.t.app.inject({ method: 'GET', url: `/v1/verify/${report.id}` });
      expect(verified.json().pdf_sha256).to.equal(report.pdf_sha256);
    });
  });

  describe('Temporal', () => {
    let t: TestApp | undefined;
    let worker: TestWorker | undefined;
    let pool: BrowserPool | undefined;
    let mailer: SmtpMailer | undefined;
    let lab: Lab | undefined;

    before(async function () {
      const address = requireTemporal(this);
      this.timeout(120_000);
      const taskQueue = uniqueTaskQueue('client-reports');
      lab = await startMonitorLab();
      t = await buildScanApp(database, lab, {
        TEMPORAL_ADDRESS: address,
        TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
        TEMPORAL_TASK_QUEUE: taskQueue,
      });
      pool = new BrowserPool({ executablePath: findChromium(t.config.chromiumPath) });
      mailer = new SmtpMailer(t.config.smtpUrl as string);
      worker = await startTestWorker(address, taskQueue, {
        db: t.db,
        scanDeps: t.app.ctx.scanDeps,
        clock: systemClock,
        mailer,
        reports: {
          renderer: pool,
          signingKey: t.app.ctx.secrets.reportSigningKey,
          publicBaseUrl: t.config.publicBaseUrl,
        },
      });
    });
    after(async function () {
      this.timeout(60_000);
      await worker?.stop();
      await pool?.close();
      mailer?.close();
      await t?.close();
      await lab?.stop();
    });

    it('a worker runs the schedule, renders and mails the due report; the id resolves', async function () {
      this.timeout(120_000);
      const app = t as TestApp;
      const { client, taskQueue } = worker as TestWorker;
      const scheduler = new TemporalScheduler(() => client, taskQueue);
      await ensureSystemSchedules(scheduler);
      try {
        const described = await client.schedule.getHandle('system-client-reports').describe();
        expect(described.spec.intervals?.[0]?.every).to.equal(CLIENT_REPORTS_SWEEP_EVERY_MS);
        if (described.action.type === 'startWorkflow')
          expect(described.action.workflowType).to.equal('clientReportSweepWorkflow');
      } finally {
        for (const spec of SYSTEM_SCHEDULES) await scheduler.remove(spec.id);
      }
      const account = await signUp(app.app);
      const clientId = (
        await app.app.inject({
          method: 'POST',
          url: '/v1/clients',
          headers: bearer(account.apiKey),
          payload: { name: 'Contoso Clinics' },
        })
      ).json().id;
      await addDomain(app.app, account.apiKey, { domain: 'mon-1.test', client_id: clientId });
      const settings = await app.app.inject({
        method: 'PUT',
        url: `/v1/clients/${clientId}/report-settings`,
        headers: bearer(account.apiKey),
        payload: { frequency: 'monthly', recipients: ['ops@contoso.example'] },
      });
      expect(settings.statusCode, settings.body).to.equal(200);
      // The worker's clock is the system's: reports were turned on before the last month ended.
      await app.db.manager.update('clients', { id: clientId }, { reportsSince: new Date(Date.now() - 62 * DAY_MS) });
      const sweepId = `client-report-sweep-${database.name}-${Date.now()}`;
      const result = await sweep(app, sweepId);
      expect(result).to.deep.equal({ started: 1 });
      await recordHistory(client, sweepId, 'client-report-sweep');
      const mail = await app.mailbox.waitFor('ops@contoso.example', /application\/pdf/, 90_000);
      const pdf = pdfOf(mail);
      const period = lastCompletePeriod('monthly', new Date());
      const stored = await until(
        'the report row',
        () => app.db.manager.findOneBy(ClientReport, { clientId, period: period.key }).then((row) => row ?? undefined),
        10_000,
      );
      expect(stored.pdfSha256).to.equal(sha256(pdf));
      if (process.env.RECORD_TEMPORAL_HISTORIES === '1') {
        const runs = client.workflow.list({
          query: `WorkflowType = 'clientReportWorkflow' AND TaskQueue = '${taskQueue}'`,
        });
        for await (const run of runs) {
          await client.workflow.getHandle(run.workflowId).result();
          await recordHistory(client, run.workflowId, 'client-report-mailed');
        }
      }
      expect(pool?.launches, 'the worker rendered').to.equal(1);
      const verified = await app.app.inject({ method: 'GET', url: `/v1/verify/${stored.id}` });
      expect(verified.statusCode).to.equal(200);
      expect(verified.json()).to.include({ kind: 'client_report', client: 'Contoso Clinics', domains: 1 });
      // "Send now" through Temporal too.
      const now = await app.app.inject({
        method: 'POST',
        url: `/v1/clients/${clientId}/reports`,
        headers: bearer(account.apiKey),
      });
      expect(now.statusCode, now.body).to.equal(201);
      expect(now.json().mailed_to).to.deep.equal(['ops@contoso.example']);
    });
  });
});
