/**
 * Every outcome of the ssl module by code (`ssl.<check>.<outcome>`, findings.ts). SSL Labs' rules set
 * the weight: anything a browser refuses (untrusted, expired or not yet valid, wrong name, SHA-1/MD5
 * signature) is critical and caps the grade at F (`invalid_certificate`); an RSA key under 2048 bits,
 * breakable ciphers and missing forward secrecy cap at B (`weak_tls`); TLS 1.0/1.1 at B (`legacy_tls`).
 * SSLv3 and SSLv2 are critical without a cap of their own (scoring applies `critical_issue`, D), and
 * so are ciphers without encryption or authentication; expiry within 14 or 30 days is high or medium.
 *
 * A check over several addresses reports the worst one; when more than one address could be judged,
 * ssl-check-helpers.ts adds the `endpoint` param and the summary starts with that address.
 */
import { defineFindings, each, fail, pass, plural, sentence, unknown } from '../findings.js';

export const MIN_RSA_BITS = 2048;

/** The checks that judge every address (ssl-check-helpers.ts), with the two unknowns they share. */
export const ENDPOINT_CHECKS = [
  'certificate_trusted',
  'certificate_expiry',
  'certificate_hostname',
  'certificate_key_size',
  'certificate_signature',
  'certificate_chain',
  'modern_protocol',
  'legacy_tls',
  'sslv3',
  'sslv2',
  'weak_ciphers',
  'forward_secrecy',
] as const;

/** A certificate of the chain: `the leaf certificate (CN=x)` or `the intermediate CN=y`. */
type Certificate = { leaf: boolean; subject: string };
const certificate = (p: Certificate) =>
  p.leaf ? `the leaf certificate (${p.subject})` : `the intermediate ${p.subject}`;
const Certificate = (p: Certificate) => sentence(certificate(p));

const day = (iso: string) => iso.slice(0, 10);
const ago = (days: number) => (days === 0 ? 'less than a day ago' : `${plural(days, 'day')} ago`);
const inDays = (days: number) => (days === 0 ? 'in less than a day' : `in ${plural(days, 'day')}`);
const path = (p: { path: string[] }) => p.path.join(' <- ');

const TRUST_REMEDIATION =
  "Install a certificate from a publicly trusted CA (for example Let's Encrypt) and configure the server to send the full chain: the leaf, then every intermediate.";

const probeErrors = (errors: readonly { name: string; detail: string }[]) =>
  errors.map((e) => `${e.name}: ${e.detail}`).join('; ');

type Accepted = { category: string; suite: string; protocol: string }[];
const acceptedList = (p: { accepted: Accepted }) =>
  p.accepted.map((a) => `${a.category} (${a.suite} over ${a.protocol})`).join(', ');
const weakCiphers = (severity: 'critical' | 'high' | 'medium') =>
  fail<{ address: string; accepted: Accepted }>({
    summary: (p) => `Accepts ${acceptedList(p)}.`,
    severity,
    finding: (p) => `${p.address} accepts weak cipher suites for ${p.domain}: ${acceptedList(p)}.`,
    remediation:
      'Allow only AEAD suites with ECDHE key exchange (AES-GCM, ChaCha20-Poly1305) for TLS 1.2, plus the TLS 1.3 suites.',
    ...(severity === 'critical' ? {} : { cap: 'weak_tls' as const }),
  });

const expiresSoon = (severity: 'high' | 'medium') =>
  fail<Certificate & { not_after: string; days: number }>({
    summary: (p) => `Expires on ${day(p.not_after)}, ${inDays(p.days)}.`,
    severity,
    finding: (p) => `${Certificate(p)} for ${p.domain} expires on ${day(p.not_after)}, ${inDays(p.days)}.`,
    remediation: 'Renew the certificate before it expires and automate renewal (ACME) with alerts on failure.',
  });

type ProtocolErrors = { errors: { name: string; detail: string }[] };

