import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ImportLine, ImportLineResult, ImportStatus } from '../../core/monitoring/domain-import.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * A bulk import of monitored domains (docs/portfolio.md "Bulk import"): its lines and per-line results.
 * `(user_id, idempotency_key)` is unique: a retried upload with the same key finds this row and adds
 * nothing twice. Its lines are worked by `domainImportWorkflow` (workflows/domain-import.workflow.ts);
 * the row is its workflow's outbox until the start is confirmed (`workflow_started_at`).
 */
@Entity({ name: 'domain_imports' })
@Index('uq_domain_imports_user_id_key', ['userId', 'idempotencyKey'], { unique: true })
@Index('ix_domain_imports_status_workflow_started', ['status', 'workflowStartedAt'])
export class DomainImport {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_domain_imports_user' })
  user?: Relation<User>;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: ImportStatus;

  @Column({ name: 'dry_run', type: 'boolean', default: false })
  dryRun!: boolean;

  @Column({ name: 'total', type: 'integer' })
  total!: number;

  /** Lines done: `results` holds exactly this many, in line order; the rest are still to do. */
  @Column({ name: 'processed', type: 'integer' })
  processed!: number;

  @Column({ name: 'added', type: 'integer' })
  added!: number;

  @Column({ name: 'failed', type: 'integer' })
  failed!: number;

  /** The upload, parsed: what is still to do is `lines.slice(processed)`. */
  @Column({ name: 'lines', type: 'json' })
  lines!: ImportLine[];

  @Column({ name: 'results', type: 'json' })
  results!: ImportLineResult[];

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('finished_at', { nullable: true })
  finishedAt!: Date | null;

  /**
   * When its workflow's start became durable: in the upload's transaction on the embedded engine,
   * after the commit on Temporal. A running import without it is an outbox entry that the workflow
   * start sweeper starts (workflows/event-dispatch.workflow.ts).
   */
  @TimestampColumn('workflow_started_at', { nullable: true })
  workflowStartedAt!: Date | null;
}
