/**
 * The names a DNSBL is asked about (RFC 5782 section 2): an IPv4 address with its octets reversed,
 * an IPv6 address as 32 reversed nibbles, a domain as itself, each followed by the list's zone.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { DnsblZone } from './dnsbl-zones.js';

/** `192.0.2.99` -> `99.2.0.192` (RFC 5782 section 2.1). */
export function reverseIpv4(address: string): string {
  if (isIP(address) !== 4) throw new Error(`"${address}" is not an IPv4 address`);
  return address.split('.').reverse().join('.');
}

/** `2001:db8:1:2:3:4:567:89ab` -> `b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.8.b.d.0.1.0.0.2` (section 2.4). */
export function nibbleIpv6(address: string): string {
  if (isIP(address) !== 6) throw new Error(`"${address}" is not an IPv6 address`);
  const hex = ipaddr.IPv6.parse(address)
    .parts.map((part) => part.toString(16).padStart(4, '0'))
    .join('');
  return [...hex].reverse().join('.');
}

/**
 * The address a list should be asked about: an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4
 * host, and IPv6 lists do not hold mapped entries, so it is asked about in IPv4 form.
 */
export function canonicalAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address().toString() : parsed.toString();
}

/** The query name for an address on an IP list, or null when the list cannot hold that family. */
export function addressQueryName(address: string, zone: Pick<DnsblZone, 'zone' | 'ipv6'>): string | null {
  const canonical = canonicalAddress(address);
  if (isIP(canonical) === 4) return `${reverseIpv4(canonical)}.${zone.zone}`;
  return zone.ipv6 ? `${nibbleIpv6(canonical)}.${zone.zone}` : null;
}

/** The query name for a domain on a domain list (section 2.3), or null when it would exceed 253 octets. */
export function domainQueryName(domain: string, zone: Pick<DnsblZone, 'zone'>): string | null {
  const name = `${domain.replace(/\.$/, '').toLowerCase()}.${zone.zone}`;
  return name.length <= 253 ? name : null;
}
