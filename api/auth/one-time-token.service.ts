/**
 * Single-use tokens for password resets and e-mail verification. The token travels by e-mail; the
 * database keeps its SHA-256, so a database reader cannot use pending tokens. Consuming is one
 * conditional UPDATE, so two simultaneous uses of one token cannot both succeed.
 */
import { type EntityManager, IsNull, MoreThan } from 'typeorm';
import { OneTimeToken, type OneTimeTokenPurpose } from '../../db/entities/one-time-token.entity.js';
import { randomToken, sha256Hex } from './tokens.js';

export const TOKEN_LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
};

export async function issueToken(
  manager: EntityManager,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken(32);
  await manager.insert(OneTimeToken, {
    userId,
    purpose,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    usedAt: null,
    createdAt: now,
  });
  return token;
}

/** Marks every unused token of this purpose as used (a new reset link retires the older ones). */
export async function retireTokens(
  manager: EntityManager,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<void> {
  await manager.update(OneTimeToken, { userId, purpose, usedAt: IsNull() }, { usedAt: now });
}

/** What randomToken(32) gives: 43 base64url characters. Anything else was never issued. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `token` could be consumed now (issued, for this purpose, unused, unexpired): one indexed
 * read, for a route to refuse a token before doing expensive work for it (reset-password hashes
 * the new password with bcrypt). `consumeToken` stays the authority: this only answers early.
 */
export async function isPendingToken(
  manager: EntityManager,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const row = await manager.findOne(OneTimeToken, { where: { tokenHash: sha256Hex(token), purpose } });
  return row !== null && row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}

/** Uses a token once: returns its user id, or null when unknown, expired, used or of another purpose. */
export async function consumeToken(
  manager: EntityManager,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<number | null> {
  // The lookup is by hash through a unique index; no comparison of secrets happens in our code.
  const row = await manager.findOne(OneTimeToken, { where: { tokenHash: sha256Hex(token), purpose } });
  if (!row) return null;
  const result = await manager.update(
    OneTimeToken,
    { id: row.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
    { usedAt: now },
  );
  return result.affected === 1 ? row.userId : null;
}

/**
 * Whether a token that could not be consumed had merely expired (known, unused, past its lifetime),
 * so a page can say "expired" rather than "invalid". Tokens are 32 random bytes: telling the two
 * apart reveals nothing a guesser could use.
 */
export async function isExpiredToken(
  manager: EntityManager,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<boolean> {
  const row = await manager.findOne(OneTimeToken, { where: { tokenHash: sha256Hex(token), purpose } });
  return row !== null && row.usedAt === null && row.expiresAt.getTime() <= now.getTime();
}
