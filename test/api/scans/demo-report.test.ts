import { expect } from 'chai';
import { loadDemoReport } from '../../../api/scans/demo-report.routes.js';
import { type DemoReport } from '../../../core/scan-model/demo-report.js';
import { MODULE_NAMES } from '../../../core/scan-model/module-names.js';
import { buildDemoReport } from '../../../lab/demo/build-demo-report.js';
import { DEMO_DOMAIN, DEMO_FIXTURES } from '../../../lab/demo/demo-shop.fixtures.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

function expectLabelledFullReport(report: DemoReport): void {
  expect(report.demo).to.equal(true);
  expect(report.lab_domain).to.equal(DEMO_DOMAIN);
  expect(report.domain).to.equal(DEMO_DOMAIN);
  expect(report.notice).to.include('Demonstration report').and.include(DEMO_DOMAIN);
  expect(report.grade).to.be.oneOf(['A', 'B', 'C', 'D', 'F']);
  expect(report.modules.map((module) => module.name)).to.deep.equal([...MODULE_NAMES]);
  for (const issue of report.issues)
    expect(Object.keys(issue).sort()).to.deep.equal(['finding', 'remediation', 'severity']);
}

forEachDatabase('GET /v1/scan/sample/demo-report', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('serves the stored demonstration report to anyone, labelled as a demo', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/scan/sample/demo-report',
      remoteAddress: '192.0.2.7',
    });
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^application\/json/);
    const report = response.json() as DemoReport;
    expectLabelledFullReport(report);
    expect(report).to.deep.equal(loadDemoReport());
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).to.deep.equal([]);
  });
});

describe('demo report: built by really scanning the lab', () => {
  it('scans the demo domain with every module and finds its DMARC monitoring-only policy', async () => {
    // Only the demo domain's own fixtures: it needs no other lab zone, and the lab starts faster.
    const built = await buildDemoReport(DEMO_DOMAIN, [DEMO_FIXTURES]);
    expectLabelledFullReport(built);
    const dnsEmail = built.modules.find((module) => module.name === 'dns_email');
    expect(dnsEmail?.status).to.equal('completed');
    expect(dnsEmail?.evidence).to.have.property(`dns:TXT:_dmarc.${DEMO_DOMAIN}`);
    expect(built.issues.map((issue) => issue.finding).join('\n')).to.include('p=none');
    // The stored file is this builder's output for the same domain, not hand-written data.
    const stored = loadDemoReport();
    expect(stored.scoring_version).to.equal(built.scoring_version);
    expect(Object.keys(stored)).to.deep.equal(Object.keys(built));
  });
});
