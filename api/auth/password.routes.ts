/**
 * Password flows (docs/api-contract.md "Account and authentication"): reset request, reset (signs the user in), the deprecated
 * reset-confirm, and change. The reset request answers the same whether or not the account exists.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../../activities/account-activity/record-activity.js';
import { User } from '../../db/entities/user.entity.js';
import { findUserByEmail } from '../accounts/account.service.js';
import { recoverUnverifiedAccount } from '../accounts/account-recovery.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { isValidEmail, normalizeEmail } from '../accounts/email.js';
import { errorResponses } from '../docs/documented-errors.js';
import { badRequest, forbidden, invalidField } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES } from '../errors/error-catalogue.js';
import { markDeprecated } from '../http/deprecation.js';
import { passwordResetMail } from '../mail/templates.js';
import { principalOf } from './authenticate.js';
import { answerSignIn } from './new-address-notice.js';
import { consumeToken, isPendingToken, issueToken, retireTokens, TOKEN_LIFETIME_MS } from './one-time-token.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { ChangePasswordBody, messageSchema, ResetConfirmBody, ResetPasswordBody, ResetRequestBody } from './schemas.js';
import { revokeUserSessions } from './session.service.js';
import { signIn, type TokenResponse, tokenResponseSchema } from './sign-in.js';

const tags = ['Account and authentication'];
const RESET_REQUESTED = 'If an account exists for that e-mail address, a password reset e-mail has been sent.';

export async function passwordRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  /**
   * Consumes the token, sets the password, ends every session, and signs the user in afresh. On an
   * unverified account it also verifies the address and cuts off the unproven holder (finding 2).
   */
  async function resetPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    newPassword: string,
    expectedEmail?: string,
  ): Promise<TokenResponse> {
    const now = ctx.clock.now();
    // A token that is not pending is refused before bcrypt runs: otherwise every guess, however
    // malformed, would buy a tenth of a second of our CPU for free.
    if (!(await isPendingToken(ctx.db.manager, token, 'password_reset', now))) {
      throw badRequest(ERRORS.badRequest.invalidResetToken);
    }
    const passwordHash = await hashPassword(newPassword);
    const done = await ctx.db.transaction(async (manager) => {
      const userId = await consumeToken(manager, token, 'password_reset', now);
      if (userId === null) throw badRequest(ERRORS.badRequest.invalidResetToken);
      const user = await manager.findOneOrFail(User, { where: { id: userId } });
      // reset-confirm names the e-mail too; a mismatch looks exactly like a bad token (and the
      // transaction rolls back, so the token is not spent).
      if (expectedEmail !== undefined && normalizeEmail(expectedEmail) !== user.email)
        throw badRequest(ERRORS.badRequest.invalidResetToken);
      if (!user.isActive) throw forbidden(ERRORS.forbidden.accountDisabled);
      await manager.update(User, { id: user.id }, { passwordHash });
      const origin = activityOrigin(request, 'public');
      // The first proof of the mailbox: whatever an unproven holder set up is cut off (account-recovery.ts).
      const recovered =
        user.emailVerifiedAt === null &&
        (await recoverUnverifiedAccount(manager, user.id, ctx.secrets.apiKeySecret, now));
      await recordActivity(manager, user.id, 'auth.password_reset', origin, { account_recovery: recovered }, now);
      if (recovered) {
        await recordActivity(manager, user.id, 'auth.email_verified', origin, { via: 'password_reset' }, now);
        await recordActivity(manager, user.id, 'auth.api_key_rotated', origin, { reason: 'account_recovery' }, now);
      }
      // Every reset ends every session and JWT. A verified account keeps its API key: the mailbox was
      // already proven, and a forgotten password says nothing about the key (README "Security notes").
      await revokeUserSessions(manager, user.id, now);
      await retireTokens(manager, user.id, 'password_reset', now);
      return { user, signedIn: await signIn(ctx, manager, request, reply, user, 'password_reset') };
    });
    return answerSignIn(app, request, done.user, 'password_reset', done.signedIn);
  }

  app.post(
    '/v1/auth/password/reset-request',
    {
      schema: {
        tags,
        summary: 'E-mail a single-use reset token (valid one hour); same answer for unknown e-mails',
        body: ResetRequestBody,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const email = normalizeEmail(request.body.email);
      // Not one address (a list, a display name): refused on its syntax alone, whoever is registered,
      // so the answer still says nothing about which addresses have accounts.
      if (!isValidEmail(email)) throw invalidField('email', FIELD_MESSAGES.invalidEmail);
      // Lookup, token and mail all run after the answer, so a known address is not answered more
      // slowly than an unknown one (a token write costs about a millisecond: bench:enumeration).
      app.backgroundMail.compose('password reset', async () => {
        const user = await findUserByEmail(ctx.db.manager, email);
        if (!user?.isActive) return null;
        const token = await ctx.db.transaction(async (manager) => {
          await retireTokens(manager, user.id, 'password_reset', now);
          return issueToken(manager, user.id, 'password_reset', now);
        });
        const minutes = TOKEN_LIFETIME_MS.password_reset / 60_000;
        return passwordResetMail(user.email, ctx.config.publicBaseUrl, token, minutes);
      });
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/v1/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; signs the user in and ends other sessions',
        body: ResetPasswordBody,
        response: { ...errorResponses(400, 403), 200: tokenResponseSchema },
      },
    },
    async (request, reply) => resetPassword(request, reply, request.body.token, request.body.new_password),
  );

  app.post(
    '/v1/auth/password/reset-confirm',
    {
      schema: {
        tags,
        deprecated: true,
        summary: 'Deprecated: use POST /v1/auth/reset-password',
        body: ResetConfirmBody,
        response: { ...errorResponses(400, 403), 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      markDeprecated(reply, '/v1/auth/reset-password');
      return resetPassword(request, reply, request.body.token, request.body.new_password, request.body.email);
    },
  );

  app.post(
    '/v1/auth/password/change',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Change the password; other sessions end, this one and the API key stay valid',
        body: ChangePasswordBody,
        response: { ...errorResponses(400), 200: messageSchema },
      },
    },
    async (request) => {
      const { user, session } = principalOf(request);
      if (!user.passwordHash || !(await verifyPassword(request.body.current_password, user.passwordHash))) {
        throw badRequest(ERRORS.badRequest.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(request.body.new_password);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (manager) => {
        await manager.update(User, { id: user.id }, { passwordHash });
        await revokeUserSessions(manager, user.id, now, session?.id);
        await retireTokens(manager, user.id, 'password_reset', now);
        await recordActivity(manager, user.id, 'auth.password_changed', activityOrigin(request), {}, now);
      });
      return { message: 'Password changed' };
    },
  );
}
