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

export function parseEmailList(value: string): string[] {
  return splitList(value).map((email) => {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an e-mail address`);
    return email.toLowerCase();
  });
}

/** `ip`, `ip:port` or `[ipv6]:port`. Returned as given, validated. */
export function parseDnsServers(value: string): string[] {
  return splitList(value).map((server) => {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
    const host = bracketed ? bracketed[1] : isIP(server) ? server : server.replace(/:\d+$/, '');
    const port = bracketed ? bracketed[2] : isIP(server) ? undefined : /:(\d+)$/.exec(server)?.[1];
    if (host === undefined || isIP(host) === 0) throw new Error(`"${server}" is not an IP address or ip:port`);
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) throw new Error(`"${server}" has a bad port`);
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
