/** E-mail normalisation: one account per address, whatever its case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A practical check (RFC 5321 lengths, one @, a dotted domain); schema validation runs first. */
export function isPlausibleEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const domain = email.slice(at + 1);
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain) && !/\s/.test(email);
}
