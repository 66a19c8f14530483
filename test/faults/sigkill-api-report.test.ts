/**
 * Fault drill, embedded engine (docs/hardening.md, "Fault drills"): the API process is killed with
 * SIGKILL while it renders a PDF report (its Chromium is up and nothing is stored yet), on SQLite and
 * MariaDB. Its Chromium dies with it (no orphan browser). After a restart the report request answers
 * 200 with a whole PDF, and the database holds one report for the job whose chunks add up to the
 * fingerprint it was signed with: nothing half-written.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ReportPdfChunk } from '../../db/entities/report-pdf-chunk.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { chromiumUnder, FaultRig, isAlive } from './process-kit.js';

forEachDatabase('fault drill: SIGKILL of the API during a PDF render (embedded engine)', (database) => {
  const rig = new FaultRig();
  let lab: Lab;

  before(async function () {
    this.timeout(60_000);
    lab = await startScanLab();
    await rig.open(database, lab);
  });

  after(async function () {
    this.timeout(30_000);
    await rig.stopAll();
    await lab?.stop();
  });

  it('serves a whole PDF after the restart, one report row, its chunks complete, no browser left over', async function () {
    this.timeout(120_000);
    const started = Date.now();
    const api = await rig.startApi();
    const { apiKey } = await rig.signUp(`kill-report-${database.name}@example.com`);
    const jobId = await rig.submitScan(apiKey, 'web-core.test');
    expect((await rig.jobFinished(jobId)).status).to.equal('completed');

    const path = `/v1/compliance/reports/${jobId}/pdf`;
    const pending = rig.fetch('GET', path, apiKey).catch((error: Error) => error);
    const browsers = await until(
      'the render to start its Chromium',
      () => {
        const found = chromiumUnder(api.child.pid as number);
        return found.length > 0 ? found : undefined;
      },
      30_000,
      5,
    );
    await rig.kill(api);
    const killedAt = Date.now();
    expect(await pending, 'the request died with the process').to.be.instanceOf(Error);
    expect(await rig.db.manager.countBy(IssuedReport, { jobId }), 'stored before the kill').to.equal(0);
    // Chromium reads its commands from a pipe the dead process held: it exits on its own.
    await until("the killed API process's Chromium to exit", () => browsers.every((pid) => !isAlive(pid)), 15_000, 50);
    const orphanGoneMs = Date.now() - killedAt;

    await rig.startApi();
    const response = await rig.fetch('GET', path, apiKey);
    expect(response.status).to.equal(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    const sha = createHash('sha256').update(pdf).digest('hex');
    expect(response.headers.get('etag')).to.equal(`"${sha}"`);

    const reports = await rig.db.manager.findBy(IssuedReport, { jobId });
    expect(reports).to.have.length(1);
    const report = reports[0] as IssuedReport;
    expect([report.pdfSha256, report.pdfSize]).to.deep.equal([sha, pdf.length]);
    // No chunk belongs to a report that was not issued (a transaction the kill cut short left none).
    const chunks = await rig.db.manager.find(ReportPdfChunk, { order: { seq: 'ASC' } });
    expect([...new Set(chunks.map((chunk) => chunk.reportId))]).to.deep.equal([report.id]);
    expect(chunks.map((chunk) => chunk.seq)).to.deep.equal(chunks.map((_, index) => index));
    const verified = await rig.call('GET', `/v1/verify/${report.id}`, null);
    expect(verified.status).to.equal(200);
    console.log(
      `      drill took ${((Date.now() - started) / 1000).toFixed(1)} s; the orphaned Chromium exited ${orphanGoneMs} ms after the kill`,
    );
  });
});
