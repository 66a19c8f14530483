import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { startDnsServer } from '../../lab/dns/dns-server.js';
import { DNS_FIXTURES } from '../../lab/fixtures/dns.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { runModule } from '../../scanner/modules/run-module.js';
import { SUBDOMAINS_MODULE } from '../../scanner/modules/subdomains/subdomains.module.js';

interface FoundName {
  name: string;
  sources: string[];
  status: string;
  cnames: string[];
  dangling_target?: string;
}

describe('scanner: subdomains against the lab', () => {
  let lab: Lab;
  const scan = async (domain: string) =>
    runModule(SUBDOMAINS_MODULE, await labModuleContext(lab, domain), { timeoutMs: 6000 });
  const check = (result: ModuleResult) => result.checks.find((c) => c.id === 'subdomains.dangling_cnames')!;
  const found = (result: ModuleResult) => (result.evidence['subdomains:names'] as { found: FoundName[] }).found;

  before(async () => {
    lab = await startLab({ fixtures: [DNS_FIXTURES] });
  });
  after(async () => lab.stop());

  it('passes when every name resolves, listing names with their source and answers', async () => {
    const result = await scan('sub-good.test');
    expect(check(result).status).to.equal('pass');
    expect(result.score).to.equal(100);
    const names = found(result);
    expect(names.map((n) => n.name)).to.include.members([
      'sub-good.test',
      'www.sub-good.test',
      'mail.sub-good.test',
      'api.sub-good.test',
      'blog.sub-good.test',
      'cdn.sub-good.test',
    ]);
    expect(names.find((n) => n.name === 'cdn.sub-good.test')).to.deep.include({
      sources: ['common-label'],
      status: 'resolves',
      cnames: ['cdn.sub-provider.test'],
    });
    expect(result.evidence).to.have.property('dns:A:cdn.sub-good.test');
    // No web server on 443: the certificate source is empty, which is not a failure.
    const cert = result.evidence['cert:sub-good.test:443'] as { names: string[]; error: string };
    expect(cert.names).to.deep.equal([]);
    expect(cert.error).to.match(/ECONNREFUSED/);
  });

  it('fails (high) a CNAME whose target is NXDOMAIN', async () => {
    const result = await scan('sub-dangling.test');
    expect(check(result).status).to.equal('fail');
    expect(check(result).issue?.severity).to.equal('high');
    expect(check(result).summary).to.include('shop.sub-dangling.test -> old-shop.sub-provider.test (NXDOMAIN)');
    expect(found(result).find((n) => n.name === 'shop.sub-dangling.test')).to.deep.include({
      status: 'dangling',
      dangling_target: 'old-shop.sub-provider.test',
    });
    expect(result.issues).to.deep.equal([check(result).issue]);
  });

  it('finds a dangling name only the certificate lists, and keeps other domains out of scope', async () => {
    const result = await scan('sub-cert.test');
    const cert = result.evidence['cert:sub-cert.test:443'] as { names: string[]; out_of_scope: string[] };
    expect(cert.names).to.include.members(['legacy-billing.sub-cert.test', '*.app.sub-cert.test']);
    expect(cert.out_of_scope).to.deep.equal(['other-brand.test']);
    expect(check(result).status).to.equal('fail');
    expect(check(result).summary).to.include('legacy-billing.sub-cert.test -> billing.sub-provider.test');
    expect(found(result).find((n) => n.name === 'legacy-billing.sub-cert.test')?.sources).to.deep.equal([
      'certificate',
    ]);
    expect(found(result).find((n) => n.name === 'www.sub-cert.test')?.sources).to.deep.equal([
      'certificate',
      'common-label',
    ]);
  });

  it('is unknown, not failed, when no name can be looked up', async () => {
    const dead = await startDnsServer([]);
    await dead.stop();
    const deps = labScanDeps(lab, { dnsServers: [{ host: dead.host, port: dead.port }], dnsTimeoutMs: 50 });
    const context = await labModuleContext(lab, 'sub-good.test', { deps, addresses: [] });
    const result = await runModule(SUBDOMAINS_MODULE, context, { timeoutMs: 6000 });
    expect(check(result).status).to.equal('unknown');
    expect(check(result).summary).to.equal('No name could be looked up.');
  });
});
