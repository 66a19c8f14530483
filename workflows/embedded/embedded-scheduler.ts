/**
 * Schedules in the embedded engine (workflows/schedules.ts has the rules): rows of
 * `workflow_schedules`, and a timer in the engine's process that starts the runs that are due.
 * - A run is `<id>-<slot time>`, started through the engine like any other (so it is durable and
 *   resumes after a crash); the same slot is never started twice.
 * - After downtime a due schedule fires once, for the slot it missed, and its next slot is the first
 *   one after now: no backlog.
 * - While its previous run is still going, a due slot is skipped.
 * Only the engine that holds the database lease runs schedules (engine-lease.ts).
 */
import type { DataSource } from 'typeorm';
import { LessThanOrEqual } from 'typeorm';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import type { WorkflowName } from '../definitions.js';
import type { StartOutcome } from '../runtime.js';
import {
  assertSchedulePeriod,
  nextSlotAfter,
  type Scheduler,
  type ScheduleSpec,
  scheduleOffsetMs,
} from '../schedules.js';
import type { RunStore } from './run-store.js';

/** The timer looks again at least this often (a schedule added by another path shows up by then). */
const MAX_TIMER_MS = 30_000;
/** ...and no more often than this, however many schedules are due. */
const MIN_TIMER_MS = 250;

export interface EmbeddedSchedulerDeps {
  db: DataSource;
  store: RunStore;
  now(): Date;
  startRun(workflowType: string, id: string, input: unknown): Promise<StartOutcome>;
  log: { warn(details: object, message: string): void };
}

export function scheduledRunId(scheduleId: string, slot: Date): string {
  return `${scheduleId}-${slot.toISOString()}`;
}

export class EmbeddedScheduler implements Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private ticking: Promise<string[]> | null = null;

  constructor(private readonly deps: EmbeddedSchedulerDeps) {}

  async upsert<N extends WorkflowName>(spec: ScheduleSpec<N>): Promise<void> {
    assertSchedulePeriod(spec.everyMs);
    const offsetMs = scheduleOffsetMs(spec.id, spec.everyMs);
    const now = this.deps.now();
    const input = JSON.parse(JSON.stringify(spec.input)) as unknown;
    const repo = this.deps.db.getRepository(WorkflowSchedule);
    const existing = await repo.findOneBy({ id: spec.id });
    if (existing && existing.everyMs === spec.everyMs && existing.workflowType === spec.workflow) {
      // Same period: the next run keeps its time; only what it will run with changes.
      await repo.update({ id: spec.id }, { input: input as never });
    } else {
      await repo.save({
        id: spec.id,
        workflowType: spec.workflow,
        input: input as never,
        everyMs: spec.everyMs,
        offsetMs,
        nextRunAt: nextSlotAfter(now, spec.everyMs, offsetMs),
        lastRunAt: existing?.lastRunAt ?? null,
        createdAt: existing?.createdAt ?? now,
      });
    }
    this.arm(0);
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.deps.db.getRepository(WorkflowSchedule).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** Starts the timer loop (the engine calls this once it holds the lease). */
  start(): void {
    this.running = true;
    this.arm(0);
  }

  stop(): Promise<unknown> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.ticking ?? Promise.resolve();
  }

  /** Starts every run that is due now; returns their ids. Tests call it with a moved clock. */
  tick(): Promise<string[]> {
    this.ticking ??= this.startDueRuns().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async startDueRuns(): Promise<string[]> {
    const now = this.deps.now();
    const repo = this.deps.db.getRepository(WorkflowSchedule);
    const due = await repo.find({ where: { nextRunAt: LessThanOrEqual(now) }, order: { nextRunAt: 'ASC' } });
    const started: string[] = [];
    for (const schedule of due) {
      const slot = schedule.nextRunAt;
      const next = nextSlotAfter(now, schedule.everyMs, schedule.offsetMs);
      const previous = schedule.lastRunAt
        ? await this.deps.store.findRun(scheduledRunId(schedule.id, schedule.lastRunAt))
        : null;
      const overlaps = previous?.status === 'running';
      // Conditional on the slot read above, so a slot is claimed once even if two ticks overlap.
      const claimed = await repo.update(
        { id: schedule.id, nextRunAt: slot },
        overlaps ? { nextRunAt: next } : { nextRunAt: next, lastRunAt: slot },
      );
      if ((claimed.affected ?? 0) === 0) continue;
      if (overlaps) {
        this.deps.log.warn({ schedule: schedule.id, slot }, 'scheduled run skipped: the previous run is still going');
        continue;
      }
      const runId = scheduledRunId(schedule.id, slot);
      try {
        await this.deps.startRun(schedule.workflowType, runId, schedule.input);
        started.push(runId);
      } catch (error) {
        this.deps.log.warn({ schedule: schedule.id, err: (error as Error).message }, 'scheduled run could not start');
      }
    }
    return started;
  }

  /** Wakes after `delayMs`, or at the next due slot, bounded by MIN/MAX_TIMER_MS. */
  private arm(delayMs: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    try {
      await this.tick();
    } catch (error) {
      this.deps.log.warn({ err: (error as Error).message }, 'schedule tick failed; trying again shortly');
    }
    if (!this.running) return;
    const soonest = await this.deps.db
      .getRepository(WorkflowSchedule)
      .findOne({ where: {}, order: { nextRunAt: 'ASC' } })
      .catch(() => null);
    const wait = soonest ? soonest.nextRunAt.getTime() - this.deps.now().getTime() : MAX_TIMER_MS;
    this.arm(Math.min(MAX_TIMER_MS, Math.max(MIN_TIMER_MS, wait)));
  }
}
