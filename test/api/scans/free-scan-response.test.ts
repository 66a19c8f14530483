import { expect } from 'chai';
import { toFreeScanResponse } from '../../../api/scans/free-scan.view.js';
import { QUICK_MODULES } from '../../../core/scan-model/module-names.js';
import type { ScanReport } from '../../../core/scan-model/report.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import { scanDomain } from '../../../scanner/scan-domain.js';
import { sortIssues } from '../../../scanner/scoring/score.js';

describe('free scan response: the limited report', () => {
  let lab: Lab;
  let reports: ScanReport[];
  before(async () => {
    lab = await startLab({ fixtures: [{ zones: [...LAB_ZONES], hosts: [] }], dnsOnly: true });
    const deps = labScanDeps(lab);
    const domains = ['spf-plus-all.test', 'dmarc-none.test', 'dmarc-no-rua.test', 'spf-none.test'];
    reports = await Promise.all(domains.map((domain) => scanDomain(domain, { modules: QUICK_MODULES }, deps)));
  });
  after(async () => lab.stop());

  it('keeps the three most severe of more than three issues, each with exactly three fields', () => {
    const [first] = reports;
    if (!first) throw new Error('no report');
    // Real findings from four lab domains, pooled into one report the way a many-issue scan looks.
    const pooled = sortIssues(reports.flatMap((report) => report.issues));
    expect(pooled.length).to.be.at.least(4);
    const response = toFreeScanResponse({ ...first, issues: pooled });
    expect(response.top_issues).to.deep.equal(pooled.slice(0, 3));
    // spf-plus-all's +all is the one critical finding; the next two are the most severe of the rest.
    const rank = { critical: 0, high: 1, medium: 2, low: 3 } as const;
    const severities = response.top_issues.map((issue) => rank[issue.severity]);
    expect(severities[0]).to.equal(0);
    expect(severities).to.deep.equal([...severities].sort((a, b) => a - b));
    expect(severities[2]).to.be.at.most(Math.min(...pooled.slice(3).map((issue) => rank[issue.severity])));
    for (const issue of response.top_issues)
      expect(Object.keys(issue)).to.deep.equal(['severity', 'finding', 'remediation']);
  });

  it('summarises every module: name, score, status and issue count, and nothing of the evidence', () => {
    const report = reports[0] as ScanReport;
    const response = toFreeScanResponse(report);
    expect(response.modules).to.deep.equal(
      report.modules.map((module) => ({
        name: module.name,
        score: module.score,
        status: module.status,
        issue_count: module.issues.length,
        // Only a module not assessed carries a reason.
        ...(module.score === null ? { not_assessed_reason: module.not_assessed_reason } : {}),
      })),
    );
    expect(JSON.stringify(response)).to.not.include('evidence');
    expect(response).to.include({ domain: 'spf-plus-all.test', score: report.score, grade: report.grade });
  });
});
