/**
 * Passport strategies (design card) for the three credential kinds. Each receives the credential
 * that api/auth/credentials.ts extracted and resolves the account, or fails.
 */
import { Strategy } from 'passport-strategy';
import type { Session } from '../../db/entities/session.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { findOneByUniqueColumn } from '../../db/hot-lookup.js';
import type { AppContext } from '../context.js';
import { hashApiKey } from './api-key.js';
import type { Credential } from './credentials.js';
import { findLiveSessionByCookie, findLiveSessionById } from './session.service.js';

export interface AuthenticatedPrincipal {
  user: User;
  method: Credential['kind'];
  /** The session behind a JWT or cookie; null for API keys. */
  session: Session | null;
}

/** What strategies read from the request: the credential already picked by extractCredential. */
export interface StrategyRequest {
  credential: Credential;
}

abstract class RampartStrategy extends Strategy {
  abstract name: string;

  constructor(protected readonly ctx: AppContext) {
    super();
  }

  protected abstract resolve(credential: Credential): Promise<AuthenticatedPrincipal | null>;

  // passport types `req` as an Express request; ours is the StrategyRequest built by authenticate.ts.
  override authenticate(req: object): void {
    this.resolve((req as StrategyRequest).credential).then(
      (principal) => (principal ? this.success(principal) : this.fail(401)),
      (error: unknown) => this.error(error as Error),
    );
  }
}

export class ApiKeyStrategy extends RampartStrategy {
  name = 'api_key';

  protected async resolve(credential: Credential): Promise<AuthenticatedPrincipal | null> {
    const user = await findOneByUniqueColumn(this.ctx.db, User, 'apiKeyHash', hashApiKey(credential.value));
    return user ? { user, method: 'api_key', session: null } : null;
  }
}

export class JwtStrategy extends RampartStrategy {
  name = 'jwt';

  protected async resolve(credential: Credential): Promise<AuthenticatedPrincipal | null> {
    const now = this.ctx.clock.now();
    const claims = await this.ctx.accessTokens.verify(credential.value, now);
    if (!claims) return null;
    const session = await findLiveSessionById(this.ctx.db.manager, claims.sessionId, now);
    if (!session || session.userId !== claims.userId) return null;
    const user = await findOneByUniqueColumn(this.ctx.db, User, 'id', claims.userId);
    return user ? { user, method: 'jwt', session } : null;
  }
}

export class SessionCookieStrategy extends RampartStrategy {
  name = 'session';

  protected async resolve(credential: Credential): Promise<AuthenticatedPrincipal | null> {
    const session = await findLiveSessionByCookie(this.ctx.db.manager, credential.value, this.ctx.clock.now());
    if (!session) return null;
    const user = await findOneByUniqueColumn(this.ctx.db, User, 'id', session.userId);
    return user ? { user, method: 'session', session } : null;
  }
}
