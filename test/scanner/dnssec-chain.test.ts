/**
 * The chain-of-trust logic over hand-built RRsets: each test breaks one link and expects exactly that
 * step to fail (or be unverifiable), so the module's verdicts rest on tested rules.
 */
import { expect } from 'chai';
import type { Answer } from 'dns-packet';
import { createZoneKey, type ZoneKey } from '../../lab/dnssec/zone-keys.js';
import type { DnssecEvidence, RrsetEvidence } from '../../scanner/modules/dnssec/dnssec.collect.js';
import { DNSSEC_MODULE } from '../../scanner/modules/dnssec/dnssec.module.js';
import { signatureWindows, validateChain } from '../../scanner/modules/dnssec/dnssec-chain.js';
import { dsDigest } from '../../scanner/modules/dnssec/dnssec-crypto.js';
import { countLabels, type RrsigFields, signingInput, toWireRecord } from '../../scanner/modules/dnssec/dnssec-wire.js';
import { judge } from './judge.js';

const APEX = 'chain.example';
const NOW = 1_800_000_000;

function rrset(
  owner: string,
  type: string,
  answers: Answer[],
  signers: [ZoneKey, string][] = [],
  window = [NOW - 10, NOW + 10],
): RrsetEvidence {
  const records = answers.map(toWireRecord);
  const signatures = signers.map(([key, signer]) => {
    const fields: RrsigFields = {
      typeCovered: type,
      algorithm: key.fields.algorithm,
      labels: countLabels(owner),
      originalTtl: 300,
      inception: window[0]!,
      expiration: window[1]!,
      keyTag: key.tag,
      signerName: signer,
      signature: '',
    };
    return { ...fields, signature: key.sign(signingInput(fields, records)).toString('base64') };
  });
  const lookup = { name: owner, type, status: 'answer' as const, rcode: 'NOERROR', records: [], server: null };
  return { key: `dns:${type}:${owner}`, owner, type, lookup, records, signatures };
}

const dnskey = (key: ZoneKey): Answer => ({
  type: 'DNSKEY',
  name: APEX,
  ttl: 300,
  data: { flags: key.fields.flags, algorithm: key.fields.algorithm, key: Buffer.from(key.fields.publicKey, 'base64') },
});
const ds = (key: ZoneKey, digestType = 2, digest = dsDigest(APEX, key.fields, digestType)!): Answer => ({
  type: 'DS',
  name: APEX,
  ttl: 300,
  data: { keyTag: key.tag, algorithm: key.fields.algorithm, digestType, digest: Buffer.from(digest, 'hex') },
});
const soa: Answer = {
  type: 'SOA',
  name: APEX,
  ttl: 300,
  data: { mname: `ns1.${APEX}`, rname: `h.${APEX}`, serial: 1, refresh: 2, retry: 3, expire: 4, minimum: 5 },
};

