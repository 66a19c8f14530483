import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { DNS_FIXTURES } from '../../lab/fixtures/dns.fixtures.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { DNSSEC_MODULE } from '../../scanner/modules/dnssec/dnssec.module.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { DnsLookup } from '../../scanner/network/dns-client.js';

describe('scanner: dnssec against the lab', () => {
  let lab: Lab;
  // The SERVFAIL fixture cannot be resolved as a target, so its (unused) addresses are given.
  const scan = async (domain: string, addresses?: string[]) =>
    runModule(DNSSEC_MODULE, await labModuleContext(lab, domain, { addresses }), { timeoutMs: 4000 });
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `dnssec.${id}`)!;
  const statuses = (result: ModuleResult) =>
    Object.fromEntries(result.checks.map((c) => [c.id.split('.')[1], c.status]));

  before(async () => {
    lab = await startLab({ fixtures: [DNS_FIXTURES], dnsOnly: true });
  });
  after(async () => lab.stop());

  for (const [domain, algorithm] of [
    ['good.dnssec-lab.test', 'ECDSAP256SHA256'],
    ['rsa.dnssec-lab.test', 'RSASHA256'],
    ['ed25519.dnssec-lab.test', 'ED25519'],
  ]) {
    it(`passes every check for ${domain} (${algorithm}), with the answers and the validation as evidence`, async () => {
      const result = await scan(domain!);
      expect(result.status).to.equal('completed');
      expect(statuses(result)).to.deep.equal({
        signed: 'pass',
        chain: 'pass',
        signature_validity: 'pass',
        algorithms: 'pass',
      });
      expect(result.score).to.equal(100);
      expect(check(result, 'algorithms').summary).to.include(algorithm);
      const keys = result.evidence[`dns:DNSKEY:${domain}`] as DnsLookup;
      expect(keys.records.map((r) => r.type)).to.include.members(['DNSKEY', 'RRSIG']);
      const chain = result.evidence['dnssec:chain'] as { verdict: string; steps: { step: string; status: string }[] };
      expect(chain.verdict).to.equal('valid');
      expect(chain.steps.map((s) => `${s.step}:${s.status}`)).to.deep.equal([
        'ds_matches_key:ok',
        'dnskey_signed:ok',
        'soa_signed:ok',
        'a_signed:ok',
        'ds_signed_by_parent:ok',
      ]);
    });
  }

  it('validates a host inside a signed zone against the zone apex', async () => {
    const result = await scan('www.good.dnssec-lab.test');
    expect(statuses(result)).to.deep.equal({
      signed: 'pass',
      chain: 'pass',
      signature_validity: 'pass',
      algorithms: 'pass',
    });
    expect(result.evidence).to.have.property('dns:A:www.good.dnssec-lab.test');
    expect(result.evidence).to.have.property('dns:DS:good.dnssec-lab.test');
  });

  it('fails an unsigned zone (medium) and leaves the validation checks unknown', async () => {
    const result = await scan('unsigned.dnssec-lab.test');
    expect(statuses(result)).to.deep.equal({
      signed: 'fail',
      chain: 'unknown',
      signature_validity: 'unknown',
      algorithms: 'unknown',
    });
    expect(check(result, 'signed').issue?.severity).to.equal('medium');
    expect(check(result, 'signed').issue?.finding).to.match(/is not signed/);
  });

  it('fails a signed zone without DS at the parent (an island) as medium', async () => {
    const result = await scan('island.dnssec-lab.test');
    expect(check(result, 'signed').status).to.equal('fail');
    expect(check(result, 'signed').issue?.finding).to.match(/no DS record/);
    expect(check(result, 'chain').status).to.equal('unknown');
  });

  it('fails the chain (high) when the DS matches no published key', async () => {
    const result = await scan('ds-mismatch.dnssec-lab.test');
    expect(check(result, 'signed').status).to.equal('pass');
    expect(check(result, 'chain')).to.include({ status: 'fail' });
    expect(check(result, 'chain').issue?.severity).to.equal('high');
    expect(check(result, 'chain').summary).to.match(/No DNSKEY matches DS \d+ 13 2/);
    expect(result.issues).to.deep.include(check(result, 'chain').issue);
  });

  it('fails the chain (high) when a signature does not verify', async () => {
    const result = await scan('bad-sig.dnssec-lab.test');
    expect(check(result, 'chain').status).to.equal('fail');
    expect(check(result, 'chain').summary).to.match(/No RRSIG over the A records of bad-sig\.dnssec-lab\.test/);
    expect(check(result, 'signature_validity').status).to.equal('pass');
  });

  it('fails signature validity (high) for expired signatures that are otherwise sound', async () => {
    const result = await scan('expired.dnssec-lab.test');
    expect(check(result, 'chain').status).to.equal('pass');
    expect(check(result, 'signature_validity').status).to.equal('fail');
    expect(check(result, 'signature_validity').issue?.severity).to.equal('high');
    expect(check(result, 'signature_validity').summary).to.match(/expired at \d{4}-/);
  });

  it('fails a zone signed with RSASHA1 (5) as deprecated, though it validates', async () => {
    const result = await scan('sha1.dnssec-lab.test');
    expect(check(result, 'chain').status).to.equal('pass');
    expect(check(result, 'algorithms').status).to.equal('fail');
    expect(check(result, 'algorithms').issue).to.include({ severity: 'medium' });
    expect(check(result, 'algorithms').summary).to.match(/RSASHA1 \(5\) is deprecated/);
  });

  it('turns SERVFAIL for the zone into unknown for every check, scoring nothing', async () => {
    const result = await scan('servfail.dnssec-lab.test', []);
    expect(Object.values(statuses(result))).to.deep.equal(['unknown', 'unknown', 'unknown', 'unknown']);
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(result.score).to.equal(null);
    expect(result.not_assessed_reason).to.match(/^No check gave a definite result: /);
    expect(result.coverage.ratio).to.equal(0);
  });

  it('is unknown, never failed, with a resolver that cannot ask DNSSEC questions', async () => {
    const context = await labModuleContext(lab, 'good.dnssec-lab.test');
    const plain = { query: context.resolver.query.bind(context.resolver) };
    const result = await runModule(DNSSEC_MODULE, { ...context, resolver: plain }, { timeoutMs: 4000 });
    expect(result.checks.every((c) => c.status === 'unknown')).to.equal(true);
    expect(check(result, 'signed').summary).to.match(/cannot ask DNSSEC questions/);
  });
});
