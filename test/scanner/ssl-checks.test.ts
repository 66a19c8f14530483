import { expect } from 'chai';
import { CERTIFICATE_CHECKS } from '../../scanner/modules/ssl/certificate.checks.js';
import type { CertificateFields } from '../../scanner/modules/ssl/certificate-fields.js';
import { CIPHER_CHECKS } from '../../scanner/modules/ssl/cipher.checks.js';
import { protocolRecord, reachabilityOf, suiteRecord } from '../../scanner/modules/ssl/probe-results.js';
import { PROTOCOL_CHECKS } from '../../scanner/modules/ssl/protocol.checks.js';
import { addressesToProbe } from '../../scanner/modules/ssl/ssl.collect.js';
import { certKey, type EndpointEvidence, type SslEvidence, tlsKey } from '../../scanner/modules/ssl/ssl.evidence.js';
import { publishSsl, SSL_MODULE } from '../../scanner/modules/ssl/ssl.module.js';
import type { ServerHello } from '../../scanner/network/tls-hello.js';
import { judge } from './judge.js';

const DAY = 86_400_000;
const NOW = Date.parse('2025-06-01T00:00:00Z');
const iso = (offsetDays: number) => new Date(NOW + offsetDays * DAY).toISOString();

function fields(overrides: Partial<CertificateFields> = {}): CertificateFields {
  return {
    subject: 'CN=site.test',
    issuer: 'CN=Root',
    san_dns: ['site.test'],
    not_before: iso(-10),
    not_after: iso(80),
    key_type: 'RSA',
    key_bits: 2048,
    curve: null,
    signature_algorithm: 'sha256WithRSAEncryption',
    signature_hash: 'SHA-256',
    fingerprint_sha256: 'AA',
    serial: '01',
    is_ca: false,
    self_issued: false,
    ...overrides,
  };
}

const refused = { status: 'refused' as const, detail: 'alert handshake_failure' };

function endpoint(address: string, chain: CertificateFields[] = [fields()]): EndpointEvidence {
  const notOffered = { status: 'not_offered' as const, detail: 'alert protocol_version' };
  return {
    address,
    port: 443,
    sni: 'site.test',
    reachability: 'tls',
    reachability_detail: 'the server answers TLS hellos',
    protocols: {
      SSLv2: notOffered,
      SSLv3: notOffered,
      TLSv1: notOffered,
      'TLSv1.1': notOffered,
      'TLSv1.2': { status: 'offered', detail: 'ServerHello' },
      'TLSv1.3': { status: 'offered', detail: 'ServerHello' },
    },
    negotiated: { protocol: 'TLSv1.3', suite: 'TLS_AES_128_GCM_SHA256' },
    negotiated_error: null,
    weak_suites: { NULL: refused, EXPORT: refused, anonymous: refused, RC4: refused, DES: refused, '3DES': refused },
    forward_secret: {
      status: 'accepted',
      detail: 'ok',
      suite: 'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256',
      protocol: 'TLSv1.2',
    },
    certificate: {
      sni: 'site.test',
      source: 'test',
      chain,
      trust: { status: 'trusted', path: ['CN=site.test', 'CN=Root'], anchor: 'CN=Root', missing_issuer: null },
      order: { in_order: true, problems: [] },
      checked_at: new Date(NOW).toISOString(),
    },
    certificate_error: null,
  };
}

const evidence = (...endpoints: EndpointEvidence[]): SslEvidence => ({ domain: 'site.test', endpoints });
const ALL = [...PROTOCOL_CHECKS, ...CERTIFICATE_CHECKS, ...CIPHER_CHECKS];
const run = (id: string, e: SslEvidence) => judge(SSL_MODULE, id, e);

