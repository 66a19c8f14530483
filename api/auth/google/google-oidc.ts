/**
 * The OpenID Connect client for Google sign-in (openid-client v6): discovery of the provider at
 * GOOGLE_ISSUER_URL, the authorization request (state, nonce, PKCE S256) and the code exchange,
 * whose ID token the library validates (signature against the provider's JWKS, issuer, audience,
 * nonce, expiry) before we read a single claim.
 */
import * as client from 'openid-client';
import type { Config } from '../../../config/env.js';
import type { PendingSignIn } from './google-state.js';

export type GoogleSettings = NonNullable<Config['google']>;

/** `email` is all Rampart needs beyond the subject; no profile data is requested or kept. */
export const GOOGLE_SCOPE = 'openid email';

/** Bounds discovery and every later request to the provider (token endpoint, JWKS). */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface GoogleIdentity {
  /** The ID token's `sub`: Google's stable, never reassigned identifier for the account. */
  subject: string;
  email: string | null;
  /** True only when the ID token says `email_verified: true` (a boolean, not a string). */
  emailVerified: boolean;
}

/**
 * Plain-HTTP issuers are accepted only on the loopback interface, where the local provider of the
 * tests and of development runs; anywhere else the token exchange must be protected by TLS.
 */
export function isLoopbackHttp(url: URL): boolean {
  if (url.protocol !== 'http:') return false;
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Discovers the provider once per app; a failed discovery is forgotten so the next request retries. */
export class GoogleOidcClient {
  private pending: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: GoogleSettings) {}

  configuration(): Promise<client.Configuration> {
    if (this.pending === null) {
      const attempt = this.discover();
      this.pending = attempt;
      attempt.catch(() => {
        if (this.pending === attempt) this.pending = null;
      });
    }
    return this.pending;
  }

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuerUrl);
    return client.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // openid-client skips the ID token signature by default, trusting TLS to the token endpoint;
      // checking it against the provider's JWKS also covers the plain-HTTP loopback issuer.
      execute: isLoopbackHttp(issuer)
        ? [client.enableNonRepudiationChecks, client.allowInsecureRequests]
        : [client.enableNonRepudiationChecks],
    });
  }
}

/** A fresh state, nonce and PKCE pair, and the provider URL that carries them. */
export async function startAuthorization(
  config: client.Configuration,
  redirectUri: string,
  expiresAt: number,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const pending: PendingSignIn = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    expiresAt,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: GOOGLE_SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, pending };
}

/**
 * Exchanges the code from `callbackUrl` (the registered redirect URI plus the query the provider
 * sent) and returns the identity from the validated ID token.
 */
export async function completeAuthorization(
  config: client.Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<GoogleIdentity> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new client.ClientError('the token response carried no ID token');
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
  };
}

/**
 * True for errors that mean the provider refused the exchange or sent something that failed
 * validation (a used or forged code, a bad ID token): the request is at fault, hence a 400. Other
 * errors (the network, a timeout, a 5xx from the provider) are the provider being unavailable.
 */
export function isRejectedByProvider(error: unknown): boolean {
  // openid-client reports an unexpected status as a ClientError whose cause is the Response.
  if (error instanceof client.ClientError && error.cause instanceof Response && error.cause.status >= 500) {
    return false;
  }
  return (
    error instanceof client.ClientError ||
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.WWWAuthenticateChallengeError
  );
}
