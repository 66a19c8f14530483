import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { DNS_FIXTURES } from '../../lab/fixtures/dns.fixtures.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { DNS_HYGIENE_MODULE } from '../../scanner/modules/dns-hygiene/dns-hygiene.module.js';
import { runModule } from '../../scanner/modules/run-module.js';

describe('scanner: dns_hygiene against the lab (name servers on their own addresses, port 53)', () => {
  let lab: Lab;
  const scan = async (domain: string, addresses?: string[]) =>
    runModule(DNS_HYGIENE_MODULE, await labModuleContext(lab, domain, { addresses }), { timeoutMs: 6000 });
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `dns_hygiene.${id}`)!;
  const failsWith = (result: ModuleResult, id: string, severity: string) => {
    expect(check(result, id).status, check(result, id).summary).to.equal('fail');
    expect(check(result, id).issue).to.have.all.keys('severity', 'finding', 'remediation');
    expect(check(result, id).issue?.severity).to.equal(severity);
    expect(result.issues).to.deep.include(check(result, id).issue);
  };

  before(async () => {
    lab = await startLab({ fixtures: [DNS_FIXTURES] });
  });
  after(async () => lab.stop());

  it('passes every check for a well-run zone, with each probe as evidence', async () => {
    const result = await scan('dns-good.test');
    expect(result.checks.map((c) => `${c.id}:${c.status}`)).to.deep.equal([
      'dns_hygiene.ns_count:pass',
      'dns_hygiene.ns_diversity:pass',
      'dns_hygiene.lame_delegation:pass',
      'dns_hygiene.zone_transfer:pass',
      'dns_hygiene.wildcard:pass',
      'dns_hygiene.private_addresses:pass',
      'dns_hygiene.caa:pass',
    ]);
    expect(result.score).to.equal(100);
    const ns1 = labAddress(60, 1);
    expect(result.evidence[`ns-soa:${ns1}`]).to.include({ verdict: 'ok', status: 'answer' });
    expect(result.evidence[`axfr:${ns1}`]).to.include({ status: 'refused' });
    expect(check(result, 'ns_diversity').summary).to.include(`127.${ns1.split('.')[1]}.61.0/24`);
    expect(check(result, 'caa').summary).to.include('issue "letsencrypt.org"');
  });

  it('fails a zone with a single name server (count medium, diversity low)', async () => {
    const result = await scan('dns-single-ns.test');
    failsWith(result, 'ns_count', 'medium');
    failsWith(result, 'ns_diversity', 'low');
  });

  it('fails diversity (low) when both name servers share a /24', async () => {
    const result = await scan('dns-same-net.test');
    expect(check(result, 'ns_count').status).to.equal('pass');
    failsWith(result, 'ns_diversity', 'low');
  });

  it('finds every kind of lame name server, and never contacts a non-public one', async () => {
    const result = await scan('dns-lame.test');
    failsWith(result, 'lame_delegation', 'medium');
    const summary = check(result, 'lame_delegation').summary;
    expect(summary).to.include(`ns-refused.dns-ns.test at ${labAddress(60, 2)}: answered REFUSED`);
    expect(summary).to.match(/ns-silent\.dns-ns\.test at [\d.]+: no answer/);
    expect(summary).to.include(`ns-private.dns-ns.test at ${LAB_PRIVATE_ADDRESS}: non-public address`);
    expect(summary).to.include('ns-gone.dns-ns.test has no address');
    expect(result.evidence).to.not.have.property(`ns-soa:${LAB_PRIVATE_ADDRESS}`);
    expect(result.evidence).to.not.have.property(`axfr:${LAB_PRIVATE_ADDRESS}`);
    // A closed TCP port and a REFUSED answer are both refusals to transfer.
    expect(check(result, 'zone_transfer').status).to.equal('pass');
  });

  it('fails (high) when a name server hands out the zone, showing what leaked', async () => {
    const result = await scan('dns-axfr.test');
    failsWith(result, 'zone_transfer', 'high');
    const leak = result.evidence[`axfr:${labAddress(60, 4)}`] as { status: string; sample: string[]; records: number };
    expect(leak.status).to.equal('transferred');
    expect(leak.sample.join('\n')).to.include('secret-host.dns-axfr.test TXT internal build host');
    expect(result.evidence[`axfr:${labAddress(60, 1)}`]).to.include({ status: 'refused' });
  });

  it('fails (low) a zone with a wildcard', async () => {
    const result = await scan('dns-wildcard.test');
    failsWith(result, 'wildcard', 'low');
    expect(check(result, 'wildcard').summary).to.match(/^rampart-wildcard-[0-9a-f]{12}\.dns-wildcard\.test resolves/);
  });

  it('fails (medium) internal addresses in public DNS, and (low) a missing CAA', async () => {
    const result = await scan('dns-private.test');
    failsWith(result, 'private_addresses', 'medium');
    const summary = check(result, 'private_addresses').summary;
    expect(summary).to.include('intranet.dns-private.test A 10.20.30.40 (private)');
    expect(summary).to.include(`vpn.dns-private.test A ${LAB_PRIVATE_ADDRESS} (loopback)`);
    expect(summary).to.include('dev.dns-private.test AAAA fd00::5 (uniqueLocal)');
    failsWith(result, 'caa', 'low');
    expect(check(result, 'caa').issue?.finding).to.match(/has no CAA record/);
  });

  it('fails (low) CAA that names a URL as issuer and marks an unknown tag critical', async () => {
    const result = await scan('dns-bad-caa.test');
    failsWith(result, 'caa', 'low');
    expect(check(result, 'caa').summary).to.include('issue "https://letsencrypt.org" does not name a CA');
    expect(check(result, 'caa').summary).to.include('critical tag "tbs"');
  });

  it('is unknown on every check when the zone answers SERVFAIL', async () => {
    const result = await scan('dns-servfail.test', []);
    expect(result.checks.map((c) => c.status)).to.deep.equal(Array(7).fill('unknown'));
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(result.score).to.equal(null);
    expect(result.not_assessed_reason).to.match(/^No check gave a definite result: /);
  });
});