describe('scanner: ssl checks over collected evidence (pure)', () => {
  it('passes every check for a good endpoint and cites both evidence keys', () => {
    const good = evidence(endpoint('192.0.2.1'));
    for (const check of ALL) expect(run(check.id, good).status, check.id).to.equal('pass');
    expect(run('certificate_trusted', good).evidence).to.deep.equal(['cert:192.0.2.1:443', 'tls:192.0.2.1:443']);
  });

  it('grades expiry by days left: 30 days medium, 14 days high, past or future critical', () => {
    const at = (days: number) =>
      run('certificate_expiry', evidence(endpoint('192.0.2.1', [fields({ not_after: iso(days) })])));
    expect(at(31).status).to.equal('pass');
    expect(at(30).issue?.severity).to.equal('medium');
    expect(at(14).issue?.severity).to.equal('high');
    expect(at(-1)).to.deep.include({ status: 'fail', cap: 'invalid_certificate' });
    expect(at(-1).issue?.severity).to.equal('critical');
    const early = run('certificate_expiry', evidence(endpoint('192.0.2.1', [fields({ not_before: iso(1) })])));
    expect(early.summary).to.match(/not valid before/);
    expect(early.cap).to.equal('invalid_certificate');
  });

  it('judges intermediates too, but not a root the server sends', () => {
    const sha1Intermediate = fields({
      subject: 'CN=Inter',
      signature_algorithm: 'sha1WithRSAEncryption',
      signature_hash: 'SHA-1',
      is_ca: true,
    });
    const sha1Root = fields({ subject: 'CN=Root', signature_hash: 'SHA-1', self_issued: true, is_ca: true });
    expect(
      run('certificate_signature', evidence(endpoint('192.0.2.1', [fields(), sha1Intermediate]))).summary,
    ).to.match(/intermediate CN=Inter/);
    expect(run('certificate_signature', evidence(endpoint('192.0.2.1', [fields(), sha1Root]))).status).to.equal('pass');
  });

  it('holds EC keys to 256 bits and RSA keys to 2048', () => {
    const ec = (bits: number) =>
      run('certificate_key_size', evidence(endpoint('192.0.2.1', [fields({ key_type: 'EC', key_bits: bits })])));
    expect(ec(256).status).to.equal('pass');
    expect(ec(224)).to.deep.include({ status: 'fail', cap: 'weak_tls' });
    expect(
      run('certificate_key_size', evidence(endpoint('192.0.2.1', [fields({ key_bits: 1024 })]))).issue?.finding,
    ).to.match(/1024-bit RSA/);
  });

  it('reports the worst address: a bad IPv6 front end is not hidden by a good IPv4 one', () => {
    const bad = endpoint('2001:db8::1', [fields({ san_dns: ['other.test'] })]);
    const outcome = run('certificate_hostname', evidence(endpoint('192.0.2.1'), bad));
    expect(outcome.status).to.equal('fail');
    expect(outcome.summary).to.match(/^2001:db8::1: /);
    expect(outcome.evidence).to.include('cert:[2001:db8::1]:443');
  });

  it('is unknown, never failed, when a probe timed out', () => {
    const slow = endpoint('192.0.2.1');
    slow.protocols.SSLv3 = { status: 'error', detail: 'no answer to the hello within 100 ms' };
    slow.forward_secret = { status: 'error', detail: 'timeout' };
    slow.negotiated = null;
    slow.protocols['TLSv1.3'] = { status: 'not_offered', detail: 'x' };
    expect(run('sslv3', evidence(slow))).to.deep.include({ status: 'unknown' });
    expect(run('forward_secrecy', evidence(slow)).status).to.equal('unknown');
  });

  it('fails https_available for a refusing address, and leaves the rest unknown with the reason', () => {
    const closed: EndpointEvidence = {
      ...endpoint('192.0.2.9'),
      reachability: 'refused',
      reachability_detail: 'connection refused on port 443',
      certificate: null,
    };
    const e = evidence(closed);
    expect(run('https_available', e).issue?.severity).to.equal('high');
    expect(run('certificate_trusted', e)).to.deep.include({
      status: 'unknown',
      summary: 'Not evaluated: 192.0.2.9: connection refused on port 443.',
    });
    expect(run('https_available', evidence()).status).to.equal('unknown');
    const silent: EndpointEvidence = { ...closed, reachability: 'timeout', reachability_detail: 'connect timed out' };
    expect(run('https_available', evidence(silent)).status).to.equal('unknown');
  });

  it('ranks weak categories: NULL is critical without a cap, 3DES medium with the B cap', () => {
    const weak = (category: 'NULL' | '3DES') => {
      const e = endpoint('192.0.2.1');
      e.weak_suites[category] = { status: 'accepted', detail: 'x', suite: 'S', protocol: 'TLSv1.2' };
      return run('weak_ciphers', evidence(e));
    };
    expect(weak('NULL').issue?.severity).to.equal('critical');
    expect(weak('NULL').cap).to.equal(undefined);
    expect(weak('3DES')).to.deep.include({ cap: 'weak_tls' });
    expect(weak('3DES').issue?.severity).to.equal('medium');
  });

  it('publishes plain JSON under tls: and cert: keys, IPv6 in brackets', () => {
    const published = publishSsl(evidence(endpoint('2001:db8::1')));
    expect(Object.keys(published)).to.deep.equal([
      tlsKey({ address: '2001:db8::1', port: 443 }),
      certKey({ address: '2001:db8::1', port: 443 }),
    ]);
    expect(Object.keys(published)[0]).to.equal('tls:[2001:db8::1]:443');
    expect(published['tls:[2001:db8::1]:443']).to.not.have.property('certificate');
    expect(addressesToProbe(['192.0.2.1', '192.0.2.2', '2001:db8::1', '2001:db8::2'])).to.deep.equal([
      '192.0.2.1',
      '2001:db8::1',
    ]);
  });
});

