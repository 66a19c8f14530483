/**
 * The public scanner key (docs/api-contract.md "Credentials"; `PUBLIC_SCANNER_KEY`): one shared key, presented in
 * any header form an API key may take. It may submit scans, poll them and fetch their reports, and
 * only for jobs created through it; it consumes no quota and is nobody's account. Everywhere else it
 * is just an unknown credential: 401 `Invalid or missing authentication`, as for any bad key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env.js';
import { principalOf } from './authenticate.js';
import { extractCredential } from './credentials.js';
import type { AuthenticatedPrincipal } from './strategies.js';

/** Who is calling a scan route: an account (any of its credentials) or the public scanner key. */
export type ScanCaller = { kind: 'account'; principal: AuthenticatedPrincipal } | { kind: 'public_scanner' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireScanCaller on the routes that accept the public scanner key. */
    scanCaller?: ScanCaller;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request presents the public scanner key in a header (Bearer, X-API-Key or bare
 * Authorization). Pure and cheap, so a rate limiter can key on it before authentication runs.
 */
export function presentsPublicScannerKey(request: FastifyRequest, config: Pick<Config, 'publicScannerKey'>): boolean {
  const key = config.publicScannerKey;
  if (!key) return false;
  const credential = extractCredential(request);
  if (!credential || credential.kind === 'session') return false;
  // Compared as digests: constant time whatever the lengths.
  return timingSafeEqual(digest(credential.value), digest(key));
}

/** preHandler of the three routes the public key may use; accounts go through requireAccount. */
export function requireScanCaller(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async function scanCallerHandler(this: FastifyInstance, request, reply) {
    if (presentsPublicScannerKey(request, app.ctx.config)) {
      request.scanCaller = { kind: 'public_scanner' };
      return;
    }
    await app.auth.requireAccount.call(this, request, reply);
    request.scanCaller = { kind: 'account', principal: principalOf(request) };
  };
}

export function scanCallerOf(request: FastifyRequest): ScanCaller {
  if (request.scanCaller) return request.scanCaller;
  return { kind: 'account', principal: principalOf(request) };
}
