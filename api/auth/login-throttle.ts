/**
 * Slows password guessing: after 10 failed logins for one e-mail address within 15 minutes, or 50
 * from one IP address, further attempts get the rate-limit 429 (with `retry_after`) until the
 * window passes. Failures are counted per address whether or not an account exists, so the
 * throttle itself reveals nothing; a successful login clears the address's count.
 *
 * The counts live in the deployment's counter store (api/rate-limit/counter-stores.ts): process
 * memory with SQLite, the shared MySQL table with MySQL, so several API processes behind one load
 * balancer give a guesser 10 tries in all, not 10 each. E-mail addresses are counted under their
 * SHA-256, so the counters table holds no addresses.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import type { CounterStores } from '../rate-limit/counter-stores.js';
import { sha256Hex } from './tokens.js';

const WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 50;

export class LoginThrottle {
  private readonly byEmail: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(stores: CounterStores) {
    this.byEmail = stores.counter('login_email', WINDOW_SECONDS);
    this.byIp = stores.counter('login_ip', WINDOW_SECONDS);
  }

  /** Throws the 429 when either budget is spent; call before checking the password. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [emailState, ipState] = await Promise.all([this.byEmail.get(emailKey(email)), this.byIp.get(ip)]);
    const blocked = [
      { state: emailState, limit: MAX_FAILURES_PER_EMAIL, what: 'e-mail address' as const },
      { state: ipState, limit: MAX_FAILURES_PER_IP, what: 'IP address' as const },
    ].find(({ state, limit }) => state !== null && state.consumedPoints >= limit);
    if (blocked?.state) {
      throw rateLimited(
        ERRORS.tooManyRequests.failedLogins(blocked.what, blocked.limit),
        blocked.state.msBeforeNext / 1000,
        null,
      );
    }
  }

  /** The store's counters never refuse (their limit is out of reach); the limits are applied above. */
  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.consume(emailKey(email)), this.byIp.consume(ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(emailKey(email));
  }
}

function emailKey(email: string): string {
  return sha256Hex(email);
}
