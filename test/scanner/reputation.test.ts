import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { MAIL_FIXTURES } from '../../lab/fixtures/mail.fixtures.js';
import {
  REP_CLEAN_WEB,
  REP_LISTED_IPV6,
  REP_LISTED_MX,
  REP_LISTED_WEB,
  REPUTATION_FIXTURES,
} from '../../lab/fixtures/reputation.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_DNSBL_IP_ZONE } from '../../lab/lab-services.js';
import { LAB_PRIVATE_ADDRESS } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { REPUTATION_MODULE } from '../../scanner/modules/reputation/reputation.module.js';
import { runModule } from '../../scanner/modules/run-module.js';

const reversed = (ipv4: string) => ipv4.split('.').reverse().join('.');

describe('scanner: reputation against the lab DNSBLs', () => {
  let lab: Lab;
  before(async () => {
    lab = await startLab({ fixtures: [REPUTATION_FIXTURES, MAIL_FIXTURES], dnsOnly: true });
  });
  after(async () => lab.stop());

  const scan = async (domain: string, options: Parameters<typeof labModuleContext>[2] = {}) =>
    runModule(REPUTATION_MODULE, await labModuleContext(lab, domain, options), { timeoutMs: 3000 });
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `reputation.${id}`)!;

  it('passes a domain whose web, mail and domain names no list holds, with every answer as evidence', async () => {
    const result = await scan('rep-clean.test');
    expect(result.status).to.equal('completed');
    expect(result.checks.map((c) => [c.id, c.status])).to.deep.equal([
      ['reputation.web_addresses', 'pass'],
      ['reputation.mail_addresses', 'pass'],
      ['reputation.domain', 'pass'],
    ]);
    expect(result.score).to.equal(100);
    const webKey = `dns:A:${reversed(REP_CLEAN_WEB)}.${LAB_DNSBL_IP_ZONE}`;
    expect(result.evidence[webKey]).to.include({ status: 'nxdomain', rcode: 'NXDOMAIN' });
    expect(check(result, 'web_addresses').evidence).to.include(webKey);
    expect(result.evidence['dns:A:rep-clean.test.dbl.lab-rbl.test']).to.include({ status: 'nxdomain' });
    // A clean answer costs one question: no TXT is asked for.
    expect(result.evidence).not.to.have.property(`dns:TXT:${reversed(REP_CLEAN_WEB)}.${LAB_DNSBL_IP_ZONE}`);
    expect(result.evidence['dnsbl:zones']).to.deep.equal({
      zones: [
        { zone: 'dnsbl.lab-rbl.test', kind: 'ip', ipv6: true, source: 'default' },
        { zone: 'dbl.lab-rbl.test', kind: 'domain', ipv6: false, source: 'prefix' },
      ],
      ignored: [],
    });
  });

  it('fails web_addresses (high) for a listed web address, quoting the list and its reason', async () => {
    const result = await scan('rep-listed-web.test');
    const web = check(result, 'web_addresses');
    expect(web.status).to.equal('fail');
    expect(web.issue).to.have.all.keys('severity', 'finding', 'remediation');
    expect(web.issue?.severity).to.equal('high');
    expect(web.issue?.finding)
      .to.contain(REP_LISTED_WEB)
      .and.contain(LAB_DNSBL_IP_ZONE)
      .and.contain('spam sent from this address');
    const key = `dns:A:${reversed(REP_LISTED_WEB)}.${LAB_DNSBL_IP_ZONE}`;
    expect((result.evidence[key] as { records: { data: string }[] }).records[0]?.data).to.equal('127.0.0.2');
    expect(web.evidence)
      .to.include(key)
      .and.include(`dns:TXT:${reversed(REP_LISTED_WEB)}.${LAB_DNSBL_IP_ZONE}`);
    // No MX: nothing to list on the mail side.
    expect(check(result, 'mail_addresses').status).to.equal('pass');
    expect(result.issues).to.deep.equal([web.issue]);
  });

  it('fails mail_addresses (high) for a listed MX address, and never looks up a private MX address', async () => {
    const result = await scan('rep-listed-mx.test');
    const mail = check(result, 'mail_addresses');
    expect(mail.status).to.equal('fail');
    expect(mail.issue?.severity).to.equal('high');
    expect(mail.issue?.finding).to.contain(REP_LISTED_MX).and.contain('exploited host');
    expect(check(result, 'web_addresses').status).to.equal('pass');
    const hosts = result.evidence['dnsbl:mx_hosts'] as {
      host: string;
      allowed: string[];
      refused: { address: string }[];
    }[];
    expect(hosts.map((h) => h.host)).to.deep.equal(['mx.rep-listed-mx.test', 'mx-internal.rep-listed-mx.test']);
    expect(hosts[1]?.refused.map((r) => r.address)).to.deep.equal([LAB_PRIVATE_ADDRESS]);
    expect(Object.keys(result.evidence).filter((k) => k.includes(reversed(LAB_PRIVATE_ADDRESS)))).to.deep.equal([]);
  });

  it('fails domain (high) for a name on the domain list', async () => {
    const result = await scan('rep-listed-domain.test');
    const domain = check(result, 'domain');
    expect(domain.status).to.equal('fail');
    expect(domain.issue?.severity).to.equal('high');
    expect(domain.issue?.finding).to.contain('rep-listed-domain.test on dbl.lab-rbl.test').and.contain('phishing');
    expect(check(result, 'web_addresses').status).to.equal('pass');
  });

  it('asks about a subdomain and its registrable domain on domain lists', async () => {
    const result = await scan('www.rep-clean.test', { addresses: [REP_CLEAN_WEB] });
    expect(result.evidence['dnsbl:domains']).to.deep.equal(['www.rep-clean.test', 'rep-clean.test']);
    expect(check(result, 'domain').status).to.equal('pass');
  });

  it('looks up IPv6 addresses in nibble form', async () => {
    const result = await scan('rep-clean.test', { addresses: [REP_CLEAN_WEB, REP_LISTED_IPV6] });
    const web = check(result, 'web_addresses');
    expect(web.status).to.equal('fail');
    expect(web.issue?.finding).to.contain(REP_LISTED_IPV6);
    expect(web.evidence).to.include(
      `dns:A:3.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.7.0.0.8.b.d.0.1.0.0.2.${LAB_DNSBL_IP_ZONE}`,
    );
  });

  it('turns a "query refused" return code into unknown, never a listing', async () => {
    const result = await scan('rep-refused.test');
    const web = check(result, 'web_addresses');
    expect(web.status).to.equal('unknown');
    expect(web.summary).to.contain('query refused').and.contain('127.255.255.254');
    expect(result.issues).to.deep.equal([]);
    expect(result.score).to.equal(100);
  });

  it('turns a SERVFAIL from the list into unknown', async () => {
    const result = await scan('rep-servfail.test');
    expect(check(result, 'web_addresses').status).to.equal('unknown');
    expect(check(result, 'web_addresses').summary).to.contain('SERVFAIL');
    expect(result.issues).to.deep.equal([]);
  });

  it('takes a null MX ("0 .") for no mail server, not for a host named "." that does not resolve', async () => {
    const result = await scan('mx-null.test');
    expect(check(result, 'mail_addresses').code).to.equal('reputation.mail_addresses.pass.no_mx');
    expect(result.evidence['dnsbl:mx_hosts']).to.deep.equal([]);
  });

  it('turns a failed MX lookup into unknown for mail_addresses only', async () => {
    const result = await scan('rep-mx-servfail.test', { addresses: [REP_CLEAN_WEB] });
    expect(result.checks.map((c) => c.status)).to.deep.equal(['pass', 'unknown', 'pass']);
    expect(check(result, 'mail_addresses').summary).to.match(/MX lookup for rep-mx-servfail.test failed/);
  });

  it('is unknown for a kind of list that is not configured, and reports ignored settings', async () => {
    const deps = labScanDeps(lab, { dnsblZones: [LAB_DNSBL_IP_ZONE, 'bogus'] });
    const result = await scan('rep-listed-domain.test', { deps });
    expect(check(result, 'domain')).to.include({ status: 'unknown' });
    expect(check(result, 'web_addresses').status).to.equal('pass');
    expect((result.evidence['dnsbl:zones'] as { ignored: unknown[] }).ignored).to.deep.equal([
      { setting: 'bogus', error: 'not a DNS zone name' },
    ]);
  });

  it('cites only evidence it publishes, as plain JSON', async () => {
    for (const domain of [
      'rep-clean.test',
      'rep-listed-web.test',
      'rep-listed-mx.test',
      'rep-listed-domain.test',
      'rep-refused.test',
    ]) {
      const result = await scan(domain);
      for (const c of result.checks)
        expect(Object.keys(result.evidence)).to.include.members(c.evidence, `${domain} ${c.id}`);
      expect(JSON.parse(JSON.stringify(result.evidence))).to.deep.equal(result.evidence);
    }
  });

  it('finishes quickly against a responsive resolver', async () => {
    const result = await scan('rep-listed-mx.test');
    expect(result.duration_ms).to.be.below(500);
  });
});
