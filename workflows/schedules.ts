/**
 * Recurring schedules, whichever engine runs them (DESIGN.md section 2, "Schedules"): Temporal
 * Schedules on Temporal (temporal/temporal-scheduler.ts), a schedules table in the embedded engine
 * (embedded/embedded-scheduler.ts). The rules are the same on both:
 * - a schedule fires every `everyMs`, at an offset within the period derived from its id, so many
 *   schedules of one period spread over it instead of starting together;
 * - after downtime, at most one missed run catches up; never a burst of the backlog;
 * - a run still going when the next one is due makes the next one skip.
 * Monitoring (one schedule per monitored domain) and the events sweeper use them.
 */
import { createHash } from 'node:crypto';
import type { WorkflowMeta } from '../core/workflow-meta.js';
import type { WorkflowInput, WorkflowName } from './definitions.js';

export interface ScheduleSpec<N extends WorkflowName = WorkflowName> {
  /** `monitor-<domain_id>`; each run's workflow id is this plus the slot time. */
  id: string;
  workflow: N;
  input: WorkflowInput<N>;
  everyMs: number;
  meta: WorkflowMeta;
}

export interface Scheduler {
  /** Creates the schedule, or changes an existing one with this id to `spec` (idempotent). */
  upsert<N extends WorkflowName>(spec: ScheduleSpec<N>): Promise<void>;
  /** Stops and deletes it; false if there was none. */
  remove(id: string): Promise<boolean>;
}

/** Temporal's shortest period; also a floor against a schedule that would flood the engine. */
export const MIN_SCHEDULE_PERIOD_MS = 10_000;

export function assertSchedulePeriod(everyMs: number): void {
  if (!Number.isInteger(everyMs) || everyMs < MIN_SCHEDULE_PERIOD_MS) {
    throw new Error(`a schedule period must be a whole number of ms >= ${MIN_SCHEDULE_PERIOD_MS}, got ${everyMs}`);
  }
}

/**
 * Where in each period a schedule fires: a stable function of its id (the same after a restart, on
 * either engine), whole seconds, uniform over the period.
 */
export function scheduleOffsetMs(id: string, everyMs: number): number {
  const seconds = Math.floor(everyMs / 1000);
  const hash = createHash('sha256').update(id).digest().readUIntBE(0, 6);
  return (hash % seconds) * 1000;
}

/** The first slot (k * everyMs + offsetMs since the epoch) strictly after `after`. */
export function nextSlotAfter(after: Date, everyMs: number, offsetMs: number): Date {
  const k = Math.floor((after.getTime() - offsetMs) / everyMs) + 1;
  return new Date(k * everyMs + offsetMs);
}
