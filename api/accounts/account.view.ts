/** The account object of SPEC part 2, as `GET /v1/auth/me` and sign-up return it. */

import { planOf } from '../../core/plans/plan-catalogue.js';
import { quotaOf } from '../../core/plans/quota-period.js';
import type { User } from '../../db/entities/user.entity.js';
import { deriveApiKey } from '../auth/api-key.js';
import { adminCheck } from './admin-rights.js';

export interface AccountResponse {
  id: number;
  email: string;
  plan: string;
  api_key: string;
  scans_this_month: number;
  scan_limit: number | null;
  scans_remaining: number | null;
  domain_limit: number | null;
  subscription_status: string;
  email_verified: boolean;
  is_admin: boolean;
  created_at: string;
}

export const accountResponseSchema = {
  type: 'object',
  required: [
    'id',
    'email',
    'plan',
    'api_key',
    'scans_this_month',
    'scan_limit',
    'scans_remaining',
    'domain_limit',
    'subscription_status',
  ],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    plan: { type: 'string' },
    api_key: { type: 'string', description: "The account's one API key (rp_ + 40 base62 characters)" },
    scans_this_month: { type: 'integer' },
    scan_limit: { type: ['integer', 'null'], description: 'Null on unlimited plans' },
    scans_remaining: { type: ['integer', 'null'], description: 'Null on unlimited plans' },
    domain_limit: { type: ['integer', 'null'], description: 'Null on unlimited plans' },
    subscription_status: { type: 'string' },
    email_verified: { type: 'boolean' },
    is_admin: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

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
