import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ImportLineResult, ImportStatus } from '../../core/monitoring/domain-import.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * A bulk import of monitored domains (docs/portfolio.md "Bulk import") and its per-line results.
 * `(user_id, idempotency_key)` is unique: a retried upload with the same key finds this row and adds
 * nothing twice.
 */
@Entity({ name: 'domain_imports' })
@Index('uq_domain_imports_user_id_key', ['userId', 'idempotencyKey'], { unique: true })
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

  @Column({ name: 'added', type: 'integer' })
  added!: number;

  @Column({ name: 'failed', type: 'integer' })
  failed!: number;

  @Column({ name: 'results', type: 'json' })
  results!: ImportLineResult[];

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('finished_at', { nullable: true })
  finishedAt!: Date | null;
}