export const SSL_FINDINGS = defineFindings(
  'ssl',
  {
    'https_available.pass': pass<{ address: string }>((p) => `${p.address} answers TLS on port 443.`),
    'https_available.not_offered': fail<{ address: string; detail: string }>({
      summary: (p) => `HTTPS is not offered at ${p.address}: ${p.detail}.`,
      severity: 'high',
      finding: (p) =>
        `${p.domain} does not offer HTTPS at ${p.address} (${p.detail}), so visitors' traffic is readable and changeable in transit.`,
      remediation: (p) =>
        `Serve HTTPS on port 443 with a trusted certificate for ${p.domain}, or remove the address record if the name is not meant for web traffic.`,
    }),
    'https_available.unknown.no_address': unknown((p) => `${p.domain} has no address.`),
    'https_available.unknown.unreachable': unknown<{ address: string; detail: string }>(
      (p) => `Not evaluated: ${p.address}: ${p.detail}.`,
    ),
    ...each(ENDPOINT_CHECKS, {
      'unknown.no_address': unknown((p) => `${p.domain} has no address to connect to.`),
      'unknown.unreachable': unknown<{ unreachable: { address: string; detail: string }[] }>(
        (p) => `Not evaluated: ${p.unreachable.map((u) => `${u.address}: ${u.detail}`).join('; ')}.`,
      ),
    }),

    // Certificates
    'certificate_trusted.pass': pass<{ anchor: string }>((p) => `Chains to the trusted root ${p.anchor}.`),
    'certificate_trusted.self_signed': fail<{ address: string; subject: string; path: string[] }>({
      summary: (p) => `Not trusted: self signed (path ${path(p)}).`,
      severity: 'critical',
      finding: (p) =>
        `${p.address} presents a self-signed certificate for ${p.domain} (${p.subject}); no client trusts it.`,
      remediation: TRUST_REMEDIATION,
      cap: 'invalid_certificate',
    }),
    'certificate_trusted.untrusted_root': fail<{ address: string; path: string[] }>({
      summary: (p) => `Not trusted: untrusted root (path ${path(p)}).`,
      severity: 'critical',
      finding: (p) =>
        `The certificate ${p.address} presents for ${p.domain} chains to ${p.path.at(-1)}, a root that is not in the trust store (unknown issuer).`,
      remediation: TRUST_REMEDIATION,
      cap: 'invalid_certificate',
    }),
    'certificate_trusted.incomplete_chain': fail<{ address: string; path: string[]; missing_issuer: string }>({
      summary: (p) => `Not trusted: incomplete chain (path ${path(p)}).`,
      severity: 'critical',
      finding: (p) =>
        `The chain ${p.address} presents for ${p.domain} stops at ${p.path.at(-1)}: its issuer ${p.missing_issuer} was not sent and is not a trusted root (an incomplete chain missing an intermediate, or an unknown issuer).`,
      remediation: TRUST_REMEDIATION,
      cap: 'invalid_certificate',
    }),
    'certificate_expiry.pass': pass<{ not_after: string; days: number }>(
      (p) => `Valid until ${day(p.not_after)} (${plural(p.days, 'day')} left).`,
    ),
    'certificate_expiry.expired': fail<Certificate & { address: string; not_after: string; days_ago: number }>({
      summary: (p) => `${Certificate(p)} expired on ${day(p.not_after)}.`,
      severity: 'critical',
      finding: (p) =>
        `${Certificate(p)} served by ${p.address} for ${p.domain} expired on ${day(p.not_after)} (${ago(p.days_ago)}); browsers refuse the connection.`,
      remediation: 'Renew the certificate now and automate renewal (ACME) so it cannot lapse again.',
      cap: 'invalid_certificate',
    }),
    'certificate_expiry.not_yet_valid': fail<Certificate & { address: string; not_before: string }>({
      summary: (p) => `${Certificate(p)} is not valid before ${day(p.not_before)}.`,
      severity: 'critical',
      finding: (p) =>
        `${Certificate(p)} served by ${p.address} for ${p.domain} is not valid until ${day(p.not_before)}; browsers refuse it.`,
      remediation: 'Serve a certificate that is already valid, and check the server clock and the issuance date.',
      cap: 'invalid_certificate',
    }),
    'certificate_expiry.expires_within_14_days': expiresSoon('high'),
    'certificate_expiry.expires_within_30_days': expiresSoon('medium'),
    'certificate_hostname.pass': pass<{ matched: string }>(
      (p) => `${p.domain} matches the subjectAltName entry ${p.matched}.`,
    ),
    'certificate_hostname.name_mismatch': fail<{ address: string; names: string[] }>({
      summary: (p) => `${p.domain} is not among the certificate's names: ${certificateNames(p)}.`,
      severity: 'critical',
      finding: (p) =>
        `The certificate ${p.address} presents for ${p.domain} is issued for ${certificateNames(p)}, so browsers show a name mismatch error.`,
      remediation: (p) =>
        `Serve a certificate whose subjectAltName includes ${p.domain} (and any www. name you use) for this SNI name.`,
      cap: 'invalid_certificate',
    }),
    'certificate_key_size.pass': pass<{ key_type: string; bits: number | null; curve: string | null }>(
      (p) =>
        `The leaf key is ${p.bits === null ? '' : `${p.bits}-bit `}${p.key_type}${p.curve ? ` (${p.curve})` : ''}.`,
    ),
    'certificate_key_size.weak_key': fail<Certificate & { bits: number; key_type: string; minimum: number }>({
      summary: (p) => `${Certificate(p)} has a ${p.bits}-bit ${p.key_type} key.`,
      severity: 'high',
      finding: (p) =>
        `${Certificate(p)} for ${p.domain} uses a ${p.bits}-bit ${p.key_type} key, below the ${p.minimum}-bit minimum.`,
      remediation: `Issue a new certificate with an RSA key of at least ${MIN_RSA_BITS} bits or an ECDSA P-256 key.`,
      cap: 'weak_tls',
    }),
    'certificate_signature.pass': pass<{ algorithms: string[] }>((p) => `Signed with ${p.algorithms.join(', ')}.`),
    'certificate_signature.weak_signature': fail<Certificate & { algorithm: string; hash: string }>({
      summary: (p) => `${Certificate(p)} is signed with ${p.algorithm}.`,
      severity: 'critical',
      finding: (p) =>
        `${Certificate(p)} for ${p.domain} is signed with ${p.algorithm}; ${p.hash} signatures can be forged and browsers reject them.`,
      remediation: 'Reissue the certificate (and any intermediate) with a SHA-256 (or stronger) signature.',
      cap: 'invalid_certificate',
    }),
    'certificate_chain.pass': pass<{ count: number; top: string; source: string }>(
      (p) => `${plural(p.count, 'certificate')} sent in order, complete up to ${p.top} (${p.source}).`,
    ),
    'certificate_chain.incomplete': fail<{ address: string; missing_issuer: string; issued: string }>({
      summary: (p) => `The issuer ${p.missing_issuer} is not sent.`,
      severity: 'medium',
      finding: (p) =>
        `${p.address} sends an incomplete chain for ${p.domain}: the certificate of ${p.missing_issuer}, which issued ${p.issued}, is missing.`,
      remediation: 'Configure the server with the full chain file (leaf, then intermediates), as your CA provides it.',
    }),
    'certificate_chain.out_of_order': fail<{ address: string; problems: string[] }>({
      summary: (p) => `Chain problems: ${p.problems.join('; ')}.`,
      severity: 'low',
      finding: (p) =>
        `The chain ${p.address} sends for ${p.domain} is out of order or has extra certificates: ${p.problems.join('; ')}.`,
      remediation:
        'Send the leaf first, then each issuer in turn; remove certificates that do not belong to the chain.',
    }),

    // Protocols
    'modern_protocol.pass': pass<{ protocols: string[] }>((p) => `${p.protocols.join(' and ')} offered.`),
    'modern_protocol.pass.without_tls13': pass<{ protocols: string[] }>(
      (p) => `${p.protocols.join(' and ')} offered. TLS 1.3 is not offered yet.`,
    ),
    'modern_protocol.no_modern_tls': fail<{ address: string }>({
      summary: 'Neither TLS 1.2 nor TLS 1.3 is offered.',
      severity: 'high',
      finding: (p) =>
        `${p.address} offers ${p.domain} over neither TLS 1.2 nor TLS 1.3; current browsers refuse to connect.`,
      remediation: 'Enable TLS 1.3 and TLS 1.2 on the server (and disable everything older).',
    }),
    'modern_protocol.unknown.probe_failed': unknown<{ details: string[] }>(
      (p) => `Not evaluated: ${p.details.join('; ')}.`,
    ),
    'legacy_tls.pass': pass('TLSv1 and TLSv1.1 not offered.'),
    'legacy_tls.offered': fail<{ address: string; protocols: string[] }>({
      summary: (p) => `${p.protocols.join(' and ')} offered.`,
      severity: 'medium',
      finding: (p) =>
        `${p.address} still offers ${p.protocols.join(' and ')}, deprecated by RFC 8996 (BEAST-era CBC constructions, SHA-1/MD5 handshake hashes).`,
      remediation: 'Disable TLS 1.0 and TLS 1.1; offer only TLS 1.2 and TLS 1.3.',
      cap: 'legacy_tls',
    }),
    'sslv3.pass': pass('SSLv3 not offered.'),
    'sslv3.offered': fail<{ address: string; protocols: string[] }>({
      summary: 'SSLv3 offered.',
      severity: 'critical',
      finding: (p) =>
        `${p.address} still offers SSLv3, which is broken (POODLE, RFC 7568) and lets an attacker decrypt traffic.`,
      remediation: 'Disable SSLv3 entirely; offer only TLS 1.2 and TLS 1.3.',
    }),
    'sslv2.pass': pass('SSLv2 not offered.'),
    'sslv2.offered': fail<{ address: string; protocols: string[] }>({
      summary: 'SSLv2 offered.',
      severity: 'critical',
      finding: (p) =>
        `${p.address} still offers SSLv2, which is broken by design (RFC 6176) and exposes even TLS sessions that share its key (DROWN).`,
      remediation: 'Disable SSLv2 on this and every server that shares its certificate key.',
    }),
    ...each(['legacy_tls', 'sslv3', 'sslv2'], {
      'unknown.probe_failed': unknown<ProtocolErrors>((p) => `Not evaluated: ${probeErrors(p.errors)}.`),
    }),

    // Ciphers
    'weak_ciphers.pass': pass<{ categories: string[] }>(
      (p) => `Refuses every weak suite offered (${p.categories.join(', ')}).`,
    ),
    'weak_ciphers.null_export_anonymous': weakCiphers('critical'),
    'weak_ciphers.rc4_des': weakCiphers('high'),
    'weak_ciphers.triple_des': weakCiphers('medium'),
    'weak_ciphers.unknown.probe_failed': unknown<ProtocolErrors>((p) => `Not evaluated: ${probeErrors(p.errors)}.`),
    'forward_secrecy.pass': pass<{ suite: string; protocol: string; tls13: boolean }>(
      (p) => `Accepts ${p.suite} (${p.protocol})${p.tls13 ? ' and TLS 1.3' : ''}.`,
    ),
    'forward_secrecy.pass.tls13': pass('TLS 1.3 is offered, whose key exchange is always forward secret.'),
    'forward_secrecy.no_forward_secrecy': fail<{ address: string; detail: string; negotiated: string | null }>({
      summary: (p) => `No (EC)DHE suite accepted (${p.detail}) and no TLS 1.3.`,
      severity: 'medium',
      finding: (p) =>
        `${p.address} offers ${p.domain} only with RSA key exchange (negotiated: ${p.negotiated ?? 'none'}), so anyone who later obtains the server key can decrypt recorded traffic.`,
      remediation: 'Enable ECDHE suites (ECDHE-ECDSA/RSA with AES-GCM or ChaCha20-Poly1305) and TLS 1.3.',
      cap: 'weak_tls',
    }),
    'forward_secrecy.unknown.probe_failed': unknown<{ detail: string }>((p) => `Not evaluated: ${p.detail}.`),
  },
  { summary: (summary, params) => (typeof params.endpoint === 'string' ? `${params.endpoint}: ${summary}` : summary) },
);

function certificateNames(p: { names: string[] }): string {
  return p.names.length > 0 ? p.names.join(', ') : 'no DNS names (subject only)';
}
