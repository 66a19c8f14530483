/**
 * Signing a user in (login, password reset, Google): a new server-side session, the JWT that names
 * it, the `service_session` cookie and the CSRF token, and the token response of docs/api-contract.md "Account and tokens". The
 * sign-in's activity entry is written in the same transaction, after asking whether the client's
 * address is new to the account (the caller mails the owner then, once the transaction committed).
 */
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { recordActivity, signInAddressKind } from '../../activities/account-activity/record-activity.js';
import type { SignInMethod } from '../../core/account-activity/activity-types.js';
import type { User } from '../../db/entities/user.entity.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import type { AppContext } from '../context.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.js';
import { CSRF_COOKIE, SESSION_COOKIE } from './credentials.js';
import { createSession } from './session.service.js';

export const tokenResponseSchema = Type.Object(
  {
    access_token: Type.String({ description: 'JWT, valid for expires_in seconds' }),
    token_type: Type.Unsafe<'bearer'>({ type: 'string', enum: ['bearer'] }),
    expires_in: Type.Unsafe<number>({ type: 'integer', enum: [ACCESS_TOKEN_TTL_SECONDS] }),
    csrf_token: Type.String({ description: 'Send as X-CSRF-Token on state-changing cookie-session requests' }),
  },
  { additionalProperties: false },
);

export type TokenResponse = Static<typeof tokenResponseSchema>;

/** A sign-in's answer, and what its address was to the account (`new`: the owner is told by mail). */
export interface SignedIn {
  response: TokenResponse;
  addressKind: 'first' | 'known' | 'new';
}

export function isSecure(ctx: AppContext, request: FastifyRequest): boolean {
  return request.protocol === 'https' || ctx.config.publicBaseUrl.startsWith('https:');
}

export async function signIn(
  ctx: AppContext,
  manager: EntityManager,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  method: SignInMethod,
): Promise<SignedIn> {
  const now = ctx.clock.now();
  const origin = activityOrigin(request, 'public');
  const addressKind = await signInAddressKind(manager, user.id, origin.ipAddress);
  const { session, cookieToken, csrfToken } = await createSession(manager, user.id, now);
  await recordActivity(manager, user.id, 'auth.sign_in', origin, { method, session_id: session.id }, now);
  const accessToken = await ctx.accessTokens.sign({ userId: user.id, sessionId: session.id }, now);
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecure(ctx, request),
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  };
  reply.setCookie(SESSION_COOKIE, cookieToken, { ...common, httpOnly: true });
  // Readable by the page's script, which echoes it in X-CSRF-Token (double submit).
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
  return {
    response: {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      csrf_token: csrfToken,
    },
    addressKind,
  };
}

export function clearSignInCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
