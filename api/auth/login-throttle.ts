/**
 * Slows password guessing without letting anyone lock the owner out (OWASP Authentication Cheat
 * Sheet, "Protect against automated attacks"; "Slow down online guessing attacks with device
 * cookies"). Four counters, each over 15 minutes:
 *
 * - per (e-mail, client address): after `freeFailures` failures every further failure holds that
 *   pair for a growing delay (1 s, 2 s, 4 s, ... at most `maxDelayMs`), and at `perPair` failures
 *   the pair is refused until its window passes. This is the budget an attacker at one address has
 *   against one account: 10 guesses per 15 minutes, most of them after a wait;
 * - per client address, whatever the account: `perAddress` failures (one address trying many
 *   accounts);
 * - per e-mail, from every address together: `perAccount`, a much higher ceiling. Reaching it does
 *   not lock the owner out: a known client, one that logged in to this account successfully before
 *   (a device cookie set at login, or the same client address within 20 days), is still let
 *   through to its own per-pair budget. Only unknown clients are refused.
 *
 * So an attacker elsewhere spends their own pair and address budgets and, at worst, the account-wide
 * ceiling, which the owner's known browser or address does not hit. Failures are counted whether or
 * not an account exists, so the throttle itself reveals nothing; a success clears its pair's count.
 *
 * The counts live in the deployment's counter store (api/rate-limit/counter-stores.ts): process
 * memory with SQLite, the shared MySQL table with MySQL, so several API processes give one budget,
 * not one each. E-mail addresses are counted under their SHA-256, so the table holds no addresses.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import type { CounterStores } from '../rate-limit/counter-stores.js';
import { sha256Hex } from './tokens.js';

export interface LoginThrottlePolicy {
  /** Failures of one (e-mail, address) pair before delays start. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. 0 turns delays off (tests of the limits). */
  firstDelayMs: number;
  maxDelayMs: number;
  perPair: number;
  perAddress: number;
  perAccount: number;
}

export const LOGIN_THROTTLE_POLICY: Readonly<LoginThrottlePolicy> = Object.freeze({
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
  perPair: 10,
  perAddress: 50,
  perAccount: 100,
});

const WINDOW_SECONDS = 15 * 60;
/**
 * How long a client address that logged in successfully stays known to its account. Under 24.8
 * days: the memory store expires keys with a timer, and Node fires a longer timer at once.
 */
const KNOWN_ADDRESS_SECONDS = 20 * 24 * 60 * 60;

/** Who is trying: the account's e-mail, the client address and whether the client is known. */
export interface LoginAttempt {
  email: string;
  ip: string;
  /** A valid device cookie for this e-mail came with the request (login-device-cookie.ts). */
  knownDevice: boolean;
}

export class LoginThrottle {
  private readonly byPair: RateLimiterAbstract;
  private readonly holds: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;

  constructor(
    stores: CounterStores,
    private readonly policy: Readonly<LoginThrottlePolicy> = LOGIN_THROTTLE_POLICY,
  ) {
    this.byPair = stores.counter('login_pair', WINDOW_SECONDS);
    this.holds = stores.counter('login_hold', WINDOW_SECONDS);
    this.byAddress = stores.counter('login_ip', WINDOW_SECONDS);
    this.byAccount = stores.counter('login_email', WINDOW_SECONDS);
    this.knownAddresses = stores.counter('login_known', KNOWN_ADDRESS_SECONDS);
  }

  /** Throws the 429 (with `retry_after`) when a budget is spent or the pair is held; call before checking the password. */
  async assertAllowed(attempt: LoginAttempt): Promise<void> {
    const pair = pairKey(attempt);
    const [pairState, hold, addressState, accountState] = await Promise.all([
      this.byPair.get(pair),
      this.holds.get(pair),
      this.byAddress.get(attempt.ip),
      this.byAccount.get(emailKey(attempt.email)),
    ]);
    const { policy } = this;
    if (pairState && pairState.consumedPoints >= policy.perPair) {
      throw rateLimited(
        ERRORS.tooManyRequests.failedLogins('e-mail address from this IP address', policy.perPair),
        pairState.msBeforeNext / 1000,
        null,
      );
    }
    if (addressState && addressState.consumedPoints >= policy.perAddress) {
      throw rateLimited(
        ERRORS.tooManyRequests.failedLogins('IP address', policy.perAddress),
        addressState.msBeforeNext / 1000,
        null,
      );
    }
    if (hold && hold.msBeforeNext > 0) {
      throw rateLimited(ERRORS.tooManyRequests.loginDelay, hold.msBeforeNext / 1000, null);
    }
    if (accountState && accountState.consumedPoints >= policy.perAccount && !(await this.isKnown(attempt))) {
      throw rateLimited(
        ERRORS.tooManyRequests.failedLogins('e-mail address', policy.perAccount),
        accountState.msBeforeNext / 1000,
        null,
      );
    }
  }

  /** Counts a failure everywhere and holds the pair when it is past its free failures. */
  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const pair = pairKey(attempt);
    const [pairState] = await Promise.all([
      this.byPair.consume(pair),
      this.byAddress.consume(attempt.ip),
      this.byAccount.consume(emailKey(attempt.email)),
    ]);
    const delayMs = this.delayAfter(pairState.consumedPoints);
    if (delayMs > 0) await this.holds.block(pair, delayMs / 1000);
  }

  /** Clears the pair's failures and remembers the address as a known client of the account. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    const pair = pairKey(attempt);
    await Promise.all([this.byPair.delete(pair), this.holds.delete(pair)]);
    // A fresh window of 30 days from this login (delete, then count once).
    await this.knownAddresses.delete(pair);
    await this.knownAddresses.consume(pair);
  }

  /** The hold after the pair's `failures`-th failure: none for the free ones, then doubling. */
  delayAfter(failures: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.policy;
    if (firstDelayMs <= 0 || failures < freeFailures) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
  }

  private async isKnown(attempt: LoginAttempt): Promise<boolean> {
    if (attempt.knownDevice) return true;
    return (await this.knownAddresses.get(pairKey(attempt))) !== null;
  }
}

function emailKey(email: string): string {
  return sha256Hex(email);
}

function pairKey(attempt: LoginAttempt): string {
  return `${emailKey(attempt.email)}:${attempt.ip}`;
}
