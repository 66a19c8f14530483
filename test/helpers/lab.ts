/** A DNS client that asks only the lab's DNS server on loopback, never the system resolver. */
import { DnsClient } from '../../activities/scanner/network/dns-client.js';
import type { Lab } from '../../lab/start-lab.js';

export function labDnsClient(lab: Lab, timeoutMs = 300): DnsClient {
  return new DnsClient({ servers: [{ host: lab.dns.host, port: lab.dns.port }], timeoutMs, attempts: 1 });
}
