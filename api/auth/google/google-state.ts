/**
 * The pending Google sign-in (state, nonce, PKCE code verifier) travels in one short-lived cookie
 * instead of a server-side table: the callback may land on any process and nothing has to be
 * cleaned up. The cookie is sealed with AES-256-GCM under a key derived from the JWT secret, so
 * the browser can neither read the verifier nor forge or alter any field, and it carries its own
 * expiry because a cookie's Max-Age is only advice to the browser.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { constantTimeEqual, sha256Hex } from '../tokens.js';

export const STATE_COOKIE = 'rampart_google_oidc';
/** Only the login and callback paths ever see the cookie. */
export const STATE_COOKIE_PATH = '/v1/auth/google';
export const STATE_TTL_SECONDS = 10 * 60;

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds after which the callback refuses the cookie. */
  expiresAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Separates this key from every other use of the JWT secret. */
const KEY_INFO = 'rampart/google-oidc/state-cookie/v1';

export class StateCookieSealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'rampart', KEY_INFO, 32));
  }

  seal(pending: PendingSignIn): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    // Binding the cookie name stops a sealed value made for another purpose being replayed here.
    cipher.setAAD(Buffer.from(STATE_COOKIE));
    const body = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The pending sign-in, or null when the cookie is absent, altered, malformed or expired. */
  open(value: string | undefined, now: Date): PendingSignIn | null {
    if (!value) return null;
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(STATE_COOKIE));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
      const parsed = JSON.parse(plain.toString('utf8')) as Partial<PendingSignIn>;
      if (
        typeof parsed.state !== 'string' ||
        typeof parsed.nonce !== 'string' ||
        typeof parsed.codeVerifier !== 'string' ||
        typeof parsed.expiresAt !== 'number'
      ) {
        return null;
      }
      if (parsed.expiresAt <= now.getTime()) return null;
      return parsed as PendingSignIn;
    } catch {
      return null; // wrong tag (tampered or sealed under another secret) or not JSON
    }
  }
}

/** Compares the returned `state` with the sealed one without leaking where they differ. */
export function stateMatches(expected: string, presented: string | undefined): boolean {
  if (presented === undefined || presented === '') return false;
  // Hashing first gives equal lengths, so not even the length is compared in variable time.
  return constantTimeEqual(sha256Hex(expected), sha256Hex(presented));
}
