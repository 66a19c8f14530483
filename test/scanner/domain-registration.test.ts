import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { REPUTATION_FIXTURES } from '../../lab/fixtures/reputation.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_RDAP_BOOTSTRAP_URL, LAB_RDAP_HOST, LAB_RDAP_URL } from '../../lab/lab-services.js';
import { LAB_PRIVATE_ADDRESS } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import {
  createDomainRegistrationModule,
  DOMAIN_REGISTRATION_MODULE,
} from '../../scanner/modules/domain-registration/domain-registration.module.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';

describe('scanner: domain_registration against the lab RDAP server', () => {
  let lab: Lab;
  before(async () => {
    lab = await startLab({ fixtures: [REPUTATION_FIXTURES] });
  });
  after(async () => lab.stop());

  const scan = async (domain: string, deps?: ScanDeps, module = DOMAIN_REGISTRATION_MODULE) =>
    runModule(module, await labModuleContext(lab, domain, { deps }), { timeoutMs: 4000 });
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `domain_registration.${id}`)!;
  const statuses = (result: ModuleResult) =>
    Object.fromEntries(result.checks.map((c) => [c.id.split('.')[1], c.status]));

  it('passes a registration a year from expiry, locked, with a registrar and a signed delegation', async () => {
    const result = await scan('rep-clean.test');
    expect(result.status).to.equal('completed');
    expect(statuses(result)).to.deep.equal({
      expiry: 'pass',
      transfer_lock: 'pass',
      registrar: 'pass',
      dnssec_delegation: 'pass',
    });
    expect(result.score).to.equal(100);
    expect(check(result, 'transfer_lock').summary)
      .to.contain('client transfer prohibited')
      .and.contain('server transfer prohibited');
    expect(check(result, 'registrar').summary).to.equal(
      'Registered through Lab Registrar, Inc. (IANA Registrar ID 9995).',
    );
    const rdap = result.evidence['rdap:domain'] as Record<string, unknown>;
    expect(rdap).to.include({
      url: `${LAB_RDAP_URL}domain/rep-clean.test`,
      status: 200,
      content_type: 'application/rdap+json',
    });
    const record = rdap.record as { events: { action: string }[]; secureDns: unknown; registrar: unknown };
    expect(record.events.map((e) => e.action)).to.include('expiration');
    expect(record.secureDns).to.deep.equal({ delegationSigned: true, dsRecords: 1, keyRecords: 0 });
    expect(check(result, 'expiry').evidence).to.deep.equal(['rdap:domain']);
  });

  it('asks about the registrable domain of a subdomain', async () => {
    const result = await runModule(
      DOMAIN_REGISTRATION_MODULE,
      await labModuleContext(lab, 'www.rep-clean.test', { addresses: [] }),
      { timeoutMs: 4000 },
    );
    expect((result.evidence['rdap:domain'] as { name: string }).name).to.equal('rep-clean.test');
    expect(check(result, 'expiry').status).to.equal('pass');
  });

  const expiries: [string, string][] = [
    ['reg-expired.test', 'critical'],
    ['reg-expiring.test', 'high'],
    ['reg-expiring-later.test', 'medium'],
  ];
  for (const [domain, severity] of expiries) {
    it(`${domain} fails expiry with a ${severity} issue naming the date`, async () => {
      const result = await scan(domain);
      const expiry = check(result, 'expiry');
      expect(expiry.status).to.equal('fail');
      expect(expiry.issue).to.have.all.keys('severity', 'finding', 'remediation');
      expect(expiry.issue?.severity).to.equal(severity);
      expect(expiry.issue?.finding)
        .to.match(/\d{4}-\d{2}-\d{2}/)
        .and.contain(domain);
      expect(expiry.issue?.remediation).to.contain('Lab Registrar, Inc.');
      expect(result.issues).to.deep.include(expiry.issue);
    });
  }

  it('fails transfer_lock (low) without a lock, and leaves an unsigned delegation unknown', async () => {
    const result = await scan('reg-unlocked.test');
    const lock = check(result, 'transfer_lock');
    expect(lock.status).to.equal('fail');
    expect(lock.issue?.severity).to.equal('low');
    expect(lock.issue?.finding).to.contain('statuses are: active');
    expect(check(result, 'dnssec_delegation')).to.include({ status: 'unknown' });
    expect(check(result, 'dnssec_delegation').summary).to.contain('unsigned');
    expect(statuses(result)).to.include({ expiry: 'pass', registrar: 'pass' });
  });

  it('is unknown for each part a registry leaves out', async () => {
    const result = await scan('reg-sparse.test');
    expect(statuses(result)).to.deep.equal({
      expiry: 'unknown',
      transfer_lock: 'unknown',
      registrar: 'unknown',
      dnssec_delegation: 'unknown',
    });
    expect(check(result, 'expiry').summary).to.contain('no expiration date');
  });

  const unavailable: [string, RegExp][] = [
    ['reg-unknown.test', /registry has no record of reg-unknown.test \(RDAP 404\)/],
    ['reg-throttled.test', /throttled the request \(RDAP 429, retry after 60 s\)/],
    ['reg-failing.test', /RDAP server failed \(HTTP 503\)/],
  ];
  for (const [domain, reason] of unavailable) {
    it(`${domain}: every check is unknown, with the reason`, async () => {
      const result = await scan(domain);
      expect(result.checks.map((c) => c.status)).to.deep.equal(['unknown', 'unknown', 'unknown', 'unknown']);
      expect(result.checks[0]!.summary).to.match(reason);
      expect(result.issues).to.deep.equal([]);
      expect(result.coverage.ratio).to.equal(0);
    });
  }

  it("records the registry's error body as evidence", async () => {
    const result = await scan('reg-unknown.test');
    expect(result.evidence['rdap:domain']).to.include({
      status: 404,
      problem: 'Not Found: reg-unknown.test is not registered here.',
    });
  });

  it('turns a registry that does not answer in time into unknown', async () => {
    const deps = labScanDeps(lab, { ioTimeoutMs: 200 });
    const result = await scan('reg-slow.test', deps);
    expect(result.status).to.equal('completed');
    expect(check(result, 'expiry').status).to.equal('unknown');
    expect(check(result, 'expiry').summary).to.match(/RDAP request failed .*no answer within 200 ms/);
  });

  it('resolves an RDAP base given by name through the guard, and refuses non-public servers', async () => {
    const byName = await scan('rep-clean.test', labScanDeps(lab, { rdapUrl: `http://${LAB_RDAP_HOST}/rdap/` }));
    expect(statuses(byName).expiry).to.equal('pass');
    expect(byName.evidence).to.have.property(`dns:A:${LAB_RDAP_HOST}`);
    const privateName = await scan(
      'rep-clean.test',
      labScanDeps(lab, { rdapUrl: 'http://rdap-private.lab-rbl.test/rdap/' }),
    );
    expect(check(privateName, 'expiry').status).to.equal('unknown');
    expect(check(privateName, 'expiry').summary).to.contain(`${LAB_PRIVATE_ADDRESS}, not a public address`);
    const privateIp = await scan(
      'rep-clean.test',
      labScanDeps(lab, { rdapUrl: `http://${LAB_PRIVATE_ADDRESS}/rdap/` }),
    );
    expect(check(privateIp, 'expiry').summary).to.contain(`${LAB_PRIVATE_ADDRESS} is not a public address`);
  });

  it('finds the RDAP server through a bootstrap file when no base URL is configured, and caches the file', async () => {
    const module = createDomainRegistrationModule({ bootstrapUrl: LAB_RDAP_BOOTSTRAP_URL });
    const deps = labScanDeps(lab, { rdapUrl: null });
    const first = await scan('rep-clean.test', deps, module);
    expect(statuses(first).expiry).to.equal('pass');
    expect(first.evidence['rdap:bootstrap']).to.deep.include({
      url: LAB_RDAP_BOOTSTRAP_URL,
      error: null,
      cached: false,
    });
    expect((first.evidence['rdap:bootstrap'] as { base_urls: string[] }).base_urls).to.deep.equal([LAB_RDAP_URL]);
    expect(check(first, 'expiry').evidence).to.deep.equal(['rdap:bootstrap', 'rdap:domain']);
    const second = await scan('reg-expired.test', deps, module);
    expect(second.evidence['rdap:bootstrap']).to.include({ cached: true });
    expect(check(second, 'expiry').status).to.equal('fail');
  });

  it('cites only evidence it publishes, as plain JSON', async () => {
    for (const domain of [
      'rep-clean.test',
      'reg-expired.test',
      'reg-unlocked.test',
      'reg-unknown.test',
      'reg-sparse.test',
    ]) {
      const result = await scan(domain);
      for (const c of result.checks)
        expect(Object.keys(result.evidence)).to.include.members(c.evidence, `${domain} ${c.id}`);
      expect(JSON.parse(JSON.stringify(result.evidence))).to.deep.equal(result.evidence);
    }
  });

  it('is unknown when the bootstrap file cannot be read', async () => {
    const module = createDomainRegistrationModule({ bootstrapUrl: `http://${LAB_PRIVATE_ADDRESS}/bootstrap/dns.json` });
    const result = await scan('rep-clean.test', labScanDeps(lab, { rdapUrl: null }), module);
    expect(check(result, 'expiry').summary).to.match(/bootstrap file could not be read/);
  });
});
