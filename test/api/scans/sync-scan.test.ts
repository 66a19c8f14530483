import { expect } from 'chai';
import { quotaPeriodOf } from '../../../core/plans/quota-period.js';
import { MODULE_NAMES } from '../../../core/scan-model/module-names.js';
import { User } from '../../../db/entities/user.entity.js';
import { CORE_FIXTURES } from '../../../lab/fixtures/core.fixtures.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

forEachDatabase('GET /v1/scan/{domain} (deprecated synchronous scan)', (database) => {
  let lab: Lab;
  let t: TestApp;
  let account: { id: number; apiKey: string };
  const scan = (path: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/v1/scan/${path}`, headers: { 'x-api-key': account.apiKey } });
  const scansUsed = async () => (await t.db.manager.findOneByOrFail(User, { id: account.id })).scansThisMonth;
  const expectDeprecationHeaders = (headers: Record<string, unknown>) => {
    expect(headers.deprecation).to.equal('@1767225600');
    expect(headers.sunset).to.equal('Fri, 01 Jan 2027 00:00:00 GMT');
    expect(headers.link).to.equal('</v1/scan>; rel="successor-version"');
  };

  before(async () => {
    lab = await startLab({ fixtures: [CORE_FIXTURES, { zones: [...LAB_ZONES], hosts: [] }] });
    t = await buildTestApp(database, {}, [], { scanDeps: labScanDeps(lab) });
  });
  after(async () => {
    await t.close();
    await lab.stop();
  });
  beforeEach(async () => {
    account = await signUp(t.app);
  });

  it('answers 200 with the full report of every module, deprecation headers, and takes 1 scan', async () => {
    const response = await scan('dmarc-none.test');
    expect(response.statusCode, response.body).to.equal(200);
    expectDeprecationHeaders(response.headers);
    const report = response.json();
    expect(report.domain).to.equal('dmarc-none.test');
    // Times come from the app's clock (a test clock here, standing still), not the host's.
    const now = t.clock.now().toISOString();
    expect([report.started_at, report.finished_at]).to.deep.equal([now, now]);
    expect(report.grade).to.be.oneOf(['A', 'B', 'C', 'D', 'F']);
    expect(report.modules.map((module: { name: string }) => module.name)).to.deep.equal([...MODULE_NAMES]);
    const dnsEmail = report.modules[0];
    expect(dnsEmail).to.include({ name: 'dns_email', status: 'completed' });
    expect(dnsEmail.evidence).to.have.property('dns:TXT:_dmarc.dmarc-none.test');
    expect(report.issues.length).to.be.at.least(1);
    for (const issue of report.issues)
      expect(Object.keys(issue).sort()).to.deep.equal(['finding', 'remediation', 'severity']);
    expect(await scansUsed()).to.equal(1);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).to.deep.equal([]);
  });

  for (const domain of ['not_a_domain', 'empty-name.test', 'private-target.test']) {
    it(`400 for ${domain}, with the deprecation headers, and no scan taken`, async () => {
      const response = await scan(domain);
      expect(response.statusCode).to.equal(400);
      expect(response.json().detail).to.be.a('string').and.not.equal('');
      expectDeprecationHeaders(response.headers);
      expect(await scansUsed()).to.equal(0);
    });
  }

  it('the quota 429 once the month is spent: only detail, no retry_after, nothing scanned', async () => {
    const period = quotaPeriodOf(t.clock.now());
    await t.db.manager.update(User, { id: account.id }, { scansThisMonth: 10, quotaPeriod: period });
    const response = await scan('mail-good.test');
    expect(response.statusCode).to.equal(429);
    expect(Object.keys(response.json())).to.deep.equal(['detail']);
    expect(response.json().detail).to.match(/^Quota exceeded\. Used 10\/10 scans this period\./);
    expect(response.headers).to.not.have.property('retry-after');
  });

  it('needs credentials and an active subscription', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/scan/mail-good.test' });
    expect(anonymous.statusCode).to.equal(401);
    // A paid plan whose subscription lapsed (Free never lapses: docs/billing.md).
    await t.db.manager.update(User, { id: account.id }, { plan: 'starter', subscriptionStatus: 'canceled' });
    const lapsed = await scan('mail-good.test');
    expect([lapsed.statusCode, lapsed.json().detail]).to.deep.equal([403, 'Subscription is not active']);
    expect(await scansUsed()).to.equal(0);
  });

  it('literal segments are never domain scans', async () => {
    const free = await scan('free');
    expect(free.statusCode).to.equal(405);
    // Only what the path really takes: GET /v1/scan/free is refused, so it is not offered.
    expect(free.headers.allow).to.equal('POST');
    const options = await t.app.inject({ method: 'OPTIONS', url: '/v1/scan/free' });
    expect([options.statusCode, options.headers.allow]).to.deep.equal([405, 'POST']);
    for (const literal of ['jobs', 'sample', 'recent', 'history', 'Jobs']) {
      const response = await scan(literal);
      // recent and history answer their scan lists once those routes exist; never a report.
      expect(response.statusCode, literal).to.be.oneOf([200, 404]);
      expect(response.headers, literal).to.not.have.property('deprecation');
      expect(response.body, literal).to.not.include('"modules"');
    }
    const demo = await scan('sample/demo-report');
    expect([demo.statusCode, demo.json().demo]).to.deep.equal([200, true]);
    expect(await scansUsed()).to.equal(0);
  });

  it('HEAD does not run (or charge for) a scan', async () => {
    const response = await scan('mail-good.test', 'HEAD');
    expect(response.statusCode).to.equal(405);
    expect(await scansUsed()).to.equal(0);
  });
});
