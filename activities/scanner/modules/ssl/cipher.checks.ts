/**
 * Cipher checks of the ssl module, from raw hellos that offered only one weak category at a time
 * (so the answer says exactly which kind the server still accepts) and one that offered only
 * forward-secret suites. Severity follows the damage: no encryption, export-grade keys or no server
 * authentication are critical; RC4 and single DES high; 3DES (Sweet32) medium. Breakable ciphers and
 * missing forward secrecy cap the grade at B (`weak_tls`), SSL Labs' cap for them.
 */
import type { Severity } from '../../../../core/scan-model/report.js';
import type { WeakCategory } from '../../network/tls-cipher-suites.js';
import type { Check } from '../module.js';
import type { SslEvidence } from './ssl.evidence.js';
import { failed, overTlsEndpoints, passed } from './ssl-check-helpers.js';

const CATEGORY_SEVERITY: Record<WeakCategory, Severity> = {
  NULL: 'critical',
  EXPORT: 'critical',
  anonymous: 'critical',
  RC4: 'high',
  DES: 'high',
  '3DES': 'medium',
};

const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low'];

export const CIPHER_CHECKS: Check<SslEvidence>[] = [
  {
    id: 'weak_ciphers',
    title: 'No weak cipher suites (NULL, EXPORT, anonymous, RC4, DES, 3DES)',
    run: (e) =>
      overTlsEndpoints(e, (endpoint) => {
        const entries = Object.entries(endpoint.weak_suites) as [
          WeakCategory,
          (typeof endpoint.weak_suites)[WeakCategory],
        ][];
        const accepted = entries.filter(([, probe]) => probe.status === 'accepted');
        if (accepted.length > 0) {
          const severity = SEVERITY_ORDER.find((s) =>
            accepted.some(([category]) => CATEGORY_SEVERITY[category] === s),
          )!;
          const list = accepted
            .map(([category, probe]) => `${category} (${probe.suite} over ${probe.protocol})`)
            .join(', ');
          return failed(
            `Accepts ${list}.`,
            {
              severity,
              finding: `${endpoint.address} accepts weak cipher suites for ${e.domain}: ${list}.`,
              remediation:
                'Allow only AEAD suites with ECDHE key exchange (AES-GCM, ChaCha20-Poly1305) for TLS 1.2, plus the TLS 1.3 suites.',
            },
            severity === 'critical' ? undefined : 'weak_tls',
          );
        }
        const errors = entries.filter(([, probe]) => probe.status === 'error');
        if (errors.length > 0) {
          return {
            status: 'unknown',
            summary: `Not evaluated: ${errors.map(([c, p]) => `${c}: ${p.detail}`).join('; ')}.`,
          };
        }
        return passed(`Refuses every weak suite offered (${entries.map(([category]) => category).join(', ')}).`);
      }),
  },
  {
    id: 'forward_secrecy',
    title: 'Forward secrecy ((EC)DHE or TLS 1.3)',
    run: (e) =>
      overTlsEndpoints(e, (endpoint) => {
        const tls13 = endpoint.protocols['TLSv1.3'].status === 'offered' || endpoint.negotiated?.protocol === 'TLSv1.3';
        const fs = endpoint.forward_secret;
        if (fs.status === 'accepted')
          return passed(`Accepts ${fs.suite} (${fs.protocol})${tls13 ? ' and TLS 1.3' : ''}.`);
        if (tls13) return passed('TLS 1.3 is offered, whose key exchange is always forward secret.');
        if (fs.status === 'error') return { status: 'unknown', summary: `Not evaluated: ${fs.detail}.` };
        return failed(
          `No (EC)DHE suite accepted (${fs.detail}) and no TLS 1.3.`,
          {
            severity: 'medium',
            finding: `${endpoint.address} offers ${e.domain} only with RSA key exchange (negotiated: ${endpoint.negotiated?.suite ?? 'none'}), so anyone who later obtains the server key can decrypt recorded traffic.`,
            remediation: 'Enable ECDHE suites (ECDHE-ECDSA/RSA with AES-GCM or ChaCha20-Poly1305) and TLS 1.3.',
          },
          'weak_tls',
        );
      }),
  },
];
