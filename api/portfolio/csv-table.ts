/**
 * CSV for exports (RFC 4180, CRLF line ends): fields with a comma, quote or line break are quoted;
 * a text field a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with a single quote, since exports go into PSA and ticketing tools and the
 * names in them (clients, tags) are customer input.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvTable(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
