import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';

export type WorkflowRunStatus = 'running' | 'completed' | 'failed';

/**
 * A workflow run of the embedded engine (workflows/embedded/): what Temporal's history is to a
 * Temporal deployment. A run still `running` when the process starts is resumed.
 */
@Entity({ name: 'workflow_runs' })
@Index('ix_workflow_runs_status', ['status'])
/** What the retention purge reads: finished runs, oldest first. */
@Index('ix_workflow_runs_status_finished_at', ['status', 'finishedAt'])
export class WorkflowRun {
  /** The workflow id: `scan-<job_id>`, `batch-<id>`. */
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 128 })
  id!: string;

  @Column({ name: 'workflow_type', type: 'varchar', length: 64 })
  workflowType!: string;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: WorkflowRunStatus;

  @Column({ name: 'input', type: 'json' })
  input!: unknown;

  @Column({ name: 'result', type: 'json', nullable: true })
  result!: unknown;

  @Column({ name: 'error', type: 'text', nullable: true })
  error!: string | null;

  /**
   * W3C trace headers of the span that started the run (`traceparent`, ...), so its spans join the
   * starter's trace, after a restart too; null when tracing was off.
   */
  @Column({ name: 'trace_context', type: 'json', nullable: true })
  traceContext!: Record<string, string> | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('finished_at', { nullable: true })
  finishedAt!: Date | null;
}
