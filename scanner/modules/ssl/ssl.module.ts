/**
 * The ssl module (anchors: SSL Labs grading caps, testssl.sh, sslyze): HTTPS on port 443 of the
 * target's first IPv4 and IPv6 address, with the domain as SNI. Certificate trust, expiry, name, key
 * size, signature hash and chain; SSLv2 through TLS 1.3; weak suites; forward secrecy. Every probe
 * of an address runs at once, so a good host takes a few round trips and a dead one one timeout.
 */
import type { ScannerModule } from '../module.js';
import { CERTIFICATE_CHECKS } from './certificate.checks.js';
import { CIPHER_CHECKS } from './cipher.checks.js';
import { PROTOCOL_CHECKS } from './protocol.checks.js';
import { collectSsl } from './ssl.collect.js';
import { certKey, type SslEvidence, tlsKey } from './ssl.evidence.js';
import { SSL_FINDINGS } from './ssl.findings.js';

export function publishSsl(evidence: SslEvidence): Record<string, unknown> {
  const published: Record<string, unknown> = {};
  for (const endpoint of evidence.endpoints) {
    const { certificate, ...tls } = endpoint;
    published[tlsKey(endpoint)] = tls;
    if (certificate) published[certKey(endpoint)] = certificate;
  }
  return published;
}

export const SSL_MODULE: ScannerModule<SslEvidence> = {
  name: 'ssl',
  collect: collectSsl,
  publish: publishSsl,
  checks: [PROTOCOL_CHECKS[0]!, ...CERTIFICATE_CHECKS, ...PROTOCOL_CHECKS.slice(1), ...CIPHER_CHECKS],
  findings: SSL_FINDINGS,
  // One connect plus one exchange, twice over for a slow server, with room to spare.
  timeoutMs: 12_000,
};
