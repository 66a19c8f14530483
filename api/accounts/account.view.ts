/** The account object (docs/api-contract.md "Account and tokens"), as `GET /v1/auth/me` and sign-up return it. */
import { type Static, Type } from '@sinclair/typebox';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { quotaOf } from '../../core/plans/quota-period.js';
import type { User } from '../../db/entities/user.entity.js';
import { deriveApiKey } from '../auth/api-key.js';
import { adminCheck } from './admin-rights.js';

const nullableCount = (description: string) => Type.Unsafe<number | null>({ type: ['integer', 'null'], description });

/**
 * The JSON schema and, through Static, the type. `email_verified`, `is_admin` and `created_at` are
 * always sent but were never listed as required in the document; they stay optional there.
 */
export const accountResponseSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  plan: Type.String(),
  api_key: Type.String({ description: "The account's one API key (rp_ + 40 base62 characters)" }),
  scans_this_month: Type.Integer(),
  scan_limit: nullableCount('Null on unlimited plans'),
  scans_remaining: nullableCount('Null on unlimited plans'),
  domain_limit: nullableCount('Null on unlimited plans'),
  subscription_status: Type.String(),
  email_verified: Type.Optional(Type.Boolean()),
  is_admin: Type.Optional(Type.Boolean()),
  created_at: Type.Optional(Type.String({ format: 'date-time' })),
});

export type AccountResponse = Static<typeof accountResponseSchema>;

export function toAccountResponse(
  user: User,
  apiKeySecret: string,
  adminEmails: readonly string[],
  now: Date,
): AccountResponse {
  const quota = quotaOf(user, now);
  return {
    id: user.id,
    email: user.email,
    plan: planOf(user.plan).id,
    api_key: deriveApiKey(apiKeySecret, user.apiKeyNonce),
    scans_this_month: quota.used,
    scan_limit: quota.limit,
    scans_remaining: quota.remaining,
    domain_limit: planOf(user.plan).domainLimit,
    subscription_status: user.subscriptionStatus,
    email_verified: user.emailVerifiedAt !== null,
    is_admin: adminCheck(adminEmails)(user),
    created_at: user.createdAt.toISOString(),
  };
}
