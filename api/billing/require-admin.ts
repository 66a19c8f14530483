/**
 * preHandler for the admin-only endpoints (docs/api-contract.md "Billing and pricing"; DESIGN.md: admins are the accounts
 * named in ADMIN_EMAILS, compared after normalisation, whose address is verified:
 * api/accounts/admin-rights.ts). Runs after requireAccount: no credentials is the 401 of that, any
 * other account (an unverified one named in ADMIN_EMAILS too) a 403.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { adminCheck } from '../accounts/admin-rights.js';
import { principalOf } from '../auth/authenticate.js';
import { forbidden } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export function requireAdmin(adminEmails: readonly string[]): preHandlerAsyncHookHandler {
  const isAdmin = adminCheck(adminEmails);
  return async (request) => {
    if (!isAdmin(principalOf(request).user)) throw forbidden(ERRORS.forbidden.adminOnly);
  };
}
