/**
 * The SPF and DMARC facts the checkdmarc agreement compares. SPF's `all` is said in checkdmarc's words
 * (the result for a sender no mechanism matched: pass, neutral, softfail, fail), and a policy without
 * `all` is `neutral`, the default result of RFC 7208 section 4.7. Lookup counts above the limits are
 * one value (`>10`, `>2`): RFC 7208 section 4.6.4 makes the evaluation a permerror the moment the limit
 * is passed, so how far a tool keeps counting after that is its own choice.
 */

export const SPF_FIELDS = ['spf', 'syntax', 'all', 'all-ok', 'lookups', 'void', 'includes', 'spf-ok'] as const;
export const DMARC_FIELDS = ['dmarc', 'p', 'sp', 'pct', 'rua', 't'] as const;
export const EMAIL_FIELDS: readonly string[] = [...SPF_FIELDS, ...DMARC_FIELDS];

export const MAX_LOOKUPS = 10;
export const MAX_VOID_LOOKUPS = 2;

export function capped(count: number | null | undefined, limit: number): number | string | null {
  if (count === null || count === undefined) return null;
  return count > limit ? `>${limit}` : count;
}

/** Report URIs as bare addresses, comma-joined, or `none`. */
export function ruaText(addresses: readonly string[]): string {
  return addresses.length === 0 ? 'none' : addresses.map((a) => a.replace(/^mailto:/i, '').toLowerCase()).join(',');
}
