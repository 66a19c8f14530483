/** Small parsers for list-shaped environment variables. Each throws an Error with a plain message. */
import { isIP } from 'node:net';

export function parseUrl(value: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`"${value}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(`expected a ${protocols.join(' or ')} URL, got "${value}"`);
  }
  return url;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * A comma list of web origins (`https://app.example.com`, `http://localhost:3000`), each kept as
 * its canonical origin; a path, query, fragment or credentials mean the operator meant something
 * else, so they are refused rather than dropped.
 */
export function parseOriginList(value: string): string[] {
  return splitList(value).map((item) => {
    const url = parseUrl(item, ['http:', 'https:']);
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
      throw new Error(`"${item}" is not an origin (scheme://host[:port], nothing after it)`);
    }
    return url.origin;
  });
}

export function parseEmailList(value: string): string[] {
  return splitList(value).map((email) => {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an e-mail address`);
    return email.toLowerCase();
  });
}

export interface DnsServer {
  host: string;
  port: number;
}

const DNS_SERVER_FORMS = 'expected ip, ip:port or [ipv6]:port';

/** One resolver address: `ip`, `ip:port` or `[ipv6]:port` (port 53 when absent). */
export function parseDnsServer(value: string): DnsServer {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  if (bracketed) return checkedDnsServer(value, bracketed[1] ?? '', bracketed[2]);
  if (isIP(value) !== 0) return checkedDnsServer(value, value, undefined);
  const hostPort = /^(.+):(\d+)$/.exec(value);
  if (hostPort) return checkedDnsServer(value, hostPort[1] ?? '', hostPort[2]);
  throw new Error(`"${value}" is not a DNS server (${DNS_SERVER_FORMS})`);
}

function checkedDnsServer(value: string, host: string, port: string | undefined): DnsServer {
  const number = port === undefined ? 53 : Number(port);
  if (isIP(host) === 0) throw new Error(`"${value}" is not a DNS server (${DNS_SERVER_FORMS})`);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`"${value}" has a bad port`);
  return { host, port: number };
}

/** SCANNER_DNS_SERVERS: a comma list, each entry validated and kept as written. */
export function parseDnsServers(value: string): string[] {
  return splitList(value).map((server) => {
    parseDnsServer(server);
    return server;
  });
}

export function parseCidrList(value: string): string[] {
  return splitList(value).map((cidr) => {
    const [address, prefix, extra] = cidr.split('/');
    const family = address === undefined ? 0 : isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > max) {
      throw new Error(`"${cidr}" is not a CIDR range like 127.0.0.0/8`);
    }
    return `${address}/${bits}`;
  });
}

export function parseDurationList(value: string): number[] {
  return splitList(value).map((item) => {
    if (!/^\d+$/.test(item)) throw new Error(`"${item}" is not a whole number of seconds`);
    return Number(item);
  });
}
