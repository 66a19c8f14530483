/**
 * Turns the certificates an address sent into the evidence the certificate checks read: every
 * certificate's fields, the trust path, and the chain order. Expiry and names are judged by the
 * checks from these fields; `checked_at` pins the moment the expiry is measured from.
 */
import { certificateFields, parseCertificate } from './certificate-fields.js';
import { judgeOrder, judgeTrust, type RootStore } from './certificate-trust.js';
import type { CertificateEvidence } from './ssl.evidence.js';

export function certificateEvidence(
  ders: readonly Buffer[],
  options: { sni: string; source: string; roots: RootStore; now: Date },
): CertificateEvidence {
  const certificates = ders.map(parseCertificate);
  return {
    sni: options.sni,
    source: options.source,
    chain: certificates.map(certificateFields),
    trust: judgeTrust(certificates, options.roots),
    order: judgeOrder(certificates),
    checked_at: options.now.toISOString(),
  };
}
