/**
 * Per-host authoritative name servers: a host with `nameServer` (lab/hosts.ts) runs the lab DNS
 * server code on its own address, port 53, UDP and TCP, so a zone's NS records can point at real
 * servers the scanner queries directly (lame delegation, zone transfer, NS diversity). They serve
 * the same zone data and signatures as the main lab DNS server.
 */
import type { LabHost } from '../hosts.js';
import { type RunningServer, startAll } from '../listen.js';
import { type LabDnsServer, startDnsServer } from './dns-server.js';

export const NAME_SERVER_PORT = 53;

export async function startNameServers(hosts: readonly LabHost[], dns: LabDnsServer): Promise<RunningServer[]> {
  const started = hosts.flatMap((host) => {
    const config = host.nameServer;
    if (config === undefined) return [];
    const zones = config.zones ? dns.zones.filter((zone) => config.zones!.includes(zone.origin)) : dns.zones;
    return [
      startDnsServer(zones, {
        host: host.address,
        port: NAME_SERVER_PORT,
        dnssec: dns.dnssec,
        allowTransfer: config.allowTransfer === true,
      }),
    ];
  });
  return startAll(started);
}
