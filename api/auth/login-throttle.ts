/**
 * Slows password guessing: after 10 failed logins for one e-mail address within 15 minutes, or 50
 * from one IP address, further attempts get the rate-limit 429 (with `retry_after`) until the
 * window passes. Failures are counted per address whether or not an account exists, so the
 * throttle itself reveals nothing. In memory, per process (rate-limiter-flexible); a successful
 * login clears the address's count.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '../errors/api-error.js';

const WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 50;

export class LoginThrottle {
  private readonly byEmail = new RateLimiterMemory({ points: MAX_FAILURES_PER_EMAIL, duration: WINDOW_SECONDS });
  private readonly byIp = new RateLimiterMemory({ points: MAX_FAILURES_PER_IP, duration: WINDOW_SECONDS });

  /** Throws the 429 when either budget is spent; call before checking the password. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [emailState, ipState] = await Promise.all([this.byEmail.get(email), this.byIp.get(ip)]);
    const blocked = [
      { state: emailState, limit: MAX_FAILURES_PER_EMAIL, what: 'e-mail address' },
      { state: ipState, limit: MAX_FAILURES_PER_IP, what: 'IP address' },
    ].find(({ state, limit }) => state !== null && state.consumedPoints >= limit);
    if (blocked?.state) {
      throw rateLimited(
        `Too many failed logins for this ${blocked.what}. Limit: ${blocked.limit} per 15 minutes`,
        blocked.state.msBeforeNext / 1000,
        null,
      );
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([swallowLimit(this.byEmail.consume(email)), swallowLimit(this.byIp.consume(ip))]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(email);
  }
}

/** `consume` rejects with RateLimiterRes once the budget is spent; that is expected here. */
async function swallowLimit(consuming: Promise<unknown>): Promise<void> {
  try {
    await consuming;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
