/**
 * The certificate checks of the ssl module, pure functions over the collected chain. SSL Labs'
 * rules set the weight: anything a browser refuses (untrusted, expired or not yet valid, wrong name,
 * SHA-1/MD5 signature) is critical and caps the grade at F (`invalid_certificate`); an RSA key under
 * 2048 bits caps at B as SSL Labs does (`weak_tls`, the policy's B cap for a weak TLS setup);
 * expiry within 14 or 30 days is high or medium; chain order and completeness problems are findings
 * without a cap.
 */
import type { Check } from '../module.js';
import { matchHostname } from './hostname-match.js';
import type { SslEvidence } from './ssl.evidence.js';
import { DAY_MS, describe, failed, overCertificates, passed, validatedCertificates } from './ssl-check-helpers.js';

const SOON_HIGH_DAYS = 14;
const SOON_MEDIUM_DAYS = 30;
const MIN_RSA_BITS = 2048;
const MIN_EC_BITS = 256;
const BROKEN_HASHES = new Set(['SHA-1', 'MD5', 'MD2']);

const day = (iso: string) => iso.slice(0, 10);

export const CERTIFICATE_CHECKS: Check<SslEvidence>[] = [
  {
    id: 'certificate_trusted',
    title: 'Certificate chains to a trusted root',
    run: (e) =>
      overCertificates(e, (c, endpoint) => {
        const { trust } = c;
        const leaf = c.chain[0]!;
        if (trust.status === 'trusted') return passed(`Chains to the trusted root ${trust.anchor}.`);
        const remediation =
          "Install a certificate from a publicly trusted CA (for example Let's Encrypt) and configure the server to send the full chain: the leaf, then every intermediate.";
        const finding = {
          self_signed: `${endpoint.address} presents a self-signed certificate for ${e.domain} (${leaf.subject}); no client trusts it.`,
          untrusted_root: `The certificate ${endpoint.address} presents for ${e.domain} chains to ${trust.path.at(-1)}, a root that is not in the trust store (unknown issuer).`,
          incomplete_chain: `The chain ${endpoint.address} presents for ${e.domain} stops at ${trust.path.at(-1)}: its issuer ${trust.missing_issuer} was not sent and is not a trusted root (an incomplete chain missing an intermediate, or an unknown issuer).`,
        }[trust.status];
        return failed(
          `Not trusted: ${trust.status.replace('_', ' ')} (path ${trust.path.join(' <- ')}).`,
          { severity: 'critical', finding, remediation },
          'invalid_certificate',
        );
      }),
  },
  {
    id: 'certificate_expiry',
    title: 'Certificate is within its validity period',
    run: (e) =>
      overCertificates(e, (c, endpoint) => {
        const now = Date.parse(c.checked_at);
        const certificates = validatedCertificates(c);
        for (const [index, fields] of certificates.entries()) {
          const what = describe(fields, index);
          if (now > Date.parse(fields.not_after)) {
            const ago = Math.floor((now - Date.parse(fields.not_after)) / DAY_MS);
            return failed(
              `${what} expired on ${day(fields.not_after)}.`,
              {
                severity: 'critical',
                finding: `${what} served by ${endpoint.address} for ${e.domain} expired on ${day(fields.not_after)} (${ago} days ago); browsers refuse the connection.`,
                remediation: 'Renew the certificate now and automate renewal (ACME) so it cannot lapse again.',
              },
              'invalid_certificate',
            );
          }
          if (now < Date.parse(fields.not_before)) {
            return failed(
              `${what} is not valid before ${day(fields.not_before)}.`,
              {
                severity: 'critical',
                finding: `${what} served by ${endpoint.address} for ${e.domain} is not valid until ${day(fields.not_before)}; browsers refuse it.`,
                remediation:
                  'Serve a certificate that is already valid, and check the server clock and the issuance date.',
              },
              'invalid_certificate',
            );
          }
        }
        const soonest = certificates.reduce((a, b) => (Date.parse(b.not_after) < Date.parse(a.not_after) ? b : a));
        const left = Math.floor((Date.parse(soonest.not_after) - now) / DAY_MS);
        if (left <= SOON_MEDIUM_DAYS) {
          const severity = left <= SOON_HIGH_DAYS ? 'high' : 'medium';
          return failed(`Expires on ${day(soonest.not_after)}, in ${left} days.`, {
            severity,
            finding: `${describe(soonest, certificates.indexOf(soonest))} for ${e.domain} expires on ${day(soonest.not_after)}, in ${left} days.`,
            remediation: 'Renew the certificate before it expires and automate renewal (ACME) with alerts on failure.',
          });
        }
        return passed(`Valid until ${day(soonest.not_after)} (${left} days left).`);
      }),
  },
  {
    id: 'certificate_hostname',
    title: 'Certificate names the domain',
    run: (e) =>
      overCertificates(e, (c, endpoint) => {
        const leaf = c.chain[0]!;
        const verdict = matchHostname(e.domain, leaf.san_dns);
        if (verdict.matches) return passed(`${e.domain} matches the subjectAltName entry ${verdict.matched}.`);
        const names = leaf.san_dns.length > 0 ? leaf.san_dns.join(', ') : 'no DNS names (subject only)';
        return failed(
          `${e.domain} is not among the certificate's names: ${names}.`,
          {
            severity: 'critical',
            finding: `The certificate ${endpoint.address} presents for ${e.domain} is issued for ${names}, so browsers show a name mismatch error.`,
            remediation: `Serve a certificate whose subjectAltName includes ${e.domain} (and any www. name you use) for this SNI name.`,
          },
          'invalid_certificate',
        );
      }),
  },
  {
    id: 'certificate_key_size',
    title: 'Certificate keys are strong enough',
    run: (e) =>
      overCertificates(e, (c) => {
        const certificates = validatedCertificates(c);
        for (const [index, fields] of certificates.entries()) {
          const bits = fields.key_bits ?? 0;
          const rsaLike = fields.key_type === 'RSA' || fields.key_type === 'RSA-PSS' || fields.key_type === 'DSA';
          const minimum = rsaLike ? MIN_RSA_BITS : fields.key_type === 'EC' ? MIN_EC_BITS : 0;
          if (bits < minimum) {
            return failed(
              `${describe(fields, index)} has a ${bits}-bit ${fields.key_type} key.`,
              {
                severity: 'high',
                finding: `${describe(fields, index)} for ${e.domain} uses a ${bits}-bit ${fields.key_type} key, below the ${minimum}-bit minimum.`,
                remediation: `Issue a new certificate with an RSA key of at least ${MIN_RSA_BITS} bits or an ECDSA P-256 key.`,
              },
              'weak_tls',
            );
          }
        }
        const leaf = c.chain[0]!;
        return passed(
          `The leaf key is ${leaf.key_type} ${leaf.key_bits ?? ''}${leaf.curve ? ` (${leaf.curve})` : ''} bits.`,
        );
      }),
  },
  {
    id: 'certificate_signature',
    title: 'Certificates are signed with a secure hash',
    run: (e) =>
      overCertificates(e, (c) => {
        const certificates = validatedCertificates(c);
        for (const [index, fields] of certificates.entries()) {
          if (fields.signature_hash && BROKEN_HASHES.has(fields.signature_hash)) {
            return failed(
              `${describe(fields, index)} is signed with ${fields.signature_algorithm}.`,
              {
                severity: 'critical',
                finding: `${describe(fields, index)} for ${e.domain} is signed with ${fields.signature_algorithm}; ${fields.signature_hash} signatures can be forged and browsers reject them.`,
                remediation: 'Reissue the certificate (and any intermediate) with a SHA-256 (or stronger) signature.',
              },
              'invalid_certificate',
            );
          }
        }
        return passed(`Signed with ${certificates.map((f) => f.signature_algorithm).join(', ')}.`);
      }),
  },
  {
    id: 'certificate_chain',
    title: 'Certificate chain is complete and in order',
    run: (e) =>
      overCertificates(e, (c, endpoint) => {
        if (c.trust.status === 'incomplete_chain') {
          return failed(`The issuer ${c.trust.missing_issuer} is not sent.`, {
            severity: 'medium',
            finding: `${endpoint.address} sends an incomplete chain for ${e.domain}: the certificate of ${c.trust.missing_issuer}, which issued ${c.trust.path.at(-1)}, is missing.`,
            remediation:
              'Configure the server with the full chain file (leaf, then intermediates), as your CA provides it.',
          });
        }
        if (!c.order.in_order) {
          return failed(`Chain problems: ${c.order.problems.join('; ')}.`, {
            severity: 'low',
            finding: `The chain ${endpoint.address} sends for ${e.domain} is out of order or has extra certificates: ${c.order.problems.join('; ')}.`,
            remediation:
              'Send the leaf first, then each issuer in turn; remove certificates that do not belong to the chain.',
          });
        }
        return passed(
          `${c.chain.length} certificate(s) sent in order, complete up to ${c.trust.path.at(-1)} (${c.source}).`,
        );
      }),
  },
];
