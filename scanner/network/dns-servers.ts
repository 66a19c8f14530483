/**
 * Which resolvers the scanner asks: SCANNER_DNS_SERVERS when set, else the system's (node:dns
 * getServers, which reads /etc/resolv.conf). Entries are `ip`, `ip:port` or `[ipv6]:port`.
 */
import { getServers } from 'node:dns';
import { isIP } from 'node:net';
import { type DnsServer, parseDnsServer } from '../../config/parse.js';

export { type DnsServer, parseDnsServer };

export function formatDnsServer(server: DnsServer): string {
  return isIP(server.host) === 6 ? `[${server.host}]:${server.port}` : `${server.host}:${server.port}`;
}

/** The configured servers, or the system's when none are configured. */
export function resolveDnsServers(configured: readonly string[]): DnsServer[] {
  const source = configured.length > 0 ? configured : getServers();
  return source.map(parseDnsServer);
}
