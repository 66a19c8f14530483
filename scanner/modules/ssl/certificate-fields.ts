/**
 * The fields of one X.509 certificate that the ssl checks and a human reader need, as plain JSON.
 * node:crypto's X509Certificate gives most of them; Node 20 does not expose the signature algorithm,
 * so a few lines of DER reading take it from the certificate's outer AlgorithmIdentifier.
 */
import { X509Certificate } from 'node:crypto';

export interface CertificateFields {
  subject: string;
  issuer: string;
  /** DNS names from subjectAltName, as written (wildcards included). */
  san_dns: string[];
  not_before: string;
  not_after: string;
  /** `RSA`, `EC`, `Ed25519`, `Ed448`, `DSA`, `RSA-PSS` or what Node reports. */
  key_type: string;
  key_bits: number | null;
  curve: string | null;
  signature_algorithm: string;
  /** Hash inside the signature (`SHA-256`, `SHA-1`, `MD5`); null for Ed25519/Ed448, which have none. */
  signature_hash: string | null;
  fingerprint_sha256: string;
  serial: string;
  is_ca: boolean;
  /** Subject equals issuer (a root, or a self-signed leaf). */
  self_issued: boolean;
}

interface Tlv {
  tag: number;
  start: number;
  end: number;
}

/** One DER TLV at `offset`: tag, and where its content starts and ends. */
function readTlv(der: Buffer, offset: number): Tlv {
  if (offset + 2 > der.length) throw new Error('truncated DER');
  const tag = der[offset]!;
  let length = der[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || start + count > der.length) throw new Error('bad DER length');
    length = der.readUIntBE(start, count);
    start += count;
  }
  if (start + length > der.length) throw new Error('truncated DER');
  return { tag, start, end: start + length };
}

