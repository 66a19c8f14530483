/**
 * Password hashing with bcryptjs (design card).
 *
 * bcrypt reads only the first 72 bytes of its input, so the password is first reduced with
 * HMAC-SHA256 under a fixed label: every character counts, and the stored hash cannot be matched
 * against unsalted SHA-256 dumps from other breaches ("shucking").
 *
 * Cost: 10. Measured with `npm run bench:bcrypt` on the 2-core reference machine: 98 ms per hash
 * (cost 11: 195 ms): a login costs about a tenth of a second, while an offline attacker pays 2^10 rounds of
 * Blowfish key setup per guess. Raise it when the hardware gets faster; old hashes keep working
 * because the cost is stored in each hash.
 */
import { createHmac } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

function prehash(password: string): string {
  return createHmac('sha256', 'rampart-password-v1').update(password, 'utf8').digest('base64');
}

export async function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(prehash(password), cost);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(prehash(password), hash);
}

/**
 * A hash of a random password, compared against when the account does not exist (or has no
 * password), so a login for an unknown e-mail costs the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}
