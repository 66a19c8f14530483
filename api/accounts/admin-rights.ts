/**
 * Who is an administrator (DESIGN.md: the accounts named in ADMIN_EMAILS, compared after
 * normalisation), and only once the address is verified: anyone may sign up with an address, so an
 * unverified account named in ADMIN_EMAILS is someone who typed it, not necessarily its owner
 *. The one rule read by `/v1/auth/me`'s `is_admin` and the admin routes.
 */
import type { User } from '../../db/entities/user.entity.js';
import { normalizeEmail } from './email.js';

export type AdminCheck = (user: Pick<User, 'email' | 'emailVerifiedAt'>) => boolean;

export function adminCheck(adminEmails: readonly string[]): AdminCheck {
  const admins = new Set(adminEmails.map(normalizeEmail));
  return (user) => user.emailVerifiedAt !== null && admins.has(normalizeEmail(user.email));
}
