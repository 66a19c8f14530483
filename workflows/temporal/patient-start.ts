/**
 * How long a scan submission waits for Temporal to accept a workflow start, decided by what the wait
 * means rather than by one clock. The start is first given `quickMs`. When it gets no answer in that
 * time (deadline exceeded, unavailable, or the server shedding load), the server is asked whether it
 * is alive (a cheap RPC on a connection without retries, one probe shared by every start waiting at
 * that moment): a server that does not answer is down or cut off, and the caller answers 503 within
 * about `quickMs` plus the probe's deadline (docs/api-contract.md "Errors": refused fast, no quota
 * spent); a server that answers is busy, not gone (a burst of a hundred starts on a small cluster),
 * and the start is sent again with the rest of `patientMs`. Sending it again is safe: the workflow id
 * is deterministic, so a first start that did reach the server makes the second one answer "already
 * started", which the caller takes as started.
 *
 * A single deadline could not do both: 1.5 s refused a fifth of a 100-scan burst on a healthy dev
 * server (bench:temporal), and 10 s would hold every request of an outage for 10 s. Each attempt
 * ends by its own deadline, so nothing is left retrying in the background once the caller answered
 * (the Temporal client's retry interceptor does not look at an AbortSignal between its attempts).
 */

export interface PatientStartTimings {
  /** The first attempt's deadline, from the start. */
  quickMs: number;
  /** The second attempt's deadline, from the start, when the server proved alive. */
  patientMs: number;
}

/**
 * gRPC codes that mean "no answer in time" rather than a refusal: DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED,
 * UNAVAILABLE, and CANCELLED, which grpc-js reports ("Call cancelled") for a start whose deadline ran
 * out in some states of the call under load (seen in bench:temporal's 100-start burst); nothing here
 * cancels a start on purpose, so a cancelled one is one that got no answer.
 */
const NO_ANSWER_CODES = new Set([1, 4, 8, 14]);

/** Whether `error` (or an error it wraps, as the Temporal client's ServiceError does) means no answer. */
export function isNoAnswer(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'number' && NO_ANSWER_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Runs `start(deadline)` as described above. `start`'s error is rethrown as is: a refusal at once, a
 * "no answer" after the probe said the server is gone or after the second attempt.
 */
export async function startPatiently<T>(
  start: (deadline: number) => Promise<T>,
  alive: () => Promise<boolean>,
  timings: PatientStartTimings,
  now: () => number = Date.now,
): Promise<T> {
  const began = now();
  try {
    return await start(began + timings.quickMs);
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    const remaining = began + timings.patientMs - now();
    if (remaining <= 0 || !(await alive().catch(() => false))) throw error;
  }
  return start(began + timings.patientMs);
}