function decodeOid(bytes: Buffer): string {
  const parts = [Math.floor(bytes[0]! / 40), bytes[0]! % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

const HASH_OIDS: Record<string, string> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.4': 'SHA-224',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};

/** Signature algorithm OIDs: name and the hash they use. */
const SIGNATURE_OIDS: Record<string, [name: string, hash: string | null]> = {
  '1.2.840.113549.1.1.2': ['md2WithRSAEncryption', 'MD2'],
  '1.2.840.113549.1.1.4': ['md5WithRSAEncryption', 'MD5'],
  '1.2.840.113549.1.1.5': ['sha1WithRSAEncryption', 'SHA-1'],
  '1.2.840.113549.1.1.14': ['sha224WithRSAEncryption', 'SHA-224'],
  '1.2.840.113549.1.1.11': ['sha256WithRSAEncryption', 'SHA-256'],
  '1.2.840.113549.1.1.12': ['sha384WithRSAEncryption', 'SHA-384'],
  '1.2.840.113549.1.1.13': ['sha512WithRSAEncryption', 'SHA-512'],
  '1.2.840.10045.4.1': ['ecdsa-with-SHA1', 'SHA-1'],
  '1.2.840.10045.4.3.1': ['ecdsa-with-SHA224', 'SHA-224'],
  '1.2.840.10045.4.3.2': ['ecdsa-with-SHA256', 'SHA-256'],
  '1.2.840.10045.4.3.3': ['ecdsa-with-SHA384', 'SHA-384'],
  '1.2.840.10045.4.3.4': ['ecdsa-with-SHA512', 'SHA-512'],
  '1.2.840.10040.4.3': ['dsa-with-SHA1', 'SHA-1'],
  '2.16.840.1.101.3.4.3.2': ['dsa-with-SHA256', 'SHA-256'],
  '1.3.101.112': ['Ed25519', null],
  '1.3.101.113': ['Ed448', null],
};

const RSASSA_PSS = '1.2.840.113549.1.1.10';

/**
 * The DER bytes (hex) of the certificate's issuer or subject Name, read without parsing the whole
 * certificate: cheap enough to index every bundled root by subject and parse only the one needed.
 */
export function nameDer(der: Buffer, which: 'issuer' | 'subject'): string {
  const certificate = readTlv(der, 0);
  const tbs = readTlv(der, certificate.start);
  let at = tbs.start;
  if (der[at] === 0xa0) at = readTlv(der, at).end; // [0] version
  at = readTlv(der, at).end; // serialNumber
  at = readTlv(der, at).end; // signature AlgorithmIdentifier
  const issuer = readTlv(der, at);
  if (which === 'issuer') return der.subarray(at, issuer.end).toString('hex');
  const validity = readTlv(der, issuer.end);
  const subject = readTlv(der, validity.end);
  return der.subarray(validity.end, subject.end).toString('hex');
}

/** The certificate's signatureAlgorithm (the field after tbsCertificate) as name and hash. */
export function signatureAlgorithmOf(der: Buffer): { name: string; hash: string | null } {
  const certificate = readTlv(der, 0);
  const tbs = readTlv(der, certificate.start);
  const algorithm = readTlv(der, tbs.end);
  const oidTlv = readTlv(der, algorithm.start);
  const oid = decodeOid(der.subarray(oidTlv.start, oidTlv.end));
  if (oid === RSASSA_PSS) {
    // RSASSA-PSS-params: [0] hashAlgorithm, absent meaning SHA-1 (RFC 4055 section 3.1).
    let hash = 'SHA-1';
    if (oidTlv.end < algorithm.end) {
      const params = readTlv(der, oidTlv.end);
      if (params.start < params.end && der[params.start] === 0xa0) {
        const explicit = readTlv(der, params.start);
        const hashAlgorithm = readTlv(der, explicit.start);
        const hashOid = readTlv(der, hashAlgorithm.start);
        hash = HASH_OIDS[decodeOid(der.subarray(hashOid.start, hashOid.end))] ?? 'unknown';
      }
    }
    return { name: 'rsassa-pss', hash };
  }
  const known = SIGNATURE_OIDS[oid];
  return known ? { name: known[0], hash: known[1] } : { name: oid, hash: null };
}

const CURVE_BITS: Record<string, number> = {
  prime192v1: 192,
  secp224r1: 224,
  prime256v1: 256,
  secp256k1: 256,
  secp384r1: 384,
  secp521r1: 521,
};

const KEY_TYPES: Record<string, string> = {
  rsa: 'RSA',
  'rsa-pss': 'RSA-PSS',
  ec: 'EC',
  dsa: 'DSA',
  ed25519: 'Ed25519',
  ed448: 'Ed448',
};

function oneLine(name: string): string {
  return name.split('\n').join(', ');
}

export function sanDnsNames(certificate: X509Certificate): string[] {
  const san = certificate.subjectAltName;
  if (!san) return [];
  return san
    .split(', ')
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4));
}

export function certificateFields(certificate: X509Certificate): CertificateFields {
  const key = certificate.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  const type = key.asymmetricKeyType ?? 'unknown';
  const curve = details.namedCurve ?? null;
  let bits: number | null = details.modulusLength ?? null;
  if (type === 'ec') bits = curve ? (CURVE_BITS[curve] ?? null) : null;
  if (type === 'ed25519') bits = 256;
  if (type === 'ed448') bits = 448;
  const signature = signatureAlgorithmOf(certificate.raw);
  return {
    subject: oneLine(certificate.subject),
    issuer: oneLine(certificate.issuer),
    san_dns: sanDnsNames(certificate),
    not_before: new Date(certificate.validFrom).toISOString(),
    not_after: new Date(certificate.validTo).toISOString(),
    key_type: KEY_TYPES[type] ?? type,
    key_bits: bits,
    curve,
    signature_algorithm: signature.name,
    signature_hash: signature.hash,
    fingerprint_sha256: certificate.fingerprint256,
    serial: certificate.serialNumber,
    is_ca: certificate.ca,
    self_issued: certificate.subject === certificate.issuer,
  };
}

export function parseCertificate(der: Buffer): X509Certificate {
  return new X509Certificate(der);
}
