/**
 * What a lab host is: one fictional machine on its own loopback address (lab/net.ts), with the
 * servers a fixture asks for. Fixture files (lab/fixtures/*.fixtures.ts) declare hosts as data;
 * lab/start-lab.ts starts them. Each kind of server has its own folder (web/, tls/, dns/, ...) and
 * reads only its own part of the host. Descriptions only: this file imports no server code, so the
 * servers can import it without a cycle.
 */
import type { TLSSocket } from 'node:tls';
import type { LeafSpec } from './ca/lab-ca.js';
import type { LabZone } from './zones/records.js';

/** One HTTP answer. `headers` values that are arrays become repeated header lines (Set-Cookie). */
export interface LabResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string;
}

/** A web site: exact paths, then `fallback` (default: 404 with an empty body). */
export interface LabSite {
  routes?: Record<string, LabResponse>;
  fallback?: LabResponse;
}

/** The TLS side of port 443 (or of STARTTLS): which certificate and which protocol versions. */
export interface LabTls {
  /** The certificate to present; `names` defaults to the host's name (and its www). */
  certificate?: Partial<LeafSpec>;
  minVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  maxVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  /** OpenSSL cipher string for TLS 1.2 and below, e.g. to offer only non-forward-secret suites. */
  ciphers?: string;
}

/** An authoritative name server on the host's port 53 (lab/dns/name-servers.ts). */
export interface LabNameServer {
  /**
   * Origins of the zones this server is authoritative for; omitted means every lab zone. Anything else
   * is REFUSED, so an empty list makes a lame server (it answers, but for none of its zones).
   */
  zones?: string[];
  /** Hand out zone transfers (AXFR over TCP) to anyone who asks: the misconfiguration to detect. */
  allowTransfer?: boolean;
}

/** Pre-TLS protocols the TLS front's responder can still answer. */
export type LegacyProtocol = 'SSLv2' | 'SSLv3';

/**
 * What a host served by lab/tls/ declares (LabHost.tlsFront): a real TLS server (Node's OpenSSL,
 * configured like lab/web's) behind a front on port 443 that can also answer, at the protocol level
 * only, what Debian's OpenSSL 3 can no longer speak: SSLv2 and SSLv3 hellos and 3DES/RC4 suites. It
 * can also send a deliberately broken chain. The responder sends a ServerHello, the Certificate and
 * ServerHelloDone, which is what our scanner and testssl.sh read to decide "offered". For SSLv3 and
 * TLS 1.0-1.2 with a CBC suite Node can compute (3DES, AES) it then finishes the handshake (RSA key
 * exchange, ChangeCipherSpec, Finished: lab/tls/legacy-handshake.ts), since sslyze counts a suite only
 * once the server's Finished arrives; RC4 and SSLv2 still stop after the first flight.
 */
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

export interface LabHost {
  /** The host's DNS name; its zone (or a fixture's) should point an A record at `address`. */
  name: string;
  address: string;
  /** Port 80. */
  http?: LabSite;
  /** Port 443; `tls` defaults to a valid lab-CA certificate for `name` and `www.<name>`. */
  https?: LabSite & { tls?: LabTls };
  /**
   * Extra raw TCP listeners (risky ports, banners), served by lab/ports/. A listener with `banner`
   * writes it on connect; `drop` accepts nothing and lets SYNs go unanswered. `replies` play a
   * protocol just enough for the scanner's probes: once the bytes received (read as latin1) contain
   * `when`, the listener writes `reply` (latin1) and closes.
   */
  listeners?: { port: number; banner?: string; drop?: boolean; replies?: { when: string; reply: string }[] }[];
  /**
   * Port 25, served by lab/smtp/. `starttls: false` hides STARTTLS. `dane: true` publishes, at lab
   * start, a TLSA 3 1 1 record at _25._tcp.<name> matching the key of the certificate served (the
   * lab CA makes its keys at start, so the record cannot be written in the zone file).
   */
  smtp?: { banner?: string; starttls?: boolean; tls?: LabTls; dane?: boolean };
  /** Port 53 (UDP and TCP): an authoritative server for lab zones, served by lab/dns/name-servers.ts. */
  nameServer?: LabNameServer;
  /** Port 443 served by lab/tls/ instead of `https`: a real TLS server behind a legacy-protocol responder. */
  tlsFront?: LabTlsFront;
}

/** What a fixture file exports: the zones it serves and the hosts it runs. */
export interface LabFixtureSet {
  zones: LabZone[];
  hosts: LabHost[];
}

/** For servers that want to know which socket a request came in on (tests of SNI, say). */
export type LabTlsSocket = TLSSocket;
