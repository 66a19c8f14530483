/**
 * The PDF of a report with modules not assessed and a capped grade: a real full scan of
 * the lab's mail-only mx-nostarttls.test, rendered by the real Chromium through the API. Each module
 * without a score reads "Not assessed" with its reason, never a score, and the caps are in words.
 */
import { expect } from 'chai';
import { MAIL_FIXTURES } from '../../lab/fixtures/mail.fixtures.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { startLab } from '../../lab/start-lab.js';
import { LAB_ZONES } from '../../lab/zones/index.js';
import { scanDomain } from '../../scanner/scan-domain.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { testDatabases } from '../helpers/databases.js';
import { completedJob, folded, pdfPages } from './report-kit.js';

describe('PDF report: modules not assessed and a capped grade (mx-nostarttls.test)', () => {
  let t: TestApp;
  let text: string;
  let cover: string;

  before(async function () {
    this.timeout(90_000);
    const lab = await startLab({ fixtures: [{ zones: [...LAB_ZONES], hosts: [] }, MAIL_FIXTURES] });
    const report = await scanDomain('mx-nostarttls.test', {}, labScanDeps(lab)).finally(() => lab.stop());
    t = await buildTestApp(testDatabases()[0]!);
    const account = await signUp(t.app);
    const job = await completedJob(t.db, account.id, report);
    const response = await t.app.inject({
      url: `/v1/compliance/reports/${job.id}/pdf`,
      headers: { authorization: `Bearer ${account.apiKey}` },
    });
    expect(response.statusCode, response.body.slice(0, 300)).to.equal(200);
    const pages = pdfPages(response.rawPayload);
    cover = pages[0]!;
    text = folded(pages.join(' '));
  });
  after(async () => t?.close());

  it('shows each module without a score as Not assessed, with the reason', () => {
    // The area's row: "Not assessed" in the score column (issues, checks decided, weight), the reason beneath.
    expect(text).to.include(
      'TLS certificate and protocols (ssl) Not assessed 0 0/13 15 Nothing to test: mx-nostarttls.test has no address.',
    );
    expect(text).to.match(/\(domain_registration\) Not assessed 0 0\/4 3 No check gave a definite result: /);
    expect(text).to.not.match(/\(ssl\) 100/);
    expect(text).to.match(/the others were not assessed/);
  });

  it('grades C with the caps in words and the method of policy 2026.1', () => {
    expect(cover).to.match(/GRADE[\s\S]*\n\s+C\s*\n/);
    expect(text).to.include('no usable DMARC record').and.include('a mail server without STARTTLS');
    expect(text).to.include('Scoring policy version 2026.1');
    expect(text).to.include('an area with no definite check is not assessed');
  });
});
