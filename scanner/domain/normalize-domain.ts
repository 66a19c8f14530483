/**
 * Turns what a user typed into the one canonical form the scanner works with: lower-case ASCII
 * (IDN as punycode), no trailing dot, every label a valid host-name label. Anything else throws a
 * DomainNameError whose message can be shown to the user as-is.
 */
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { type DomainNameReason, SCAN_TARGET_REFUSALS, DOMAIN_NAME_REASONS as WHY } from '../../core/errors.js';

export class DomainNameError extends Error {
  declare readonly message: ReturnType<typeof SCAN_TARGET_REFUSALS.invalidDomain>;

  constructor(
    readonly input: string,
    readonly reason: DomainNameReason,
  ) {
    super(SCAN_TARGET_REFUSALS.invalidDomain(input, reason));
    this.name = 'DomainNameError';
  }
}

const MAX_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const LDH_LABEL = /^[a-z0-9-]+$/;
/** The ASCII that may reach domainToASCII: underscores too, so the label check can name them. */
const ASCII_NAME_CHARACTER = /^[A-Za-z0-9._-]$/;

/**
 * True when the name holds an ASCII character no host name has. domainToASCII is the URL host
 * parser: it stops at a backslash (a path separator to it), so "good.test\evil.test" would come
 * back as "good.test", and it percent-decodes, so "example%2ecom" would become "example.com".
 * Non-ASCII characters are left to it (IDNA maps them, or refuses them).
 */
function hasForbiddenAscii(name: string): boolean {
  for (const character of name) {
    if (character.charCodeAt(0) < 0x80 && !ASCII_NAME_CHARACTER.test(character)) return true;
  }
  return false;
}

export function normalizeDomain(input: string): string {
  const fail = (reason: DomainNameReason): never => {
    throw new DomainNameError(input, reason);
  };
  const trimmed = input.trim();
  if (trimmed === '') fail(WHY.empty);
  // IP literals are checked before domainToASCII, which would quietly turn "0x7f.1" into 127.0.0.1.
  if (isIP(trimmed) !== 0 || trimmed.startsWith('[')) fail(WHY.ipAddress);
  if (/[/\\:@?#\s]/.test(trimmed)) fail(WHY.notHostOnly);
  if (hasForbiddenAscii(trimmed)) fail(WHY.forbiddenCharacters);
  const withoutDot = trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
  if (withoutDot.split('.').some((label) => label === '')) fail(WHY.emptyLabel);

  const ascii = domainToASCII(withoutDot);
  if (ascii === '') fail(WHY.forbiddenCharacters);
  if (isIP(ascii) !== 0) fail(WHY.ipAddress);
  if (ascii.length > MAX_NAME_LENGTH) fail(WHY.nameTooLong(MAX_NAME_LENGTH));

  const labels = ascii.split('.');
  if (labels.length < 2) fail(WHY.tooFewLabels);
  for (const label of labels) {
    if (label.length > MAX_LABEL_LENGTH) fail(WHY.labelTooLong(label, MAX_LABEL_LENGTH));
    if (!LDH_LABEL.test(label)) fail(WHY.labelCharacters(label));
    if (label.startsWith('-') || label.endsWith('-')) fail(WHY.labelHyphen(label));
  }
  // An all-numeric last label is how URL parsers recognise IPv4; no top-level domain looks like that.
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) fail(WHY.numericTopLabel);
  return ascii;
}