describe('scanner: DNSSEC chain of trust (pure)', () => {
  let ksk: ZoneKey;
  let zsk: ZoneKey;
  let parent: ZoneKey;
  before(() => {
    ksk = createZoneKey(13, 'ksk');
    zsk = createZoneKey(13, 'zsk');
    parent = createZoneKey(15, 'zsk');
  });

  const good = () => ({
    apex: APEX,
    ds: rrset(APEX, 'DS', [ds(ksk)], [[parent, 'example']]),
    dnskey: rrset(APEX, 'DNSKEY', [dnskey(ksk), dnskey(zsk)], [[ksk, APEX]]),
    soa: rrset(APEX, 'SOA', [soa], [[zsk, APEX]]),
    address: null,
    parentDnskey: rrset('example', 'DNSKEY', [{ ...dnskey(parent), name: 'example' }]),
  });
  const statusOf = (result: ReturnType<typeof validateChain>) => result.steps.map((s) => `${s.step}:${s.status}`);

  it('validates DS -> KSK -> DNSKEY set -> SOA, and the parent signature over the DS', () => {
    const result = validateChain(good());
    expect(result.verdict).to.equal('valid');
    expect(statusOf(result)).to.deep.equal([
      'ds_matches_key:ok',
      'dnskey_signed:ok',
      'soa_signed:ok',
      'ds_signed_by_parent:ok',
    ]);
  });

  it('fails when the DNSKEY set is signed only by a key the DS does not point at', () => {
    const input = { ...good(), dnskey: rrset(APEX, 'DNSKEY', [dnskey(ksk), dnskey(zsk)], [[zsk, APEX]]) };
    const result = validateChain(input);
    expect(result.verdict).to.equal('broken');
    expect(statusOf(result)).to.include('dnskey_signed:failed');
  });

  it('fails an unsigned SOA, and a DS set whose parent signature does not verify', () => {
    expect(statusOf(validateChain({ ...good(), soa: rrset(APEX, 'SOA', [soa]) }))).to.include('soa_signed:failed');
    const forged = good();
    forged.ds = rrset(APEX, 'DS', [ds(ksk)], [[zsk, 'example']]);
    forged.ds.signatures[0]!.keyTag = parent.tag;
    expect(statusOf(validateChain(forged))).to.include('ds_signed_by_parent:failed');
  });

  it('cannot judge a DS that only uses a digest it does not implement (GOST)', () => {
    const result = validateChain({
      ...good(),
      ds: rrset(APEX, 'DS', [ds(ksk, 3, 'ab'.repeat(32))], [[parent, 'example']]),
    });
    expect(result.verdict).to.equal('unverifiable');
    expect(result.steps[0]).to.include({ step: 'ds_matches_key', status: 'unverifiable' });
  });

  it('reports signatures that are not yet valid, by their verified dates', () => {
    const early = { ...good(), soa: rrset(APEX, 'SOA', [soa], [[zsk, APEX]], [NOW + 100, NOW + 200]) };
    const problems = signatureWindows([early.soa], validateChain(early), NOW);
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include({ type: 'SOA', owner: 'chain.example', problem: 'not_yet_valid' });
  });

  it('says unknown, not broken, when the resolver stripped every RRSIG', () => {
    const checks = Object.fromEntries(
      DNSSEC_MODULE.checks.map((c) => [c.id, { run: (e: DnssecEvidence) => judge(DNSSEC_MODULE, c.id, e) }]),
    );
    const stripped: DnssecEvidence = {
      apex: APEX,
      domain: APEX,
      problem: null,
      ds: rrset(APEX, 'DS', [ds(ksk)]),
      dnskey: rrset(APEX, 'DNSKEY', [dnskey(ksk), dnskey(zsk)]),
      soa: rrset(APEX, 'SOA', [soa]),
      address: null,
      parentDnskey: null,
      now: NOW,
      apexLookups: [],
    };
    expect(checks.signed!.run(stripped).status).to.equal('pass');
    expect(checks.chain!.run(stripped).summary).to.match(/resolver returned no RRSIG records/);
    expect(checks.chain!.run(stripped).status).to.equal('unknown');
    expect(checks.signature_validity!.run(stripped).status).to.equal('unknown');
  });

  it('rates a SHA-1-only DS low, and a SHA-1 DS beside a SHA-256 one as fine', () => {
    const algorithms = { run: (e: DnssecEvidence) => judge(DNSSEC_MODULE, 'algorithms', e) };
    const evidence = (dsSet: RrsetEvidence): DnssecEvidence => ({
      ...good(),
      domain: APEX,
      problem: null,
      ds: dsSet,
      address: null,
      parentDnskey: null,
      now: NOW,
      apexLookups: [],
    });
    const sha1Only = algorithms.run(evidence(rrset(APEX, 'DS', [ds(ksk, 1)])));
    expect(sha1Only.status).to.equal('fail');
    expect(sha1Only.issue?.severity).to.equal('low');
    expect(algorithms.run(evidence(rrset(APEX, 'DS', [ds(ksk, 1), ds(ksk, 2)]))).status).to.equal('pass');
  });
});
