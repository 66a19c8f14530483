/** Creating accounts and replacing their API key. Callers pass the transaction's EntityManager. */
import type { EntityManager } from 'typeorm';
import { quotaPeriodOf } from '../../core/plans/quota-period.js';
import { User } from '../../db/entities/user.entity.js';
import { issueApiKey } from '../auth/api-key.js';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  googleSubject?: string | null;
  emailVerified?: boolean;
  /** When the first verification e-mail goes out (sign-up), for the resend rule. */
  verificationSentAt?: Date | null;
}

export async function findUserByEmail(manager: EntityManager, email: string): Promise<User | null> {
  return manager.findOne(User, { where: { email } });
}

export async function createAccount(
  manager: EntityManager,
  input: NewAccount,
  apiKeySecret: string,
  now: Date,
): Promise<User> {
  const key = issueApiKey(apiKeySecret);
  const user = manager.create(User, {
    email: input.email,
    passwordHash: input.passwordHash,
    apiKeyHash: key.hash,
    apiKeyNonce: key.nonce,
    apiKeyCreatedAt: now,
    plan: 'free',
    subscriptionStatus: 'active',
    isActive: true,
    emailVerifiedAt: input.emailVerified ? now : null,
    verificationSentAt: input.verificationSentAt ?? null,
    googleSubject: input.googleSubject ?? null,
    scansThisMonth: 0,
    quotaPeriod: quotaPeriodOf(now),
    createdAt: now,
  });
  return manager.save(user);
}

/** Replaces the API key; the old one stops matching as soon as this commits (no overlap window). */
export async function regenerateApiKey(
  manager: EntityManager,
  user: User,
  apiKeySecret: string,
  now: Date,
): Promise<{ key: string; createdAt: Date }> {
  const key = issueApiKey(apiKeySecret);
  await manager.update(User, { id: user.id }, { apiKeyHash: key.hash, apiKeyNonce: key.nonce, apiKeyCreatedAt: now });
  return { key: key.key, createdAt: now };
}
