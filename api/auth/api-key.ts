/**
 * API keys: `rp_` + 40 base62 characters (DESIGN.md section 4).
 *
 * The database never holds a key. It holds a random nonce and the key's SHA-256; the key is
 * HMAC-SHA512(API_KEY_SECRET, nonce) in base62. Requests are matched by the hash (an indexed
 * lookup, no secret needed); `GET /v1/auth/me` re-derives the key from the nonce, as SPEC part 5
 * requires it to be shown. A stolen database alone yields no working key; regeneration replaces
 * the nonce, so the old key stops matching at once.
 */
import { createHmac } from 'node:crypto';
import { randomToken, sha256Hex, toBase62 } from './tokens.js';

export const API_KEY_PREFIX = 'rp_';
export const API_KEY_PATTERN = /^rp_[0-9A-Za-z]{40}$/;

export interface IssuedApiKey {
  key: string;
  nonce: string;
  hash: string;
}

export function deriveApiKey(secret: string, nonce: string): string {
  const mac = createHmac('sha512', secret).update(`rampart-api-key:${nonce}`).digest();
  return API_KEY_PREFIX + toBase62(mac, 40);
}

export function issueApiKey(secret: string): IssuedApiKey {
  const nonce = randomToken(32);
  const key = deriveApiKey(secret, nonce);
  return { key, nonce, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

export function looksLikeApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}
