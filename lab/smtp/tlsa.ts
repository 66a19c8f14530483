/**
 * TLSA records (RFC 6698) for the lab: a zone-record builder, and the DANE-EE record (3 1 1: the
 * SHA-256 of the certificate's public key) of a certificate the lab issued. The lab CA makes its keys
 * at start, so matching records are built then (smtp-servers.ts), never written into a zone file.
 */
import { createHash, X509Certificate } from 'node:crypto';
import type { Answer } from 'dns-packet';
import { type LabZone, zone } from '../zones/records.js';

export function tlsa(name: string, usage: number, selector: number, matchingType: number, data: Buffer): Answer {
  return { type: 'TLSA', name, ttl: 300, data: { usage, selector, matchingType, certificate: data } };
}

/** SHA-256 of the SubjectPublicKeyInfo of the first certificate in a PEM chain. */
export function spkiSha256(chainPem: string): Buffer {
  const spki = new X509Certificate(chainPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest();
}

/** The zone `_25._tcp.<host>` holding the 3 1 1 record that matches the certificate the host serves. */
export function daneZone(host: string, chainPem: string): LabZone {
  const name = `_25._tcp.${host}`;
  return zone(name, [tlsa(name, 3, 1, 1, spkiSha256(chainPem))]);
}
