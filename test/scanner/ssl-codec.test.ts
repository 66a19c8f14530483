import { expect } from 'chai';
import { parseHello, serverFirstFlight, sslv2ServerHello } from '../../lab/tls/hello-codec.js';
import { legacyAnswer } from '../../lab/tls/legacy-responder.js';
import { PROBE_SUITES, suiteName, TLS13_SUITES, weakSuites } from '../../scanner/network/tls-cipher-suites.js';
import { buildClientHello, parseCertificateList, parseServerHello } from '../../scanner/network/tls-hello.js';
import {
  HANDSHAKE_CERTIFICATE,
  HANDSHAKE_SERVER_HELLO,
  HANDSHAKE_SERVER_HELLO_DONE,
  handshakeMessage,
  record,
  TlsRecordReader,
} from '../../scanner/network/tls-records.js';
import { buildSslv2ClientHello, parseSslv2ServerHello } from '../../scanner/network/tls-sslv2.js';

/** A ServerHello body with the given extensions, as a TLS 1.3 server would write it. */
function serverHelloBody(options: { version?: number; suite: number; random?: Buffer; extensions?: Buffer }): Buffer {
  const head = Buffer.alloc(2 + 32 + 1 + 2 + 1);
  head.writeUInt16BE(options.version ?? 0x0303, 0);
  (options.random ?? Buffer.alloc(32, 7)).copy(head, 2);
  head.writeUInt8(0, 34);
  head.writeUInt16BE(options.suite, 35);
  head.writeUInt8(0, 37);
  if (!options.extensions) return head;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(options.extensions.length);
  return Buffer.concat([head, length, options.extensions]);
}

const SUPPORTED_VERSIONS_13 = Buffer.from([0x00, 0x2b, 0x00, 0x02, 0x03, 0x04]);

