import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAtColumn } from '../columns.js';
import { WorkflowRun } from './workflow-run.entity.js';

/**
 * One finished step of an embedded workflow run: an activity's result (or its final failure), a
 * timer's wake-up time, a recorded `now`. A resumed run reads these back instead of doing the work
 * again. `step_key` names the step independently of scheduling order (workflows/embedded/run-context.ts).
 */
@Entity({ name: 'workflow_steps' })
@Index('uq_workflow_steps_run_key', ['runId', 'stepKey'], { unique: true })
export class WorkflowStep {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'run_id', type: 'varchar', length: 128 })
  runId!: string;

  @ManyToOne(() => WorkflowRun, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id', foreignKeyConstraintName: 'fk_workflow_steps_run' })
  run?: Relation<WorkflowRun>;

  @Column({ name: 'step_key', type: 'varchar', length: 191 })
  stepKey!: string;

  /** `completed` holds `result`; `failed` (activities only, after the last attempt) holds `error`. */
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: 'completed' | 'failed';

  @Column({ name: 'result', type: 'json', nullable: true })
  result!: unknown;

  @Column({ name: 'error', type: 'text', nullable: true })
  error!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
