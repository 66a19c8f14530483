/** Parses one SPF record (RFC 7208 section 4.6) into terms, collecting syntax errors instead of throwing. */
import { isIPv4, isIPv6 } from 'node:net';

export type Qualifier = '+' | '-' | '~' | '?';
export type Mechanism = 'all' | 'include' | 'a' | 'mx' | 'ptr' | 'ip4' | 'ip6' | 'exists';

export type SpfTerm =
  | { kind: 'mechanism'; qualifier: Qualifier; mechanism: Mechanism; value: string | null }
  | { kind: 'modifier'; name: string; value: string };

export interface ParsedSpf {
  terms: SpfTerm[];
  errors: string[];
}

export function isSpfRecord(text: string): boolean {
  return /^v=spf1(\s|$)/i.test(text);
}

const MECHANISM = /^([+\-~?]?)(all|include|a|mx|ptr|ip4|ip6|exists)(?::(.+))?$/i;
const CIDR_ONLY = /^([+\-~?]?)(a|mx)(\/\d+)?(\/\/\d+)?$/i;

function checkValue(mechanism: Mechanism, value: string | null): string | null {
  switch (mechanism) {
    case 'all':
      return value === null ? null : 'all takes no value';
    case 'include':
    case 'exists':
      return value === null ? `${mechanism} needs a domain` : null;
    case 'ip4': {
      const [address, bits] = (value ?? '').split('/');
      const ok = isIPv4(address ?? '') && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= 32));
      return ok ? null : `ip4:${value ?? ''} is not an IPv4 address or range`;
    }
    case 'ip6': {
      const [address, bits] = (value ?? '').split('/');
      const ok = isIPv6(address ?? '') && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= 128));
      return ok ? null : `ip6:${value ?? ''} is not an IPv6 address or range`;
    }
    default:
      return null;
  }
}

export function parseSpf(record: string): ParsedSpf {
  const [, ...words] = record.trim().split(/\s+/);
  const terms: SpfTerm[] = [];
  const errors: string[] = [];
  for (const word of words) {
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(word);
    if (modifier) {
      const name = modifier[1]!.toLowerCase();
      if ((name === 'redirect' || name === 'exp') && terms.some((t) => t.kind === 'modifier' && t.name === name)) {
        errors.push(`${name}= appears more than once`);
      }
      terms.push({ kind: 'modifier', name, value: modifier[2]! });
      continue;
    }
    const cidrOnly = CIDR_ONLY.exec(word);
    const match = cidrOnly ? null : MECHANISM.exec(word);
    if (!cidrOnly && !match) {
      errors.push(`"${word}" is not a valid SPF mechanism or modifier`);
      continue;
    }
    const parts = (cidrOnly ?? match)!;
    const qualifier = (parts[1] || '+') as Qualifier;
    const mechanism = parts[2]!.toLowerCase() as Mechanism;
    const value = cidrOnly ? null : (match![3] ?? null);
    const error = checkValue(mechanism, value);
    if (error) errors.push(error);
    else terms.push({ kind: 'mechanism', qualifier, mechanism, value });
  }
  return { terms, errors };
}

/** The domain a mechanism or modifier points at: its value without a CIDR suffix, else the current domain. */
export function targetDomain(value: string | null, current: string): string {
  if (value === null) return current;
  return value
    .replace(/\/\d+(\/\/\d+)?$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
}
