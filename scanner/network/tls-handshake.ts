/**
 * A complete TLS handshake with Node's OpenSSL, as a modern client would make it (TLS 1.2-1.3, SNI):
 * what it negotiates, and the certificates. Under TLS 1.3 the chain is encrypted, so this is the only
 * way to see it; OpenSSL rebuilds the chain in issuer order (sent certificates first, then roots from
 * the trust store), so the order the server sent is only known from the raw TLS 1.2 probe.
 * Verification is not enforced here: the ssl module judges the chain itself, step by step. No `ca`
 * option either: a custom list makes OpenSSL build a new store per connection (over 100 ms).
 */
import { type DetailedPeerCertificate, connect as tlsConnect } from 'node:tls';
import { inClientSpan } from '../../core/tracing/spans.js';
import type { ScanNetwork } from '../modules/module.js';
import { SCANNER_SPANS, tlsProtocolVersion } from './scanner-spans.js';
import { connectTcp } from './tcp-connect.js';

export interface NodeHandshake {
  /** E.g. `TLSv1.3`. */
  protocol: string | null;
  /** IANA (standard) name of the negotiated suite. */
  cipher: string;
  /** Leaf first, then issuers as OpenSSL linked them; DER. */
  certificates: Buffer[];
}

export interface NodeHandshakeOptions {
  signal?: AbortSignal;
  minVersion?: 'TLSv1.2' | 'TLSv1.3';
}

/** Leaf, then each issuer Node linked, stopping at a self-issued certificate or a repeat. */
function chainOf(leaf: DetailedPeerCertificate): Buffer[] {
  const chain: Buffer[] = [];
  const seen = new Set<string>();
  let current: DetailedPeerCertificate | undefined = leaf;
  while (current?.raw && !seen.has(current.fingerprint256) && chain.length < 10) {
    seen.add(current.fingerprint256);
    chain.push(Buffer.from(current.raw));
    current = current.issuerCertificate;
  }
  return chain;
}

/** The handshake as a `rampart.scanner.tls` client span when tracing is on (scanner-spans.ts). */
export function nodeTlsHandshake(
  address: string,
  port: number,
  serverName: string,
  network: ScanNetwork,
  options: NodeHandshakeOptions = {},
): Promise<NodeHandshake> {
  return inClientSpan(
    SCANNER_SPANS.tlsHandshake,
    () => ({ 'server.address': serverName, 'server.port': port, 'network.peer.address': address }),
    async (span) => {
      const handshake = await handshakeWith(address, port, serverName, network, options);
      if (span) {
        const version = tlsProtocolVersion(handshake.protocol);
        if (version) span.setAttribute('tls.protocol.version', version);
        span.setAttributes({
          'tls.cipher': handshake.cipher,
          'tls.established': true,
          'rampart.tls.certificate_count': handshake.certificates.length,
        });
      }
      return handshake;
    },
  );
}

async function handshakeWith(
  address: string,
  port: number,
  serverName: string,
  network: ScanNetwork,
  options: NodeHandshakeOptions,
): Promise<NodeHandshake> {
  const tcp = await connectTcp(address, port, {
    allowList: network.allowList,
    timeoutMs: network.timeouts.connectMs,
    signal: options.signal,
  });
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({
      socket: tcp,
      servername: serverName,
      minVersion: options.minVersion ?? 'TLSv1.2',
      // Observe, do not refuse: a scanner must still see the weak key or SHA-1 chain it reports.
      ciphers: 'DEFAULT:@SECLEVEL=0',
      rejectUnauthorized: false,
      checkServerIdentity: () => undefined,
    });
    const timer = setTimeout(
      () => fail(new Error(`no TLS handshake within ${network.timeouts.ioMs} ms`)),
      network.timeouts.ioMs,
    );
    const onAbort = () => fail(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    function done() {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      tcp.destroy();
    }
    function fail(error: Error) {
      done();
      reject(error);
    }
    socket.once('error', fail);
    socket.once('secureConnect', () => {
      const cipher = socket.getCipher();
      const result: NodeHandshake = {
        protocol: socket.getProtocol(),
        cipher: cipher.standardName ?? cipher.name,
        certificates: chainOf(socket.getPeerCertificate(true)),
      };
      done();
      resolve(result);
    });
  });
}
