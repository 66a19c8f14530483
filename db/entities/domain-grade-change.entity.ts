import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAtColumn } from '../columns.js';
import { MonitoredDomain } from './monitored-domain.entity.js';

/**
 * A monitored domain's grade moving from one evaluated scan to the next (docs/portfolio.md): what
 * the portfolio's "changed in the last 7 and 30 days" reads. One row per (domain, scan), so an
 * evaluation repeated writes it once.
 */
@Entity({ name: 'domain_grade_changes' })
@Index('uq_domain_grade_changes_domain_id_job_id', ['domainId', 'jobId'], { unique: true })
@Index('ix_domain_grade_changes_user_id_created_at', ['userId', 'createdAt'])
export class DomainGradeChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'domain_id', type: 'integer' })
  domainId!: number;

  @ManyToOne(() => MonitoredDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'domain_id', foreignKeyConstraintName: 'fk_domain_grade_changes_domain' })
  domain?: Relation<MonitoredDomain>;

  @Column({ name: 'job_id', type: 'integer' })
  jobId!: number;

  @Column({ name: 'from_grade', type: 'varchar', length: 2 })
  fromGrade!: string;

  @Column({ name: 'to_grade', type: 'varchar', length: 2 })
  toGrade!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
