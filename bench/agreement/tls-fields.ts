/**
 * The TLS, certificate and HSTS facts the sslyze agreement compares, and how each is read. Shared by
 * our side (our-tls-findings.ts) and sslyze's (sslyze-findings.ts), so both fill the same columns.
 */

export const PROTOCOL_FIELDS = ['SSLv2', 'SSLv3', 'TLS1', 'TLS1.1', 'TLS1.2', 'TLS1.3'] as const;
/** Weak suite kinds, worst first (a suite counts once, under its worst kind), as our scanner probes them. */
export const WEAK_FIELDS = ['NULL', 'EXPORT', 'anon', 'RC4', 'DES', '3DES'] as const;
export const CERT_FIELDS = ['expired', 'verifies', 'name', 'key', 'SHA-1', 'order'] as const;
export const HSTS_FIELDS = ['hsts', 'max-age', 'incSub', 'preload'] as const;

export const TLS_FIELDS: readonly string[] = [
  'reach',
  ...PROTOCOL_FIELDS,
  ...WEAK_FIELDS,
  'FS',
  ...CERT_FIELDS,
  ...HSTS_FIELDS,
];

/**
 * The worst weak kind of an IANA suite name, or null for a suite none of the tools calls weak. Read
 * from the name only, so it classifies any suite sslyze reports, not just those our table holds.
 */
export function weakKindOf(name: string, anonymous = false): (typeof WEAK_FIELDS)[number] | null {
  if (/_NULL_|WITH_NULL/.test(name)) return 'NULL';
  if (/EXPORT/.test(name)) return 'EXPORT';
  if (anonymous || /_anon_/i.test(name)) return 'anon';
  if (/RC4/.test(name)) return 'RC4';
  if (/3DES|DES_EDE/.test(name)) return '3DES';
  if (/_DES_|_DES40_|DES_CBC/.test(name)) return 'DES';
  return null;
}
