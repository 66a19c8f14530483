/**
 * The protocol checks of the ssl module. HTTPS not offered at all is high (the https_enforcement
 * module judges redirects and HSTS; here it is one finding, not a cascade of certificate failures).
 * TLS 1.0/1.1 cap the grade at B (`legacy_tls`), as SSL Labs does. SSLv3 and SSLv2 are critical
 * without a cap of their own, so scoring applies `critical_issue` (D): SSL Labs caps SSLv3 at C and
 * grades POODLE-exposed servers F, and every SSLv3 server with a CBC suite is exposed; D sits between
 * without claiming a POODLE test this module does not run. SSLv2 (DROWN) is F at SSL Labs; it gets
 * the same D here because `invalid_certificate` would misname it. Wording: ssl.findings.ts.
 */
import type { TlsProtocol } from '../../network/tls-hello.js';
import type { Check, CheckOutcome } from '../module.js';
import { ENDPOINT_UNKNOWNS } from './certificate.checks.js';
import { type EndpointEvidence, type SslEvidence, tlsKey } from './ssl.evidence.js';
import { SSL_FINDINGS } from './ssl.findings.js';
import { overTlsEndpoints } from './ssl-check-helpers.js';

const { out } = SSL_FINDINGS;

function httpsAvailable(e: SslEvidence): CheckOutcome {
  if (e.endpoints.length === 0) return out('https_available.unknown.no_address', []);
  const verdict = (endpoint: EndpointEvidence): CheckOutcome => {
    const address = endpoint.address;
    if (endpoint.reachability === 'tls') return out('https_available.pass', [], { address });
    const detail = endpoint.reachability_detail;
    if (endpoint.reachability === 'refused' || endpoint.reachability === 'not_tls') {
      return out('https_available.not_offered', [], { address, detail });
    }
    return out('https_available.unknown.unreachable', [], { address, detail });
  };
  const verdicts = e.endpoints.map(verdict);
  const worst =
    verdicts.find((v) => v.status === 'fail') ?? verdicts.find((v) => v.status === 'unknown') ?? verdicts[0]!;
  return { ...worst, evidence: e.endpoints.map(tlsKey) };
}

/** Offered, not offered, or unknown for a set of protocols at one address. */
function offered(endpoint: EndpointEvidence, protocols: readonly TlsProtocol[]) {
  const records = protocols.map((p) => ({ protocol: p, record: endpoint.protocols[p] }));
  return {
    yes: records.filter((r) => r.record.status === 'offered').map((r) => r.protocol),
    errors: records.filter((r) => r.record.status === 'error'),
  };
}

function forbidden(check: 'legacy_tls' | 'sslv3' | 'sslv2', protocols: readonly TlsProtocol[]) {
  return (e: SslEvidence) =>
    overTlsEndpoints(e, check, (endpoint) => {
      const { yes, errors } = offered(endpoint, protocols);
      if (yes.length > 0) return out(`${check}.offered`, [], { address: endpoint.address, protocols: yes });
      if (errors.length > 0) {
        return out(`${check}.unknown.probe_failed`, [], {
          errors: errors.map((r) => ({ name: r.protocol, detail: r.record.detail })),
        });
      }
      return out(`${check}.pass`, []);
    });
}

const FORBIDDEN_OUTCOMES = ['pass', 'offered', 'unknown.probe_failed', ...ENDPOINT_UNKNOWNS];

export const PROTOCOL_CHECKS: Check<SslEvidence>[] = [
  {
    id: 'https_available',
    title: 'HTTPS is offered on port 443',
    outcomes: ['pass', 'not_offered', 'unknown.no_address', 'unknown.unreachable'],
    run: httpsAvailable,
  },
  {
    id: 'modern_protocol',
    title: 'TLS 1.2 or TLS 1.3 is offered',
    outcomes: ['pass', 'pass.without_tls13', 'no_modern_tls', 'unknown.probe_failed', ...ENDPOINT_UNKNOWNS],
    run: (e) =>
      overTlsEndpoints(e, 'modern_protocol', (endpoint) => {
        const { yes, errors } = offered(endpoint, ['TLSv1.3', 'TLSv1.2']);
        // Node's own handshake is a second witness for what a modern client gets.
        const negotiated = endpoint.negotiated?.protocol;
        if (negotiated === 'TLSv1.3' || negotiated === 'TLSv1.2') yes.push(negotiated);
        const protocols = [...new Set(yes)].sort().reverse();
        if (protocols.length > 0) {
          return out(
            protocols.includes('TLSv1.3') ? 'modern_protocol.pass' : 'modern_protocol.pass.without_tls13',
            [],
            { protocols },
          );
        }
        if (errors.length > 0) {
          return out('modern_protocol.unknown.probe_failed', [], { details: errors.map((r) => r.record.detail) });
        }
        return out('modern_protocol.no_modern_tls', [], { address: endpoint.address });
      }),
  },
  {
    id: 'legacy_tls',
    title: 'TLS 1.0 and TLS 1.1 are disabled',
    outcomes: FORBIDDEN_OUTCOMES,
    run: forbidden('legacy_tls', ['TLSv1', 'TLSv1.1']),
  },
  { id: 'sslv3', title: 'SSLv3 is disabled', outcomes: FORBIDDEN_OUTCOMES, run: forbidden('sslv3', ['SSLv3']) },
  { id: 'sslv2', title: 'SSLv2 is disabled', outcomes: FORBIDDEN_OUTCOMES, run: forbidden('sslv2', ['SSLv2']) },
];
