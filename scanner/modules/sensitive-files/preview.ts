/**
 * The "first bytes" of a probed response as evidence: short, printable, and with secrets taken out,
 * because a report is shared and an exposed .env must not be re-exposed through it. Values are
 * redacted before the text is cut, so a cut can never leave half a secret behind.
 */

export const PREVIEW_CHARS = 120;
const REDACTED = '[redacted]';
// Tab and newline stay readable; every other control character is shown escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to escape.
const CONTROL_CHARACTERS = /[\x00-\x08\x0b-\x1f\x7f]/g;

const RULES: readonly [RegExp, string][] = [
  // KEY=VALUE at the start of a line (.env, shell exports); the key stays so the reader sees what
  // leaked. Indented `key = value` lines (Git config) are structure, and keep their values.
  [/^((?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_.]*[ \t]*=[ \t]*)(?=\S)[^\r\n]+/gm, `$1${REDACTED}`],
  // user:hash (.htpasswd).
  [/^([^:\s<>]+:)(?:\$apr1\$|\$2[aby]\$|\{SHA\}|\$[156]\$)[^\r\n]*/gm, `$1${REDACTED}`],
  // define('DB_PASSWORD', 'value') in PHP configuration.
  [/(define\s*\(\s*['"][A-Z_]+['"]\s*,\s*)(['"])[^'"]*\2/g, `$1$2${REDACTED}$2`],
  // Credentials in URLs (a Git remote with a token, a database DSN).
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, `$1${REDACTED}@`],
  // JSON property values (Spring's /actuator/env lists "value": "..." for each property).
  [/("value"\s*:\s*)"(?:[^"\\]|\\.)*"/g, `$1"${REDACTED}"`],
  // Row data in SQL dumps.
  [/(\bVALUES\s*)\([^\r\n]*/gi, `$1(${REDACTED})`],
];

export function redactSecrets(text: string): string {
  return RULES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

/** Up to PREVIEW_CHARS characters, secrets redacted, control characters shown as \xNN. */
export function previewBody(body: string, chars = PREVIEW_CHARS): string {
  const redacted = redactSecrets(body.slice(0, 4096));
  const printable = redacted.replace(CONTROL_CHARACTERS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return printable.length > chars ? `${printable.slice(0, chars)}…` : printable;
}
