/**
 * Starts the lab: local servers on loopback that play the internet for tests and demos. Today it is
 * the authoritative DNS server; TLS/HTTP, SMTP, risky-port listeners, RDAP and DNSBL servers each get
 * their own file beside lab/dns/ and are started here.
 */
import { type LabDnsServer, startDnsServer } from './dns/dns-server.js';
import { LAB_ZONES } from './zones/index.js';
import type { LabZone } from './zones/records.js';

export interface LabOptions {
  /** Loopback address to listen on. */
  host?: string;
  /** DNS port; 0 (the default) picks a free one. */
  dnsPort?: number;
  zones?: readonly LabZone[];
}

export interface Lab {
  dns: LabDnsServer;
  zones: readonly LabZone[];
  stop(): Promise<void>;
}

export async function startLab(options: LabOptions = {}): Promise<Lab> {
  const zones = options.zones ?? LAB_ZONES;
  const dns = await startDnsServer(zones, { host: options.host ?? '127.0.0.1', port: options.dnsPort ?? 0 });
  return {
    dns,
    zones,
    stop: async () => {
      await dns.stop();
    },
  };
}
