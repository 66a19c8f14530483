/**
 * Probes one address on port 443, every probe at once (a good host answers them all in a few
 * milliseconds; a silent one costs one connect timeout, not fourteen): a raw hello per protocol
 * SSLv2-TLS 1.3, one per weak-cipher category, one offering only forward-secret suites, and a full
 * handshake through Node's OpenSSL as a modern client. The certificate chain comes from the raw
 * TLS 1.2 (or older) probe, which sees it in the order sent, or else from Node's handshake.
 */
import { isIP } from 'node:net';
import {
  FORWARD_SECRET_SUITES,
  PROBE_SUITES,
  TLS13_SUITES,
  WEAK_CATEGORIES,
  weakSuites,
} from '../../network/tls-cipher-suites.js';
import { nodeTlsHandshake } from '../../network/tls-handshake.js';
import { buildClientHello, type TlsProtocol } from '../../network/tls-hello.js';
import { type HelloAnswer, probeHello } from '../../network/tls-raw-probe.js';
import { buildSslv2ClientHello } from '../../network/tls-sslv2.js';
import type { ScanContext } from '../module.js';
import { certificateEvidence } from './certificate-evidence.js';
import { rootStore } from './certificate-trust.js';
import { protocolRecord, reachabilityOf, type Settled, settle, suiteRecord } from './probe-results.js';
import { type CertificateEvidence, type EndpointEvidence, PROTOCOLS, type SuiteProbe } from './ssl.evidence.js';

export const HTTPS_PORT = 443;

type ProbeContext = Pick<ScanContext, 'domain' | 'network' | 'signal'>;

function helloFor(protocol: TlsProtocol, serverName: string | undefined): { bytes: Buffer; format: 'tls' | 'sslv2' } {
  if (protocol === 'SSLv2') return { bytes: buildSslv2ClientHello(), format: 'sslv2' };
  const suites = protocol === 'TLSv1.3' ? TLS13_SUITES : PROBE_SUITES;
  return { bytes: buildClientHello({ version: protocol, suites, serverName }), format: 'tls' };
}

function certificateSource(
  protocols: Record<TlsProtocol, Settled<HelloAnswer>>,
  handshakeCerts: Buffer[] | null,
): { ders: Buffer[]; source: string } | null {
  for (const protocol of ['TLSv1.2', 'TLSv1.1', 'TLSv1', 'SSLv3'] as const) {
    const result = protocols[protocol];
    if (result.ok && result.value.kind === 'server_hello' && result.value.certificates?.length) {
      return { ders: result.value.certificates, source: `${protocol} Certificate message (order as sent)` };
    }
  }
  if (handshakeCerts?.length) return { ders: handshakeCerts, source: 'TLS handshake (chain as OpenSSL linked it)' };
  const sslv2 = protocols.SSLv2;
  if (sslv2.ok && sslv2.value.kind === 'sslv2_server_hello' && sslv2.value.hello.certificate) {
    return { ders: [sslv2.value.hello.certificate], source: 'SSLv2 SERVER-HELLO (leaf only)' };
  }
  return null;
}

export async function probeEndpoint(address: string, context: ProbeContext): Promise<EndpointEvidence> {
  const { network, signal } = context;
  // RFC 6066: SNI carries host names only, never an IP literal.
  const serverName = isIP(context.domain) === 0 ? context.domain : undefined;
  const options = {
    allowList: network.allowList,
    connectMs: network.timeouts.connectMs,
    ioMs: network.timeouts.ioMs,
    signal,
  };
  const raw = (hello: { bytes: Buffer; format: 'tls' | 'sslv2' }, wantCertificates = false) =>
    settle(probeHello(address, HTTPS_PORT, hello.bytes, hello.format, { ...options, wantCertificates }));
  const tls12 = (suites: readonly number[]) => ({
    bytes: buildClientHello({ version: 'TLSv1.2', suites, serverName }),
    format: 'tls' as const,
  });

  const protocolRuns = PROTOCOLS.map((protocol) => raw(helloFor(protocol, serverName), protocol !== 'TLSv1.3'));
  const weakRuns = WEAK_CATEGORIES.map((category) => raw(tls12(weakSuites(category))));
  const forwardRun = raw(tls12(FORWARD_SECRET_SUITES));
  const handshakeRun = settle(nodeTlsHandshake(address, HTTPS_PORT, context.domain, network, { signal }));
  const [protocolResults, weakResults, forward, handshake] = await Promise.all([
    Promise.all(protocolRuns),
    Promise.all(weakRuns),
    forwardRun,
    handshakeRun,
  ]);

  const byProtocol = Object.fromEntries(PROTOCOLS.map((p, i) => [p, protocolResults[i]!])) as Record<
    TlsProtocol,
    Settled<HelloAnswer>
  >;
  const all = [...protocolResults, ...weakResults, forward];
  const { reachability, detail } = reachabilityOf(all, handshake.ok);
  const weak = Object.fromEntries(
    WEAK_CATEGORIES.map((category, i) => [category, suiteRecord(weakSuites(category), weakResults[i]!)]),
  ) as Record<(typeof WEAK_CATEGORIES)[number], SuiteProbe>;

  let certificate: CertificateEvidence | null = null;
  let certificateError: string | null = null;
  const source =
    reachability === 'tls' ? certificateSource(byProtocol, handshake.ok ? handshake.value.certificates : null) : null;
  if (source) {
    try {
      certificate = certificateEvidence(source.ders, {
        sni: context.domain,
        source: source.source,
        roots: rootStore(network.extraCaCerts),
        now: new Date(),
      });
    } catch (error) {
      certificateError = `the certificate could not be parsed: ${(error as Error).message}`;
    }
  } else {
    certificateError = reachability === 'tls' ? 'no probe obtained a certificate' : detail;
  }

  return {
    address,
    port: HTTPS_PORT,
    sni: context.domain,
    reachability,
    reachability_detail: detail,
    protocols: Object.fromEntries(
      PROTOCOLS.map((p) => [p, protocolRecord(p, byProtocol[p])]),
    ) as EndpointEvidence['protocols'],
    negotiated: handshake.ok ? { protocol: handshake.value.protocol, suite: handshake.value.cipher } : null,
    negotiated_error: handshake.ok ? null : handshake.error.message,
    weak_suites: weak,
    forward_secret: suiteRecord(FORWARD_SECRET_SUITES, forward),
    certificate,
    certificate_error: certificateError,
  };
}
