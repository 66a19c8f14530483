/**
 * preHandler for the admin-only endpoints (SPEC part 5 item 10; DESIGN.md: admins are the accounts
 * named in ADMIN_EMAILS, compared after normalisation). Runs after requireAccount: no credentials is
 * the 401 of that, any other account a 403.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '../accounts/email.js';
import { principalOf } from '../auth/authenticate.js';
import { forbidden } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export function requireAdmin(adminEmails: readonly string[]): preHandlerAsyncHookHandler {
  const admins = new Set(adminEmails.map(normalizeEmail));
  return async (request) => {
    if (!admins.has(normalizeEmail(principalOf(request).user.email))) throw forbidden(ERRORS.forbidden.adminOnly);
  };
}
