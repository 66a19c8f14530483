/**
 * The authentication preHandler for `key` routes (docs/api-contract.md "Credentials"): runs the passport strategy for the
 * presented credential, then the account checks (disabled account, CSRF for cookie sessions).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Passport } from 'passport';
import type { Strategy } from 'passport-strategy';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { type Credential, CSRF_HEADER, extractCredential } from './credentials.js';
import { csrfMatches } from './session.service.js';
import {
  ApiKeyStrategy,
  type AuthenticatedPrincipal,
  JwtStrategy,
  SessionCookieStrategy,
  type StrategyRequest,
} from './strategies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate preHandler on `key` routes. */
    principal?: AuthenticatedPrincipal;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Runs one passport strategy the way passport's middleware does, as a promise. */
function runStrategy(strategy: Strategy, req: StrategyRequest): Promise<AuthenticatedPrincipal | null> {
  return new Promise((resolve, reject) => {
    const attempt = Object.create(strategy) as Strategy & {
      success(user: AuthenticatedPrincipal): void;
      fail(): void;
      pass(): void;
      error(error: Error): void;
      redirect(): void;
    };
    attempt.success = (user) => resolve(user);
    attempt.fail = () => resolve(null);
    attempt.pass = () => resolve(null);
    attempt.error = (error) => reject(error);
    attempt.redirect = () => reject(new Error('credential strategies never redirect'));
    attempt.authenticate(req as never);
  });
}

export interface Authenticator {
  /** preHandler for routes that need an account. */
  requireAccount: preHandlerAsyncHookHandler;
  /** Resolves a credential without the route checks (used by optional-auth routes). */
  principalFor(request: FastifyRequest): Promise<AuthenticatedPrincipal | null>;
}

export function createAuthenticator(ctx: AppContext): Authenticator {
  const passport = new Passport();
  passport.use(new ApiKeyStrategy(ctx));
  passport.use(new JwtStrategy(ctx));
  passport.use(new SessionCookieStrategy(ctx));
  const strategies: Record<Credential['kind'], Strategy> = {
    api_key: (passport as unknown as { _strategy(name: string): Strategy })._strategy('api_key'),
    jwt: (passport as unknown as { _strategy(name: string): Strategy })._strategy('jwt'),
    session: (passport as unknown as { _strategy(name: string): Strategy })._strategy('session'),
  };

  async function principalFor(request: FastifyRequest): Promise<AuthenticatedPrincipal | null> {
    const credential = extractCredential(request);
    if (!credential) return null;
    return runStrategy(strategies[credential.kind], { credential });
  }

  const requireAccount: preHandlerAsyncHookHandler = async (request) => {
    const credential = extractCredential(request);
    if (!credential) {
      // docs/api-contract.md "Credentials": the middleware wording for state-changing requests without credentials.
      throw unauthorized(
        STATE_CHANGING.has(request.method) ? ERRORS.unauthorized.required : ERRORS.unauthorized.invalid,
      );
    }
    const principal = await runStrategy(strategies[credential.kind], { credential });
    if (!principal) throw unauthorized(ERRORS.unauthorized.invalid);
    if (!principal.user.isActive) throw forbidden(ERRORS.forbidden.accountDisabled);
    if (principal.method === 'session' && STATE_CHANGING.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      const presented = Array.isArray(header) ? header[0] : header;
      if (!principal.session || !csrfMatches(principal.session, presented)) {
        throw forbidden(ERRORS.forbidden.csrf);
      }
    }
    request.principal = principal;
  };

  return { requireAccount, principalFor };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Authenticator;
  }
}

/** The authenticated principal of a `key` route; the preHandler guarantees it is there. */
export function principalOf(request: FastifyRequest): AuthenticatedPrincipal {
  if (!request.principal) throw unauthorized(ERRORS.unauthorized.invalid);
  return request.principal;
}

export function registerAuthenticator(app: FastifyInstance): void {
  app.decorate('auth', createAuthenticator(app.ctx));
}
