/**
 * Issue 27: every report format scan_jobs.report ever held is read in the current one, by every
 * reader, through the job entity (core/scan-model/stored-report.ts). The fixtures (test/fixtures/
 * reports/) are one report of each format; the first release's made the alert engine crash
 * (`reading 'not_after'`: its checks have no `code` or `params`).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { evaluateAlerts, stateOf } from '../../activities/monitoring/alert-engine/evaluate-alerts.js';
import { readWatchedSettings } from '../../activities/monitoring/alert-engine/watched-settings.js';
import { DEFAULT_ALERT_PREFERENCES } from '../../core/monitoring/monitoring-model.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { CURRENT_REPORT_FORMAT, storedReportFormat, upgradeStoredReport } from '../../core/scan-model/stored-report.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';

const fixture = (name: string): ScanReport =>
  JSON.parse(readFileSync(new URL(`../fixtures/reports/${name}.json`, import.meta.url), 'utf8')) as ScanReport;
const FIRST_RELEASE = 'format-1-first-release';
const OUTCOME_CODES = 'format-2-outcome-codes';
const NOT_ASSESSED = 'format-3-not-assessed';

const checksOf = (report: ScanReport) => report.modules.flatMap((module) => module.checks);

describe('stored report formats: the upgrade', () => {
  it('knows each fixture by its shape, the newest as the current format', () => {
    expect(storedReportFormat(fixture(FIRST_RELEASE))).to.equal(1);
    expect(storedReportFormat(fixture(OUTCOME_CODES))).to.equal(2);
    expect(storedReportFormat(fixture(NOT_ASSESSED))).to.equal(CURRENT_REPORT_FORMAT);
  });

  it('leaves a current report as it is, and a format-2 one too (it keeps the policy it was scored with)', () => {
    expect(upgradeStoredReport(fixture(NOT_ASSESSED))).to.deep.equal(fixture(NOT_ASSESSED));
    expect(upgradeStoredReport(fixture(OUTCOME_CODES))).to.deep.equal(fixture(OUTCOME_CODES));
  });

  it("gives the first release's checks an outcome code and values, the certificate expiry's from its sentence", () => {
    const old = fixture(FIRST_RELEASE);
    const upgraded = upgradeStoredReport(old);
    expect(checksOf(upgraded).map((check) => [check.id, check.code, check.params])).to.deep.equal([
      ['ssl.certificate_expiry', 'ssl.certificate_expiry.expires_within_14_days', { not_after: '2026-12-04', days: 9 }],
      ['ssl.certificate_trust', 'ssl.certificate_trust.legacy_failure', {}],
      ['ssl.protocol_versions', 'ssl.protocol_versions.pass', {}],
      ['dns_email.spf_all', 'dns_email.spf_all.unknown.not_recorded', {}],
    ]);
    // Everything else is the report as stored: the scoring fields above all.
    const { modules: _upgraded, ...rest } = upgraded;
    const { modules: _old, ...stored } = fixture(FIRST_RELEASE);
    expect(rest).to.deep.equal(stored);
    expect(checksOf(upgraded).map(({ code: _c, params: _p, ...check }) => check)).to.deep.equal(checksOf(old));
  });
});

forEachDatabase('stored report formats: every reader', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(() => t.close());

  async function storedJob(userId: number, report: ScanReport): Promise<number> {
    const inserted = await t.db.manager.insert(
      ScanJob,
      newScanJobRow({
        userId,
        source: 'api',
        domain: report.domain,
        status: 'completed',
        requestedModules: report.modules.map((module) => module.name),
        report,
        createdAt: new Date(report.started_at),
        startedAt: new Date(report.started_at),
        finishedAt: new Date(report.finished_at),
      }) as never,
    );
    return Number(inserted.identifiers[0]?.id);
  }

  for (const name of [FIRST_RELEASE, OUTCOME_CODES, NOT_ASSESSED]) {
    it(`reads a ${name} report through the job entity in the current format`, async () => {
      const owner = await signUp(t.app);
      const id = await storedJob(owner.id, fixture(name));
      const job = await t.db.manager.findOneByOrFail(ScanJob, { id });
      expect(job.report).to.deep.equal(upgradeStoredReport(fixture(name)));
      // Format 2 is read as it is (3 only added optional fields): both have every check's code.
      expect(storedReportFormat(job.report as ScanReport)).to.be.at.least(2);
    });
  }

  it('lets the alert engine compare a first-release report with a new one (it crashed on not_after)', async () => {
    const owner = await signUp(t.app);
    const id = await storedJob(owner.id, fixture(FIRST_RELEASE));
    const old = (await t.db.manager.findOneByOrFail(ScanJob, { id })).report as ScanReport;
    const previous = stateOf(old);
    expect(Object.keys(previous)).to.not.have.length(0);
    readWatchedSettings(old);
    const evaluation = evaluateAlerts(
      previous,
      fixture(OUTCOME_CODES),
      { alert_on_score_drop: true, alert_threshold: 10 },
      { ...DEFAULT_ALERT_PREFERENCES },
    );
    expect(evaluation.state).to.deep.equal(stateOf(fixture(OUTCOME_CODES)));
    // The same findings, only written in the newer format: nothing is new, so nothing alerts (the
    // critical failure and the expiry mark were keyed by legacy codes and days in the old report).
    expect(evaluation.alerts).to.deep.equal([]);
  });

  it('serves a first-release report on the API (dashboard, exports) with the current check fields', async () => {
    const owner = await signUp(t.app);
    const id = await storedJob(owner.id, fixture(FIRST_RELEASE));
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/scan/jobs/${id}/report`,
      headers: { authorization: `Bearer ${owner.apiKey}` },
    });
    expect(response.statusCode, response.body).to.equal(200);
    const body = response.json();
    expect(body).to.include({ job_id: id, score: 38, grade: 'F', scoring_version: '2026-11-21' });
    const expiry = body.modules[0].checks[0];
    expect(expiry).to.include({ id: 'ssl.certificate_expiry', code: 'ssl.certificate_expiry.expires_within_14_days' });
  });
});
