/**
 * What each configured DNS blocklist zone is (RFC 5782): IP-based or domain-based, whether it lists
 * IPv6, and what its 127.x return codes mean. Well-known zones are described here as data; any other
 * zone in SCANNER_DNSBL_ZONES is IP-based unless written `domain:<zone>` (or explicitly `ip:<zone>`).
 * config/env.ts keeps the entries as written, so the prefix is read here.
 */

export type DnsblKind = 'ip' | 'domain';

/**
 * `policy`: the entry says what kind of address it is (Spamhaus PBL: end-user ranges that should not
 * send mail directly), not that it misbehaved. `error`: the list refused or could not answer the query.
 */
export interface ReturnCode {
  meaning: string;
  class?: 'policy' | 'error';
}

export interface DnsblZone {
  zone: string;
  kind: DnsblKind;
  /** False for lists that hold only IPv4 entries: an IPv6 query there would say nothing. */
  ipv6: boolean;
  /** Where `kind` came from: the known-zones table, a prefix in the setting, or the IP default. */
  source: 'known' | 'prefix' | 'default';
  codes: Readonly<Record<string, ReturnCode>>;
}

/** Spamhaus answers these instead of NXDOMAIN when it will not answer a resolver (open/public, over quota). */
const SPAMHAUS_ERRORS: Record<string, ReturnCode> = {
  '127.255.255.252': { meaning: 'query refused: typing error in the DNSBL name', class: 'error' },
  '127.255.255.254': { meaning: 'query refused: sent through a public or open resolver', class: 'error' },
  '127.255.255.255': { meaning: 'query refused: excessive number of queries', class: 'error' },
};

// https://www.spamhaus.org/faqs/dnsbl-usage/ return codes of the IP lists (SBL, CSS, XBL, DROP, PBL).
const SPAMHAUS_IP_CODES: Record<string, ReturnCode> = {
  '127.0.0.2': { meaning: 'Spamhaus SBL: a known spam source or spam operation' },
  '127.0.0.3': { meaning: 'Spamhaus SBL CSS: a snowshoe spam source' },
  '127.0.0.4': { meaning: 'Spamhaus XBL: an exploited or botnet-infected host' },
  '127.0.0.9': { meaning: 'Spamhaus DROP: a hijacked or criminal network' },
  '127.0.0.10': {
    meaning: 'Spamhaus PBL (ISP): an end-user range that should not send mail directly',
    class: 'policy',
  },
  '127.0.0.11': { meaning: 'Spamhaus PBL: an end-user range that should not send mail directly', class: 'policy' },
  ...SPAMHAUS_ERRORS,
};

const SPAMHAUS_DBL_CODES: Record<string, ReturnCode> = {
  '127.0.1.2': { meaning: 'Spamhaus DBL: a spam domain' },
  '127.0.1.4': { meaning: 'Spamhaus DBL: a phishing domain' },
  '127.0.1.5': { meaning: 'Spamhaus DBL: a malware domain' },
  '127.0.1.6': { meaning: 'Spamhaus DBL: a botnet command-and-control domain' },
  '127.0.1.102': { meaning: 'Spamhaus DBL: an abused legitimate domain used in spam' },
  '127.0.1.103': { meaning: 'Spamhaus DBL: an abused legitimate spammed redirector' },
  '127.0.1.104': { meaning: 'Spamhaus DBL: an abused legitimate domain used for phishing' },
  '127.0.1.105': { meaning: 'Spamhaus DBL: an abused legitimate domain used for malware' },
  '127.0.1.106': { meaning: 'Spamhaus DBL: an abused legitimate domain used for botnet control' },
  '127.0.1.255': { meaning: 'query refused: IP queries are not accepted by the DBL', class: 'error' },
  ...SPAMHAUS_ERRORS,
};

// SURBL and URIBL answer 127.0.0.1 when they block the querying resolver.
const SURBL_CODES: Record<string, ReturnCode> = {
  '127.0.0.1': { meaning: 'query refused: the list blocks this resolver', class: 'error' },
};