describe('scanner: TLS hello codec (pure)', () => {
  it('builds a TLS 1.2 ClientHello that an independent parser reads back, with SNI', () => {
    const bytes = buildClientHello({ version: 'TLSv1.2', suites: PROBE_SUITES, serverName: 'tls-good.test' });
    expect(bytes[0]).to.equal(22);
    expect(bytes.readUInt16BE(1)).to.equal(0x0301);
    expect(bytes.readUInt16BE(3)).to.equal(bytes.length - 5);
    const parsed = parseHello(bytes);
    expect(parsed).to.deep.equal({
      format: 'tls',
      clientVersion: 0x0303,
      suites: [...PROBE_SUITES],
      supportedVersions: [],
      secureRenegotiation: true,
    });
    expect(bytes.includes(Buffer.from('tls-good.test'))).to.equal(true);
  });

  it('offers TLS 1.3 only through supported_versions, with an x25519 key share', () => {
    const bytes = buildClientHello({ version: 'TLSv1.3', suites: TLS13_SUITES, serverName: 'a.test' });
    const parsed = parseHello(bytes);
    expect(parsed).to.include({ format: 'tls', clientVersion: 0x0303 });
    expect(parsed && parsed.format === 'tls' && parsed.supportedVersions).to.deep.equal([0x0304]);
    // key_share (0x0033) entry for x25519 (0x001d) with a 32-byte key.
    expect(bytes.includes(Buffer.from([0x00, 0x1d, 0x00, 0x20]))).to.equal(true);
  });

  it('sends SSLv3 hellos without extensions in an SSLv3 record', () => {
    const bytes = buildClientHello({ version: 'SSLv3', suites: [0x002f], serverName: 'a.test' });
    expect(bytes.readUInt16BE(1)).to.equal(0x0300);
    expect(parseHello(bytes)).to.deep.equal({
      format: 'tls',
      clientVersion: 0x0300,
      suites: [0x002f],
      supportedVersions: [],
      secureRenegotiation: false,
    });
    expect(bytes.includes(Buffer.from('a.test'))).to.equal(false);
    expect(() => buildClientHello({ version: 'TLSv1.2', suites: [] })).to.throw(/at least one/);
  });

  it('reads a first flight fed one byte at a time: ServerHello, the chain in order, ServerHelloDone', () => {
    const chain = [Buffer.from('leaf-der'), Buffer.from('intermediate-der')];
    const flight = serverFirstFlight(0x0302, 0x000a, chain);
    const reader = new TlsRecordReader();
    const events = [...flight].flatMap((byte) => reader.push(Buffer.from([byte])));
    expect(events.map((e) => (e.kind === 'handshake' ? e.message.type : e.kind))).to.deep.equal([
      HANDSHAKE_SERVER_HELLO,
      HANDSHAKE_CERTIFICATE,
      HANDSHAKE_SERVER_HELLO_DONE,
    ]);
    const [hello, certificate] = events as { kind: 'handshake'; message: { body: Buffer; recordVersion: number } }[];
    expect(parseServerHello(hello!.message.body)).to.include({
      version: 0x0302,
      cipherSuite: 0x000a,
      helloRetryRequest: false,
    });
    expect(parseCertificateList(certificate!.message.body)).to.deep.equal(chain);
    expect(hello!.message.recordVersion).to.equal(0x0302);
  });

  it('reassembles a handshake message split across records', () => {
    const message = handshakeMessage(
      HANDSHAKE_CERTIFICATE,
      Buffer.concat([Buffer.from([0, 0, 7, 0, 0, 4]), Buffer.from('abcd'), Buffer.from([1])]),
    );
    const first = record(22, 0x0303, message.subarray(0, 5));
    const second = record(22, 0x0303, message.subarray(5));
    const reader = new TlsRecordReader();
    expect(reader.push(first)).to.deep.equal([]);
    const events = reader.push(second);
    expect(events).to.have.length(1);
    expect(events[0]).to.deep.include({ kind: 'handshake' });
  });

  it('reads TLS 1.3 from supported_versions and recognises a HelloRetryRequest', () => {
    const tls13 = parseServerHello(serverHelloBody({ suite: 0x1302, extensions: SUPPORTED_VERSIONS_13 }));
    expect(tls13).to.include({ version: 0x0304, legacyVersion: 0x0303, cipherSuite: 0x1302, helloRetryRequest: false });
    expect(tls13.extensions).to.deep.equal([0x002b]);
    const hrrRandom = Buffer.from('cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c', 'hex');
    const hrr = parseServerHello(
      serverHelloBody({ suite: 0x1301, random: hrrRandom, extensions: SUPPORTED_VERSIONS_13 }),
    );
    expect(hrr.helloRetryRequest).to.equal(true);
    expect(() => parseServerHello(Buffer.alloc(10))).to.throw(/truncated/);
  });

  it('reports alerts, foreign bytes and oversized answers', () => {
    expect(new TlsRecordReader().push(Buffer.from([21, 3, 3, 0, 2, 2, 70]))).to.deep.equal([
      { kind: 'alert', alert: { level: 2, description: 70 } },
    ]);
    const http = new TlsRecordReader().push(Buffer.from('HTTP/1.1 400 Bad Request\r\n'));
    expect(http).to.deep.equal([{ kind: 'not_tls', head: Buffer.from('HTTP/1.1 400 Bad').toString('hex') }]);
    expect(() => new TlsRecordReader(10).push(Buffer.alloc(11, 22))).to.throw(/more than 10 bytes/);
  });

  it('speaks SSLv2: a CLIENT-HELLO with every cipher kind, and the SERVER-HELLO parsed back', () => {
    const hello = buildSslv2ClientHello();
    expect(hello[0]! & 0x80).to.equal(0x80);
    const parsed = parseHello(hello);
    expect(parsed).to.include({ format: 'sslv2', version: 0x0002 });
    expect(parsed && parsed.format === 'sslv2' && parsed.cipherKinds).to.have.length(7);
    const answer = parseSslv2ServerHello(sslv2ServerHello(Buffer.from('cert'), [0x010080, 0x0700c0]));
    expect(answer).to.deep.equal({
      version: 0x0002,
      cipherKinds: ['SSL_CK_RC4_128_WITH_MD5', 'SSL_CK_DES_192_EDE3_CBC_WITH_MD5'],
      certificate: Buffer.from('cert'),
    });
    expect(parseSslv2ServerHello(Buffer.from([21, 3, 0, 0, 2, 2, 40]))).to.equal(null);
  });

  it('names suites and sorts them into weak categories', () => {
    expect(suiteName(0xc02f)).to.equal('TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256');
    expect(suiteName(0xabcd)).to.equal('0xabcd');
    expect(weakSuites('3DES')).to.include(0x000a);
    expect(weakSuites('RC4')).to.include.members([0x0004, 0x0005]);
    expect(PROBE_SUITES).to.not.include.members([...weakSuites('NULL'), ...weakSuites('anonymous')]);
  });

  it("lab responder: answers only what its fixture enables, inside the real server's protocol range", () => {
    const chain = [Buffer.from('leaf')];
    const hello = (version: 'SSLv3' | 'TLSv1' | 'TLSv1.2' | 'TLSv1.3', suites: number[]) =>
      parseHello(buildClientHello({ version, suites, serverName: 'a.test' }))!;
    const sslv3 = legacyAnswer(hello('SSLv3', [0x002f]), { legacyProtocols: ['SSLv3'] }, chain);
    expect(sslv3 && parseServerHello(sslv3.subarray(9, 9 + sslv3.readUIntBE(6, 3)))).to.include({
      version: 0x0300,
      cipherSuite: 0x002f,
    });
    expect(legacyAnswer(hello('SSLv3', [0x002f]), {}, chain)).to.equal(null);
    // Below the real server's minimum, an SSLv3-enabled server negotiates down instead of failing.
    const downgraded = legacyAnswer(hello('TLSv1', [0x002f]), { legacyProtocols: ['SSLv3'] }, chain);
    expect(downgraded?.readUInt16BE(9)).to.equal(0x0300);
    const des3 = { legacySuites: [0x000a] };
    expect(legacyAnswer(hello('TLSv1.2', weakSuites('3DES')), des3, chain)).to.not.equal(null);
    // TLS 1.0 is below the real server's minimum (TLS 1.2), so 3DES must not make it look offered.
    expect(legacyAnswer(hello('TLSv1', [0x000a]), des3, chain)).to.equal(null);
    expect(legacyAnswer(hello('TLSv1.3', [...TLS13_SUITES]), des3, chain)).to.equal(null);
    expect(legacyAnswer(parseHello(buildSslv2ClientHello())!, { legacyProtocols: ['SSLv2'] }, chain)).to.not.equal(
      null,
    );
  });
});
