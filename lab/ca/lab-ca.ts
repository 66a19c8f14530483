/**
 * The lab's certificate authority: a root the scanner is told to trust (SCANNER_EXTRA_CA_CERTS, or
 * ScanDeps.extraCaCerts in tests) and leaf certificates made to order, good or broken in one chosen
 * way (expired, wrong name, self-signed, weak key, SHA-1, untrusted issuer). Built on @peculiar/x509
 * over WebCrypto; nothing is written to disk.
 */
import 'reflect-metadata';
import { generateKeyPairSync, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

type Key = webcrypto.CryptoKey;

export interface KeyPairPem {
  privateKeyPem: string;
  publicKey: Key;
  privateKey: Key;
}

export interface IssuedCertificate {
  /** Leaf certificate, PEM. */
  certPem: string;
  /** Leaf then intermediates (never the root), as a TLS server sends it. */
  chainPem: string;
  keyPem: string;
}

export interface LeafSpec {
  /** DNS names for subjectAltName; the first is also the subject CN. */
  names: string[];
  notBefore?: Date;
  notAfter?: Date;
  /** RSA modulus size; default 2048. */
  rsaBits?: number;
  /** Signature hash; SHA-1 only to produce the weak-signature fixture. */
  hash?: 'SHA-256' | 'SHA-1';
  /** Signed by its own key instead of the lab CA. */
  selfSigned?: boolean;
  /** Signed by a second CA that the scanner does not trust. */
  untrustedIssuer?: boolean;
}

const DAY = 86_400_000;

async function rsaKeyPair(bits: number, hash: 'SHA-256' | 'SHA-1'): Promise<KeyPairPem> {
  // node:crypto generates RSA keys far faster than WebCrypto's generateKey; import the result.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'der' });
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash };
  const cryptoPrivate = await webcrypto.subtle.importKey('pkcs8', pkcs8, algorithm, true, ['sign']);
  const spki = (await import('node:crypto')).createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const cryptoPublic = await webcrypto.subtle.importKey('spki', spki, algorithm, true, ['verify']);
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: cryptoPublic as Key,
    privateKey: cryptoPrivate as Key,
  };
}

function serial(): string {
  return `01${webcrypto.getRandomValues(new Uint8Array(8)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '')}`;
}

interface Authority {
  name: string;
  cert: x509.X509Certificate;
  keys: KeyPairPem;
}

async function createAuthority(commonName: string): Promise<Authority> {
  const keys = await rsaKeyPair(2048, 'SHA-256');
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${commonName}, O=Rampart Lab`,
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 3650 * DAY),
    keys: { publicKey: keys.publicKey, privateKey: keys.privateKey },
    signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { name: `CN=${commonName}, O=Rampart Lab`, cert, keys };
}

/**
 * Key generation is the slow part of starting a lab (RSA 2048 takes tens of milliseconds, far more
 * on a loaded machine), and test files each start their own lab. Keys and the two authorities are
 * therefore made once per process and shared by every lab it starts.
 */
const keyCache = new Map<string, Promise<KeyPairPem>>();
let authorities: Promise<[Authority, Authority]> | null = null;

export class LabCa {
  private readonly keyCache = keyCache;

  private constructor(
    private readonly root: Authority,
    private readonly rogue: Authority,
  ) {}

  static async create(): Promise<LabCa> {
    authorities ??= Promise.all([createAuthority('Rampart Lab Root CA'), createAuthority('Rogue CA Nobody Trusts')]);
    const [root, rogue] = await authorities;
    return new LabCa(root, rogue);
  }

  /** The root certificate (PEM) to trust. */
  get rootPem(): string {
    return this.root.cert.toString('pem');
  }

  /** Leaf keys are shared per (size, hash): key generation is the slow part of starting a lab. */
  private leafKeys(bits: number, hash: 'SHA-256' | 'SHA-1'): Promise<KeyPairPem> {
    const key = `${bits}/${hash}`;
    let keys = this.keyCache.get(key);
    if (!keys) {
      keys = rsaKeyPair(bits, hash);
      this.keyCache.set(key, keys);
    }
    return keys;
  }

  async issue(spec: LeafSpec): Promise<IssuedCertificate> {
    const hash = spec.hash ?? 'SHA-256';
    const keys = await this.leafKeys(spec.rsaBits ?? 2048, hash);
    const subject = `CN=${spec.names[0]}`;
    const issuer = spec.selfSigned ? null : spec.untrustedIssuer ? this.rogue : this.root;
    const extensions = [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(spec.names.map((name) => ({ type: 'dns' as const, value: name }))),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      // RFC 5280 4.2.1.1: every certificate a CA issues names its issuer's key; verifiers that apply
      // the CA/Browser Forum profile (sslyze through pyca/cryptography) reject a leaf without it.
      ...(issuer ? [await x509.AuthorityKeyIdentifierExtension.create(issuer.keys.publicKey)] : []),
    ];
    const cert = await x509.X509CertificateGenerator.create({
      serialNumber: serial(),
      subject,
      issuer: issuer ? issuer.name : subject,
      notBefore: spec.notBefore ?? new Date(Date.now() - DAY),
      notAfter: spec.notAfter ?? new Date(Date.now() + 90 * DAY),
      publicKey: keys.publicKey,
      signingKey: issuer ? issuer.keys.privateKey : keys.privateKey,
      signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: issuer ? 'SHA-256' : hash },
      extensions,
    });
    // A SHA-1 leaf must be signed with SHA-1 by its issuer: re-sign with the issuer's key imported for SHA-1.
    const leaf = hash === 'SHA-1' && issuer ? await this.resignSha1(spec, keys, issuer, extensions) : cert;
    const certPem = leaf.toString('pem');
    const chainPem = issuer && issuer !== this.root ? `${certPem}\n${issuer.cert.toString('pem')}` : certPem;
    return { certPem, chainPem, keyPem: keys.privateKeyPem };
  }

  private async resignSha1(
    spec: LeafSpec,
    keys: KeyPairPem,
    issuer: Authority,
    extensions: x509.Extension[],
  ): Promise<x509.X509Certificate> {
    const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', issuer.keys.privateKey);
    const sha1Key = await webcrypto.subtle.importKey(
      'pkcs8',
      pkcs8,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' },
      false,
      ['sign'],
    );
    return x509.X509CertificateGenerator.create({
      serialNumber: serial(),
      subject: `CN=${spec.names[0]}`,
      issuer: issuer.name,
      notBefore: spec.notBefore ?? new Date(Date.now() - DAY),
      notAfter: spec.notAfter ?? new Date(Date.now() + 90 * DAY),
      publicKey: keys.publicKey,
      signingKey: sha1Key as Key,
      signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' },
      extensions,
    });
  }
}