type KnownZone = Omit<DnsblZone, 'zone' | 'source'>;

export const KNOWN_DNSBL_ZONES: Readonly<Record<string, KnownZone>> = {
  'zen.spamhaus.org': { kind: 'ip', ipv6: true, codes: SPAMHAUS_IP_CODES },
  'sbl.spamhaus.org': { kind: 'ip', ipv6: true, codes: SPAMHAUS_IP_CODES },
  'xbl.spamhaus.org': { kind: 'ip', ipv6: true, codes: SPAMHAUS_IP_CODES },
  'sbl-xbl.spamhaus.org': { kind: 'ip', ipv6: true, codes: SPAMHAUS_IP_CODES },
  'pbl.spamhaus.org': { kind: 'ip', ipv6: true, codes: SPAMHAUS_IP_CODES },
  'dbl.spamhaus.org': { kind: 'domain', ipv6: false, codes: SPAMHAUS_DBL_CODES },
  'bl.spamcop.net': { kind: 'ip', ipv6: false, codes: { '127.0.0.2': { meaning: 'SpamCop: reported spam source' } } },
  'b.barracudacentral.org': {
    kind: 'ip',
    ipv6: false,
    codes: { '127.0.0.2': { meaning: 'Barracuda Reputation Block List: poor sending reputation' } },
  },
  'psbl.surriel.com': { kind: 'ip', ipv6: false, codes: {} },
  'bl.mailspike.net': { kind: 'ip', ipv6: false, codes: {} },
  'dnsbl.sorbs.net': { kind: 'ip', ipv6: false, codes: {} },
  'multi.surbl.org': { kind: 'domain', ipv6: false, codes: SURBL_CODES },
  'multi.uribl.com': { kind: 'domain', ipv6: false, codes: SURBL_CODES },
  'dbl.nordspam.com': { kind: 'domain', ipv6: false, codes: {} },
};

/** A configured entry that cannot be used, kept so the report says it was ignored and why. */
export interface RejectedZoneSetting {
  setting: string;
  error: string;
}

const ZONE_NAME = /^(?=.{1,200}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z0-9-]{2,63}$/;

/** One SCANNER_DNSBL_ZONES entry: `zone`, `domain:zone` or `ip:zone`. */
export function parseDnsblSetting(setting: string): DnsblZone | RejectedZoneSetting {
  const trimmed = setting.trim().toLowerCase();
  const match = /^(domain|ip):(.*)$/.exec(trimmed);
  const zone = (match ? match[2]! : trimmed).replace(/\.$/, '');
  if (!ZONE_NAME.test(zone)) {
    return {
      setting,
      error: match || !trimmed.includes(':') ? 'not a DNS zone name' : 'unknown prefix (use domain: or ip:)',
    };
  }
  const known = KNOWN_DNSBL_ZONES[zone];
  if (match) {
    const kind = match[1] as DnsblKind;
    // A prefix overrides the table's kind; codes still come from the table when the zone is known.
    return {
      zone,
      kind,
      ipv6: kind === 'ip' ? (known?.ipv6 ?? true) : false,
      source: 'prefix',
      codes: known?.codes ?? {},
    };
  }
  if (known) return { zone, ...known, source: 'known' };
  // An unknown IP list is asked about IPv6 too: a list without IPv6 entries just answers NXDOMAIN.
  return { zone, kind: 'ip', ipv6: true, source: 'default', codes: {} };
}

export function parseDnsblSettings(settings: readonly string[]): {
  zones: DnsblZone[];
  rejected: RejectedZoneSetting[];
} {
  const zones: DnsblZone[] = [];
  const rejected: RejectedZoneSetting[] = [];
  for (const setting of settings) {
    const parsed = parseDnsblSetting(setting);
    if ('error' in parsed) rejected.push(parsed);
    else if (!zones.some((z) => z.zone === parsed.zone && z.kind === parsed.kind)) zones.push(parsed);
  }
  return { zones, rejected };
}
