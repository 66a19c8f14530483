import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { siteFixturesFor } from '../../lab/fixtures/site.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { BannerEvidence } from '../../scanner/modules/server-software/banner-read.js';
import { serverSoftwareModule } from '../../scanner/modules/server-software/server-software.module.js';

// A fixed moment keeps the end-of-life verdicts stable whatever day the tests run.
const NOW = new Date('2026-06-01T00:00:00Z');
const MODULE = serverSoftwareModule({ now: () => NOW });

describe('scanner: server_software against the lab', () => {
  let lab: Lab;
  const scan = async (domain: string, options: { addresses?: string[]; ioTimeoutMs?: number } = {}) => {
    const deps = labScanDeps(lab, options.ioTimeoutMs ? { ioTimeoutMs: options.ioTimeoutMs } : {});
    return runModule(MODULE, await labModuleContext(lab, domain, { deps, addresses: options.addresses }), {
      timeoutMs: 10_000,
    });
  };
  before(async () => {
    lab = await startLab({
      fixtures: [
        siteFixturesFor([
          'site-good.test',
          'site-old-software.test',
          'site-versions.test',
          'site-product-only.test',
          'site-waf.test',
        ]),
      ],
    });
  });
  after(async () => lab.stop());

  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `server_software.${id}`)!;
  const statuses = (result: ModuleResult) => result.checks.map((c) => [c.id.split('.')[1], c.status]);

  it('passes a site that names no versions, with the home page and closed ports as evidence', async () => {
    const result = await scan('site-good.test');
    expect(statuses(result)).to.deep.equal([
      ['header_versions', 'pass'],
      ['banner_versions', 'pass'],
      ['end_of_life', 'pass'],
    ]);
    expect(result.score).to.equal(100);
    const address = labAddress(30, 1);
    expect(result.evidence['http:https://site-good.test/']).to.deep.include({ status: 200, headers: {} });
    expect(result.evidence[`banner:${address}:22`]).to.deep.include({ state: 'closed', banner: null });
    expect(result.evidence.checked_at).to.equal(NOW.toISOString());
  });

  it('fails end of life (high) and both disclosure checks (low) for Apache 2.2, PHP 5.6 and OpenSSH 7.4', async () => {
    const result = await scan('site-old-software.test');
    expect(statuses(result).map(([, s]) => s)).to.deep.equal(['fail', 'fail', 'fail']);
    expect(check(result, 'header_versions').issue?.severity).to.equal('low');
    expect(check(result, 'header_versions').issue?.finding).to.contain('server: Apache/2.2.15 (CentOS)');
    expect(check(result, 'header_versions').issue?.finding).to.contain('x-powered-by: PHP/5.6.40');
    const banners = check(result, 'banner_versions');
    expect(banners.issue?.severity).to.equal('low');
    expect(banners.issue?.finding)
      .to.contain('"SSH-2.0-OpenSSH_7.4"')
      .and.contain('ProFTPD 1.3.5')
      .and.contain('Exim 4.92');
    const eol = check(result, 'end_of_life');
    expect(eol.issue?.severity).to.equal('high');
    expect(eol.issue?.finding)
      .to.contain('Apache 2.2.15 (Apache HTTP Server 2.2, end of life 2017-07-11)')
      .and.contain('PHP 5.6.40 (PHP 5.6, end of life 2018-12-31)')
      .and.contain('OpenSSH 7.4 (OpenSSH before 8.0, end of life 2024-06-30)');
    const address = labAddress(30, 2);
    expect(eol.evidence).to.include.members(['http:https://site-old-software.test/', `banner:${address}:22`]);
    expect(result.evidence[`banner:${address}:22`]).to.deep.include({ state: 'open', banner: 'SSH-2.0-OpenSSH_7.4' });
    expect(result.score).to.equal(100 - 20 - 5 - 5);
  });

  it('fails only disclosure (low) when the disclosed versions are supported', async () => {
    const result = await scan('site-versions.test');
    expect(statuses(result).map(([, s]) => s)).to.deep.equal(['fail', 'fail', 'pass']);
    expect(check(result, 'end_of_life').summary)
      .to.contain('Apache 2.4.62')
      .and.contain('PHP 8.4.1')
      .and.contain('OpenSSH 9.6p1');
    expect(result.issues.map((i) => i.severity)).to.deep.equal(['low', 'low']);
  });

  it('passes product names without versions, a neutral greeting and a silent port', async () => {
    // A short io timeout bounds the wait for the port that never speaks.
    const result = await scan('site-product-only.test', { ioTimeoutMs: 300 });
    expect(statuses(result).map(([, s]) => s)).to.deep.equal(['pass', 'pass', 'pass']);
    expect(check(result, 'header_versions').summary).to.contain('server: nginx').and.contain('x-powered-by: Express');
    const address = labAddress(30, 4);
    expect((result.evidence[`banner:${address}:21`] as BannerEvidence).banner).to.equal('220 FTP server ready.');
    expect((result.evidence[`banner:${address}:25`] as BannerEvidence).state).to.equal('silent');
  });

  it('reads headers from a WAF challenge page: a product without version passes', async () => {
    const result = await scan('site-waf.test');
    expect(check(result, 'header_versions')).to.deep.include({ status: 'pass' });
    expect(check(result, 'header_versions').summary).to.contain('server: cloudflare');
  });

  it('is unknown about headers when no web server answers, and still reads the ports', async () => {
    const result = await scan('site-no-web.test');
    expect(statuses(result)).to.deep.equal([
      ['header_versions', 'unknown'],
      ['banner_versions', 'pass'],
      ['end_of_life', 'pass'],
    ]);
    expect(check(result, 'header_versions').summary).to.match(/No web server answered .*https:\/\/site-no-web\.test\//);
    expect(result.evidence['http:http://site-no-web.test/']).to.have.property('error');
  });

  it('is unknown everywhere when the address is refused by the guard, and never fails', async () => {
    const result = await scan('site-good.test', { addresses: [LAB_PRIVATE_ADDRESS] });
    expect(statuses(result).map(([, s]) => s)).to.deep.equal(['unknown', 'unknown', 'unknown']);
    expect(check(result, 'banner_versions').summary).to.contain('not a public address');
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(result.score).to.equal(null);
    expect(result.not_assessed_reason).to.match(/^(No check gave a definite result|Nothing to test): /);
  });

  it('judges end of life at the injected moment', async () => {
    const result = await runModule(
      serverSoftwareModule({ now: () => new Date('2016-01-01T00:00:00Z') }),
      await labModuleContext(lab, 'site-old-software.test'),
    );
    // In 2016 Apache 2.2 and PHP 5.6 were still supported; OpenSSH 7.4 was not yet past its date either.
    expect(check(result, 'end_of_life').status).to.equal('pass');
  });
});
