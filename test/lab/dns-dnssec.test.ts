/**
 * The lab DNS server's DNSSEC and name-server additions: signing at start, RRSIGs only for DO
 * queries, DS served by the parent, the stand-in `test` parent, wildcards, per-host servers (lame,
 * AXFR). When BIND's delv is installed, it validates the signed fixtures independently of our code.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { LabDnsZone } from '../../lab/dns/dns-zone.js';
import { answerQuestion } from '../../lab/dns/zone-lookup.js';
import { LabDnssec } from '../../lab/dnssec/lab-dnssec.js';
import { DNS_FIXTURES } from '../../lab/fixtures/dns.fixtures.js';
import { labDnsClient } from '../../lab/lab-scan-deps.js';
import { LAB_CIDR, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { a, type LabZone, txt, zone } from '../../lab/zones/records.js';
import { parseAllowList } from '../../scanner/network/address-guard.js';
import { queryDnsServer } from '../../scanner/network/dns-client.js';

const run = promisify(execFile);

describe('lab: DNSSEC signing, wildcards and per-host name servers', () => {
  let lab: Lab;
  const allowList = parseAllowList([LAB_CIDR]);
  const direct = (address: string, name: string, type: 'SOA' | 'A', dnssec = false) =>
    queryDnsServer({ host: address, port: 53 }, name, type, { allowList, timeoutMs: 500, recursion: false, dnssec });

  before(async () => {
    lab = await startLab({ fixtures: [DNS_FIXTURES] });
  });
  after(async () => lab.stop());

  it('adds RRSIGs only when the query sets the DO bit', async () => {
    const client = labDnsClient(lab);
    const plain = await client.queryRaw('good.dnssec-lab.test', 'A');
    expect(plain.answers.map((r) => r.type)).to.deep.equal(['A']);
    const signed = await client.queryRaw('good.dnssec-lab.test', 'A', { dnssec: true });
    expect(signed.answers.map((r) => r.type)).to.deep.equal(['A', 'RRSIG']);
    expect(signed.lookup.records[1]!.data).to.match(/^A 13 3 300 \d{14} \d{14} \d+ good\.dnssec-lab\.test\. /);
  });

  it('answers DS from the parent zone, signed by the parent, and publishes the parent DS in a stand-in `test`', async () => {
    const client = labDnsClient(lab);
    const ds = await client.queryRaw('good.dnssec-lab.test', 'DS', { dnssec: true });
    expect(ds.lookup.records.map((r) => r.type)).to.deep.equal(['DS', 'RRSIG']);
    expect(ds.lookup.records[1]!.data).to.include(' dnssec-lab.test. ');
    const parentDs = await client.queryRaw('dnssec-lab.test', 'DS', { dnssec: true });
    expect(parentDs.lookup.records[1]!.data).to.match(/ test\. /);
    expect((await client.query('unsigned.dnssec-lab.test', 'NS')).status).to.equal('answer');
    expect(await client.queryRaw('unsigned.dnssec-lab.test', 'DS')).to.have.nested.property('lookup.status', 'nodata');
    // The stand-in parent answers only at its apex: other names under .test stay REFUSED.
    expect((await client.query('no-such-fixture.test', 'A')).rcode).to.equal('REFUSED');
  });

  it('expands wildcards (RFC 4592) without hiding names that exist', () => {
    const zones = [
      zone('w.test', [a('*.w.test', '192.0.2.1'), a('host.w.test', '192.0.2.2'), a('x.sub.w.test', '192.0.2.3')]),
    ];
    const expanded = answerQuestion(zones, 'anything.w.test', 'A');
    expect(expanded).to.deep.include({ kind: 'answer', rcode: 'NOERROR' });
    expect(expanded.kind === 'answer' && expanded.answers[0]).to.include({
      name: 'anything.w.test',
      data: '192.0.2.1',
    });
    const exact = answerQuestion(zones, 'host.w.test', 'A');
    expect(exact.kind === 'answer' && exact.answers.map((r) => (r as { data: unknown }).data)).to.deep.equal([
      '192.0.2.2',
    ]);
    // sub.w.test exists (an empty non-terminal), so the wildcard does not answer for it.
    expect(answerQuestion(zones, 'sub.w.test', 'A')).to.deep.include({ rcode: 'NOERROR', answers: [] });
  });

  it('signs a zone added at run time under a signed parent, with a DS at the parent', () => {
    const zones: LabZone[] = [
      { ...zone('p.test', [a('p.test', '192.0.2.1')]), dnssec: { algorithm: 13 } } as LabDnsZone,
    ];
    const dnssec = LabDnssec.create(zones);
    // What the SMTP servers do for a DANE host: a TLSA zone appears after the DNS server started.
    zones.push(zone('_25._tcp.p.test', [txt('_25._tcp.p.test', 'stand-in for a TLSA record')]));
    const options = { dnssec, signatures: true };
    const ds = answerQuestion(zones, '_25._tcp.p.test', 'DS', options);
    expect(ds.kind === 'answer' && ds.answers.map((r) => r.type)).to.deep.equal(['DS', 'RRSIG']);
    const keys = answerQuestion(zones, '_25._tcp.p.test', 'DNSKEY', options);
    expect(keys.kind === 'answer' && keys.answers.map((r) => r.type)).to.deep.equal(['DNSKEY', 'DNSKEY', 'RRSIG']);
    const unsigned = LabDnssec.create([zone('q.test', [])]);
    expect(answerQuestion([zone('q.test', [])], 'q.test', 'DNSKEY', { dnssec: unsigned })).to.deep.include({
      answers: [],
    });
  });

  it('runs authoritative servers on host addresses: AA answers, REFUSED for zones not served', async () => {
    const good = await direct(labAddress(60, 1), 'dns-good.test', 'SOA');
    expect(good.flags.aa).to.equal(true);
    expect(good.lookup.records[0]!.type).to.equal('SOA');
    expect((await direct(labAddress(61, 1), 'dns-good.test', 'SOA')).flags.aa).to.equal(true);
    expect((await direct(labAddress(60, 2), 'dns-good.test', 'SOA')).lookup.rcode).to.equal('REFUSED');
    const signed = await direct(labAddress(60, 1), 'good.dnssec-lab.test', 'A', true);
    expect(signed.answers.map((r) => r.type)).to.deep.equal(['A', 'RRSIG']);
  });

  it('refuses to send a query to an address the guard does not allow', async () => {
    const refused = await queryDnsServer({ host: '127.0.99.1', port: 53 }, 'dns-good.test', 'SOA', {
      allowList,
      timeoutMs: 200,
    });
    expect(refused.lookup.error).to.match(/^blocked: 127\.0\.99\.1 is not a public address/);
  });

  it('is validated by BIND delv for the good zones and rejected for the broken ones (when delv is installed)', async function () {
    try {
      await run('delv', ['-v']);
    } catch {
      console.log('      SKIPPED: BIND delv is not installed (apt-get install bind9-dnsutils; .ci/run installs it)');
      this.skip();
    }
    const anchor = (await labDnsClient(lab).query('test', 'SOA')).status;
    expect(anchor).to.equal('answer');
    const keys = await labDnsClient(lab).queryRaw('test', 'DNSKEY');
    const ksk = keys.lookup.records.find((r) => r.data.startsWith('257 '))!.data.split(' ');
    const file = join(tmpdir(), `rampart-anchor-${process.pid}.conf`);
    await writeFile(file, `trust-anchors { test. static-key ${ksk[0]} ${ksk[1]} ${ksk[2]} "${ksk[3]}"; };\n`);
    const delv = async (name: string) => {
      const args = ['@127.0.0.1', '-p', String(lab.dns.port), '-a', file, '+root=test', name, 'A'];
      const { stdout, stderr } = await run('delv', args).catch((error) => error as { stdout: string; stderr: string });
      return `${stdout}${stderr}`;
    };
    for (const good of ['good', 'rsa', 'ed25519', 'sha1']) {
      expect(await delv(`${good}.dnssec-lab.test`)).to.include('; fully validated');
    }
    expect(await delv('expired.dnssec-lab.test')).to.match(/expired/);
    expect(await delv('ds-mismatch.dnssec-lab.test')).to.match(/no valid signature found \(DS\)|broken trust chain/);
    expect(await delv('bad-sig.dnssec-lab.test')).to.match(/RRSIG failed to verify/);
  });
});
