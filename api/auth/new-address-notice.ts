/**
 * The owner's mail on a sign-in from an address the account had not signed in from (within the 90
 * days the activity log keeps). Called once the sign-in's transaction committed, so a sign-in that
 * rolled back mails no one; not for an account's very first sign-in, which has nothing to compare.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInMethod } from '../../core/account-activity/activity-types.js';
import type { User } from '../../db/entities/user.entity.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { newSignInAddressMail } from '../mail/templates.js';
import type { SignedIn, TokenResponse } from './sign-in.js';

export function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  method: SignInMethod,
  signedIn: SignedIn,
): TokenResponse {
  if (signedIn.addressKind === 'new') {
    const origin = activityOrigin(request, 'public');
    app.backgroundMail.send(
      newSignInAddressMail(user.email, app.ctx.config.publicBaseUrl, {
        ipAddress: origin.ipAddress ?? 'unknown',
        userAgent: origin.userAgent,
        method,
        at: app.ctx.clock.now(),
      }),
    );
  }
  return signedIn.response;
}