describe('scanner: ssl probe answers read as evidence (pure)', () => {
  const hello = (version: number, cipherSuite: number): ServerHello => ({
    version,
    legacyVersion: Math.min(version, 0x0303),
    cipherSuite,
    compression: 0,
    sessionIdLength: 0,
    extensions: [],
    helloRetryRequest: false,
  });
  const answered = (h: ServerHello) => ({
    ok: true as const,
    value: { kind: 'server_hello' as const, hello: h, certificates: null },
  });

  it('counts a protocol as offered only when the server answers in that very version', () => {
    expect(protocolRecord('TLSv1.2', answered(hello(0x0303, 0xc02f)))).to.deep.equal({
      status: 'offered',
      detail: 'ServerHello TLSv1.2 TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256',
      suite: 'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256',
    });
    expect(protocolRecord('TLSv1.1', answered(hello(0x0301, 0x002f)))).to.deep.equal({
      status: 'not_offered',
      detail: 'answered with TLSv1 instead',
    });
    const alert = { ok: true as const, value: { kind: 'alert' as const, alert: { level: 2, description: 70 } } };
    expect(protocolRecord('SSLv3', alert)).to.deep.equal({ status: 'not_offered', detail: 'alert protocol_version' });
    expect(protocolRecord('SSLv3', { ok: false, error: new Error('no answer within 5 ms') }).status).to.equal('error');
  });

  it('accepts a suite probe only for a suite that was offered', () => {
    expect(suiteRecord([0x000a], answered(hello(0x0303, 0x000a)))).to.include({
      status: 'accepted',
      protocol: 'TLSv1.2',
    });
    expect(suiteRecord([0x000a], answered(hello(0x0303, 0xc02f))).status).to.equal('refused');
    expect(suiteRecord([0x000a], { ok: true, value: { kind: 'closed', detail: 'connection reset' } })).to.deep.equal({
      status: 'refused',
      detail: 'connection reset',
    });
  });

  it('decides reachability from all probes together', () => {
    const refusedError = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(reachabilityOf([{ ok: false, error: refusedError }], false).reachability).to.equal('refused');
    expect(
      reachabilityOf([{ ok: false, error: new Error('connect to x timed out after 5 ms') }], false).reachability,
    ).to.equal('timeout');
    expect(reachabilityOf([{ ok: true, value: { kind: 'not_tls', head: '48545450' } }], false).reachability).to.equal(
      'not_tls',
    );
    expect(reachabilityOf([{ ok: false, error: refusedError }], true).reachability).to.equal('tls');
  });
});
