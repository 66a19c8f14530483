/**
 * Signing a user in (login, password reset, Google): a new server-side session, the JWT that names
 * it, the `service_session` cookie and the CSRF token, and the token response of SPEC part 2.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import type { User } from '../../db/entities/user.entity.js';
import type { AppContext } from '../context.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.js';
import { CSRF_COOKIE, SESSION_COOKIE } from './credentials.js';
import { createSession } from './session.service.js';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  csrf_token: string;
}

export const tokenResponseSchema = {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in', 'csrf_token'],
  additionalProperties: false,
  properties: {
    access_token: { type: 'string', description: 'JWT, valid for expires_in seconds' },
    token_type: { type: 'string', enum: ['bearer'] },
    expires_in: { type: 'integer', enum: [ACCESS_TOKEN_TTL_SECONDS] },
    csrf_token: { type: 'string', description: 'Send as X-CSRF-Token on state-changing cookie-session requests' },
  },
} as const;

export function isSecure(ctx: AppContext, request: FastifyRequest): boolean {
  return request.protocol === 'https' || ctx.config.publicBaseUrl.startsWith('https:');
}

export async function signIn(
  ctx: AppContext,
  manager: EntityManager,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const { session, cookieToken, csrfToken } = await createSession(manager, user.id, now);
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
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    csrf_token: csrfToken,
  };
}

export function clearSignInCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
