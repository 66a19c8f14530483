/**
 * `npm run bench:bcrypt`: milliseconds per bcryptjs hash at each cost, to choose BCRYPT_COST in
 * api/auth/passwords.ts (aim: 50-250 ms on the production hardware).
 */
import { BCRYPT_COST, hashPassword } from '../api/auth/passwords.js';

const ROUNDS = 5;
for (const cost of [8, 9, 10, 11, 12]) {
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await hashPassword(`benchmark password ${i}`, cost);
  const ms = (performance.now() - started) / ROUNDS;
  console.log(`cost ${cost}: ${ms.toFixed(1)} ms per hash${cost === BCRYPT_COST ? '  <- BCRYPT_COST' : ''}`);
}
