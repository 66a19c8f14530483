/**
 * Cipher checks of the ssl module, from raw hellos that offered only one weak category at a time
 * (so the answer says exactly which kind the server still accepts) and one that offered only
 * forward-secret suites. Severity follows the damage: no encryption, export-grade keys or no server
 * authentication are critical; RC4 and single DES high; 3DES (Sweet32) medium. Breakable ciphers and
 * missing forward secrecy cap the grade at B (`weak_tls`), SSL Labs' cap for them (ssl.findings.ts).
 */
import type { WeakCategory } from '../../network/tls-cipher-suites.js';
import type { Check } from '../module.js';
import { ENDPOINT_UNKNOWNS } from './certificate.checks.js';
import type { SslEvidence } from './ssl.evidence.js';
import { SSL_FINDINGS } from './ssl.findings.js';
import { overTlsEndpoints } from './ssl-check-helpers.js';

const { out } = SSL_FINDINGS;

/** The code for the worst category accepted, in order of damage. */
const CATEGORY_CODE: [readonly WeakCategory[], 'null_export_anonymous' | 'rc4_des' | 'triple_des'][] = [
  [['NULL', 'EXPORT', 'anonymous'], 'null_export_anonymous'],
  [['RC4', 'DES'], 'rc4_des'],
  [['3DES'], 'triple_des'],
];

export const CIPHER_CHECKS: Check<SslEvidence>[] = [
  {
    id: 'weak_ciphers',
    title: 'No weak cipher suites (NULL, EXPORT, anonymous, RC4, DES, 3DES)',
    outcomes: ['pass', 'null_export_anonymous', 'rc4_des', 'triple_des', 'unknown.probe_failed', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overTlsEndpoints(e, 'weak_ciphers', (endpoint) => {
        const entries = Object.entries(endpoint.weak_suites) as [
          WeakCategory,
          (typeof endpoint.weak_suites)[WeakCategory],
        ][];
        const accepted = entries.filter(([, probe]) => probe.status === 'accepted');
        if (accepted.length > 0) {
          const [, outcome] = CATEGORY_CODE.find(([categories]) =>
            accepted.some(([category]) => categories.includes(category)),
          )!;
          return out(`weak_ciphers.${outcome}`, [], {
            address: endpoint.address,
            accepted: accepted.map(([category, probe]) => ({
              category,
              suite: probe.suite ?? '',
              protocol: probe.protocol ?? '',
            })),
          });
        }
        const errors = entries.filter(([, probe]) => probe.status === 'error');
        if (errors.length > 0) {
          return out('weak_ciphers.unknown.probe_failed', [], {
            errors: errors.map(([name, probe]) => ({ name, detail: probe.detail })),
          });
        }
        return out('weak_ciphers.pass', [], { categories: entries.map(([category]) => category) });
      }),
  },
  {
    id: 'forward_secrecy',
    title: 'Forward secrecy ((EC)DHE or TLS 1.3)',
    outcomes: ['pass', 'pass.tls13', 'no_forward_secrecy', 'unknown.probe_failed', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overTlsEndpoints(e, 'forward_secrecy', (endpoint) => {
        const tls13 = endpoint.protocols['TLSv1.3'].status === 'offered' || endpoint.negotiated?.protocol === 'TLSv1.3';
        const fs = endpoint.forward_secret;
        if (fs.status === 'accepted') {
          return out('forward_secrecy.pass', [], { suite: fs.suite ?? '', protocol: fs.protocol ?? '', tls13 });
        }
        if (tls13) return out('forward_secrecy.pass.tls13', []);
        if (fs.status === 'error') return out('forward_secrecy.unknown.probe_failed', [], { detail: fs.detail });
        return out('forward_secrecy.no_forward_secrecy', [], {
          address: endpoint.address,
          detail: fs.detail,
          negotiated: endpoint.negotiated?.suite ?? null,
        });
      }),
  },
];
