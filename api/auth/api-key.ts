/**
 * API keys: `rp_` + 40 base62 characters (DESIGN.md section 4).
 *
 * The database never holds a key. It holds a random nonce and the key's SHA-256; the key is
 * HMAC-SHA512(API_KEY_SECRET, nonce) mapped to base62. Requests are matched by the hash (an indexed
 * lookup, no secret needed); `GET /v1/auth/me` re-derives the key from the nonce, as docs/api-contract.md "Credentials"
 * requires it to be shown. A stolen database alone yields no working key; regeneration replaces
 * the nonce, so the old key stops matching at once.
 */
import { createHmac } from 'node:crypto';
import { bytesToBase62, randomToken, sha256Hex } from './tokens.js';

export const API_KEY_PREFIX = 'rp_';
export const API_KEY_PATTERN = /^rp_[0-9A-Za-z]{40}$/;

export interface IssuedApiKey {
  key: string;
  nonce: string;
  hash: string;
}

/**
 * Derivation is deterministic, so recent results are kept (per secret, then per nonce: no key
 * string is built per request); a new nonce simply misses.
 */
const derived = new Map<string, Map<string, string>>();
const DERIVED_CACHE_SIZE = 10_000;

export function deriveApiKey(secret: string, nonce: string): string {
  let bySecret = derived.get(secret);
  if (!bySecret) {
    // One secret per deployment; tests build apps with many.
    if (derived.size >= 16) derived.clear();
    bySecret = new Map();
    derived.set(secret, bySecret);
  }
  const cached = bySecret.get(nonce);
  if (cached !== undefined) return cached;
  const key = computeApiKey(secret, nonce);
  if (bySecret.size >= DERIVED_CACHE_SIZE) bySecret.delete(bySecret.keys().next().value as string);
  bySecret.set(nonce, key);
  return key;
}

function computeApiKey(secret: string, nonce: string): string {
  // 64 bytes usually yield 40 accepted characters; a further block (counter 1, 2, ...) covers the
  // rare case where rejection left too few.
  let body = '';
  for (let block = 0; body.length < 40; block += 1) {
    const mac = createHmac('sha512', secret).update(`rampart-api-key:${block}:${nonce}`).digest();
    body += bytesToBase62(mac, 40 - body.length);
  }
  return API_KEY_PREFIX + body;
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
