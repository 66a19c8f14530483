/**
 * Parsing security.txt (RFC 9116), pure. A PGP cleartext-signed file (RFC 4880 section 7) is parsed
 * inside its signed message; the signature itself is not verified (the scanner has no key to trust).
 * Field names are case-insensitive; fields the RFC does not define are kept but no check reads them.
 */

export interface SecurityTxtField {
  /** Lower case, e.g. `contact`. */
  name: string;
  value: string;
  /** 1-based line number in the signed message (or the file). */
  line: number;
}

export interface ParsedSecurityTxt {
  signed: boolean;
  fields: SecurityTxtField[];
  /** Lines that are neither fields, comments nor blank, and signature framing problems. */
  errors: string[];
}

/** The fields RFC 9116 section 2.5 defines; a text with none of them is not a security.txt. */
export const KNOWN_FIELDS = [
  'acknowledgments',
  'canonical',
  'contact',
  'encryption',
  'expires',
  'hiring',
  'policy',
  'preferred-languages',
] as const;

const BEGIN_SIGNED = '-----BEGIN PGP SIGNED MESSAGE-----';
const BEGIN_SIGNATURE = '-----BEGIN PGP SIGNATURE-----';
const END_SIGNATURE = '-----END PGP SIGNATURE-----';

/** The signed message of a cleartext-signed text, or the text itself when it is not signed. */
export function unwrapSigned(text: string): { signed: boolean; body: string; error?: string } {
  const normalized = text.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  if (!normalized.trimStart().startsWith(BEGIN_SIGNED)) return { signed: false, body: normalized };
  const lines = normalized.trimStart().split('\n');
  // Armor headers (Hash: SHA256) run up to the first empty line.
  let index = 1;
  while (index < lines.length && lines[index]!.trim() !== '') index++;
  const start = index + 1;
  const end = lines.indexOf(BEGIN_SIGNATURE, start);
  if (end === -1 || !lines.slice(end).some((line) => line.trim() === END_SIGNATURE)) {
    return { signed: true, body: '', error: 'the PGP signed message has no complete signature block' };
  }
  // Dash-escaped lines ("- -----") lose their "- " prefix.
  const body = lines
    .slice(start, end)
    .map((line) => (line.startsWith('- ') ? line.slice(2) : line))
    .join('\n');
  return { signed: true, body };
}

export function parseSecurityTxt(text: string): ParsedSecurityTxt {
  const unwrapped = unwrapSigned(text);
  const errors = unwrapped.error ? [unwrapped.error] : [];
  const fields: SecurityTxtField[] = [];
  unwrapped.body.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^([A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(line);
    if (match) fields.push({ name: match[1]!.toLowerCase(), value: match[2]!.trim(), line: i + 1 });
    else errors.push(`line ${i + 1} is not a field: "${line.slice(0, 60)}"`);
  });
  return { signed: unwrapped.signed, fields, errors };
}

export function fieldValues(parsed: ParsedSecurityTxt, name: string): string[] {
  return parsed.fields.filter((field) => field.name === name).map((field) => field.value);
}

/** A page rather than a text file: the usual shape of a soft 404. */
function isHtml(body: string): boolean {
  return /^\s*<(?:!doctype|html|head|body)\b/i.test(body) || /<\/html>/i.test(body);
}

/** True when a response body is a security.txt: not HTML, and at least one RFC 9116 field. */
export function looksLikeSecurityTxt(body: string): boolean {
  if (isHtml(body)) return false;
  const known = new Set<string>(KNOWN_FIELDS);
  return parseSecurityTxt(body).fields.some((field) => known.has(field.name));
}

/** RFC 3339 date-time (section 5.6), e.g. `2026-12-31T23:59:59Z` or `...+01:00`; null when not one. */
export function parseRfc3339(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || hour! > 23 || minute! > 59 || second! > 60) return null;
  // Date rolls 31 Feb over to March; a real date survives the round trip.
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  if (calendar.getUTCMonth() !== month! - 1 || calendar.getUTCDate() !== day) return null;
  const time = Date.parse(
    value
      .trim()
      .replace(/^(.{10})[t ]/, '$1T')
      .replace(/z$/, 'Z'),
  );
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * A Contact value RFC 9116 accepts: a URI (mailto:, tel:, https:), never a bare address, and a web
 * URI only over https (section 2.5.3).
 */
export function isContactUri(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'http:') return false;
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname));
  return true;
}
