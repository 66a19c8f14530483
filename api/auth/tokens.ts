/** Random tokens, hashing and constant-time comparison used by every credential in Rampart. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** URL-safe random secret with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
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
 * Encodes bytes as `length` base62 characters. The input has far more entropy than the output
 * (64 bytes for ~238 bits), so reducing modulo 62 leaves no usable bias.
 */
export function toBase62(bytes: Uint8Array, length: number): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += BASE62[Number(value % 62n)];
    value /= 62n;
  }
  return out;
}
