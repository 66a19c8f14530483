/**
 * What every route and service needs, built once in app.ts and reachable as `app.ctx`. Outside
 * services sit behind interfaces (Mailer, Clock) so tests can give local implementations.
 */
import type { DataSource } from 'typeorm';
import type { Mailer } from '../activities/mail/mailer.js';
import type { WebhookResolve } from '../activities/webhooks/pinned-post.js';
import type { Config } from '../config/env.js';
import type { Secrets } from '../config/secrets.js';
import type { Clock } from '../core/clock.js';
import type { ScanDeps } from '../scanner/scan-deps.js';
import type { AccessTokens } from './auth/access-token.js';
import type { LoginThrottlePolicy } from './auth/login-throttle.js';

export interface AppContext {
  config: Readonly<Config>;
  db: DataSource;
  secrets: Secrets;
  clock: Clock;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** The scanner's resolvers, allow-list, trust roots and time bounds (from config.scanner). */
  scanDeps: ScanDeps;
  /** Tests shorten the login throttle's delays; the default is LOGIN_THROTTLE_POLICY. */
  loginThrottlePolicy?: Readonly<LoginThrottlePolicy>;
  /**
   * Resolves a webhook URL's host to addresses at each delivery attempt; default the system
   * resolver. Tests make hostile names "resolve" to non-public addresses without real DNS.
   */
  webhookResolve?: WebhookResolve;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
