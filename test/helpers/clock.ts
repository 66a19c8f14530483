/** A clock tests can move: token expiry, resend windows and quota periods without sleeping. */
import type { Clock } from '../../core/clock.js';

export class TestClock implements Clock {
  private current: number;

  constructor(start = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}
