/**
 * DNSSEC cryptography with node:crypto: DS digests (RFC 4034 5.1.4, RFC 4509, RFC 6605) and RRSIG
 * verification for the RSA (RFC 3110, RFC 5702), ECDSA (RFC 6605) and EdDSA (RFC 8080) algorithms.
 * Pure functions; `null` means "cannot be judged here" (an algorithm the scanner does not implement),
 * which callers report as unknown rather than as a failure.
 */
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { type DnskeyFields, dnskeyRdata, nameToWire, type RrsigFields } from './dnssec-wire.js';

/** DS digest types and the hash each names (RFC 4034, RFC 4509, RFC 6605). GOST (3) is not implemented. */
const DIGESTS: Record<number, string> = { 1: 'sha1', 2: 'sha256', 4: 'sha384' };

/** The DS digest of a DNSKEY: hash(owner name | DNSKEY RDATA); null for a digest type not implemented. */
export function dsDigest(owner: string, key: DnskeyFields, digestType: number): string | null {
  const hash = DIGESTS[digestType];
  if (hash === undefined) return null;
  return createHash(hash).update(nameToWire(owner)).update(dnskeyRdata(key)).digest('hex');
}

export function canDigest(digestType: number): boolean {
  return DIGESTS[digestType] !== undefined;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** RSA public key from RFC 3110 form: exponent length (1 octet, or 0 then 2 octets), exponent, modulus. */
function rsaKey(bytes: Buffer): KeyObject | null {
  if (bytes.length < 3) return null;
  const long = bytes[0] === 0;
  const exponentLength = long ? bytes.readUInt16BE(1) : bytes[0]!;
  const start = long ? 3 : 1;
  const exponent = bytes.subarray(start, start + exponentLength);
  const modulus = bytes.subarray(start + exponentLength);
  if (exponent.length !== exponentLength || modulus.length === 0) return null;
  return createPublicKey({ key: { kty: 'RSA', n: base64url(modulus), e: base64url(exponent) }, format: 'jwk' });
}

/** ECDSA public key: the curve point's x then y, with no prefix octet (RFC 6605 section 4). */
function ecKey(bytes: Buffer, curve: 'P-256' | 'P-384'): KeyObject | null {
  const size = curve === 'P-256' ? 32 : 48;
  if (bytes.length !== size * 2) return null;
  const jwk = { kty: 'EC', crv: curve, x: base64url(bytes.subarray(0, size)), y: base64url(bytes.subarray(size)) };
  return createPublicKey({ key: jwk, format: 'jwk' });
}

function edKey(bytes: Buffer, curve: 'Ed25519' | 'Ed448'): KeyObject | null {
  if (bytes.length !== (curve === 'Ed25519' ? 32 : 57)) return null;
  return createPublicKey({ key: { kty: 'OKP', crv: curve, x: base64url(bytes) }, format: 'jwk' });
}

interface Scheme {
  /** Hash for node:crypto's verify; null for EdDSA, which hashes internally. */
  hash: string | null;
  key(bytes: Buffer): KeyObject | null;
  /** ECDSA signatures in DNSSEC are r | s, not DER (RFC 6605 section 4). */
  rawEcdsa?: boolean;
}

const SCHEMES: Record<number, Scheme> = {
  5: { hash: 'sha1', key: rsaKey },
  7: { hash: 'sha1', key: rsaKey },
  8: { hash: 'sha256', key: rsaKey },
  10: { hash: 'sha512', key: rsaKey },
  13: { hash: 'sha256', key: (b) => ecKey(b, 'P-256'), rawEcdsa: true },
  14: { hash: 'sha384', key: (b) => ecKey(b, 'P-384'), rawEcdsa: true },
  15: { hash: null, key: (b) => edKey(b, 'Ed25519') },
  16: { hash: null, key: (b) => edKey(b, 'Ed448') },
};

export function canVerifyAlgorithm(algorithm: number): boolean {
  return SCHEMES[algorithm] !== undefined;
}

/**
 * Verifies `signature` over `data` with a DNSKEY. true/false is the verdict; null means the algorithm is
 * not implemented or the key bytes are malformed, so nothing can be said.
 */
export function verifyWithKey(key: DnskeyFields, data: Buffer, signature: Buffer): boolean | null {
  const scheme = SCHEMES[key.algorithm];
  if (scheme === undefined) return null;
  let publicKey: KeyObject | null;
  try {
    publicKey = scheme.key(Buffer.from(key.publicKey, 'base64'));
  } catch {
    publicKey = null;
  }
  if (publicKey === null) return null;
  try {
    const target = scheme.rawEcdsa ? { key: publicKey, dsaEncoding: 'ieee-p1363' as const } : publicKey;
    return verify(scheme.hash, data, target, signature);
  } catch {
    // A signature of the wrong length for the key is simply not valid.
    return false;
  }
}

/** Verifies an RRSIG over the signing input built for it; null as for verifyWithKey. */
export function verifyRrsig(sig: RrsigFields, key: DnskeyFields, signedData: Buffer): boolean | null {
  if (sig.algorithm !== key.algorithm) return false;
  return verifyWithKey(key, signedData, Buffer.from(sig.signature, 'base64'));
}
