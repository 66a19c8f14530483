/**
 * The protocol checks of the ssl module. HTTPS not offered at all is high (the https_enforcement
 * module judges redirects and HSTS; here it is one finding, not a cascade of certificate failures).
 * TLS 1.0/1.1 cap the grade at B (`legacy_tls`), as SSL Labs does. SSLv3 and SSLv2 are critical
 * without a cap of their own, so scoring applies `critical_issue` (D): SSL Labs caps SSLv3 at C and
 * grades POODLE-exposed servers F, and every SSLv3 server with a CBC suite is exposed; D sits between
 * without claiming a POODLE test this module does not run. SSLv2 (DROWN) is F at SSL Labs; it gets
 * the same D here because `invalid_certificate` would misname it.
 */
import type { Issue } from '../../../../core/scan-model/report.js';
import type { TlsProtocol } from '../../network/tls-hello.js';
import type { Check, CheckOutcome } from '../module.js';
import { type EndpointEvidence, type SslEvidence, tlsKey } from './ssl.evidence.js';
import { type EndpointVerdict, failed, overTlsEndpoints, passed } from './ssl-check-helpers.js';

function httpsAvailable(e: SslEvidence): CheckOutcome {
  if (e.endpoints.length === 0) return { status: 'unknown', summary: `${e.domain} has no address.`, evidence: [] };
  const verdict = (endpoint: EndpointEvidence): EndpointVerdict => {
    if (endpoint.reachability === 'tls') return passed(`${endpoint.address} answers TLS on port 443.`);
    if (endpoint.reachability === 'refused' || endpoint.reachability === 'not_tls') {
      return failed(`HTTPS is not offered at ${endpoint.address}: ${endpoint.reachability_detail}.`, {
        severity: 'high',
        finding: `${e.domain} does not offer HTTPS at ${endpoint.address} (${endpoint.reachability_detail}), so visitors' traffic is readable and changeable in transit.`,
        remediation: `Serve HTTPS on port 443 with a trusted certificate for ${e.domain}, or remove the address record if the name is not meant for web traffic.`,
      });
    }
    return { status: 'unknown', summary: `Not evaluated: ${endpoint.address}: ${endpoint.reachability_detail}.` };
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

function forbidden(
  protocols: readonly TlsProtocol[],
  issue: (list: string, address: string) => Issue,
  capped: boolean,
) {
  return (e: SslEvidence) =>
    overTlsEndpoints(e, (endpoint) => {
      const { yes, errors } = offered(endpoint, protocols);
      if (yes.length > 0) {
        const list = yes.join(' and ');
        return failed(`${list} offered.`, issue(list, endpoint.address), capped ? 'legacy_tls' : undefined);
      }
      if (errors.length > 0) {
        const why = errors.map((r) => `${r.protocol}: ${r.record.detail}`).join('; ');
        return { status: 'unknown', summary: `Not evaluated: ${why}.` };
      }
      return passed(`${protocols.join(' and ')} not offered.`);
    });
}

export const PROTOCOL_CHECKS: Check<SslEvidence>[] = [
  { id: 'https_available', title: 'HTTPS is offered on port 443', run: httpsAvailable },
  {
    id: 'modern_protocol',
    title: 'TLS 1.2 or TLS 1.3 is offered',
    run: (e) =>
      overTlsEndpoints(e, (endpoint) => {
        const { yes, errors } = offered(endpoint, ['TLSv1.3', 'TLSv1.2']);
        // Node's own handshake is a second witness for what a modern client gets.
        const negotiated = endpoint.negotiated?.protocol;
        if (negotiated === 'TLSv1.3' || negotiated === 'TLSv1.2') yes.push(negotiated);
        const list = [...new Set(yes)].sort().reverse();
        if (list.length > 0) {
          const missing13 = list.includes('TLSv1.3') ? '' : ' TLS 1.3 is not offered yet.';
          return passed(`${list.join(' and ')} offered.${missing13}`);
        }
        if (errors.length > 0)
          return { status: 'unknown', summary: `Not evaluated: ${errors.map((r) => r.record.detail).join('; ')}.` };
        return failed('Neither TLS 1.2 nor TLS 1.3 is offered.', {
          severity: 'high',
          finding: `${endpoint.address} offers ${e.domain} over neither TLS 1.2 nor TLS 1.3; current browsers refuse to connect.`,
          remediation: 'Enable TLS 1.3 and TLS 1.2 on the server (and disable everything older).',
        });
      }),
  },
  {
    id: 'legacy_tls',
    title: 'TLS 1.0 and TLS 1.1 are disabled',
    run: forbidden(
      ['TLSv1', 'TLSv1.1'],
      (list, address) => ({
        severity: 'medium',
        finding: `${address} still offers ${list}, deprecated by RFC 8996 (BEAST-era CBC constructions, SHA-1/MD5 handshake hashes).`,
        remediation: 'Disable TLS 1.0 and TLS 1.1; offer only TLS 1.2 and TLS 1.3.',
      }),
      true,
    ),
  },
  {
    id: 'sslv3',
    title: 'SSLv3 is disabled',
    run: forbidden(
      ['SSLv3'],
      (_, address) => ({
        severity: 'critical',
        finding: `${address} still offers SSLv3, which is broken (POODLE, RFC 7568) and lets an attacker decrypt traffic.`,
        remediation: 'Disable SSLv3 entirely; offer only TLS 1.2 and TLS 1.3.',
      }),
      false,
    ),
  },
  {
    id: 'sslv2',
    title: 'SSLv2 is disabled',
    run: forbidden(
      ['SSLv2'],
      (_, address) => ({
        severity: 'critical',
        finding: `${address} still offers SSLv2, which is broken by design (RFC 6176) and exposes even TLS sessions that share its key (DROWN).`,
        remediation: 'Disable SSLv2 on this and every server that shares its certificate key.',
      }),
      false,
    ),
  },
];
