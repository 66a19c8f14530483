/**
 * One e-mail address, judged by a strict subset of RFC 5321 (finding 6: `a@x.example,
 * b@y.example` was accepted, and the verification mail went to both). What mail software would
 * read as several recipients, a display name, a comment or a route (commas, semicolons, spaces,
 * angle brackets, parentheses, quotes, a second `@`) never passes:
 *
 * - local part: a dot-atom of RFC 5322 atext (letters, digits and ``!#$%&'*+/=?^_`{|}~-``), at most
 *   64 characters, no leading, trailing or doubled dot; quoted local parts are not accepted;
 * - domain: two or more LDH labels (1-63 characters, no leading or trailing hyphen), at most 253
 *   characters, the last one not all digits (not an address literal); IP literals are not accepted;
 * - at most 254 characters in all (RFC 5321's path limit less its angle brackets).
 *
 * Pure, in `core/` because the API (what it accepts) and the mail transport (what it sends to,
 * activities/mail/mailer.ts) apply the same rule.
 */

const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const EMAIL_ADDRESS_MAX_LENGTH = 254;

export function isSingleEmailAddress(address: string): boolean {
  if (address.length > EMAIL_ADDRESS_MAX_LENGTH) return false;
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@')) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !DOT_ATOM.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return !/^\d+$/.test(labels.at(-1) as string);
}
