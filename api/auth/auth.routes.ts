/**
 * Sign-up, login, the account, API-key regeneration and logout (docs/api-contract.md "Account and authentication",
 * docs/api-contract.md "Credentials").
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '../../activities/account-activity/record-activity.js';
import type { User } from '../../db/entities/user.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { createAccount, findUserByEmail, regenerateApiKey } from '../accounts/account.service.js';
import { accountResponseSchema, toAccountResponse } from '../accounts/account.view.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { isValidEmail, normalizeEmail } from '../accounts/email.js';
import { errorResponses } from '../docs/documented-errors.js';
import { badRequest, forbidden, invalidField, unauthorized } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES } from '../errors/error-catalogue.js';
import { verificationMail } from '../mail/templates.js';
import { principalOf } from './authenticate.js';
import { hasValidDeviceCookie, setDeviceCookie } from './login-device-cookie.js';
import { LoginThrottle } from './login-throttle.js';
import { answerSignIn } from './new-address-notice.js';
import { issueToken } from './one-time-token.service.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { IssuedApiKeySchema, LoginBody, messageSchema, SignupBody } from './schemas.js';
import { revokeSession } from './session.service.js';
import { clearSignInCookies, isSecure, signIn, tokenResponseSchema } from './sign-in.js';

const tags = ['Account and authentication'];

export async function authRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const throttle = new LoginThrottle(app.rateLimits.stores, ctx.loginThrottlePolicy);
  const account = (user: User) =>
    toAccountResponse(user, ctx.secrets.apiKeySecret, ctx.config.adminEmails, ctx.clock.now());
  const refusedSignIns = new WeakMap<FastifyRequest, User>();
  const recordSignInFailure = async (user: User, request: FastifyRequest) => {
    // An account without a password (Google only) cannot fail one; the reason says which it was.
    const reason = user.passwordHash ? 'wrong_password' : 'no_password';
    await recordActivity(
      ctx.db.manager,
      user.id,
      'auth.sign_in_failed',
      activityOrigin(request, 'public'),
      { method: 'password', reason },
      ctx.clock.now(),
    );
  };

  app.post(
    '/v1/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account; the response carries its API key',
        body: SignupBody,
        response: { ...errorResponses(400), 200: accountResponseSchema },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidField('email', FIELD_MESSAGES.invalidEmail);
      const passwordHash = await hashPassword(request.body.password);
      const now = ctx.clock.now();
      let created: { user: User; verificationToken: string };
      try {
        // The account and its first verification token commit together.
        created = await ctx.db.transaction(async (manager) => {
          if (await findUserByEmail(manager, email)) throw badRequest(ERRORS.badRequest.emailTaken);
          const user = await createAccount(
            manager,
            { email, passwordHash, verificationSentAt: now },
            ctx.secrets.apiKeySecret,
            now,
          );
          await recordActivity(
            manager,
            user.id,
            'account.created',
            activityOrigin(request),
            { method: 'password' },
            now,
          );
          return { user, verificationToken: await issueToken(manager, user.id, 'email_verification', now) };
        });
      } catch (error) {
        // Two simultaneous sign-ups for one address: the unique index decides.
        if (isUniqueViolation(error)) throw badRequest(ERRORS.badRequest.emailTaken);
        throw error;
      }
      app.backgroundMail.send(verificationMail(email, ctx.config.publicBaseUrl, created.verificationToken));
      return account(created.user);
    },
  );

  app.post(
    '/v1/auth/login',
    {
      onResponse: async (request) => {
        const user = refusedSignIns.get(request);
        if (user) await recordSignInFailure(user, request);
      },
      schema: {
        tags,
        summary: 'Sign in: JWT, session cookie and CSRF token',
        body: LoginBody,
        response: { ...errorResponses(401, 403), 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const now = ctx.clock.now();
      const attempt = {
        email,
        ip: request.ip,
        knownDevice: hasValidDeviceCookie(request, ctx.secrets.jwtSecret, email, now),
      };
      await throttle.assertAllowed(attempt);
      const user = await findUserByEmail(ctx.db.manager, email);
      // Same work whether or not the account exists, so timing does not reveal registered e-mails.
      const hash = user?.passwordHash ?? (await decoyPasswordHash());
      const valid = await verifyPassword(request.body.password, hash);
      if (!user || !user.passwordHash || !valid) {
        await throttle.recordFailure(attempt);
        // The owner sees refused sign-ins to their account, recorded once the 401 has gone out
        // (onResponse): a write before it would answer known addresses more slowly than unknown ones.
        if (user) refusedSignIns.set(request, user);
        throw unauthorized(ERRORS.unauthorized.invalid);
      }
      await throttle.recordSuccess(attempt);
      if (!user.isActive) throw forbidden(ERRORS.forbidden.accountDisabled);
      setDeviceCookie(reply, ctx.secrets.jwtSecret, email, now, isSecure(ctx, request));
      const signedIn = await ctx.db.transaction((manager) => signIn(ctx, manager, request, reply, user, 'password'));
      return answerSignIn(app, request, user, 'password', signedIn);
    },
  );

  app.get(
    '/v1/auth/me',
    {
      preHandler: app.auth.requireAccount,
      schema: { tags, summary: 'The account behind the credential', response: { 200: accountResponseSchema } },
    },
    async (request) => account(principalOf(request).user),
  );

  app.post(
    '/v1/auth/api-key/regenerate',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Replace the API key; the old key stops working at once',
        response: { 200: IssuedApiKeySchema },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const issued = await ctx.db.transaction(async (manager) => {
        const now = ctx.clock.now();
        const replaced = await regenerateApiKey(manager, user, ctx.secrets.apiKeySecret, now);
        await recordActivity(
          manager,
          user.id,
          'auth.api_key_rotated',
          activityOrigin(request),
          { reason: 'regenerated' },
          now,
        );
        return replaced;
      });
      return { api_key: issued.key, created_at: issued.createdAt.toISOString() };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      preHandler: app.auth.requireAccount,
      // Naturally idempotent, and its answer clears cookies, which a replay would not repeat.
      config: { idempotency: false },
      schema: {
        tags,
        summary: 'End the session (and its JWT); the API key is unaffected',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const { session } = principalOf(request);
      if (session) await revokeSession(ctx.db.manager, session.id, ctx.clock.now());
      clearSignInCookies(reply);
      return { message: session ? 'Logged out' : 'No session to end: API keys stay valid until regenerated' };
    },
  );
}
