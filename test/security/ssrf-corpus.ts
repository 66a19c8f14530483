/**
 * Hostile spellings for the SSRF tests (ssrf.test.ts): every way we know to write a non-public
 * address so that a naive check misses it, and domain strings that smuggle one in. Generated from a
 * few targets so the count grows with each form added; nothing here is ever connected to.
 */

/** Non-public IPv4 targets an attacker wants: loopback, cloud metadata, private and shared nets. */
const V4_TARGETS: [number, number, number, number][] = [
  [127, 0, 0, 1],
  [169, 254, 169, 254],
  [10, 0, 0, 1],
  [192, 168, 1, 1],
  [172, 16, 0, 1],
  [100, 64, 0, 1],
  [0, 0, 0, 0],
];

const int = ([a, b, c, d]: number[]) => ((a! << 24) >>> 0) + (b! << 16) + (c! << 8) + d!;
const hex2 = (n: number) => n.toString(16).padStart(2, '0');
const groups = ([a, b, c, d]: number[]) => [`${hex2(a!)}${hex2(b!)}`, `${hex2(c!)}${hex2(d!)}`];

/** The IPv4 spellings of one address that legacy parsers (inet_aton, WHATWG URL) accept. */
function v4Spellings(octets: [number, number, number, number]): string[] {
  const [a, b, c, d] = octets;
  const value = int(octets);
  return [
    octets.join('.'),
    String(value), // one decimal number
    `0x${value.toString(16)}`, // one hex number
    `0${value.toString(8)}`, // one octal number
    octets.map((o) => `0${o.toString(8)}`).join('.'), // octal octets
    octets.map((o) => `0x${o.toString(16)}`).join('.'), // hex octets
    octets.map((o) => String(o).padStart(3, '0')).join('.'), // zero-padded
    `${a}.${(b << 16) + (c << 8) + d}`, // a.bcd
    `${a}.${b}.${(c << 8) + d}`, // a.b.cd
    `0x${a.toString(16)}.${b}.0${c.toString(8)}.${d}`, // mixed bases
  ];
}

/** IPv6 forms that carry an IPv4 address, and IPv6 addresses that are themselves non-public. */
function v6Carriers(octets: [number, number, number, number]): string[] {
  const [hi, lo] = groups(octets);
  const dotted = octets.join('.');
  return [
    `::ffff:${dotted}`, // IPv4-mapped
    `::ffff:${hi}:${lo}`,
    `0:0:0:0:0:ffff:${hi}:${lo}`,
    `::${dotted}`, // IPv4-compatible (deprecated)
    `64:ff9b::${dotted}`, // NAT64 well-known prefix
    `64:ff9b::${hi}:${lo}`,
    `64:ff9b:1::${hi}:${lo}`, // NAT64 local-use prefix (RFC 8215)
    `2002:${hi}:${lo}::1`, // 6to4
    `::ffff:0:${hi}:${lo}`, // IPv4-translated (RFC 2765)
  ];
}

/** Teredo (2001:0::/32): the client's IPv4 address is stored inverted in the last 32 bits. */
function teredo(octets: [number, number, number, number]): string {
  const inverted = octets.map((o) => 255 - o) as [number, number, number, number];
  const [hi, lo] = groups(inverted);
  return `2001:0:4136:e378:8000:63bf:${hi}:${lo}`;
}

const V6_NON_PUBLIC = [
  '::1',
  '0:0:0:0:0:0:0:1',
  '0000:0000:0000:0000:0000:0000:0000:0001',
  '::',
  'fe80::1',
  'FE80::1',
  'fe80::1%25eth0',
  'fc00::1',
  'fd00:ec2::254', // AWS metadata over IPv6
  'fd12:3456:789a::1',
  'ff02::1',
  'fec0::1',
  '100::1', // discard-only
  '2001:db8::1',
  '2001:10::1', // ORCHID
];

/** Every address spelling (at least 100), each denoting a non-public address. */
export function addressSpellings(): string[] {
  const all = [
    ...V4_TARGETS.flatMap((octets) => [...v4Spellings(octets), ...v6Carriers(octets), teredo(octets)]),
    ...V6_NON_PUBLIC,
  ];
  return [...new Set(all)];
}

/**
 * Domain strings that try to reach a non-public address through the scan target's door: names
 * resolving to one (served by the lab: ssrf.test.ts's zones), names of internal services, and
 * strings that hide an address or a second host behind syntax.
 */
export const HOSTILE_DOMAINS: string[] = [
  'localhost',
  'localhost.',
  'LOCALHOST',
  'localhost.localdomain',
  'ip6-localhost',
  'metadata.google.internal',
  'metadata',
  'instance-data',
  'kubernetes.default.svc',
  'kubernetes.default.svc.cluster.local',
  '127.0.0.1.nip.io',
  '169.254.169.254.sslip.io',
  '127.0.0.1',
  '127.0.0.1.',
  '127.1',
  '0',
  '0x7f.1',
  '2130706433',
  '017700000001',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '::ffff:7f00:1',
  '127。0。0。1', // ideographic full stops: IDNA maps them to dots
  '１２７．０．０．１', // full-width digits and dots
  '%31%32%37.0.0.1',
  '127.0.0.1%00.example.com',
  '127.0.0.1:80',
  'user@127.0.0.1',
  'example.com@127.0.0.1',
  'http://127.0.0.1/',
  '//127.0.0.1',
  'example.com/..;/127.0.0.1',
  'example.com#@127.0.0.1',
  'example.com\\@127.0.0.1',
  'example.com\n127.0.0.1',
  'example.com 127.0.0.1',
  '*.private-target.test',
  // Lab names (ssrf.test.ts) that resolve to non-public addresses.
  'private-target.test',
  'private-target.test.',
  'PRIVATE-TARGET.TEST',
  'ssrf-mapped.test',
  'ssrf-nat64.test',
  'ssrf-6to4.test',
  'ssrf-teredo.test',
  'ssrf-compat.test',
  'ssrf-loopback6.test',
  'ssrf-link-local6.test',
  'ssrf-ula.test',
  'ssrf-metadata.test',
  'ssrf-zero.test',
  'ssrf-mixed.test',
  'ssrf-cname.test',
  'www.ssrf-deep-cname.test',
];
