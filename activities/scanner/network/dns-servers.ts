/**
 * Which resolvers the scanner asks: SCANNER_DNS_SERVERS when set, else the system's (node:dns
 * getServers, which reads /etc/resolv.conf). Entries are `ip`, `ip:port` or `[ipv6]:port`.
 */
import { getServers } from 'node:dns';
import { isIP } from 'node:net';

export interface DnsServer {
  host: string;
  port: number;
}

export function parseDnsServer(value: string): DnsServer {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  if (bracketed) return checked(value, bracketed[1] ?? '', bracketed[2]);
  if (isIP(value) !== 0) return checked(value, value, undefined);
  const hostPort = /^(.+):(\d+)$/.exec(value);
  if (hostPort) return checked(value, hostPort[1] ?? '', hostPort[2]);
  throw new Error(`"${value}" is not a DNS server (expected ip, ip:port or [ipv6]:port)`);
}

function checked(value: string, host: string, port: string | undefined): DnsServer {
  const number = port === undefined ? 53 : Number(port);
  if (isIP(host) === 0) throw new Error(`"${value}" is not a DNS server (expected ip, ip:port or [ipv6]:port)`);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`"${value}" has a bad port`);
  return { host, port: number };
}

export function formatDnsServer(server: DnsServer): string {
  return isIP(server.host) === 6 ? `[${server.host}]:${server.port}` : `${server.host}:${server.port}`;
}

/** The configured servers, or the system's when none are configured. */
export function resolveDnsServers(configured: readonly string[]): DnsServer[] {
  const source = configured.length > 0 ? configured : getServers();
  return source.map(parseDnsServer);
}
