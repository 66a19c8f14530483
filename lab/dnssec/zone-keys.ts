/**
 * Zone keys for the lab's signed zones, made with node:crypto when the lab starts (nothing on disk):
 * the key pair, its DNSKEY fields in wire form (RFC 3110 for RSA, RFC 6605 for ECDSA, RFC 8080 for
 * Ed25519), and a signer that produces signatures in the form RRSIG carries. Synchronous, so zones
 * that appear while the lab runs can be signed on the spot (lab-dnssec.ts).
 */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { type DnskeyFields, keyTag } from '../../scanner/modules/dnssec/dnssec-wire.js';

/** Algorithms the lab can sign with: 5 (RSASHA1, deprecated) exists only to produce that finding. */
export type LabDnssecAlgorithm = 5 | 8 | 10 | 13 | 14 | 15;

export interface ZoneKey {
  fields: DnskeyFields;
  tag: number;
  sign(data: Buffer): Buffer;
}

function rsaPublicKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const exponent = Buffer.from(jwk.e!, 'base64url');
  const modulus = Buffer.from(jwk.n!, 'base64url');
  // RFC 3110 section 2: a one-octet exponent length suffices for any exponent under 256 octets.
  return Buffer.concat([Buffer.from([exponent.length]), exponent, modulus]);
}

function ecPublicKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return Buffer.concat([Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
}

function edPublicKey(publicKey: KeyObject): Buffer {
  return Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
}

/**
 * RSA key pairs made once per process and shared by every RSA zone: RSA generation takes up to
 * seconds on a busy machine, ECDSA and Ed25519 a millisecond. 1024 bits is what many RSA zones still
 * sign with; the lab needs valid signatures, not strong ones.
 */
const rsaPool = new Map<'ksk' | 'zsk', { publicKey: KeyObject; privateKey: KeyObject }>();

function rsaPair(role: 'ksk' | 'zsk') {
  let pair = rsaPool.get(role);
  if (pair === undefined) {
    pair = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    rsaPool.set(role, pair);
  }
  return pair;
}

function keyPair(
  algorithm: LabDnssecAlgorithm,
  role: 'ksk' | 'zsk',
): { publicKey: Buffer; sign: (data: Buffer) => Buffer } {
  switch (algorithm) {
    case 5:
    case 8:
    case 10: {
      const pair = rsaPair(role);
      const hash = algorithm === 5 ? 'sha1' : algorithm === 8 ? 'sha256' : 'sha512';
      return { publicKey: rsaPublicKey(pair.publicKey), sign: (data) => sign(hash, data, pair.privateKey) };
    }
    case 13:
    case 14: {
      const pair = generateKeyPairSync('ec', { namedCurve: algorithm === 13 ? 'P-256' : 'P-384' });
      const hash = algorithm === 13 ? 'sha256' : 'sha384';
      return {
        publicKey: ecPublicKey(pair.publicKey),
        sign: (data) => sign(hash, data, { key: pair.privateKey, dsaEncoding: 'ieee-p1363' }),
      };
    }
    case 15: {
      const pair = generateKeyPairSync('ed25519');
      return { publicKey: edPublicKey(pair.publicKey), sign: (data) => sign(null, data, pair.privateKey) };
    }
  }
}

/** A key-signing key (flags 257: zone key + SEP) or a zone-signing key (flags 256). */
export function createZoneKey(algorithm: LabDnssecAlgorithm, role: 'ksk' | 'zsk'): ZoneKey {
  const pair = keyPair(algorithm, role);
  const fields: DnskeyFields = {
    flags: role === 'ksk' ? 257 : 256,
    protocol: 3,
    algorithm,
    publicKey: pair.publicKey.toString('base64'),
  };
  return { fields, tag: keyTag(fields), sign: pair.sign };
}
