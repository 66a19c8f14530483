/**
 * What the API serves is what the scanner computed: each served report and summary is compared field
 * by field with the stored one, for a capped, an uncapped and a not-assessed report, so a response
 * schema can never again reshape a field (`caps_applied` strings were served as objects,
 * `[{"0":"i","1":"n",...}]`). Also the grades of scoring policy 2026.1, as the API serves them.
 */
import { expect } from 'chai';
import { summarizeReport } from '../../../activities/jobs/scan-summary.js';
import { MODULE_NAMES } from '../../../core/scan-model/module-names.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../../db/entities/scan-job-row.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { errorModuleResult } from '../../../scanner/modules/error-result.js';
import { assembleReport } from '../../../scanner/scan-domain.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, submitOk, waitForJob } from './scan-kit.js';

forEachDatabase('served reports are the stored reports, field by field', (database) => {
  let lab: Lab;
  let t: TestApp;
  let apiKey: string;
  let userId: number;
  const jobs = new Map<string, number>();

  before(async function () {
    this.timeout(120_000);
    lab = await startLab();
    t = await buildTestApp(database, {}, [], { scanDeps: labScanDeps(lab) });
    ({ apiKey, id: userId } = await signUp(t.app));
    for (const domain of ['rampart-secure.test', 'dmarc-none.test', 'mx-nostarttls.test', 'web-core.test']) {
      const id = await submitOk(t.app, bearer(apiKey), domain);
      await waitForJob(t, id, ['completed', 'failed'], 60_000);
      jobs.set(domain, id);
    }
    // Nothing assessed: every module failed, as scan-job.activities.ts assembles it when they all do.
    const now = new Date();
    const nothing = assembleReport(
      { domain: 'nothing.test' },
      MODULE_NAMES.map((name) => errorModuleResult(name, 'the module reported no result')),
      now,
      now,
    );
    const saved = await t.db.manager.save(
      t.db.manager.create(
        ScanJob,
        newScanJobRow({
          userId,
          source: 'api',
          domain: 'nothing.test',
          status: 'completed',
          result: summarizeReport(nothing),
          report: nothing,
          createdAt: now,
          startedAt: now,
          finishedAt: now,
        }),
      ),
    );
    jobs.set('nothing.test', saved.id);
  });
  after(async () => {
    await t?.close();
    await lab?.stop();
  });

  const served = async (domain: string) => {
    const id = jobs.get(domain)!;
    const stored = await t.db.manager.findOneByOrFail(ScanJob, { id });
    const report = await t.app.inject({ url: `/v1/scan/jobs/${id}/report`, headers: bearer(apiKey) });
    const job = await t.app.inject({ url: `/v1/scan/jobs/${id}`, headers: bearer(apiKey) });
    expect(report.statusCode, report.body).to.equal(200);
    expect(job.statusCode, job.body).to.equal(200);
    return { stored, report: report.json(), result: job.json().result };
  };

  /** Every stored field is served unchanged, and nothing else but job_id is added. */
  const expectFaithful = async (domain: string) => {
    const { stored, report, result } = await served(domain);
    expect(stored.status).to.equal('completed');
    const storedReport = JSON.parse(JSON.stringify(stored.report)) as Record<string, unknown>;
    expect(Object.keys(report).sort()).to.deep.equal([...Object.keys(storedReport), 'job_id'].sort());
    for (const [field, value] of Object.entries(storedReport)) {
      expect(report[field], `${domain}: report.${field}`).to.deep.equal(value);
    }
    expect(result, `${domain}: result`).to.deep.equal(JSON.parse(JSON.stringify(stored.result)));
    return report;
  };

  it('serves an uncapped report as stored (rampart-secure.test: A, full assessment)', async () => {
    const report = await expectFaithful('rampart-secure.test');
    expect(report).to.include({ grade: 'A', uncapped_grade: 'A', assessment: 'full', grade_provisional: false });
    expect(report.caps_applied).to.deep.equal([]);
  });

  it('serves caps_applied as the strings it holds (dmarc-none.test, capped by its p=none)', async () => {
    const report = await expectFaithful('dmarc-none.test');
    expect(report.caps_applied).to.include('dmarc_policy_none');
    for (const cap of report.caps_applied) expect(cap).to.be.a('string');
  });

  it('grades mx-nostarttls.test (no SPF, no DMARC, no STARTTLS, no web) C or worse, its web modules not assessed', async () => {
    const report = await expectFaithful('mx-nostarttls.test');
    expect(report.grade).to.be.oneOf(['C', 'D', 'F']);
    expect(report.caps_applied).to.include.members(['no_dmarc', 'no_starttls', 'high_issues']);
    expect(report.scoring_version).to.equal('2026.1');
    const unassessed = report.modules.filter((m: { score: number | null }) => m.score === null);
    expect(unassessed.map((m: { name: string }) => m.name)).to.include.members(['ssl', 'headers', 'ports', 'cookies']);
    for (const module of unassessed) {
      expect(module.not_assessed_reason, module.name).to.be.a('string').and.not.equal('');
      expect(
        module.checks.every((c: { status: string }) => c.status === 'unknown'),
        module.name,
      ).to.equal(true);
    }
    const { result } = await served('mx-nostarttls.test');
    expect(result.modules.ssl).to.include({ score: null });
    expect(result.modules.ssl.not_assessed_reason).to.match(/^Nothing to test: /);
  });

  it('caps web-core.test (no SPF, no DMARC) at C', async () => {
    const report = await expectFaithful('web-core.test');
    expect(report.grade).to.equal('C');
    expect(report.caps_applied).to.include('no_dmarc');
  });

  it('serves a report where nothing was assessed as stored: score 0, F, assessment none, every module null', async () => {
    const report = await expectFaithful('nothing.test');
    expect(report).to.include({ score: 0, grade: 'F', assessment: 'none', grade_provisional: true });
    for (const module of report.modules) expect(module.score, module.name).to.equal(null);
  });
});
