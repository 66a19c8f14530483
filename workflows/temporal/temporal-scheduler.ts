/**
 * Schedules on Temporal (workflows/schedules.ts has the rules): one Temporal Schedule per Rampart
 * schedule, visible and pausable in Temporal UI under its id (`monitor-12`). Each run is started
 * as `<id>-<scheduled time>` on Rampart's task queue, with the same search attributes as any start.
 */
import { type Client, ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy } from '@temporalio/client';
import type { WorkflowName } from '../definitions.js';
import { assertSchedulePeriod, type Scheduler, type ScheduleSpec, scheduleOffsetMs } from '../schedules.js';
import { searchAttributePairs, workflowMemo, workflowSummary } from './search-attributes.js';

export class TemporalScheduler implements Scheduler {
  constructor(
    private readonly client: () => Client,
    private readonly taskQueue: string,
  ) {}

  async upsert<N extends WorkflowName>(spec: ScheduleSpec<N>): Promise<void> {
    assertSchedulePeriod(spec.everyMs);
    const options = {
      spec: { intervals: [{ every: spec.everyMs, offset: scheduleOffsetMs(spec.id, spec.everyMs) }] },
      action: {
        type: 'startWorkflow' as const,
        workflowType: spec.workflow,
        args: [spec.input],
        taskQueue: this.taskQueue,
        workflowId: spec.id,
        typedSearchAttributes: searchAttributePairs(spec.meta),
        memo: workflowMemo(spec.meta),
        staticSummary: workflowSummary(spec.meta),
      },
      policies: {
        // A run still going when the next is due: the next is skipped, not queued.
        overlap: ScheduleOverlapPolicy.SKIP,
        // After downtime only slots within one period are taken: one catch-up run, never a burst.
        catchupWindow: spec.everyMs,
      },
    };
    const schedules = this.client().schedule;
    try {
      await schedules.create({ scheduleId: spec.id, ...options });
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      await schedules.getHandle(spec.id).update((previous) => ({ ...previous, ...options }));
    }
  }

  async remove(id: string): Promise<boolean> {
    try {
      await this.client().schedule.getHandle(id).delete();
      return true;
    } catch (error) {
      if (error instanceof ScheduleNotFoundError) return false;
      throw error;
    }
  }
}
