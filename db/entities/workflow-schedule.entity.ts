import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';

/**
 * A recurring schedule of the embedded engine (workflows/embedded/embedded-scheduler.ts): what a
 * Temporal Schedule is to a Temporal deployment. Every `every_ms` at `offset_ms` past the period's
 * start, a run of `workflow_type` with `input` starts; after downtime one run catches up, never a burst.
 */
@Entity({ name: 'workflow_schedules' })
@Index('ix_workflow_schedules_next_run_at', ['nextRunAt'])
export class WorkflowSchedule {
  /** `monitor-<domain_id>`, `system-event-sweep`: runs are named `<id>-<slot time>`. */
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 96 })
  id!: string;

  @Column({ name: 'workflow_type', type: 'varchar', length: 64 })
  workflowType!: string;

  @Column({ name: 'input', type: 'json' })
  input!: unknown;

  @Column({ name: 'every_ms', type: 'integer' })
  everyMs!: number;

  /** Where in each period the run starts: spread by id, so a thousand daily schedules do not start at once. */
  @Column({ name: 'offset_ms', type: 'integer' })
  offsetMs!: number;

  @TimestampColumn('next_run_at')
  nextRunAt!: Date;

  @TimestampColumn('last_run_at', { nullable: true })
  lastRunAt!: Date | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
