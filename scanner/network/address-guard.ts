/**
 * The external-only rule (DESIGN.md section 5): may the scanner connect to this address? Pure
 * functions over ipaddr.js's range tables, so the rule is tested without touching the network.
 * Addresses that embed an IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by the embedded one,
 * because that is where the packets would end up. IPv4-compatible addresses (`::/96`, deprecated by
 * RFC 4291 section 2.5.5.1, routed nowhere on the internet) are not public, however they are spelt:
 * `::8.8.8.8` and `::808:808` are one address and get one verdict.
 */

import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { SCAN_TARGET_REFUSALS } from '../../core/errors.js';

export interface AddressVerdict {
  address: string;
  /** True when the scanner may connect: public space, or inside an allow-listed range. */
  allowed: boolean;
  /** ipaddr.js's range name (`unicast`, `private`, `loopback`, ...) of the address that was judged. */
  range: string;
  /** Set when the verdict came from an allow-listed range rather than from public space. */
  allowListed: boolean;
  /** For IPv6 that carries an IPv4 address: the embedded address, which is what was judged. */
  embeddedIPv4?: string;
}

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A parsed SCANNER_ALLOWED_CIDRS; build once with parseAllowList and reuse. */
export interface AllowList {
  readonly ranges: readonly Cidr[];
}

export const EMPTY_ALLOW_LIST: AllowList = { ranges: [] };

export function parseAllowList(cidrs: readonly string[]): AllowList {
  return {
    ranges: cidrs.map((cidr) => {
      try {
        const slash = cidr.indexOf('/');
        return slash >= 0
          ? ipaddr.parseCIDR(`${withHexTail(cidr.slice(0, slash))}${cidr.slice(slash)}`)
          : ([parseAddress(cidr), isIP(cidr) === 6 ? 128 : 32] as Cidr);
      } catch {
        throw new Error(`"${cidr}" is not a CIDR range like 127.0.0.0/8`);
      }
    }),
  };
}

// Globally reachable IPv4 ranges in ipaddr.js terms; AS112 and AMT are anycast services on the internet.
const PUBLIC_IPV4_RANGES = new Set(['unicast', 'as112', 'amt']);
const PUBLIC_IPV6_RANGES = new Set(['unicast', 'as112v6', 'amt']);
// Only 2000::/3 is allocated for global unicast; everything outside it (besides embeddings) is not public.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
// Deprecated IPv4-compatible addresses (::a.b.c.d): ipaddr.js calls them unicast, so name them here.
const IPV4_COMPATIBLE_V6 = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];
// NAT64 well-known prefix; 64:ff9b:1::/48 (local-use NAT64) deliberately stays not public.
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];

// An IPv6 address whose last 32 bits are written as a dotted quad (`::8.8.8.8`, `::ffff:1.2.3.4`).
const DOTTED_TAIL = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(%.*)?$/;

/**
 * The IPv6 address with its dotted-quad tail rewritten as two hex groups (`::8.8.8.8` becomes
 * `::808:808`); anything else unchanged. ipaddr.js reads `::a.b.c.d` (IPv4-compatible) as
 * `::ffff:a.b.c.d` (IPv4-mapped), which would judge one address two ways depending on how it is written.
 */
function withHexTail(address: string): string {
  const dotted = isIP(address) === 6 ? DOTTED_TAIL.exec(address) : null;
  if (!dotted) return address;
  const [, head, a, b, c, d, zone] = dotted;
  const hex = (high: string | undefined, low: string | undefined) => ((Number(high) << 8) | Number(low)).toString(16);
  return `${head}${hex(a, b)}:${hex(c, d)}${zone ?? ''}`;
}

function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  return ipaddr.parse(withHexTail(address));
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (address.isIPv4MappedAddress() || address.range() === 'rfc6145') return v4(parts[6]!, parts[7]!);
  if (address.match(NAT64_WELL_KNOWN)) return v4(parts[6]!, parts[7]!);
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48 carries the IPv4 address AA.BB.CC.DD.
  if (address.range() === '6to4') return v4(parts[1]!, parts[2]!);
  return null;
}

function inAllowList(address: ipaddr.IPv4 | ipaddr.IPv6, allowList: AllowList): boolean {
  return allowList.ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
}

function ipv6Range(address: ipaddr.IPv6): string {
  if (address.match(IPV4_COMPATIBLE_V6) && address.range() === 'unicast') return 'ipv4Compatible';
  const range = address.range();
  if (range === 'unicast' && !address.match(GLOBAL_UNICAST_V6)) return 'unallocated';
  return range;
}

/**
 * Judges one address. Throws for a string that is not an IP address, because a caller passing a
 * host name here has a bug (the scanner must connect to the address it checked, not re-resolve).
 */
export function judgeAddress(address: string, allowList: AllowList = EMPTY_ALLOW_LIST): AddressVerdict {
  const family = isIP(address);
  if (family === 0) throw new Error(`"${address}" is not an IP address`);
  const parsed = parseAddress(address);
  if (parsed.kind() === 'ipv4') {
    const v4 = parsed as ipaddr.IPv4;
    const range = v4.range();
    const allowListed = inAllowList(v4, allowList);
    return { address, range, allowListed, allowed: PUBLIC_IPV4_RANGES.has(range) || allowListed };
  }
  const v6 = parsed as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (inner !== null) {
    const range = inner.range();
    const allowListed = inAllowList(v6, allowList) || inAllowList(inner, allowList);
    const allowed = PUBLIC_IPV4_RANGES.has(range) || allowListed;
    return { address, range, allowListed, allowed, embeddedIPv4: inner.toString() };
  }
  const range = ipv6Range(v6);
  const allowListed = inAllowList(v6, allowList);
  return { address, range, allowListed, allowed: PUBLIC_IPV6_RANGES.has(range) || allowListed };
}

export function isAllowedAddress(address: string, allowList: AllowList = EMPTY_ALLOW_LIST): boolean {
  return judgeAddress(address, allowList).allowed;
}

/** The message a rejected target gets (docs/api-contract.md "What a scan covers": the non-public-address refusal). */
export function describeRejection(domain: string, verdict: AddressVerdict) {
  const judged = verdict.embeddedIPv4 ? `${verdict.address} (carrying ${verdict.embeddedIPv4})` : verdict.address;
  return SCAN_TARGET_REFUSALS.nonPublicAddress(domain, judged, verdict.range);
}
