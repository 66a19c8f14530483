/**
 * PDF reports end to end through the API (docs/api-contract.md "Reports, verification, badges"), on SQLite and
 * MariaDB, rendered by the real Chromium through the embedded engine's `report-<job_id>` workflow.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { expect } from 'chai';
import { Like } from 'typeorm';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { completedJob, folded, labReport, pdfPages, qrOnCover } from './report-kit.js';

const REPORT_ID = /^RP-[A-Z0-9]{8}$/;

forEachDatabase('PDF reports', (database) => {
  let t: TestApp;
  let account: { id: number; apiKey: string };
  let jobId: number;
  let pdf: Buffer;
  let reportId: string;
  const auth = () => ({ authorization: `Bearer ${account.apiKey}` });

  before(async function () {
    this.timeout(60_000);
    t = await buildTestApp(database);
    account = await signUp(t.app);
    jobId = (await completedJob(t.db, account.id)).id;
    const response = await t.app.inject({ method: 'GET', url: `/v1/compliance/reports/${jobId}/pdf`, headers: auth() });
    expect(response.statusCode, response.body.slice(0, 300)).to.equal(200);
    pdf = response.rawPayload;
    reportId = String(response.headers['x-report-id']);
    expect(response.headers['content-type']).to.equal('application/pdf');
    expect(response.headers['content-disposition']).to.equal(
      `attachment; filename="rampart-security-report-demo-shop.test-${labReport().finished_at.slice(0, 10)}-${reportId}.pdf"`,
    );
  });

  after(async () => t?.close());

  it('answers a PDF (magic bytes) under a report id of RP- and 8 of [A-Z0-9]', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    expect(reportId).to.match(REPORT_ID);
  });

  it('prints the domain, grade, score, report id and the six frameworks, and the id and page number on every page', () => {
    const pages = pdfPages(pdf);
    const text = folded(pages.join(' '));
    const report = labReport();
    expect(text).to.include('demo-shop.test');
    // The cover's grade box (letter on its own line, then the score) and the summary's sentence.
    expect(pages[0]).to.match(new RegExp(`GRADE[\\s\\S]*\\n\\s+${report.grade}\\s*\\n[\\s\\S]*${report.score} / 100`));
    expect(text).to.include(`scored ${report.score} out of 100, which is grade ${report.grade}:`);
    expect(text).to.include(reportId);
    for (const name of [
      'SOC 2',
      'PCI DSS',
      'HIPAA',
      'NIST Cybersecurity Framework',
      'ISO/IEC 27001',
      'CIS Critical Security Controls',
    ]) {
      expect(text).to.include(name);
    }
    for (const framework of report.compliance.frameworks) expect(text).to.include(folded(framework.name));
    expect(text).to.include(`Scoring policy version ${report.scoring_version}`);
    for (const issue of report.issues) expect(text).to.include(folded(issue.remediation).slice(0, 60));
    expect(pages.length).to.be.greaterThan(5);
    pages.forEach((page, i) => {
      expect(folded(page), `page ${i + 1}`).to.include(`Report ID ${reportId}`);
      expect(folded(page), `page ${i + 1}`).to.include(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('carries a QR code on the cover that decodes to PUBLIC_BASE_URL/v1/verify/<report id>', () => {
    expect(qrOnCover(pdf)).to.equal(`http://rampart.test/v1/verify/${reportId}`);
  });

  it('serves the stored PDF afterwards without rendering again', async () => {
    const again = await t.app.inject({ method: 'GET', url: `/v1/compliance/reports/${jobId}/pdf`, headers: auth() });
    expect(again.statusCode).to.equal(200);
    expect(again.rawPayload.equals(pdf)).to.equal(true);
    expect(await t.db.manager.countBy(WorkflowRun, { id: Like('report-%') })).to.equal(1);
  });

  it("answers 404 for another account's and unknown jobs, 409 before completion, 422 for a non-integer id", async () => {
    const other = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/v1/compliance/reports/${jobId}/pdf`,
      headers: { authorization: `Bearer ${other.apiKey}` },
    });
    expect([theirs.statusCode, theirs.json()]).to.deep.equal([404, { detail: 'Scan job not found' }]);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/compliance/reports/999999/pdf', headers: auth() });
    expect([unknown.statusCode, unknown.json()]).to.deep.equal([404, { detail: 'Scan job not found' }]);
    const running = await completedJob(t.db, account.id);
    await t.db.manager.update(ScanJob, { id: running.id }, { status: 'running' });
    const early = await t.app.inject({
      method: 'GET',
      url: `/v1/compliance/reports/${running.id}/pdf`,
      headers: auth(),
    });
    expect([early.statusCode, early.json()]).to.deep.equal([409, { detail: 'Scan job is not complete yet' }]);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/compliance/reports/abc/pdf', headers: auth() });
    expect(bad.statusCode).to.equal(422);
    expect(bad.json().detail[0].field).to.equal('job_id');
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/compliance/reports/${jobId}/pdf` });
    expect(anonymous.statusCode).to.equal(401);
  });

  it('verifies a genuine id with what a holder compares, and a signature that checks out offline', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/verify/${reportId}`, remoteAddress: '203.0.113.1' });
    expect(response.statusCode).to.equal(200);
    const body = response.json();
    const report = labReport();
    expect(body).to.include({
      report_id: reportId,
      domain: 'demo-shop.test',
      grade: report.grade,
      score: report.score,
      scoring_version: report.scoring_version,
      scanned_at: new Date(report.finished_at).toISOString(),
      pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
      pdf_size_bytes: pdf.length,
    });
    expect(Date.parse(body.issued_at)).to.be.a('number').and.not.NaN;
    const booleans = JSON.stringify(body).match(/:(true|false)\b/g);
    expect(booleans, 'no boolean in the body').to.equal(null);
    const key = (await t.app.inject({ method: 'GET', url: '/v1/verify/signing-key' })).json();
    expect(body.signature).to.include({
      algorithm: 'Ed25519',
      key_id: key.key_id,
      public_key_url: 'http://rampart.test/v1/verify/signing-key',
    });
    const statement = body.signature.signed_statement as string;
    expect(statement).to.include(`pdf_sha256: ${body.pdf_sha256}\n`).and.include(`report_id: ${reportId}\n`);
    const genuine = verify(
      null,
      Buffer.from(statement),
      createPublicKey(key.public_key_pem),
      Buffer.from(body.signature.value, 'base64url'),
    );
    expect(genuine).to.equal(true);
    const forged = verify(
      null,
      Buffer.from(
        statement.replace(`grade: ${report.grade}`, 'grade: A').replace(`score: ${report.score}`, 'score: 99'),
      ),
      createPublicKey(key.public_key_pem),
      Buffer.from(body.signature.value, 'base64url'),
    );
    expect(forged).to.equal(false);
  });

  it('answers unknown and malformed ids with one identical 404', async () => {
    const answers = [];
    // The last is longer than the router takes in a path segment (elsewhere a 414).
    for (const id of ['RP-ZZZZZZZZ', 'hello', 'rp-abcdefgh', 'RP-ABC', `${reportId}X`, `RP-${'A'.repeat(400)}`]) {
      const response = await t.app.inject({ method: 'GET', url: `/v1/verify/${id}`, remoteAddress: '203.0.113.2' });
      answers.push([response.statusCode, response.headers['content-type'], response.body]);
    }
    for (const answer of answers)
      expect(answer).to.deep.equal([404, 'application/json; charset=utf-8', '{"detail":"Report not found"}']);
  });

  it('shows a browser (the QR code opened on a phone) a page with the same facts; programs keep the JSON', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/verify/${reportId}`,
      headers: { accept: browser },
      remoteAddress: '203.0.113.3',
    });
    expect(page.statusCode).to.equal(200);
    expect(page.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).to.include("default-src 'none'");
    expect(page.headers['x-content-type-options']).to.equal('nosniff');
    expect(page.headers.vary).to.include('Accept');
    const json = (
      await t.app.inject({ method: 'GET', url: `/v1/verify/${reportId}`, remoteAddress: '203.0.113.3' })
    ).json();
    expect(page.body)
      .to.include(`Report ${reportId} was issued by this service`)
      .and.include('demo-shop.test')
      .and.include(json.pdf_sha256)
      .and.include(`score ${json.score}/100`)
      .and.not.include('<script');
    for (const accept of ['*/*', 'application/json', 'application/json, text/html;q=0.5', '']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/v1/verify/${reportId}`,
        headers: accept ? { accept } : {},
        remoteAddress: '203.0.113.3',
      });
      expect(answer.headers['content-type'], accept).to.equal('application/json; charset=utf-8');
      expect(answer.json(), accept).to.deep.equal(json);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/verify/RP-ZZZZZZZZ',
      headers: { accept: browser },
      remoteAddress: '203.0.113.3',
    });
    expect([unknown.statusCode, unknown.headers['content-type']]).to.deep.equal([404, 'text/html; charset=utf-8']);
    expect(unknown.body).to.include('No report with this id was issued by this service');
  });

  it('refuses the 21st verification in a minute from one address with the rate-limit 429', async () => {
    const from = '198.51.100.21';
    for (let i = 1; i <= 20; i += 1) {
      const ok = await t.app.inject({
        method: 'GET',
        url: `/v1/verify/${i % 2 ? reportId : 'RP-00000000'}`,
        remoteAddress: from,
      });
      expect(ok.statusCode, `request ${i}`).to.be.oneOf([200, 404]);
    }
    const refused = await t.app.inject({ method: 'GET', url: `/v1/verify/${reportId}`, remoteAddress: from });
    expect(refused.statusCode).to.equal(429);
    const body = refused.json();
    const wording = 'Rate limit exceeded for report verification. Limit: 20 per minute';
    expect(body).to.include({
      detail: wording,
      error: wording,
      message: wording,
      upgrade_url: t.app.rateLimits.pricingUrl,
    });
    expect(body.retry_after).to.be.within(1, 60);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/v1/verify/${reportId}`,
      remoteAddress: '198.51.100.22',
    });
    expect(elsewhere.statusCode).to.equal(200);
  });
});
