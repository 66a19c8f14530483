/**
 * Time as a dependency. The API, the workers and the embedded engine read "now" through this
 * interface so tests can move it; it lives in core/ because every entry point builds one.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
