/**
 * Pure readers for single-valued security headers, each following the spec's own processing rules
 * (HTML for X-Frame-Options and `<meta name=referrer>`, Referrer Policy, RFC 8941 for
 * Permissions-Policy, HTML/Fetch for COOP, COEP and CORP), so a verdict matches what browsers do.
 */
import { parseSfItem } from './structured-field.js';

export interface XfoState {
  protects: boolean;
  /** The values as seen, joined; '' when absent. */
  display: string;
  note: string;
}

/** HTML "check a navigation response's adherence to X-Frame-Options" on the comma-split values. */
export function xFrameOptionsState(values: readonly string[]): XfoState {
  const set = new Set(values.map((v) => v.toLowerCase()).filter((v) => v !== ''));
  const display = values.filter((v) => v !== '').join(', ');
  if (set.size === 0) return { protects: false, display: '', note: 'absent' };
  if (set.size > 1) {
    // Conflicting values that include a known keyword make browsers refuse to render in a frame.
    const known = ['deny', 'sameorigin', 'allowall'].some((v) => set.has(v));
    return known
      ? { protects: true, display, note: 'conflicting values; browsers block framing' }
      : { protects: false, display, note: 'unrecognised values; browsers ignore them' };
  }
  const [only] = [...set];
  if (only === 'deny' || only === 'sameorigin') return { protects: true, display, note: only };
  if (only?.startsWith('allow-from'))
    return { protects: false, display, note: 'ALLOW-FROM is obsolete and ignored by current browsers' };
  return { protects: false, display, note: 'not DENY or SAMEORIGIN, so browsers ignore it' };
}

const SAFE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const LEAKY_REFERRER = new Set(['unsafe-url', 'no-referrer-when-downgrade', 'origin', 'origin-when-cross-origin']);
/** HTML spec: legacy `<meta name=referrer>` keywords and what they mean today. */
const LEGACY_META: Record<string, string> = {
  never: 'no-referrer',
  default: 'strict-origin-when-cross-origin',
  always: 'unsafe-url',
  'origin-when-crossorigin': 'origin-when-cross-origin',
};

export type ReferrerVerdict =
  | { kind: 'default' }
  | { kind: 'safe' | 'leaky'; value: string; source: 'header' | '<meta>' }
  | { kind: 'invalid'; value: string };

/**
 * The policy in force: a valid `<meta name=referrer>` overrides the header (it is applied later, as
 * the document parses); within the header the last recognised token wins (Referrer Policy section 4.1).
 */
export function effectiveReferrerPolicy(
  headerTokens: readonly string[],
  metaContents: readonly string[],
): ReferrerVerdict {
  const valid = (token: string) => SAFE_REFERRER.has(token) || LEAKY_REFERRER.has(token);
  const metaValues = metaContents.map((c) => c.trim().toLowerCase()).map((c) => LEGACY_META[c] ?? c);
  const meta = metaValues.filter(valid).at(-1);
  const header = headerTokens
    .map((t) => t.toLowerCase())
    .filter(valid)
    .at(-1);
  const chosen = meta ?? header;
  if (chosen !== undefined) {
    return { kind: SAFE_REFERRER.has(chosen) ? 'safe' : 'leaky', value: chosen, source: meta ? '<meta>' : 'header' };
  }
  const seen = [...headerTokens, ...metaContents].filter((t) => t.trim() !== '');
  return seen.length === 0 ? { kind: 'default' } : { kind: 'invalid', value: seen.join(', ').slice(0, 200) };
}

const SF_ITEM = String.raw`(?:\*|[a-z*][a-z0-9_:.*/-]*|"[^"\\]*")`;
const SF_MEMBER = new RegExp(
  String.raw`^([a-z*][a-z0-9_.*-]*)(?:=(?:${SF_ITEM}|\((?:\s*${SF_ITEM})*\s*\)))?(?:\s*;[^,]*)?$`,
);

/** Feature names of a Permissions-Policy (an RFC 8941 dictionary), or null when it does not parse. */
export function parsePermissionsPolicy(value: string): string[] | null {
  // Split on commas outside quoted strings.
  const members = value.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((m) => m.trim());
  const names: string[] = [];
  for (const member of members) {
    const match = SF_MEMBER.exec(member);
    if (!match) return null;
    names.push(match[1]!);
  }
  return names;
}

export type TokenVerdict = { kind: 'absent' } | { kind: 'valid' | 'invalid'; value: string };

/**
 * A header whose value is one keyword from a fixed set. COOP and COEP (`structured: true`) are RFC
 * 8941 Items: a token, optionally with parameters such as report-to, parsed as browsers do
 * (structured-field.ts), so a value that is not a valid Item is no policy at all. CORP is a bare
 * keyword (Fetch), compared after trimming. More than one field line is invalid in both cases.
 */
export function tokenHeader(fields: readonly string[], allowed: readonly string[], structured: boolean): TokenVerdict {
  if (fields.length === 0) return { kind: 'absent' };
  const value = fields.join(', ').slice(0, 200);
  if (fields.length > 1) return { kind: 'invalid', value };
  if (!structured) {
    const keyword = fields[0]!.trim();
    return allowed.includes(keyword) ? { kind: 'valid', value: keyword } : { kind: 'invalid', value };
  }
  const parsed = parseSfItem(fields);
  if (parsed === null || parsed.item.type !== 'token' || !allowed.includes(parsed.item.value)) {
    return { kind: 'invalid', value };
  }
  return { kind: 'valid', value: parsed.item.value };
}

export const COOP_VALUES = ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups', 'unsafe-none'] as const;
export const COEP_VALUES = ['require-corp', 'credentialless', 'unsafe-none'] as const;
export const CORP_VALUES = ['same-origin', 'same-site', 'cross-origin'] as const;
