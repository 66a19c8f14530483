import { createServer, type Server, type Socket } from 'node:net';
import { expect } from 'chai';
import type { CheckResult, ModuleResult } from '../../core/scan-model/report.js';
import { SSL_FIXTURES, sslFixtureAddress } from '../../lab/fixtures/ssl.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { CertificateEvidence, EndpointEvidence } from '../../scanner/modules/ssl/ssl.evidence.js';
import { SSL_MODULE } from '../../scanner/modules/ssl/ssl.module.js';

describe('scanner: ssl module against the lab (real sockets)', () => {
  let lab: Lab;
  const results = new Map<string, Promise<ModuleResult>>();
  before(async () => {
    lab = await startLab({ fixtures: [SSL_FIXTURES] });
  });
  after(async () => lab.stop());

  /** One module run per domain, shared by the tests that read it. */
  const scan = (domain: string) => {
    let result = results.get(domain);
    if (!result) {
      result = labModuleContext(lab, domain).then((context) => runModule(SSL_MODULE, context, { timeoutMs: 5000 }));
      results.set(domain, result);
    }
    return result;
  };
  const check = async (domain: string, id: string): Promise<CheckResult> => {
    const found = (await scan(domain)).checks.find((c) => c.id === `ssl.${id}`);
    if (!found) throw new Error(`no check ssl.${id}`);
    return found;
  };

  it('passes every check for tls-good.test, quickly, with certificate and probe evidence', async () => {
    const started = Date.now();
    const result = await scan('tls-good.test');
    expect(Date.now() - started).to.be.below(1000);
    expect(result.status).to.equal('completed');
    expect(result.checks.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.summary}`)).to.deep.equal([]);
    expect(result.checks).to.have.length(13);
    expect(result.score).to.equal(100);
    const address = sslFixtureAddress('tls-good.test');
    const cert = result.evidence[`cert:${address}:443`] as CertificateEvidence;
    expect(cert.chain[0]).to.include({
      subject: 'CN=tls-good.test',
      key_type: 'RSA',
      key_bits: 2048,
      signature_hash: 'SHA-256',
    });
    expect(cert.chain[0]!.san_dns).to.deep.equal(['tls-good.test', 'www.tls-good.test']);
    expect(cert.trust.anchor).to.equal('CN=Rampart Lab Root CA, O=Rampart Lab');
    const tls = result.evidence[`tls:${address}:443`] as EndpointEvidence;
    expect(tls.protocols['TLSv1.3'].status).to.equal('offered');
    expect(tls.negotiated?.protocol).to.equal('TLSv1.3');
    expect(JSON.parse(JSON.stringify(result.evidence))).to.deep.equal(result.evidence);
  });

  const failures: [domain: string, check: string, severity: string, cap: string | undefined, summary: RegExp][] = [
    ['tls-expired.test', 'certificate_expiry', 'critical', 'invalid_certificate', /expired on/],
    ['tls-expiring-soon.test', 'certificate_expiry', 'high', undefined, /in [67] days/],
    ['tls-expiring-month.test', 'certificate_expiry', 'medium', undefined, /in (19|20) days/],
    ['tls-not-yet-valid.test', 'certificate_expiry', 'critical', 'invalid_certificate', /not valid before/],
    ['tls-self-signed.test', 'certificate_trusted', 'critical', 'invalid_certificate', /self signed/],
    [
      'tls-untrusted-issuer.test',
      'certificate_trusted',
      'critical',
      'invalid_certificate',
      /untrusted root .*Rogue CA/,
    ],
    ['tls-incomplete-chain.test', 'certificate_trusted', 'critical', 'invalid_certificate', /incomplete chain/],
    ['tls-incomplete-chain.test', 'certificate_chain', 'medium', undefined, /Rogue CA Nobody Trusts.* is not sent/],
    ['tls-chain-order.test', 'certificate_chain', 'low', undefined, /unrelated\.tls-chain-order\.test\) did not issue/],
    ['tls-wrong-host.test', 'certificate_hostname', 'critical', 'invalid_certificate', /other-name\.test/],
    ['tls-wildcard.test', 'certificate_hostname', 'critical', 'invalid_certificate', /\*\.tls-wildcard\.test/],
    ['tls-weak-key.test', 'certificate_key_size', 'high', 'weak_tls', /1024-bit RSA/],
    ['tls-sha1.test', 'certificate_signature', 'critical', 'invalid_certificate', /sha1WithRSAEncryption/],
    ['tls-legacy.test', 'legacy_tls', 'medium', 'legacy_tls', /TLSv1 and TLSv1\.1 offered/],
    ['tls-old-only.test', 'modern_protocol', 'high', undefined, /Neither TLS 1\.2 nor TLS 1\.3/],
    ['tls-no-fs.test', 'forward_secrecy', 'medium', 'weak_tls', /No \(EC\)DHE suite/],
    [
      'tls-weak-cipher.test',
      'weak_ciphers',
      'medium',
      'weak_tls',
      /3DES \(TLS_RSA_WITH_3DES_EDE_CBC_SHA over TLSv1\.2\)/,
    ],
    ['tls-null-cipher.test', 'weak_ciphers', 'critical', undefined, /NULL .*anonymous/],
    ['tls-sslv3.test', 'sslv3', 'critical', undefined, /SSLv3 offered/],
    ['tls-sslv2.test', 'sslv2', 'critical', undefined, /SSLv2 offered/],
    ['tls-none.test', 'https_available', 'high', undefined, /connection refused/],
  ];
  for (const [domain, id, severity, cap, summary] of failures) {
    it(`${domain} fails ${id} (${severity}${cap ? `, cap ${cap}` : ''})`, async () => {
      const result = await check(domain, id);
      expect(result.status).to.equal('fail');
      expect(result.summary).to.match(summary);
      expect(result.issue).to.have.all.keys('severity', 'finding', 'remediation');
      expect(result.issue?.severity).to.equal(severity);
      expect(result.cap).to.equal(cap);
      const failed = (await scan(domain)).checks.filter((c) => c.status === 'fail').map((c) => c.id);
      // Each fixture breaks one thing (tls-old-only and tls-incomplete-chain break two by nature).
      expect(failed.length, failed.join(', ')).to.be.at.most(2);
    });
  }

  it('passes through a wildcard for www, and the TLS 1.3-only host reads its chain from the handshake', async () => {
    const www = await scan('www.tls-wildcard.test');
    expect(www.checks.every((c) => c.status === 'pass')).to.equal(true);
    const only13 = await scan('tls-tls13-only.test');
    expect(only13.checks.every((c) => c.status === 'pass')).to.equal(true);
    const cert = only13.evidence[`cert:${sslFixtureAddress('tls-tls13-only.test')}:443`] as CertificateEvidence;
    expect(cert.source).to.match(/handshake/);
  });

  it('reads the chain in the order sent, and the legacy answers the lab responder gives', async () => {
    const order = await scan('tls-chain-order.test');
    const cert = order.evidence[`cert:${sslFixtureAddress('tls-chain-order.test')}:443`] as CertificateEvidence;
    expect(cert.chain.map((c) => c.subject)).to.deep.equal([
      'CN=tls-chain-order.test',
      'CN=unrelated.tls-chain-order.test',
    ]);
    const sslv3 = (await scan('tls-sslv3.test')).evidence[
      `tls:${sslFixtureAddress('tls-sslv3.test')}:443`
    ] as EndpointEvidence;
    expect(sslv3.protocols.SSLv3.detail).to.equal('ServerHello SSLv3 TLS_RSA_WITH_AES_128_CBC_SHA');
    // The responder only overrules refusals: modern hellos still reach the real server.
    expect(sslv3.protocols['TLSv1.2'].status).to.equal('offered');
    expect(sslv3.protocols.TLSv1.status).to.equal('not_offered');
  });

  it('leaves every other check unknown, with the reason, when nothing listens on 443', async () => {
    const result = await scan('tls-none.test');
    const others = result.checks.filter((c) => c.id !== 'ssl.https_available');
    expect(others.map((c) => c.status)).to.deep.equal(Array(others.length).fill('unknown'));
    expect(others[0]!.summary).to.equal(
      `Not evaluated: ${sslFixtureAddress('tls-none.test')}: connection refused on port 443.`,
    );
    expect(result.coverage.checks_known).to.equal(1);
  });

  describe('a host that accepts connections and never answers', () => {
    const silentAddress = labAddress(10, 200);
    let silent: Server;
    const sockets = new Set<Socket>();
    before(async () => {
      silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => {});
      });
      await new Promise<void>((resolve) => silent.listen(443, silentAddress, resolve));
    });
    after(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('makes every check unknown within one I/O timeout, all probes waiting together', async () => {
      const deps = labScanDeps(lab, { ioTimeoutMs: 300 });
      const context = await labModuleContext(lab, 'tls-good.test', { deps, addresses: [silentAddress] });
      const started = Date.now();
      const result = await runModule(SSL_MODULE, context, { timeoutMs: 3000 });
      expect(Date.now() - started).to.be.below(1500);
      expect(result.checks.map((c) => c.status)).to.deep.equal(Array(13).fill('unknown'));
      expect(result.checks[0]!.summary).to.match(/within 300 ms/);
      // Not assessed (policy 2026.1): no score and the reason, never 100.
      expect(result.score).to.equal(null);
      expect(result.not_assessed_reason).to.match(/^No check gave a definite result: /);
    });

    it('stops when the module runs out of time', async () => {
      const deps = labScanDeps(lab, { ioTimeoutMs: 5000 });
      const context = await labModuleContext(lab, 'tls-good.test', { deps, addresses: [silentAddress] });
      const result = await runModule(SSL_MODULE, context, { timeoutMs: 150 });
      expect(result).to.include({ status: 'timeout', score: null });
    });
  });
});
