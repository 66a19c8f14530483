import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Severity } from '../../core/scan-model/report.js';
import { TimestampColumn } from '../columns.js';
import { MonitoredDomain } from './monitored-domain.entity.js';

/**
 * An open finding of a monitored domain (docs/portfolio.md "Exports"): a failed check of its last
 * evaluated scan, by outcome code, with when it was first seen in the run of scans that still show
 * it. Replaced with each evaluated scan by the alerts consumer: a code that is gone is closed
 * (deleted), one seen again keeps its first-seen date.
 */
@Entity({ name: 'domain_findings' })
@Index('uq_domain_findings_domain_id_code', ['domainId', 'code'], { unique: true })
@Index('ix_domain_findings_user_id', ['userId'])
export class DomainFinding {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'domain_id', type: 'integer' })
  domainId!: number;

  @ManyToOne(() => MonitoredDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'domain_id', foreignKeyConstraintName: 'fk_domain_findings_domain' })
  domain?: Relation<MonitoredDomain>;

  /** The check's outcome code, `<module>.<check>.<outcome>`. */
  @Column({ name: 'code', type: 'varchar', length: 191 })
  code!: string;

  @Column({ name: 'severity', type: 'varchar', length: 16 })
  severity!: Severity;

  @Column({ name: 'finding', type: 'varchar', length: 2000 })
  finding!: string;

  @TimestampColumn('first_seen_at')
  firstSeenAt!: Date;

  @Column({ name: 'last_job_id', type: 'integer' })
  lastJobId!: number;
}
