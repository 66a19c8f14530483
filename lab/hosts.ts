/**
 * What a lab host is: one fictional machine on its own loopback address (lab/net.ts), with the
 * servers a fixture asks for. Fixture files (lab/fixtures/*.fixtures.ts) declare hosts as data;
 * lab/start-lab.ts starts them. Each kind of server has its own folder (web/, and the others as they
 * are added) and reads only its own part of the host.
 */
import type { TLSSocket } from 'node:tls';
import type { LeafSpec } from './ca/lab-ca.js';
import type { LabNameServer } from './dns/name-servers.js';
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
  tlsFront?: import('./tls/tls-front-spec.js').LabTlsFront;
}

/** What a fixture file exports: the zones it serves and the hosts it runs. */
export interface LabFixtureSet {
  zones: LabZone[];
  hosts: LabHost[];
}

/** For servers that want to know which socket a request came in on (tests of SNI, say). */
export type LabTlsSocket = TLSSocket;
