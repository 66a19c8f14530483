import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { labDnsClient, labModuleContext } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { DNS_EMAIL_MODULE } from '../../scanner/modules/dns-email/dns-email.module.js';
import { runModule } from '../../scanner/modules/run-module.js';
import { memoizeResolver } from '../../scanner/network/dns-client.js';

describe('scanner: dns_email SPF checks against the lab', () => {
  let lab: Lab;
  let scan: (domain: string) => Promise<ModuleResult>;
  before(async () => {
    lab = await startLab();
    const client = labDnsClient(lab);
    scan = async (domain) =>
      runModule(
        DNS_EMAIL_MODULE,
        { ...(await labModuleContext(lab, domain, { addresses: [] })), resolver: memoizeResolver(client) },
        { timeoutMs: 3000 },
      );
  });
  after(async () => lab.stop());

  const status = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `dns_email.${id}`)?.status;
  const issue = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `dns_email.${id}`)?.issue;

  it('passes every SPF check for a well-configured domain, with the raw answers as evidence', async () => {
    const result = await scan('mail-good.test');
    expect(result.status).to.equal('completed');
    expect(result.checks.map((c) => c.status)).to.deep.equal(Array(result.checks.length).fill('pass'));
    expect(result.score).to.equal(100);
    expect(result.issues).to.deep.equal([]);
    expect(result.coverage).to.include({ ratio: 1 });
    const apex = result.evidence['dns:TXT:mail-good.test'] as { records: { data: string }[] };
    expect(apex.records.map((r) => r.data)).to.include('v=spf1 mx include:_spf.mail-provider.test -all');
    expect(result.evidence).to.have.property('dns:TXT:_spf.mail-provider.test');
  });

  const failures: [string, string, string][] = [
    ['spf-none.test', 'spf_record', 'high'],
    ['spf-multiple.test', 'spf_record', 'high'],
    ['spf-plus-all.test', 'spf_all', 'critical'],
    ['spf-neutral-all.test', 'spf_all', 'medium'],
    ['spf-no-all.test', 'spf_all', 'medium'],
    ['spf-softfail-no-dmarc.test', 'spf_all', 'medium'],
    ['spf-softfail-dmarc-none.test', 'spf_all', 'low'],
    ['spf-syntax-error.test', 'spf_syntax', 'medium'],
    ['spf-too-many-lookups.test', 'spf_lookup_limit', 'high'],
    ['spf-void-lookups.test', 'spf_void_lookups', 'medium'],
    ['spf-include-loop.test', 'spf_includes', 'high'],
    ['spf-include-missing.test', 'spf_includes', 'high'],
  ];
  for (const [domain, check, severity] of failures) {
    it(`${domain} fails ${check} with a ${severity} issue`, async () => {
      const result = await scan(domain);
      expect(status(result, check)).to.equal('fail');
      expect(issue(result, check)).to.have.all.keys('severity', 'finding', 'remediation');
      expect(issue(result, check)?.severity).to.equal(severity);
      expect(result.issues).to.deep.include(issue(result, check));
    });
  }

  it('accepts exactly 10 lookups, a redirect, and ~all', async () => {
    expect(status(await scan('spf-ten-lookups.test'), 'spf_lookup_limit')).to.equal('pass');
    const redirect = await scan('spf-redirect.test');
    expect(redirect.checks.every((c) => c.status === 'pass')).to.equal(true);
    expect(status(await scan('spf-softfail.test'), 'spf_all')).to.equal('pass');
  });

  it('judges ~all by the DMARC policy behind it, and says unknown when DMARC cannot be read', async () => {
    const code = (result: Awaited<ReturnType<typeof scan>>) =>
      result.checks.find((c) => c.id === 'dns_email.spf_all')?.code;
    expect(code(await scan('spf-softfail.test'))).to.equal('dns_email.spf_all.pass');
    const none = await scan('spf-softfail-dmarc-none.test');
    expect(code(none)).to.equal('dns_email.spf_all.softfail_dmarc_none');
    expect(issue(none, 'spf_all')?.remediation).to.match(/p=quarantine or p=reject/);
    const missing = await scan('spf-softfail-no-dmarc.test');
    expect(code(missing)).to.equal('dns_email.spf_all.softfail_no_dmarc');
    expect(issue(missing, 'spf_all')?.remediation).to.match(/-all/);
    const servfail = await scan('spf-softfail-dmarc-servfail.test');
    expect(code(servfail)).to.equal('dns_email.spf_all.unknown.dmarc_unreadable');
    expect(status(servfail, 'spf_all')).to.equal('unknown');
  });

  it('reports the lookup count in the summary', async () => {
    const result = await scan('spf-too-many-lookups.test');
    expect(result.checks.find((c) => c.id === 'dns_email.spf_lookup_limit')?.summary).to.match(/takes 18 DNS lookups/);
  });

  it('turns SERVFAIL into unknown, never fail, and scores nothing for it', async () => {
    const result = await scan('spf-servfail.test');
    const spf = result.checks.filter((c) => c.id.startsWith('dns_email.spf_'));
    expect(spf.map((c) => c.status)).to.deep.equal(Array(spf.length).fill('unknown'));
    expect(result.score).to.equal(100);
    const known = result.checks.length - spf.length;
    expect(result.coverage).to.include({ checks_total: result.checks.length, checks_known: known });
  });

  it('turns an include that times out into unknown for the checks that need it', async () => {
    const result = await scan('spf-include-timeout.test');
    expect(status(result, 'spf_record')).to.equal('pass');
    expect(status(result, 'spf_includes')).to.equal('unknown');
    expect(status(result, 'spf_lookup_limit')).to.equal('unknown');
    expect(result.issues).to.deep.equal([]);
  });

  it('reports a module that runs out of time as timeout, without a score', async () => {
    const slow = labDnsClient(lab, 500);
    const result = await runModule(
      DNS_EMAIL_MODULE,
      { ...(await labModuleContext(lab, 'spf-include-timeout.test', { addresses: [] })), resolver: slow },
      { timeoutMs: 100 },
    );
    expect(result).to.include({ status: 'timeout', score: null });
    expect(result.error).to.match(/within 100 ms/);
  });
});
