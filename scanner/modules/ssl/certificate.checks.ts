/**
 * The certificate checks of the ssl module, pure functions over the collected chain. Severities and
 * caps (SSL Labs' rules) are in ssl.findings.ts; chain order and completeness problems are findings
 * without a cap.
 */
import type { Check } from '../module.js';
import { matchHostname } from './hostname-match.js';
import type { SslEvidence } from './ssl.evidence.js';
import { MIN_RSA_BITS, SSL_FINDINGS } from './ssl.findings.js';
import { certificateOf, DAY_MS, overCertificates, validatedCertificates } from './ssl-check-helpers.js';

const { out } = SSL_FINDINGS;
const SOON_HIGH_DAYS = 14;
const SOON_MEDIUM_DAYS = 30;
const MIN_EC_BITS = 256;
const BROKEN_HASHES = new Set(['SHA-1', 'MD5', 'MD2']);
/** What every check over certificates can also say (ssl-check-helpers.ts). */
export const ENDPOINT_UNKNOWNS = ['unknown.no_address', 'unknown.unreachable'] as const;

export const CERTIFICATE_CHECKS: Check<SslEvidence>[] = [
  {
    id: 'certificate_trusted',
    title: 'Certificate chains to a trusted root',
    outcomes: ['pass', 'self_signed', 'untrusted_root', 'incomplete_chain', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overCertificates(e, 'certificate_trusted', (c, endpoint) => {
        const { trust } = c;
        const address = endpoint.address;
        const path = trust.path;
        switch (trust.status) {
          case 'trusted':
            return out('certificate_trusted.pass', [], { anchor: trust.anchor ?? '' });
          case 'self_signed':
            return out('certificate_trusted.self_signed', [], { address, subject: c.chain[0]!.subject, path });
          case 'untrusted_root':
            return out('certificate_trusted.untrusted_root', [], { address, path });
          default:
            return out('certificate_trusted.incomplete_chain', [], {
              address,
              path,
              missing_issuer: trust.missing_issuer ?? '',
            });
        }
      }),
  },
  {
    id: 'certificate_expiry',
    title: 'Certificate is within its validity period',
    outcomes: [
      'pass',
      'expired',
      'not_yet_valid',
      'expires_within_14_days',
      'expires_within_30_days',
      ...ENDPOINT_UNKNOWNS,
    ],
    run: (e) =>
      overCertificates(e, 'certificate_expiry', (c, endpoint) => {
        const now = Date.parse(c.checked_at);
        const certificates = validatedCertificates(c);
        for (const [index, fields] of certificates.entries()) {
          const which = certificateOf(fields, index);
          if (now > Date.parse(fields.not_after)) {
            const daysAgo = Math.floor((now - Date.parse(fields.not_after)) / DAY_MS);
            return out('certificate_expiry.expired', [], {
              ...which,
              address: endpoint.address,
              not_after: fields.not_after,
              days_ago: daysAgo,
            });
          }
          if (now < Date.parse(fields.not_before)) {
            return out('certificate_expiry.not_yet_valid', [], {
              ...which,
              address: endpoint.address,
              not_before: fields.not_before,
            });
          }
        }
        const soonest = certificates.reduce((a, b) => (Date.parse(b.not_after) < Date.parse(a.not_after) ? b : a));
        const days = Math.floor((Date.parse(soonest.not_after) - now) / DAY_MS);
        if (days <= SOON_MEDIUM_DAYS) {
          return out(
            days <= SOON_HIGH_DAYS
              ? 'certificate_expiry.expires_within_14_days'
              : 'certificate_expiry.expires_within_30_days',
            [],
            { ...certificateOf(soonest, certificates.indexOf(soonest)), not_after: soonest.not_after, days },
          );
        }
        return out('certificate_expiry.pass', [], { not_after: soonest.not_after, days });
      }),
  },
  {
    id: 'certificate_hostname',
    title: 'Certificate names the domain',
    outcomes: ['pass', 'name_mismatch', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overCertificates(e, 'certificate_hostname', (c, endpoint) => {
        const leaf = c.chain[0]!;
        const verdict = matchHostname(e.domain, leaf.san_dns);
        if (verdict.matches) return out('certificate_hostname.pass', [], { matched: verdict.matched ?? '' });
        return out('certificate_hostname.name_mismatch', [], { address: endpoint.address, names: leaf.san_dns });
      }),
  },
  {
    id: 'certificate_key_size',
    title: 'Certificate keys are strong enough',
    outcomes: ['pass', 'weak_key', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overCertificates(e, 'certificate_key_size', (c) => {
        const certificates = validatedCertificates(c);
        for (const [index, fields] of certificates.entries()) {
          const bits = fields.key_bits ?? 0;
          const rsaLike = fields.key_type === 'RSA' || fields.key_type === 'RSA-PSS' || fields.key_type === 'DSA';
          const minimum = rsaLike ? MIN_RSA_BITS : fields.key_type === 'EC' ? MIN_EC_BITS : 0;
          if (bits < minimum) {
            return out('certificate_key_size.weak_key', [], {
              ...certificateOf(fields, index),
              bits,
              key_type: fields.key_type,
              minimum,
            });
          }
        }
        const leaf = c.chain[0]!;
        return out('certificate_key_size.pass', [], {
          key_type: leaf.key_type,
          bits: leaf.key_bits ?? null,
          curve: leaf.curve ?? null,
        });
      }),
  },
  {
    id: 'certificate_signature',
    title: 'Certificates are signed with a secure hash',
    outcomes: ['pass', 'weak_signature', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overCertificates(e, 'certificate_signature', (c) => {
        const certificates = validatedCertificates(c);
        for (const [index, fields] of certificates.entries()) {
          if (fields.signature_hash && BROKEN_HASHES.has(fields.signature_hash)) {
            return out('certificate_signature.weak_signature', [], {
              ...certificateOf(fields, index),
              algorithm: fields.signature_algorithm,
              hash: fields.signature_hash,
            });
          }
        }
        return out('certificate_signature.pass', [], { algorithms: certificates.map((f) => f.signature_algorithm) });
      }),
  },
  {
    id: 'certificate_chain',
    title: 'Certificate chain is complete and in order',
    outcomes: ['pass', 'incomplete', 'out_of_order', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overCertificates(e, 'certificate_chain', (c, endpoint) => {
        if (c.trust.status === 'incomplete_chain') {
          return out('certificate_chain.incomplete', [], {
            address: endpoint.address,
            missing_issuer: c.trust.missing_issuer ?? '',
            issued: c.trust.path.at(-1) ?? '',
          });
        }
        if (!c.order.in_order) {
          return out('certificate_chain.out_of_order', [], { address: endpoint.address, problems: c.order.problems });
        }
        return out('certificate_chain.pass', [], {
          count: c.chain.length,
          top: c.trust.path.at(-1) ?? '',
          source: c.source,
        });
      }),
  },
];
