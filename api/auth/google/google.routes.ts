/**
 * `GET /v1/auth/google/login` and `GET /v1/auth/google/callback`
 * (docs/api-contract.md "Account and authentication"): Google sign-in by the OpenID Connect authorization
 * code flow with PKCE.
 *
 * The callback refuses, with a 400 and nothing changed:
 * - a provider `error` (the user declined, or the provider refused the request);
 * - a missing, altered or expired state cookie, or a `state` that does not match it (login CSRF);
 * - a code the provider will not exchange (already used, forged, issued for another verifier) or an
 *   ID token that fails validation;
 * - an e-mail Google has not verified, or an existing account whose e-mail Rampart has not
 *   verified (see google-account.ts for why neither may be linked or created).
 * The state cookie is single-use in the browser (cleared by every callback answer); a replayed
 * cookie is still stopped by the provider, which exchanges each code only once.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../../db/errors.js';
import { activityOrigin } from '../../accounts/activity-origin.js';
import { badRequest, serviceUnavailable } from '../../errors/api-error.js';
import { ERRORS } from '../../errors/error-catalogue.js';
import { answerSignIn } from '../new-address-notice.js';
import { signIn, tokenResponseSchema } from '../sign-in.js';
import { resolveGoogleUser } from './google-account.js';
import {
  completeAuthorization,
  type GoogleIdentity,
  GoogleOidcClient,
  isRejectedByProvider,
  startAuthorization,
} from './google-oidc.js';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_SECONDS, StateCookieSealer, stateMatches } from './google-state.js';

const tags = ['Account and authentication'];
export const GOOGLE_LOGIN_PATH = '/v1/auth/google/login';
export const GOOGLE_CALLBACK_PATH = '/v1/auth/google/callback';

const param = () => Type.Optional(Type.String({ maxLength: 2048 }));
/** What the provider sends back (RFC 6749 section 4.1.2, RFC 9207 `iss`). */
const CallbackQuery = Type.Object({
  code: param(),
  state: param(),
  error: param(),
  error_description: param(),
  iss: param(),
});
const errorResponse = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;

export async function googleRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const settings = ctx.config.google;
  // One client per app: discovery runs on first use and is kept (retried after a failure).
  const oidc = settings ? new GoogleOidcClient(settings) : null;
  const sealer = new StateCookieSealer(ctx.secrets.jwtSecret);
  const redirectUri = `${ctx.config.publicBaseUrl}${GOOGLE_CALLBACK_PATH}`;
  const secure = ctx.config.publicBaseUrl.startsWith('https:');

  async function providerConfiguration(request: FastifyRequest) {
    if (!oidc) throw serviceUnavailable(ERRORS.serviceUnavailable.googleNotConfigured);
    try {
      return await oidc.configuration();
    } catch (error) {
      request.log.error({ err: error }, 'Google OpenID Connect discovery failed');
      throw serviceUnavailable(ERRORS.serviceUnavailable.googleUnreachable);
    }
  }

  function clearStateCookie(reply: FastifyReply): void {
    reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
  }

  app.get(
    GOOGLE_LOGIN_PATH,
    {
      schema: {
        tags,
        summary: "Start Google sign-in: redirects to the provider's consent screen",
        description: `Answers 302 to the provider's authorization endpoint (state, nonce, PKCE S256) and sets a sealed ${STATE_TTL_SECONDS / 60}-minute cookie for the callback. 503 when Google sign-in is not configured.`,
        response: {
          302: { description: 'Redirect to the identity provider', type: 'null' },
          503: { description: 'Not configured, or the provider is unreachable', ...errorResponse },
        },
      },
    },
    async (request, reply) => {
      const config = await providerConfiguration(request);
      const expiresAt = ctx.clock.now().getTime() + STATE_TTL_SECONDS * 1000;
      const { url, pending } = await startAuthorization(config, redirectUri, expiresAt);
      // Lax, not Strict: the callback arrives as a top-level navigation from the provider's site.
      reply.setCookie(STATE_COOKIE, sealer.seal(pending), {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: STATE_TTL_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: {
        tags,
        summary: "Google's redirect back: exchanges the code, then creates, links or signs in the account",
        description:
          'Signs in like POST /v1/auth/login (token response, session cookie, CSRF token). An existing account is linked by e-mail only when Google says the address is verified and the account has verified it too.',
        querystring: CallbackQuery,
        response: {
          200: tokenResponseSchema,
          400: { description: 'Refused or failed sign-in', ...errorResponse },
          403: { description: 'Account is disabled', ...errorResponse },
          503: { description: 'Not configured, or the provider is unreachable', ...errorResponse },
        },
      },
    },
    async (request, reply) => {
      // Every answer, success or not, ends this attempt in the browser.
      clearStateCookie(reply);
      reply.header('cache-control', 'no-store');
      const config = await providerConfiguration(request);
      const { query } = request;
      if (query.error !== undefined) {
        // Only a well-formed OAuth error code is echoed; error_description is provider free text.
        const code = /^[A-Za-z0-9_.-]{1,64}$/.test(query.error) ? query.error : 'unknown_error';
        throw badRequest(ERRORS.badRequest.googleProviderError(code));
      }
      const pending = sealer.open(request.cookies[STATE_COOKIE], ctx.clock.now());
      if (!pending) throw badRequest(ERRORS.badRequest.googleStateMissing);
      if (!stateMatches(pending.state, query.state)) {
        throw badRequest(ERRORS.badRequest.googleStateMismatch);
      }
      if (!query.code) throw badRequest(ERRORS.badRequest.googleNoCode);

      // The exact registered redirect URI plus the query as sent: openid-client checks `iss` and
      // `state` in it and sends the URI (without the query) to the token endpoint.
      const queryStart = request.url.indexOf('?');
      const callbackUrl = new URL(`${redirectUri}${queryStart >= 0 ? request.url.slice(queryStart) : ''}`);
      let identity: GoogleIdentity;
      try {
        identity = await completeAuthorization(config, callbackUrl, pending);
      } catch (error) {
        if (!isRejectedByProvider(error)) {
          request.log.error({ err: error }, 'Google code exchange could not reach the provider');
          throw serviceUnavailable(ERRORS.serviceUnavailable.googleUnreachable);
        }
        request.log.warn({ err: error }, 'Google code exchange refused');
        throw badRequest(ERRORS.badRequest.googleExchangeFailed);
      }

      const attempt = () =>
        ctx.db.transaction(async (manager) => {
          const now = ctx.clock.now();
          const origin = activityOrigin(request, 'public');
          const user = await resolveGoogleUser(manager, identity, ctx.secrets.apiKeySecret, now, origin);
          return { user, signedIn: await signIn(ctx, manager, request, reply, user, 'google') };
        });
      let done: Awaited<ReturnType<typeof attempt>>;
      try {
        done = await attempt();
      } catch (error) {
        // Two callbacks for one new identity at once: the unique index lets one create the account;
        // the other runs again and finds it.
        if (!isUniqueViolation(error)) throw error;
        done = await attempt();
      }
      return answerSignIn(app, request, done.user, 'google', done.signedIn);
    },
  );
}
