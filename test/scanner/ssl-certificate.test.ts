import 'reflect-metadata';
import { webcrypto, X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { expect } from 'chai';
import { LabCa } from '../../lab/ca/lab-ca.js';
import { certificateFields, nameDer, signatureAlgorithmOf } from '../../scanner/modules/ssl/certificate-fields.js';
import { judgeOrder, judgeTrust, rootStore, selfSigned } from '../../scanner/modules/ssl/certificate-trust.js';
import { matchHostname, nameMatches } from '../../scanner/modules/ssl/hostname-match.js';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;

interface Made {
  cert: X509Certificate;
  pem: string;
  keys: webcrypto.CryptoKeyPair;
  name: string;
}

/** An ECDSA P-256 certificate: a CA when `ca`, signed by `issuer` (or itself). */
async function make(
  name: string,
  options: { ca?: boolean; issuer?: Made; hash?: 'SHA-256' | 'SHA-384' } = {},
): Promise<Made> {
  const keys = (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const extensions: x509.Extension[] = [new x509.BasicConstraintsExtension(options.ca ?? false, undefined, true)];
  if (options.ca) extensions.push(new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true));
  else extensions.push(new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: name.replace('CN=', '') }]));
  const generated = await x509.X509CertificateGenerator.create({
    serialNumber: '01',
    subject: name,
    issuer: options.issuer?.name ?? name,
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 30 * DAY),
    publicKey: keys.publicKey,
    signingKey: (options.issuer?.keys ?? keys).privateKey,
    signingAlgorithm: { ...EC, hash: options.hash ?? 'SHA-256' },
    extensions,
  });
  const pem = generated.toString('pem');
  return { cert: new X509Certificate(pem), pem, keys, name };
}

describe('scanner: ssl hostname matching (RFC 6125)', () => {
  it('matches exact names case-insensitively, ignoring a final dot', () => {
    expect(nameMatches('Example.COM.', 'example.com')).to.equal(true);
    expect(nameMatches('example.com', 'www.example.com')).to.equal(false);
  });

  it('lets a wildcard stand for exactly one left-most label', () => {
    expect(nameMatches('www.example.com', '*.example.com')).to.equal(true);
    expect(nameMatches('example.com', '*.example.com')).to.equal(false);
    expect(nameMatches('a.b.example.com', '*.example.com')).to.equal(false);
  });

  it('rejects partial, inner and single-label-suffix wildcards', () => {
    expect(nameMatches('foo.example.com', 'f*.example.com')).to.equal(false);
    expect(nameMatches('www.foo.example.com', 'www.*.example.com')).to.equal(false);
    expect(nameMatches('example.com', '*.com')).to.equal(false);
    expect(nameMatches('xn--bcher-kva.example.com', 'xn--*.example.com')).to.equal(false);
  });

  it('reports which SAN entry matched', () => {
    expect(matchHostname('www.tls.test', ['tls.test', '*.tls.test'])).to.deep.equal({
      matches: true,
      matched: '*.tls.test',
    });
    expect(matchHostname('tls.test', [])).to.deep.equal({ matches: false, matched: null });
  });
});

describe('scanner: ssl certificate fields, trust and order (pure)', () => {
  let ca: LabCa;
  let root: Made;
  let intermediate: Made;
  let leaf: Made;
  let unrelated: Made;
  before(async () => {
    ca = await LabCa.create();
    root = await make('CN=Test Root', { ca: true });
    intermediate = await make('CN=Test Intermediate', { ca: true, issuer: root, hash: 'SHA-384' });
    leaf = await make('CN=leaf.test', { issuer: intermediate });
    unrelated = await make('CN=unrelated.test');
  });

  it('reads key, signature and names from an RSA SHA-1 lab certificate', async () => {
    const issued = await ca.issue({ names: ['sha1.test', 'www.sha1.test'], hash: 'SHA-1', rsaBits: 1024 });
    const fields = certificateFields(new X509Certificate(issued.certPem));
    expect(fields).to.include({
      subject: 'CN=sha1.test',
      issuer: 'CN=Rampart Lab Root CA, O=Rampart Lab',
      key_type: 'RSA',
      key_bits: 1024,
      signature_algorithm: 'sha1WithRSAEncryption',
      signature_hash: 'SHA-1',
      is_ca: false,
      self_issued: false,
    });
    expect(fields.san_dns).to.deep.equal(['sha1.test', 'www.sha1.test']);
    expect(fields.fingerprint_sha256).to.match(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(JSON.parse(JSON.stringify(fields))).to.deep.equal(fields);
  });

  it('reads an ECDSA key and its curve, and the signature hash of an intermediate', () => {
    expect(certificateFields(leaf.cert)).to.include({ key_type: 'EC', key_bits: 256, curve: 'prime256v1' });
    expect(signatureAlgorithmOf(intermediate.cert.raw)).to.deep.equal({ name: 'ecdsa-with-SHA384', hash: 'SHA-384' });
    expect(() => signatureAlgorithmOf(Buffer.from([0x30, 0x82, 0xff]))).to.throw(/DER/);
  });

  it('reads issuer and subject names as DER that link a certificate to its issuer', () => {
    expect(nameDer(leaf.cert.raw, 'issuer')).to.equal(nameDer(intermediate.cert.raw, 'subject'));
    expect(nameDer(leaf.cert.raw, 'subject')).to.not.equal(nameDer(leaf.cert.raw, 'issuer'));
  });

  it('follows the sent chain to a trusted root', () => {
    const trust = judgeTrust([leaf.cert, intermediate.cert], rootStore([root.pem]));
    expect(trust).to.deep.equal({
      status: 'trusted',
      path: ['CN=leaf.test', 'CN=Test Intermediate', 'CN=Test Root'],
      anchor: 'CN=Test Root',
      missing_issuer: null,
    });
    // Sending the root as well is allowed.
    expect(judgeTrust([leaf.cert, intermediate.cert, root.cert], rootStore([root.pem])).status).to.equal('trusted');
  });

  it('tells a missing intermediate, an untrusted root and a self-signed leaf apart', () => {
    const trusting = rootStore([root.pem]);
    expect(judgeTrust([leaf.cert], trusting)).to.deep.include({
      status: 'incomplete_chain',
      missing_issuer: 'CN=Test Intermediate',
    });
    const none = rootStore([]);
    expect(judgeTrust([leaf.cert, intermediate.cert, root.cert], none).status).to.equal('untrusted_root');
    expect(judgeTrust([leaf.cert, intermediate.cert], none)).to.deep.include({
      status: 'incomplete_chain',
      missing_issuer: 'CN=Test Root',
    });
    expect(judgeTrust([unrelated.cert], none).status).to.equal('self_signed');
    expect(selfSigned(unrelated.cert)).to.equal(true);
    expect(selfSigned(leaf.cert)).to.equal(false);
    expect(() => judgeTrust([], none)).to.throw();
  });

  it('flags chains out of order, with strangers or repeats', () => {
    expect(judgeOrder([leaf.cert, intermediate.cert, root.cert])).to.deep.equal({ in_order: true, problems: [] });
    const stranger = judgeOrder([leaf.cert, unrelated.cert, intermediate.cert]);
    expect(stranger.in_order).to.equal(false);
    expect(stranger.problems[0]).to.equal(
      'certificate 2 (CN=unrelated.test) did not issue certificate 1 (CN=leaf.test)',
    );
    expect(judgeOrder([leaf.cert, leaf.cert]).problems).to.include('certificate 2 is sent twice');
  });
});
