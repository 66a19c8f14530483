import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { DNS_EMAIL_MODULE } from '../../scanner/modules/dns-email/dns-email.module.js';
import { runModule } from '../../scanner/modules/run-module.js';

describe('scanner: dns_email DMARC and DKIM checks against the lab', () => {
  let lab: Lab;
  before(async () => {
    lab = await startLab({ dnsOnly: true });
  });
  after(async () => lab.stop());

  const scan = async (domain: string, dkimSelectors: string[] = []): Promise<ModuleResult> =>
    runModule(DNS_EMAIL_MODULE, await labModuleContext(lab, domain, { dkimSelectors }), { timeoutMs: 5000 });
  const check = (result: ModuleResult, id: string) => {
    const found = result.checks.find((c) => c.id === `dns_email.${id}`);
    if (!found) throw new Error(`no check ${id}`);
    return found;
  };

  it('passes every SPF, DMARC and DKIM check for a well-configured domain, with evidence for each', async () => {
    const result = await scan('mail-good.test');
    expect(result.checks.filter((c) => c.status !== 'pass').map((c) => c.id)).to.deep.equal([]);
    for (const c of result.checks) for (const key of c.evidence) expect(result.evidence).to.have.property(key);
    expect(check(result, 'dkim_selector').summary).to.contain('selector1');
  });

  it('fails a missing DMARC record as high and leaves the dependent checks unknown', async () => {
    const result = await scan('dmarc-missing.test');
    expect(check(result, 'dmarc_record').issue?.severity).to.equal('high');
    expect(check(result, 'dmarc_policy').status).to.equal('unknown');
    expect(check(result, 'dmarc_reporting').status).to.equal('unknown');
  });

  it('fails p=none with the B cap', async () => {
    const policy = check(await scan('dmarc-none.test'), 'dmarc_policy');
    expect(policy).to.include({ status: 'fail', cap: 'dmarc_policy_none' });
    expect(policy.issue?.finding).to.contain('p=none');
  });

  it('fails partial enforcement: pct under 100 and t=y', async () => {
    expect(check(await scan('dmarc-quarantine-partial.test'), 'dmarc_enforcement').summary).to.contain('pct=25');
    expect(check(await scan('dmarc-testing.test'), 'dmarc_enforcement').summary).to.contain('t=y');
  });

  it('judges a subdomain by the organizational domain sp, and flags sp=none', async () => {
    const apex = await scan('dmarc-sp-none.test');
    expect(check(apex, 'dmarc_policy').status).to.equal('pass');
    expect(check(apex, 'dmarc_subdomain_policy').status).to.equal('fail');
    const sub = await scan('news.dmarc-sp-none.test');
    expect(check(sub, 'dmarc_record').summary).to.contain(
      'inherited from the organizational domain dmarc-sp-none.test',
    );
    expect(check(sub, 'dmarc_policy')).to.include({ status: 'fail', cap: 'dmarc_policy_none' });
  });

  it('fails invalid and multiple records, and missing reports', async () => {
    expect(check(await scan('dmarc-invalid.test'), 'dmarc_record').summary).to.contain('p=bogus');
    expect(check(await scan('dmarc-multiple.test'), 'dmarc_record').summary).to.contain('2 DMARC records');
    expect(check(await scan('dmarc-no-rua.test'), 'dmarc_reporting').issue?.severity).to.equal('low');
  });

  it('checks that external report destinations opted in (RFC 7489 section 7.1)', async () => {
    const refused = check(await scan('dmarc-external-rua.test'), 'dmarc_external_reports');
    expect(refused.status).to.equal('fail');
    expect(refused.issue?.finding).to.contain('dmarc-collector.test');
    expect(check(await scan('dmarc-external-authorized.test'), 'dmarc_external_reports').status).to.equal('pass');
  });

  it('turns a DMARC lookup that times out into unknown, never fail', async () => {
    const result = await scan('dmarc-timeout.test');
    expect(check(result, 'dmarc_record').status).to.equal('unknown');
    expect(result.checks.filter((c) => c.id.includes('dmarc')).every((c) => c.status === 'unknown')).to.equal(true);
  });

  it('calls DKIM unverified, not missing, when no common selector has a key', async () => {
    const result = await scan('dkim-none.test');
    expect(check(result, 'dkim_selector')).to.include({ status: 'unknown' });
    expect(check(result, 'dkim_selector').summary).to.match(/unverified/);
    expect(result.issues.map((i) => i.finding).join()).not.to.match(/DKIM/);
  });

  it("tries the owner's selector first, and fails it when the owner's selector has no key", async () => {
    const found = await scan('dkim-custom-selector.test', ['rampart2024']);
    expect(check(found, 'dkim_selector').status).to.equal('pass');
    expect(Object.keys(found.evidence)).to.include('dns:TXT:rampart2024._domainkey.dkim-custom-selector.test');
    expect(check(await scan('dkim-custom-selector.test'), 'dkim_selector').status).to.equal('unknown');
    const wrong = check(await scan('dkim-custom-selector.test', ['wrong']), 'dkim_selector');
    expect(wrong.status).to.equal('fail');
    expect(wrong.issue?.finding).to.contain('wrong._domainkey.dkim-custom-selector.test');
  });

  it('fails a broken key and a weak key, and treats a revoked-only selector as unverified', async () => {
    expect(check(await scan('dkim-broken.test'), 'dkim_key_strength').issue?.severity).to.equal('medium');
    const weak = check(await scan('dkim-weak.test'), 'dkim_key_strength');
    expect(weak.status).to.equal('fail');
    expect(weak.summary).to.contain('1024-bit');
    expect(check(await scan('dkim-revoked.test'), 'dkim_selector').summary).to.contain('revoked');
  });
});
