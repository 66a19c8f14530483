/**
 * Which Rampart account a Google identity signs in to: the one already linked to its subject, else
 * an existing account with the same e-mail (linked now), else a new account.
 *
 * E-mail is trusted for linking and creation only when both sides have proven it:
 * - Google must say `email_verified: true`. Without that, anyone could create a Google account
 *   showing someone else's address and either take over that person's Rampart account (linking) or
 *   squat the address with an account they control (creation); so both are refused with a 400.
 * - The Rampart account must have verified its e-mail too. An unverified account may have been
 *   registered by someone who does not own the address ("pre-account hijacking"): linking the real
 *   owner's Google identity to it would hand them an account whose password and API key the
 *   registrant still holds. Its owner signs in with the password and verifies the e-mail first.
 * An identity already linked by subject signs in whatever its e-mail claims say now: the subject,
 * not the address, is the identity.
 */
import type { EntityManager } from 'typeorm';
import { type ActivityOrigin, recordActivity } from '../../../activities/account-activity/record-activity.js';
import { User } from '../../../db/entities/user.entity.js';
import { createAccount, findUserByEmail } from '../../accounts/account.service.js';
import { isValidEmail, normalizeEmail } from '../../accounts/email.js';
import { badRequest, forbidden } from '../../errors/api-error.js';
import { ERRORS } from '../../errors/error-catalogue.js';
import type { GoogleIdentity } from './google-oidc.js';

function requireActive(user: User): User {
  if (!user.isActive) throw forbidden(ERRORS.forbidden.accountDisabled);
  return user;
}

export async function resolveGoogleUser(
  manager: EntityManager,
  identity: GoogleIdentity,
  apiKeySecret: string,
  now: Date,
  origin: ActivityOrigin,
): Promise<User> {
  const linked = await manager.findOne(User, { where: { googleSubject: identity.subject } });
  if (linked) return requireActive(linked);

  if (!identity.emailVerified) throw badRequest(ERRORS.badRequest.googleEmailUnverified);
  const email = identity.email === null ? '' : normalizeEmail(identity.email);
  if (!isValidEmail(email)) throw badRequest(ERRORS.badRequest.googleNoUsableEmail);

  const existing = await findUserByEmail(manager, email);
  if (existing) {
    // Checked before linking, so a disabled account is never changed by a refused sign-in.
    requireActive(existing);
    if (existing.googleSubject !== null) throw badRequest(ERRORS.badRequest.googleLinkedElsewhere);
    if (existing.emailVerifiedAt === null) throw badRequest(ERRORS.badRequest.googleAccountEmailUnverified);
    existing.googleSubject = identity.subject;
    await manager.update(User, { id: existing.id }, { googleSubject: identity.subject });
    return existing;
  }

  // No password: the account signs in through Google until its owner sets one by password reset.
  const created = await createAccount(
    manager,
    { email, passwordHash: null, googleSubject: identity.subject, emailVerified: true },
    apiKeySecret,
    now,
  );
  await recordActivity(manager, created.id, 'account.created', origin, { method: 'google' }, now);
  return created;
}
