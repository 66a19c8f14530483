/** E-mail normalisation and validation: one account per address, whatever its case or surrounding spaces. */
import { isSingleEmailAddress } from '../../core/email-address.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One address by a strict RFC 5321 subset (core/email-address.ts): never a list, a display name or
 * a comment. Schema validation runs first; this judges the normalised address.
 */
export function isValidEmail(email: string): boolean {
  return isSingleEmailAddress(email);
}
