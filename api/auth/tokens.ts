/** Random tokens, hashing and constant-time comparison used by every credential in Rampart. */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** URL-safe random secret with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** One-shot `crypto.hash` (Node >= 20.12): half the cost of a Hash object on every API request. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Compares two strings without leaking, through timing, where they first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    // Still spend the comparison so a length mismatch is not measurably faster.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * Maps bytes to base62 characters without bias by rejection: a byte is used only when below 248
 * (4 x 62), then reduced modulo 62. Returns fewer than `length` characters when the input runs
 * out; callers supply more bytes than they need.
 */
export function bytesToBase62(bytes: Uint8Array, length: number): string {
  let out = '';
  for (const byte of bytes) {
    if (out.length === length) break;
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}
