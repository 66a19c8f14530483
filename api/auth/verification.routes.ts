/** `GET /v1/auth/verify-email` and `POST /v1/auth/resend-verification` (docs/api-contract.md "Account and authentication"). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../../activities/account-activity/record-activity.js';
import { User } from '../../db/entities/user.entity.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { errorResponses } from '../docs/documented-errors.js';
import { badRequest, rateLimited } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { verificationMail } from '../mail/templates.js';
import { principalOf } from './authenticate.js';
import { consumeToken, isExpiredToken, issueToken } from './one-time-token.service.js';
import { messageSchema, VerifiedEmailSchema, VerifyEmailQuery } from './schemas.js';
import { claimResend, RESEND_INTERVAL_SECONDS } from './verification.service.js';

const tags = ['Account and authentication'];

export async function verificationRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.get(
    '/v1/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the token from the verification e-mail (valid 24 hours)',
        querystring: VerifyEmailQuery,
        response: { ...errorResponses(400), 200: VerifiedEmailSchema },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const email = await ctx.db.transaction(async (manager) => {
        const userId = await consumeToken(manager, request.query.token, 'email_verification', now);
        if (userId === null) {
          const expired = await isExpiredToken(manager, request.query.token, 'email_verification', now);
          throw badRequest(
            expired ? ERRORS.badRequest.expiredVerificationToken : ERRORS.badRequest.invalidVerificationToken,
          );
        }
        const user = await manager.findOneOrFail(User, { where: { id: userId } });
        if (user.emailVerifiedAt === null) {
          await manager.update(User, { id: userId }, { emailVerifiedAt: now });
          await recordActivity(
            manager,
            userId,
            'auth.email_verified',
            activityOrigin(request, 'public'),
            { via: 'verification_link' },
            now,
          );
        }
        return user.email;
      });
      return { message: 'E-mail address verified', email };
    },
  );

  app.post(
    '/v1/auth/resend-verification',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: `Send a new verification e-mail; refused within ${RESEND_INTERVAL_SECONDS} s of the last one`,
        response: { ...errorResponses(400), 200: messageSchema },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      if (user.emailVerifiedAt !== null) throw badRequest(ERRORS.badRequest.emailAlreadyVerified);
      const claim = await claimResend(app, user);
      if (!claim.ok) {
        // DESIGN.md section 4: the rate-limit body, so clients read retry_after and wait.
        throw rateLimited(ERRORS.tooManyRequests.verificationResend(RESEND_INTERVAL_SECONDS), claim.retryAfter, null);
      }
      const token = await issueToken(ctx.db.manager, user.id, 'email_verification', ctx.clock.now());
      app.backgroundMail.send(verificationMail(user.email, ctx.config.publicBaseUrl, token));
      return { message: `Verification e-mail sent to ${user.email}` };
    },
  );
}
