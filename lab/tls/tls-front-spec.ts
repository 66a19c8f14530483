/**
 * What a lab host served by lab/tls/ declares (LabHost.tlsFront): a real TLS server (Node's OpenSSL,
 * configured like lab/web's) behind a front on port 443 that can also answer, at the protocol level
 * only, what Debian's OpenSSL 3 can no longer speak: SSLv2 and SSLv3 hellos and 3DES/RC4 suites. It
 * can also send a deliberately broken chain. The responder is not a TLS server: it sends a ServerHello,
 * the Certificate and ServerHelloDone, then closes. That is all a scanner (ours, testssl.sh, sslyze)
 * reads to decide "offered", exactly as its socket checks do.
 */
import type { LabTls } from '../hosts.js';

export type LegacyProtocol = 'SSLv2' | 'SSLv3';

export interface LabTlsFront {
  /** Certificate and protocol range of the real server (lab/web/web-server.ts tlsOptionsFor). */
  tls?: LabTls;
  /** Legacy protocols the responder answers when the real server refuses the hello. */
  legacyProtocols?: LegacyProtocol[];
  /**
   * Suites (IANA codes) the responder picks, in this order, for a TLS 1.0-1.2 hello the real server
   * refuses: a server that prefers modern suites but still accepts, say, 3DES as a last resort.
   */
  legacySuites?: number[];
  /**
   * How the real server sends its chain: `leaf-only` drops the issuer certificates it would send;
   * `with-unrelated` appends a certificate that issued nothing in the chain (out of order).
   */
  chain?: 'leaf-only' | 'with-unrelated';
}
